import { describe, expect, it } from 'vitest';
import { AppError } from '../errors.js';
import { CursorCodec, cursorScope } from './cursor.js';

const codec = new CursorCodec(Buffer.from('0123456789abcdef0123456789abcdef'));
const scope = cursorScope('schools_search', { q: 'lincoln', limit: 10 });

describe('CursorCodec', () => {
  it('decode(encode(position)) -> the position', () => {
    const token = codec.encode(scope, { enrollment: 812, nces_id: '480000100001' });
    expect(token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    expect(codec.decode(scope, token)).toEqual({ enrollment: 812, nces_id: '480000100001' });
  });

  it('a tampered, truncated or foreign cursor -> 400 on the cursor field', () => {
    const token = codec.encode(scope, { enrollment: 812, nces_id: '480000100001' });
    const [payload, signature] = token.split('.') as [string, string];
    const forged = Buffer.from(JSON.stringify({ enrollment: 1, nces_id: '1' })).toString('base64url');
    const other = new CursorCodec(Buffer.from('another secret of 32 bytes......'));
    for (const bad of [`${forged}.${signature}`, payload, `${token}.x`, '', 'not a cursor', other.encode(scope, {})]) {
      expect(() => codec.decode(scope, bad)).toThrow(AppError);
    }
    try {
      codec.decode(scope, `${forged}.${signature}`);
    } catch (error) {
      expect((error as AppError).status).toBe(400);
      expect((error as AppError).extra.errors).toEqual([{ field: 'cursor', message: expect.any(String) }]);
    }
  });

  it('a cursor replayed with different filters -> 400; limit may change', () => {
    const token = codec.encode(scope, { n: 1 });
    expect(() => codec.decode(cursorScope('schools_search', { q: 'washington' }), token)).toThrow(AppError);
    expect(codec.decode(cursorScope('schools_search', { q: 'lincoln', limit: 50 }), token)).toEqual({ n: 1 });
  });
});
