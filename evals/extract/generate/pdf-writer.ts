/**
 * A minimal PDF 1.4 writer: one page of text in a standard font, or one page holding a JPEG (a
 * scanned page with no text layer). Enough to make real PDFs for the extraction evals without a
 * PDF library.
 */

export type PdfFont = 'Helvetica' | 'Times-Roman' | 'Courier';

export interface PdfText {
  text: string;
  /** Points from the left edge. */
  x: number;
  /** Points from the top edge. */
  y: number;
  size: number;
  bold?: boolean;
}

const PAGE_WIDTH = 612;
const PAGE_HEIGHT = 792;

const BOLD: Record<PdfFont, string> = { Helvetica: 'Helvetica-Bold', 'Times-Roman': 'Times-Bold', Courier: 'Courier-Bold' };

/** Average glyph width as a share of the font size, to right-align cells without font metrics. */
export const AVERAGE_WIDTH: Record<PdfFont, number> = { Helvetica: 0.52, 'Times-Roman': 0.47, Courier: 0.6 };

const escape = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[^\x20-\x7e]/g, '?');

export function textPdf(items: PdfText[], font: PdfFont): Uint8Array {
  const content = items
    .map((item) => `BT /${item.bold ? 'F2' : 'F1'} ${item.size} Tf ${item.x.toFixed(1)} ${(PAGE_HEIGHT - item.y).toFixed(1)} Td (${escape(item.text)}) Tj ET`)
    .join('\n');
  return assemble([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>`,
    `<< /Type /Font /Subtype /Type1 /BaseFont /${font} /Encoding /WinAnsiEncoding >>`,
    `<< /Type /Font /Subtype /Type1 /BaseFont /${BOLD[font]} /Encoding /WinAnsiEncoding >>`,
    stream(Buffer.from(content, 'latin1')),
  ]);
}

/** One page that is only a picture: what a scanner produces. */
export function imagePdf(jpeg: Uint8Array, width: number, height: number): Uint8Array {
  const scale = Math.min(PAGE_WIDTH / width, PAGE_HEIGHT / height);
  const w = (width * scale).toFixed(1);
  const h = (height * scale).toFixed(1);
  return assemble([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] /Resources << /XObject << /Im1 4 0 R >> >> /Contents 5 0 R >>`,
    stream(Buffer.from(jpeg), `/Type /XObject /Subtype /Image /Width ${width} /Height ${height} /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /DCTDecode`),
    stream(Buffer.from(`q ${w} 0 0 ${h} 0 ${(PAGE_HEIGHT - Number(h)).toFixed(1)} cm /Im1 Do Q`, 'latin1')),
  ]);
}

type PdfObject = string | Buffer;

function stream(data: Buffer, dictionary = ''): Buffer {
  return Buffer.concat([Buffer.from(`<< ${dictionary} /Length ${data.length} >>\nstream\n`, 'latin1'), data, Buffer.from('\nendstream', 'latin1')]);
}

function assemble(objects: PdfObject[]): Uint8Array {
  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let offset = parts[0]!.length;
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(offset);
    const body = Buffer.concat([Buffer.from(`${index + 1} 0 obj\n`, 'latin1'), typeof object === 'string' ? Buffer.from(object, 'latin1') : object, Buffer.from('\nendobj\n', 'latin1')]);
    parts.push(body);
    offset += body.length;
  });
  const xref = [`xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`, ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`)].join('');
  parts.push(Buffer.from(`${xref}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${offset}\n%%EOF\n`, 'latin1'));
  return new Uint8Array(Buffer.concat(parts));
}
