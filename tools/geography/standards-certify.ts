import { z } from 'zod';
import { notFound } from '../../src/errors.js';
import { defineTool } from '../../src/tooling/define-tool.js';
import { StateAbbr } from '../common/inputs.js';
import { requireState } from '../common/lookups.js';
import { DataSource, rowSource } from '../common/provenance.js';
import { ALIGNMENT_METHOD, alignment } from './standards/alignment.js';
import { COMMON_CORE_RULE, frameworkKind, frameworkLandscape } from './standards/frameworks.js';
import { SAMPLE_STATEMENTS } from './standards/sample-statements.js';

const GRADE_BANDS = ['K-5', '6-8', '9-12'] as const;

export const standardsCertify = defineTool({
  name: 'standards_certify',
  title: 'Standards certification',
  description: 'A state\'s academic standards for a subject (frameworks, Common Core or own, counts by grade band) and, given a product description, its alignment percent.',
  group: 'geography',
  access: 'STARTER',
  effect: 'read',
  rest: { method: 'GET', path: '/standards/certify' },
  input: z.object({
    state: StateAbbr.describe('2-letter state abbreviation, required.'),
    subject: z.string().trim().min(2).max(60).default('Mathematics').describe('Subject.'),
    product_description: z.string().trim().min(3).max(2000).optional().describe('What the product teaches; enables alignment.'),
  }),
  output: z.object({
    state: z.string(),
    subject: z.string(),
    total_standards: z.number().int(),
    frameworks: z.array(
      z.object({
        name: z.string(),
        kind: z.enum(['common_core', 'state_specific']),
        standard_count: z.number().int(),
        grade_bands: z.array(z.object({ grade_band: z.string(), standard_count: z.number().int() })),
      }),
    ),
    grade_distribution: z.object({ 'K-5': z.number().int(), '6-8': z.number().int(), '9-12': z.number().int() }).describe('Standards per grade band, over all frameworks (K-2 and 3-5 count as K-5).'),
    framework_landscape: z.object({
      rule: z.string(),
      common_core: z.array(z.string()).describe('States whose framework for the subject is Common Core-based.'),
      state_specific: z.array(z.string()).describe('States with their own framework.'),
    }),
    alignment: z
      .object({
        alignment_pct: z.number(),
        method: z.string(),
        statement_set: z.object({ kind: z.literal('sample'), statements: z.number().int(), note: z.string() }),
        aligned_statements: z.array(z.object({ code: z.string(), grade_band: z.string(), matched_keywords: z.array(z.string()) })),
      })
      .nullable()
      .describe('Null without product_description, or when the sample has no statements for the subject.'),
    data_source: DataSource,
  }),
  handler: (context, { state, subject, product_description }) => {
    requireState(context, state);
    const rows = context.dataset.reader.standards(state, subject);
    if (rows.length === 0) throw notFound(`No ${subject} standards for ${state} in the ${context.dataset.name} dataset (subjects: Mathematics, English Language Arts, Science).`);
    const byFramework = new Map<string, typeof rows>();
    for (const row of rows) byFramework.set(row.framework, [...(byFramework.get(row.framework) ?? []), row]);
    const distribution = { 'K-5': 0, '6-8': 0, '9-12': 0 };
    for (const row of rows) {
      const band = ['K-2', '3-5', 'K-5'].includes(row.grade_band) ? 'K-5' : (GRADE_BANDS as readonly string[]).includes(row.grade_band) ? (row.grade_band as keyof typeof distribution) : null;
      if (band) distribution[band] += row.standard_count;
    }
    const statements = SAMPLE_STATEMENTS[subject.trim().toLowerCase()] ?? [];
    const measured = product_description && statements.length > 0 ? alignment(product_description, statements) : null;
    return {
      state,
      subject: rows[0]!.subject,
      total_standards: rows.reduce((sum, row) => sum + row.standard_count, 0),
      frameworks: [...byFramework.entries()].map(([name, list]) => ({
        name,
        kind: frameworkKind(name),
        standard_count: list.reduce((sum, row) => sum + row.standard_count, 0),
        grade_bands: list.map((row) => ({ grade_band: row.grade_band, standard_count: row.standard_count })),
      })),
      grade_distribution: distribution,
      framework_landscape: { rule: COMMON_CORE_RULE, ...frameworkLandscape(context, subject) },
      alignment: measured && {
        alignment_pct: measured.alignment_pct,
        method: ALIGNMENT_METHOD,
        statement_set: {
          kind: 'sample' as const,
          statements: statements.length,
          note: 'A sample of paraphrased standard statements keyed by Common Core / NGSS codes; no redistributable full set of standard texts is bundled.',
        },
        aligned_statements: measured.aligned,
      },
      data_source: rowSource(context, rows[0]!),
    };
  },
});
