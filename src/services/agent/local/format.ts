/** Number and list formatting for answers: the tools' own numbers, printed the way people read them. */

export function num(value: unknown): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return 'not reported';
  return value.toLocaleString('en-US', { maximumFractionDigits: 2 });
}

export function pct(value: unknown): string {
  return typeof value === 'number' ? `${num(value)}%` : 'not reported';
}

export function money(value: unknown): string {
  return typeof value === 'number' ? `$${num(value)}` : 'not reported';
}

export function text(value: unknown): string {
  return value === null || value === undefined || value === '' ? 'not reported' : String(value);
}

/** "a, b and c". */
export function joinAnd(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** A numbered list, one item a line. */
export function numbered(items: string[]): string {
  return items.map((item, index) => `${index + 1}. ${item}`).join('\n');
}

/** The school a reply is about, with the id a later turn resolves "it" to. */
export function schoolLabel(school: { name?: unknown; city?: unknown; state?: unknown; nces_id?: unknown }): string {
  const place = [school.city, school.state].filter((part) => typeof part === 'string' && part).join(', ');
  return `${text(school.name)} (${place ? `${place}, ` : ''}NCES ${text(school.nces_id)})`;
}

/** When a contact was last checked, and whether that is long enough ago to check again: " (verified 2024-09-21, may be out of date)". */
export function verified(contact: { refreshed_at?: unknown; stale?: unknown }): string {
  const parts = [contact.refreshed_at ? `verified ${text(contact.refreshed_at)}` : '', contact.stale ? 'may be out of date' : ''].filter(Boolean);
  return parts.length > 0 ? ` (${parts.join(', ')})` : '';
}
