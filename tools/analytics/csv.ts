/**
 * RFC 4180 CSV text: CRLF line ends, a field quoted when it holds a comma, a double quote, CR or LF,
 * and quotes inside doubled. Null and undefined are empty fields; booleans are true/false.
 */
export type CsvValue = string | number | boolean | null | undefined;

export function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(values: readonly CsvValue[]): string {
  return `${values.map(csvField).join(',')}\r\n`;
}
