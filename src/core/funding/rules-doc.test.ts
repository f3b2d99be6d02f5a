import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { renderRulesDoc } from './rules-doc.js';

const rulesPath = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../docs/RULES.md');

describe('docs/RULES.md', () => {
  it('rules_doc() -> equals the committed docs/RULES.md (regenerate with seeds/reference/write-rules-doc.ts)', () => {
    expect(readFileSync(rulesPath, 'utf8')).toBe(renderRulesDoc());
  });

  it('rules_doc() -> carries the matrix, the FY2026 dates and the verify note of the FY2026-2030 budgets', () => {
    const doc = renderRulesDoc();
    expect(doc).toContain('| 75% to 100% | 90% | 90% | 85% | 85% |');
    expect(doc).toContain('| FY2026 | not read (**UNCERTAIN**) | 2026-04-01 | 2026-03-04 |');
    expect(doc).toMatch(/FY2026-2030 \| \$201\.57 \| \$5\.43 \| \$30,175 .*verify against the FCC public notice/);
  });
});
