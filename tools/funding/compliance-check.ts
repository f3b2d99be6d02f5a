import { z } from 'zod';
import { checkCompliance } from '../../src/core/funding/compliance.js';
import { defineTool } from '../../src/tooling/define-tool.js';
import { Citation, ItemDescription, ProgramIdInput } from './schemas.js';

const Verdict = z.object({
  program_id: z.string(),
  name: z.string(),
  verdict: z.enum(['ALLOWED', 'RESTRICTED', 'PROHIBITED']),
  conditions: z.array(z.string()).describe('What must hold for the purchase to be allowed, most severe rule first.'),
  rules: z.array(z.string()).describe('Ids of the rules that fired (docs/RULES.md).'),
  citations: z.array(Citation).describe('The statute, regulation or guidance each condition rests on.'),
});

export const complianceCheck = defineTool({
  name: 'compliance_check',
  title: 'Check a purchase against federal program rules',
  description: 'Whether an item may be bought with each federal program\'s funds (ALLOWED, RESTRICTED, PROHIBITED), with conditions and citations. Without program, checks all eight.',
  group: 'funding',
  access: 'STARTER',
  effect: 'read',
  rest: { method: 'POST', path: '/compliance/check' },
  input: z.object({
    item_description: ItemDescription,
    program: ProgramIdInput.optional().describe(
      'Program id, e.g. TITLE_IV_A or E_RATE; omit for all.',
    ),
  }),
  output: z.object({
    item_description: z.string(),
    categories: z.array(z.object({ category: z.string(), confidence: z.string() })).describe('What the item was recognised as.'),
    parsed: z.object({ quantity: z.number().nullable(), unit_price: z.number().nullable(), total: z.number().nullable(), term_years: z.number().nullable() }),
    programs_checked: z.number().int(),
    verdicts: z.array(Verdict),
  }),
  handler: (_context, { item_description, program }) => {
    const result = checkCompliance({ itemDescription: item_description, program });
    return { ...result, programs_checked: result.verdicts.length };
  },
});
