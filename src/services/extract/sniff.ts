import { AppError } from '../../errors.js';

export type DocumentType = 'pdf' | 'png' | 'jpeg' | 'text';

export const DOCUMENT_TYPES: Record<DocumentType, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpeg: 'image/jpeg',
  text: 'text/plain',
};

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const startsWith = (bytes: Uint8Array, signature: number[], at = 0) => signature.every((byte, index) => bytes[at + index] === byte);

/**
 * The document's type from its bytes alone: the file name and the declared content type are the
 * sender's claims and are not trusted. Anything that is not a PDF, PNG, JPEG or readable UTF-8
 * text is refused with 415.
 */
export function sniffDocumentType(bytes: Uint8Array): DocumentType {
  if (bytes.length === 0) throw new AppError('bad_request', 'The uploaded file is empty.', { extra: { errors: [{ field: 'file', message: 'empty file' }] } });
  // PDF readers accept the header anywhere in the first 1 KB.
  const head = Buffer.from(bytes.subarray(0, 1024)).toString('latin1');
  if (head.includes('%PDF-')) return 'pdf';
  if (startsWith(bytes, PNG_SIGNATURE)) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (isPlainText(bytes)) return 'text';
  throw new AppError('unsupported_media_type', 'The file is not a PDF, PNG, JPEG or plain text document (its bytes say otherwise, whatever its name).', {
    extra: { accepted: Object.values(DOCUMENT_TYPES) },
  });
}

/** Valid UTF-8 (a BOM allowed) with no NUL and few control characters: text a person wrote. */
function isPlainText(bytes: Uint8Array): boolean {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(0, 64 * 1024 + 3).length > 64 * 1024 ? trimToCharacter(bytes.subarray(0, 64 * 1024)) : bytes);
  } catch {
    return false;
  }
  let control = 0;
  for (const character of text) {
    const code = character.codePointAt(0)!;
    if (code === 0) return false;
    if (code < 32 && code !== 9 && code !== 10 && code !== 13 && code !== 12) control += 1;
  }
  return control <= text.length * 0.01;
}

/** A prefix cut so it does not end inside a multi-byte character (UTF-8 continuation bytes are 10xxxxxx). */
function trimToCharacter(bytes: Uint8Array): Uint8Array {
  let end = bytes.length;
  while (end > 0 && (bytes[end - 1]! & 0xc0) === 0x80) end -= 1;
  if (end > 0 && bytes[end - 1]! >= 0xc0) end -= 1;
  return bytes.subarray(0, end);
}
