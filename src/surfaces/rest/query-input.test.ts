import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { coerceStringInput } from './query-input.js';

const shape = {
  q: z.string(),
  limit: z.number().int().default(10),
  flag: z.boolean().optional(),
  ids: z.array(z.string()).optional(),
  level: z.enum(['Elementary', 'Middle', 'High']).optional(),
  min: z.coerce.number().optional(),
};

describe('coerceStringInput', () => {
  it('coerceStringInput(numbers, booleans, comma lists) -> typed values', () => {
    expect(coerceStringInput(shape, { q: 'lin', limit: '5', flag: 'true', ids: 'a, b,,c', level: 'High', min: '2.5' })).toEqual({
      q: 'lin', limit: 5, flag: true, ids: ['a', 'b', 'c'], level: 'High', min: 2.5,
    });
    expect(coerceStringInput(shape, { flag: '0' })).toEqual({ flag: false });
    expect(coerceStringInput(shape, { ids: ['a,b', 'c'] })).toEqual({ ids: ['a', 'b', 'c'] });
  });

  it('coerceStringInput(values that do not fit) -> passed unchanged for the schema to refuse', () => {
    expect(coerceStringInput(shape, { limit: 'ten', flag: 'maybe', q: ['a', 'b'] })).toEqual({ limit: 'ten', flag: 'maybe', q: ['a', 'b'] });
    expect(coerceStringInput(shape, { limit: '' })).toEqual({ limit: '' });
    expect(coerceStringInput(shape, { limit: 'Infinity' })).toEqual({ limit: 'Infinity' });
  });

  it('coerceStringInput(unknown parameters) -> dropped', () => {
    expect(coerceStringInput(shape, { q: 'x', api_key: 'secret', __proto__: 'y' })).toEqual({ q: 'x' });
  });
});
