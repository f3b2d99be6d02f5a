import { z } from 'zod';
import { classifyPurchase } from '../../src/core/funding/purchase-classifier.js';
import { titleIStatus } from '../../src/core/funding/school-facts.js';
import { defineTool } from '../../src/tooling/define-tool.js';
import { Citation, ItemDescription, Strength } from './schemas.js';
import { NcesId } from '../common/inputs.js';
import { requireSchool } from '../common/lookups.js';
import { withDistrictErate } from '../erate/district-rate.js';
import { DataSource, rowSource } from '../common/provenance.js';

const ProgramId = z.string().describe('Program id: TITLE_I_A, TITLE_II_A, TITLE_III_A, TITLE_IV_A, IDEA_B, 21ST_CCLC, PERKINS_V or E_RATE.');

const FundingProgram = z.object({
  program_id: ProgramId,
  name: z.string(),
  strength: Strength.describe('How well the program fits this purchase (and this school, when one is named).'),
  justification: z.string().describe('The rule that lets the program pay, with its citation, and how this school meets it.'),
  requires: z.string().nullable().describe('What the school must be for the rule to apply; null when the rule has no condition.'),
  annual_pool: z.number().describe('National annual appropriation in whole US dollars.'),
  annual_pool_fiscal_year: z.number().int(),
  citations: z.array(Citation),
});

const Match = z.object({
  category: z.string().describe('Purchase category id, e.g. devices, tutoring, network_equipment.'),
  label: z.string(),
  confidence: z.enum(['HIGH', 'MEDIUM', 'LOW']),
  confidence_reason: z.string().describe('Why this confidence: which words of the description named the category.'),
  matched_keywords: z.array(z.string()),
  funding_programs: z.array(FundingProgram),
  excluded_programs: z
    .array(z.object({ program_id: ProgramId, reason: z.string() }))
    .describe('Programs the category could use but this school (or this item) does not qualify for.'),
});

export const purchaseQualify = defineTool({
  name: 'purchase_qualify',
  title: 'Qualify a purchase for federal funding',
  description: 'Classifies an item a school wants to buy and names the federal programs that can pay, with strength, justification and citations. With nces_id, the school\'s eligibility applies.',
  group: 'funding',
  access: 'EXPLORER',
  effect: 'read',
  rest: { method: 'POST', path: '/purchase/qualify' },
  input: z.object({
    item_description: ItemDescription,
    nces_id: NcesId.optional().describe('School (NCES ID) whose eligibility applies.'),
  }),
  output: z.object({
    item_description: z.string(),
    school: z
      .object({
        nces_id: z.string(),
        name: z.string(),
        state: z.string(),
        level: z.enum(['Elementary', 'Middle', 'High']).nullable(),
        frl_pct: z.number().nullable(),
        title_i_status: z.string().describe('schoolwide, schoolwide_eligible, targeted, may_be_designated, not_title_i or unknown.'),
        ell_pct: z.number().nullable(),
        swd_pct: z.number().nullable(),
        data_source: DataSource,
      })
      .nullable()
      .describe('The school the answer was qualified for; null when no nces_id was given.'),
    matches: z.array(Match).describe('Purchase categories found, best first. Empty when the description names nothing the taxonomy knows.'),
    parsed: z.object({
      quantity: z.number().nullable(),
      unit_price: z.number().nullable(),
      total: z.number().nullable(),
      term_years: z.number().nullable(),
    }),
    erate: z
      .object({
        eligible: z.boolean(),
        category: z.number().int().nullable(),
        service_type: z.string(),
        matched_keywords: z.array(z.string()),
        reason: z.string(),
      })
      .describe('Whether the item is on the E-Rate Eligible Services List, and in which category.'),
    citations: z.array(Citation),
  }),
  handler: (context, { item_description, nces_id }) => {
    const school = nces_id === undefined ? undefined : requireSchool(context, nces_id);
    const result = classifyPurchase(item_description, school && withDistrictErate(context, school));
    return {
      item_description,
      school: school
        ? {
            nces_id: school.nces_id,
            name: school.name,
            state: school.state,
            level: school.level,
            frl_pct: school.frl_pct,
            title_i_status: titleIStatus(school),
            ell_pct: school.ell_pct,
            swd_pct: school.swd_pct,
            data_source: rowSource(context, school),
          }
        : null,
      matches: result.matches.map(({ reason, score: _score, ...match }) => ({ ...match, confidence_reason: reason })),
      parsed: result.parsed,
      erate: {
        eligible: result.erate.eligible,
        category: result.erate.category,
        service_type: result.erate.service_type,
        matched_keywords: result.erate.matched_keywords,
        reason: result.erate.reason,
      },
      citations: result.citations,
    };
  },
});
