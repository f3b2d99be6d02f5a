import { afterAll, describe, expect, it } from 'vitest';
import { directExtractTarget } from './direct-target.js';
import { extract } from './suite.js';

/**
 * A floor under the extraction engine, on a small fast subset of every format (the full suite is
 * `npx tsx evals/extract/run.ts`). Held-out cases are included on purpose: the floor guards
 * against regressions, it is not a place to tune.
 */
const SUBSET = ['text-01', 'text-02', 'pdf-text-03', 'pdf-text-04', 'pdf-text-07', 'png-01', 'jpeg-01'];

describe('extract eval floor', () => {
  const target = directExtractTarget();
  afterAll(() => target.close());

  it(`field accuracy >= 0.9 and line-item F1 >= 0.9 on ${SUBSET.length} documents`, { timeout: 120_000 }, async () => {
    const report = await extract.run({ split: 'all', caseIds: SUBSET, target });
    expect(report.cases.map((result) => result.id).sort()).toEqual([...SUBSET].sort());
    expect(report.metrics.field_accuracy).toBeGreaterThanOrEqual(0.9);
    expect(report.metrics.line_item_f1).toBeGreaterThanOrEqual(0.9);
    // Typed text is exact: no OCR stands between the document and the parser.
    expect(report.byCategory.text?.field_accuracy).toBe(1);
    expect(report.byCategory['pdf-text']?.field_accuracy).toBe(1);
  });
});
