import { describe, expect, it } from 'vitest';
import { createProgressBar } from './progress.js';

describe('createProgressBar', () => {
  it('createProgressBar(stream that is not a terminal) -> draws nothing', () => {
    const written: string[] = [];
    const stream = { isTTY: false, write: (chunk: string) => written.push(chunk) } as unknown as NodeJS.WriteStream;
    const bar = createProgressBar({ label: 'saipe', stream });
    bar.update({ phase: 'parse', done: 10, total: 100 });
    bar.update({ phase: 'write', done: 1, total: 1 });
    bar.stop();
    expect(written).toEqual([]);
  });
});
