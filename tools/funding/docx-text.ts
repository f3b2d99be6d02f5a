import { inflateRawSync } from 'node:zlib';

/**
 * Test support: the entries of a .docx (a ZIP file) and the visible text of its main part, read with
 * node:zlib only. Enough of the ZIP format for what the docx package writes: stored or deflated
 * entries listed in the central directory.
 */
export function zipEntries(zip: Uint8Array): Map<string, Buffer> {
  const buffer = Buffer.from(zip.buffer, zip.byteOffset, zip.byteLength);
  const endOfDirectory = buffer.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (endOfDirectory < 0) throw new Error('not a ZIP file: no end-of-central-directory record');
  const entryCount = buffer.readUInt16LE(endOfDirectory + 10);
  let offset = buffer.readUInt32LE(endOfDirectory + 16);
  const entries = new Map<string, Buffer>();
  for (let index = 0; index < entryCount; index += 1) {
    const method = buffer.readUInt16LE(offset + 10);
    const compressedSize = buffer.readUInt32LE(offset + 20);
    const nameLength = buffer.readUInt16LE(offset + 28);
    const extraLength = buffer.readUInt16LE(offset + 30);
    const commentLength = buffer.readUInt16LE(offset + 32);
    const localHeader = buffer.readUInt32LE(offset + 42);
    const name = buffer.toString('utf8', offset + 46, offset + 46 + nameLength);
    const dataStart = localHeader + 30 + buffer.readUInt16LE(localHeader + 26) + buffer.readUInt16LE(localHeader + 28);
    const data = buffer.subarray(dataStart, dataStart + compressedSize);
    entries.set(name, method === 0 ? Buffer.from(data) : inflateRawSync(data));
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** The text runs of word/document.xml, joined with spaces, XML entities decoded. */
export function docxText(docx: Uint8Array): string {
  const xml = zipEntries(docx).get('word/document.xml');
  if (!xml) throw new Error('the .docx has no word/document.xml');
  const runs = [...xml.toString('utf8').matchAll(/<w:t(?:\s[^>]*)?>([^<]*)<\/w:t>/g)].map((match) => match[1]!);
  return runs
    .join(' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}
