import type { ExpectedFields, GeneratedLine } from './generate/document.js';

/** The scalar fields scored for accuracy, each right or wrong per case. */
export const SCORED_FIELDS = ['vendor', 'purchase_description', 'amount', 'quantity', 'unit_price', 'currency'] as const;
export type ScoredField = (typeof SCORED_FIELDS)[number];

export interface ExtractedLike {
  vendor: string | null;
  purchase_description: string | null;
  amount: number | null;
  quantity: number | null;
  unit_price: number | null;
  currency: string | null;
  line_items: { description: string; quantity: number; unit_price: number; amount: number }[];
}

/** Case, spacing and punctuation do not count: "STACKABLE CLASSROOM CHAIR" is "Stackable Classroom Chair". */
export const normalise = (text: string | null) => (text ?? '').toLowerCase().replace(/[^a-z0-9]/g, '');
const sameNumber = (a: number | null, b: number) => a !== null && Math.abs(a - b) < 0.005;

export function fieldCorrect(field: ScoredField, actual: ExtractedLike, expected: ExpectedFields): boolean {
  switch (field) {
    case 'vendor':
    case 'purchase_description':
      return normalise(actual[field]) === normalise(expected[field]);
    case 'currency':
      return actual.currency === expected.currency;
    default:
      return sameNumber(actual[field], expected[field]);
  }
}

/** Edit-distance similarity 0..1 of two normalised strings. */
export function similarity(a: string, b: string): number {
  const x = normalise(a);
  const y = normalise(b);
  if (x === y) return 1;
  const previous = Array.from({ length: y.length + 1 }, (_, index) => index);
  for (let i = 1; i <= x.length; i += 1) {
    let diagonal = previous[0]!;
    previous[0] = i;
    for (let j = 1; j <= y.length; j += 1) {
      const above = previous[j]!;
      previous[j] = Math.min(previous[j]! + 1, previous[j - 1]! + 1, diagonal + (x[i - 1] === y[j - 1] ? 0 : 1));
      diagonal = above;
    }
  }
  return 1 - previous[y.length]! / Math.max(x.length, y.length, 1);
}

/**
 * Line items matched one to one: the same quantity, unit price and amount, and a description at
 * least 85% alike (one misread character in an OCR'd description does not lose the line).
 */
export function matchLineItems(actual: ExtractedLike['line_items'], expected: GeneratedLine[]): { truePositives: number; falsePositives: number; falseNegatives: number } {
  const open = [...expected];
  let truePositives = 0;
  for (const item of actual) {
    const at = open.findIndex(
      (want) => sameNumber(item.quantity, want.quantity) && sameNumber(item.unit_price, want.unit_price) && sameNumber(item.amount, want.amount) && similarity(item.description, want.description) >= 0.85,
    );
    if (at === -1) continue;
    open.splice(at, 1);
    truePositives += 1;
  }
  return { truePositives, falsePositives: actual.length - truePositives, falseNegatives: open.length };
}

export function f1(truePositives: number, falsePositives: number, falseNegatives: number): number {
  if (truePositives === 0) return falsePositives + falseNegatives === 0 ? 1 : 0;
  const precision = truePositives / (truePositives + falsePositives);
  const recall = truePositives / (truePositives + falseNegatives);
  return (2 * precision * recall) / (precision + recall);
}

export function percentile(values: number[], share: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1))]!;
}
