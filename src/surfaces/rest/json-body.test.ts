import { describe, expect, it } from 'vitest';
import { jsonBody, SPLIT_ARRAY_LENGTH } from './json-body.js';

const json = (value: unknown) => Buffer.from(JSON.stringify(value), 'utf8');

/** A record with every kind of JSON value, text that is not ASCII, and members JSON.stringify skips. */
function item(index: number) {
  return {
    id: String(index).padStart(12, '0'),
    name: ['Escuela Peña', 'École "Saint-Éloi"\n', 'Škola 😀', '\u{1F3EB} \uD800 lone', 'tab\tand\\'][index % 5],
    amount: index % 7 === 0 ? null : index * 1234.56,
    ratio: index % 11 === 0 ? Number.NaN : -0,
    flags: [true, false, undefined, () => 1],
    nested: { deeper: [{ when: '2026-01-01' }], skipped: undefined, fn: () => 2 },
    empty: {},
  };
}

describe('jsonBody (a long list serialised item by item)', () => {
  it('an object with long arrays, short ones and skipped members -> the bytes of JSON.stringify', () => {
    const value = {
      requested: 3,
      skipped: undefined,
      schools: Array.from({ length: 6 * SPLIT_ARRAY_LENGTH }, (_, index) => item(index)),
      symbol: Symbol('no'),
      gaps: Array.from({ length: SPLIT_ARRAY_LENGTH }, (_, index) => (index % 3 === 0 ? undefined : index % 3 === 1 ? () => 0 : index)),
      holes: Object.assign(new Array<unknown>(SPLIT_ARRAY_LENGTH), { 3: 'x' }),
      short: [1, 2, 3],
      not_found: [],
      fn: () => 3,
    };
    const body = jsonBody(value);
    expect(body).toBeDefined();
    expect(body!.equals(json(value))).toBe(true);
    // Large enough to be encoded in several pieces of 64 K characters.
    expect(body!.length).toBeGreaterThan(200_000);
  });

  it('a leading member skipped, or only the long array -> no stray comma', () => {
    for (const value of [{ gone: undefined, list: Array.from({ length: SPLIT_ARRAY_LENGTH }, (_, index) => index) }, { list: Array.from({ length: SPLIT_ARRAY_LENGTH }, () => 'é') }]) {
      expect(jsonBody(value)!.equals(json(value))).toBe(true);
    }
  });

  it('no long array, not a plain object, or a toJSON where it would split -> undefined (sent whole, as before)', () => {
    const long = Array.from({ length: SPLIT_ARRAY_LENGTH }, (_, index) => ({ index }));
    expect(jsonBody({ list: long.slice(1) })).toBeUndefined();
    expect(jsonBody(long)).toBeUndefined();
    expect(jsonBody(null)).toBeUndefined();
    expect(jsonBody('text')).toBeUndefined();
    expect(jsonBody(new (class Result { list = long })())).toBeUndefined();
    expect(jsonBody({ list: long, when: new Date(0) })).toBeUndefined();
    expect(jsonBody({ list: [...long, new Date(0)] })).toBeUndefined();
    expect(jsonBody({ list: long, toJSON: () => 'x' })).toBeUndefined();
  });
});
