import { describe, expect, it } from 'vitest';
import { derivedValues } from './catalog.js';

describe('derivedValues', () => {
  it('derived(key, build) -> built once, then the same value', () => {
    const derived = derivedValues();
    let builds = 0;
    const first = derived('basis', () => ({ n: ++builds }));
    expect(derived('basis', () => ({ n: ++builds }))).toBe(first);
    expect(builds).toBe(1);
    expect(derived('other', () => 'x')).toBe('x');
  });

  it('derived(key, failing promise) -> forgotten, so the next call builds again', async () => {
    const derived = derivedValues();
    await expect(derived('basis', () => Promise.reject(new Error('file closed')))).rejects.toThrow('file closed');
    await expect(derived('basis', () => Promise.resolve(42))).resolves.toBe(42);
  });
});
