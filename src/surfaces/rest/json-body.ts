/** Arrays at least this long are serialised item by item (a bulk import's 1,000 schools, long lists). */
export const SPLIT_ARRAY_LENGTH = 256;

/** Text is encoded to UTF-8 in pieces of about this many characters. */
const PIECE = 64 * 1024;

/**
 * The UTF-8 bytes of JSON.stringify(value) for an object holding a long array, serialised one
 * array item at a time; undefined for any other value (send it as before). A 1,000-school bulk
 * import answers 16 MB: JSON.stringify made one string of some thousands of pieces, and encoding
 * it (Buffer.from, in res.send) first copied it into one flat 16 MB string; together they took
 * more than a third of the service's time on the request, and the pieces, alive until the end,
 * were copied by the minor GCs meanwhile. Item by item, each piece is small and flat, encoded at
 * once and dropped.
 *
 * Exactly JSON.stringify's bytes: members in the same order (Object.entries is JSON.stringify's
 * order), skipped where it skips them (undefined, functions, symbols), such array items and holes
 * as null, and each piece a whole JSON text, which never ends inside a surrogate pair (lone
 * surrogates are written as escapes). Values with a toJSON method at the split levels, whose
 * answer could depend on the key JSON.stringify passes it, are left to JSON.stringify whole.
 */
export function jsonBody(value: unknown): Buffer | undefined {
  if (!isPlainObject(value)) return undefined;
  const members = Object.entries(value);
  const split = members.map(([, member]) => isSplittable(member));
  if (!split.includes(true) || members.some(([, member]) => hasToJson(member))) return undefined;
  const bytes = new Utf8Pieces();
  bytes.add('{');
  let first = true;
  for (const [position, [key, member]] of members.entries()) {
    if (split[position] && Array.isArray(member)) {
      bytes.add(`${first ? '' : ','}${JSON.stringify(key)}:[`);
      for (let index = 0; index < member.length; index++) bytes.add((index === 0 ? '' : ',') + (JSON.stringify(member[index]) ?? 'null'));
      bytes.add(']');
    } else {
      const json = JSON.stringify(member);
      if (json === undefined) continue;
      bytes.add(`${first ? '' : ','}${JSON.stringify(key)}:${json}`);
    }
    first = false;
  }
  bytes.add('}');
  return bytes.concat();
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object' || Array.isArray(value) || hasToJson(value)) return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
}

function isSplittable(member: unknown): member is unknown[] {
  return Array.isArray(member) && member.length >= SPLIT_ARRAY_LENGTH && !hasToJson(member) && !member.some(hasToJson);
}

function hasToJson(value: unknown): boolean {
  return value !== null && typeof value === 'object' && typeof (value as { toJSON?: unknown }).toJSON === 'function';
}

/** Text gathered into pieces of about PIECE characters, each encoded to UTF-8 as it fills. */
class Utf8Pieces {
  private readonly buffers: Buffer[] = [];
  private pending = '';

  add(text: string): void {
    this.pending += text;
    if (this.pending.length >= PIECE) this.flush();
  }

  concat(): Buffer {
    this.flush();
    return this.buffers.length === 1 ? this.buffers[0]! : Buffer.concat(this.buffers);
  }

  private flush(): void {
    if (this.pending.length === 0) return;
    this.buffers.push(Buffer.from(this.pending, 'utf8'));
    this.pending = '';
  }
}
