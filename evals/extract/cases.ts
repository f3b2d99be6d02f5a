import type { Split } from '../framework/types.js';
import { LAYOUTS, type LayoutName } from './generate/layout.js';

/**
 * The extraction eval cases: each is a seed and a recipe; the document and its expected fields are
 * generated from them (generate/case-document.ts), so the repository carries no binary fixtures.
 * Half of each format is held out: those cases are never looked at while the parser is tuned.
 */
export type DocumentFormat = 'text' | 'pdf-text' | 'pdf-scan' | 'png' | 'jpeg';

export interface ExtractCase {
  id: string;
  split: Split;
  format: DocumentFormat;
  layout: LayoutName;
  seed: number;
  currency: string;
}

const COUNTS: [DocumentFormat, number][] = [
  ['text', 8],
  ['pdf-text', 10],
  ['pdf-scan', 6],
  ['png', 12],
  ['jpeg', 12],
];

function buildCases(): ExtractCase[] {
  const cases: ExtractCase[] = [];
  COUNTS.forEach(([format, count], formatIndex) => {
    for (let index = 0; index < count; index += 1) {
      const seed = 1000 * (formatIndex + 1) + index * 7 + 3;
      cases.push({
        id: `${format}-${String(index + 1).padStart(2, '0')}`,
        split: index % 2 === 0 ? 'dev' : 'heldout',
        format,
        layout: LAYOUTS[(index + formatIndex) % LAYOUTS.length]!,
        seed,
        // A few documents priced in another currency, so the currency field is really read.
        currency: index === 5 ? 'CAD' : 'USD',
      });
    }
  });
  return cases;
}

export const EXTRACT_CASES: readonly ExtractCase[] = buildCases();
