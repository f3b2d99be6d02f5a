import { z } from 'zod';
import { cite } from '../../seeds/reference/citations.js';
import { GRANT_PROGRAM_IDS, PROGRAMS } from '../../seeds/reference/programs.js';
import { defineTool } from '../../src/tooling/define-tool.js';
import { Citation } from './schemas.js';

const Program = z.object({
  program_id: z.string().describe('The id to pass as `program` to /grants/write and /compliance/check.'),
  name: z.string(),
  cfda_number: z.string().describe('Assistance Listing number (formerly CFDA), e.g. "84.010".'),
  agency: z.string(),
  statute: z.string(),
  annual_amount: z.number().describe('National annual appropriation, whole US dollars.'),
  amount_fiscal_year: z.number().int(),
  amount_approximate: z.boolean().describe('True where the public source gives a rounded figure (e.g. "$18.4 billion").'),
  amount_source: z.string(),
  allowable_uses: z.array(z.string()),
  how_to_apply: z.string(),
  deadline: z.string().describe('When and through whom LEAs apply (formula grants follow the state\'s calendar).'),
  application_url: z.string(),
  application_url_verified: z.boolean().describe('False where the address was recalled, not opened while compiling.'),
  citations: z.array(Citation).describe('The rules that govern uses of the funds.'),
});

export const grantPrograms = defineTool({
  name: 'grant_programs',
  title: 'Federal grant programs',
  description: 'The seven federal K-12 grant programs: CFDA number, annual amount, allowable uses, how LEAs apply and citations.',
  group: 'funding',
  access: 'STARTER',
  effect: 'read',
  rest: { method: 'GET', path: '/grants/programs' },
  input: z.object({}),
  output: z.object({
    programs: z.array(Program),
    aliases: z.record(z.string(), z.string()).describe('Other spellings accepted for program ids.'),
  }),
  handler: () => ({
    programs: GRANT_PROGRAM_IDS.map((id) => {
      const program = PROGRAMS[id];
      return {
        program_id: program.id,
        name: program.name,
        cfda_number: program.assistanceListing ?? '',
        agency: program.agency,
        statute: program.statute,
        annual_amount: program.appropriation.amount,
        amount_fiscal_year: program.appropriation.fiscalYear,
        amount_approximate: program.appropriation.approximate,
        amount_source: program.appropriation.source,
        allowable_uses: [...program.allowableUses],
        how_to_apply: program.howToApply,
        deadline: program.typicalDeadline,
        application_url: program.infoUrl,
        application_url_verified: program.linkVerified,
        citations: program.ruleCitationIds.map(cite),
      };
    }),
    aliases: { IDEA_PART_B: 'IDEA_B' },
  }),
});
