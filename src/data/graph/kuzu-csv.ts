import fs from 'node:fs';

const FLUSH_AT = 1 << 20;

export interface CsvWriteResult {
  rows: number;
  /** kuzu's parallel CSV reader refuses quoted newlines; COPY needs PARALLEL=false then. */
  hasQuotedNewlines: boolean;
}

/**
 * Writes rows in the CSV dialect kuzu's COPY FROM reads by default: comma-separated, strings in
 * double quotes with `\` escaping `"` and `\`, an empty field for null (kuzu also reads an empty
 * quoted string as null).
 */
export function writeKuzuCsv(filePath: string, header: readonly string[], rows: Iterable<readonly unknown[]>): CsvWriteResult {
  const file = fs.openSync(filePath, 'w');
  let buffer = `${header.join(',')}\n`;
  let count = 0;
  let hasQuotedNewlines = false;
  try {
    for (const row of rows) {
      buffer += `${row.map(csvField).join(',')}\n`;
      count += 1;
      if (!hasQuotedNewlines && row.some((value) => typeof value === 'string' && /[\r\n]/.test(value))) {
        hasQuotedNewlines = true;
      }
      if (buffer.length >= FLUSH_AT) {
        fs.writeSync(file, buffer);
        buffer = '';
      }
    }
    fs.writeSync(file, buffer);
  } finally {
    fs.closeSync(file);
  }
  return { rows: count, hasQuotedNewlines };
}

export function csvField(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  return `"${String(value).replace(/[\\"]/g, (character) => `\\${character}`)}"`;
}
