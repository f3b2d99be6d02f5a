import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createLogger } from '../logger.js';
import { defineTool } from './define-tool.js';
import { OUTPUT_CHECK_SAMPLE_EVERY, checkOutput, jsonDifference } from './output-check.js';

const log = createLogger('silent');

function toolReturning() {
  return defineTool({
    name: 'sample_tool',
    title: 'Sample',
    description: 'A tool for the output check.',
    group: 'system',
    effect: 'read',
    access: 'PUBLIC',
    input: z.object({}),
    output: z.object({ name: z.string(), count: z.number().default(0) }),
    handler: async () => ({ name: 'x', count: 1 }),
  });
}

describe('checkOutput', () => {
  it('mode all: a result the schema passes unchanged -> returned', () => {
    expect(checkOutput(toolReturning(), { name: 'a', count: 2 }, 'all', log)).toEqual({ name: 'a', count: 2 });
  });

  it('mode all: a wrong type -> throws; a key the schema would strip or a default it would fill -> throws naming the path', () => {
    const tool = toolReturning();
    expect(() => checkOutput(tool, { name: 3, count: 2 }, 'all', log)).toThrow('does not match its schema');
    expect(() => checkOutput(tool, { name: 'a', count: 2, secret: 'internal' }, 'all', log)).toThrow('at $.secret');
    expect(() => checkOutput(tool, { name: 'a' }, 'all', log)).toThrow('at $.count');
  });

  it('mode sample: the first call of each tool and then one in OUTPUT_CHECK_SAMPLE_EVERY is checked; the others pass as they are', () => {
    const tool = toolReturning();
    const broken = { name: 3 };
    expect(() => checkOutput(tool, broken, 'sample', log)).toThrow('does not match its schema');
    for (let call = 1; call < OUTPUT_CHECK_SAMPLE_EVERY; call++) expect(checkOutput(tool, broken, 'sample', log)).toBe(broken);
    expect(() => checkOutput(tool, broken, 'sample', log)).toThrow('does not match its schema');
    // Another tool has its own count: its first call is checked.
    expect(() => checkOutput(toolReturning(), broken, 'sample', log)).toThrow('does not match its schema');
  });
});

describe('jsonDifference', () => {
  it('same JSON document, key order and undefined members aside -> undefined', () => {
    expect(jsonDifference({ a: 1, b: [1, { c: null }], d: undefined }, { b: [1, { c: null }], a: 1 })).toBeUndefined();
    expect(jsonDifference(new Date(5), new Date(5))).toBeUndefined();
  });

  it('different documents -> the first differing path', () => {
    expect(jsonDifference({ a: [1, 2] }, { a: [1, 3] })).toBe('$.a[1]');
    expect(jsonDifference({ a: [1, 2] }, { a: [1] })).toBe('$.a.length');
    expect(jsonDifference({ a: { b: 1 } }, { a: { b: 1, c: 2 } })).toBe('$.a.c');
    expect(jsonDifference({ a: null }, { a: 0 })).toBe('$.a');
    expect(jsonDifference([], {})).toBe('$');
  });
});
