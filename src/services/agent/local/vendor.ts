/**
 * One E-Rate vendor asked about by SPIN or by name ("SPIN 143550894", "tell me about vendor
 * Bluewater Communications, Co."): the vendor detail tool takes either as `vendor_name`.
 */
const SPIN = /\bspin\s*#?\s*(\d{9})\b/i;
const NAMED = /\b(?:vendor|provider|service provider)\s+(?:called\s+|named\s+)?([A-Z][\w&'.,-]*(?:\s+[A-Z&][\w&'.,-]*){0,6})/;

export function vendorNamed(text: string): string | undefined {
  const spin = SPIN.exec(text);
  if (spin) return spin[1];
  const named = NAMED.exec(text)?.[1]?.replace(/[?!]+$/, '').replace(/[,]+$/, '').trim();
  return named && named.length >= 3 ? named : undefined;
}
