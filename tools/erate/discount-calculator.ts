import { z } from 'zod';
import { discountBand, erateDiscount } from '../../src/core/erate/discount.js';
import { defineTool } from '../../src/tooling/define-tool.js';
import { cite } from '../../seeds/reference/citations.js';
import { CATEGORY_TWO_MAX_DISCOUNT, DISCOUNT_MATRIX } from '../../seeds/reference/erate-matrix.js';
import { Citation } from '../funding/schemas.js';

const TYPE_NOTES = {
  school: 'An independent school uses its own NSLP percentage. A school in a district does not: every school of a district gets the district-wide rate (use type=district with the district\'s total NSLP-eligible students over its total students).',
  district: 'A district divides all its NSLP-eligible students by all its students and looks the percentage up once; the rate applies to every school. It is rural when more than 50% of its schools are rural.',
} as const;

export const erateDiscountCalculator = defineTool({
  name: 'erate_discount_calculator',
  title: 'E-Rate discount calculator',
  description: 'E-Rate Category One and Two discounts for an NSLP percentage, urban or rural, from the USAC matrix, with the band used.',
  group: 'erate',
  access: 'STARTER',
  effect: 'read',
  rest: { method: 'GET', path: '/erate/discount-calculator' },
  input: z.object({
    frl_pct: z.number().min(0).max(100).describe('Percent of students NSLP-eligible.'),
    type: z.enum(['school', 'district']).default('school').describe('Whose NSLP percentage this is.'),
    locale: z.enum(['urban', 'rural']).default('urban').describe('Urban or rural (Census locale).'),
  }),
  output: z.object({
    frl_pct: z.number(),
    type: z.enum(['school', 'district']),
    locale: z.enum(['urban', 'rural']),
    band: z.object({
      label: z.string().describe('The band as printed on the matrix, e.g. "50% to 74%".'),
      min_pct: z.number().describe('Lowest percentage in the band (inclusive).'),
      below_pct: z.number().nullable().describe('The next band starts here (exclusive upper edge); null for the top band.'),
    }),
    category1_discount: z.number().describe('Category One discount, percent of the pre-discount price.'),
    category2_discount: z.number().describe('Category Two discount, percent (never above 85).'),
    category2_capped: z.boolean().describe('True when Category Two is below Category One because of the 85% cap.'),
    matrix: z
      .array(z.object({ band: z.string(), category1: z.number(), category2: z.number() }))
      .describe('The whole matrix column for this locale, for context.'),
    notes: z.array(z.string()),
    citations: z.array(Citation),
  }),
  handler: (_context, { frl_pct, type, locale }) => {
    const rural = locale === 'rural';
    const band = discountBand(frl_pct);
    const next = DISCOUNT_MATRIX.find((candidate) => candidate.minPct > band.minPct);
    const category1 = erateDiscount({ nslpPct: frl_pct, rural, category: 1 });
    const category2 = erateDiscount({ nslpPct: frl_pct, rural, category: 2 });
    return {
      frl_pct,
      type,
      locale,
      band: { label: band.label, min_pct: band.minPct, below_pct: next?.minPct ?? null },
      category1_discount: category1,
      category2_discount: category2,
      category2_capped: category2 < category1,
      matrix: DISCOUNT_MATRIX.map((row) => ({ band: row.label, category1: row.category1[locale], category2: row.category2[locale] })),
      notes: [
        TYPE_NOTES[type],
        `Percentages are placed by their exact value: a band starts at its printed lower edge (19.9 is still "1% to 19%"). Category Two is capped at ${CATEGORY_TWO_MAX_DISCOUNT}%.`,
      ],
      citations: [cite('47cfr54.505'), cite('usac-discount-faq'), cite('usac-c2-budget')],
    };
  },
});
