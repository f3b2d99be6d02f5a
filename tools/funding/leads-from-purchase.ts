import { z } from 'zod';
import { LEAD_WEIGHTS } from '../../src/core/scores/lead-score.js';
import { defineTool } from '../../src/tooling/define-tool.js';
import { CursorInput, NextCursor, paginate } from '../../src/tooling/paging.js';
import type { ProgramId } from '../../seeds/reference/programs.js';
import { leadPage, type LeadPosition, type RankedLead } from './lead-ranking.js';
import { ProgramIdInput, Strength } from './schemas.js';
import { StateAbbr, limitInput } from '../common/inputs.js';
import { requireState } from '../common/lookups.js';
import { DataSource, datasetSource } from '../common/provenance.js';

const TOOL_NAME = 'leads_from_purchase';

const Lead = z.object({
  rank: z.number().int().describe('1-based position in the whole ranking (across pages).'),
  nces_id: z.string(),
  name: z.string(),
  leaid: z.string(),
  district_name: z.string().nullable(),
  school_level: z.enum(['Elementary', 'Middle', 'High']).nullable(),
  enrollment: z.number().int().nullable(),
  frl_pct: z.number().nullable(),
  principal: z
    .object({ name: z.string(), email: z.string().nullable(), phone: z.string().nullable(), refreshed_at: z.string() })
    .nullable()
    .describe('The principal on record; null when the dataset has none. Sandbox contacts are fictional.'),
  phone: z.string().nullable().describe('The school\'s main telephone number.'),
  address: z.string().nullable().describe('Street address.'),
  city: z.string().nullable(),
  state: z.string(),
  zip: z.string().nullable(),
  lead_score: z.number().describe('0.6 x opportunity_score + 0.4 x program_match, 0-100 (docs/SCORING.md).'),
  lead_tier: z.enum(['HOT', 'WARM', 'NURTURE', 'MONITOR']),
  opportunity_score: z.number().nullable().describe('The school\'s opportunity score (budget, need, timing, access); null counts as 0.'),
  program_match: z.number().describe('100 x mean over the requested programs of the school\'s eligibility strength (STRONG 1, MODERATE 0.6, WEAK 0.3, not eligible 0).'),
  program_matches: z.array(z.object({ program_id: z.string(), name: z.string(), strength: Strength, rule: z.string() })),
  unmatched_programs: z.array(z.string()).describe('Requested programs this school is not eligible for.'),
});

export const leadsFromPurchase = defineTool({
  name: TOOL_NAME,
  title: 'Leads for a purchase from its funding programs',
  description: 'Schools eligible for the given federal programs, ranked by lead score, with principal, phone and matching programs. Use after purchase_qualify to find buyers.',
  group: 'sales',
  access: 'PROFESSIONAL',
  effect: 'read',
  rest: { method: 'POST', path: '/leads/from-purchase' },
  input: z.object({
    programs: z
      .array(ProgramIdInput)
      .min(1, 'name at least one program')
      .max(8, 'at most 8 programs')
      .describe('Program ids that would pay, e.g. TITLE_I_A, E_RATE.'),
    state: StateAbbr.optional().describe('2-letter state code.'),
    level: z.enum(['Elementary', 'Middle', 'High']).optional().describe('School level.'),
    limit: limitInput(25, 100, 'leads'),
    cursor: CursorInput,
  }),
  output: z.object({
    programs: z.array(z.string()).describe('The programs ranked for, as canonical ids.'),
    weights: z.object({ opportunity: z.number(), program_match: z.number() }),
    leads: z.array(Lead),
    next_cursor: NextCursor,
    data_source: DataSource,
  }),
  handler: (context, input) => {
    requireState(context, input.state);
    const programs: ProgramId[] = [...new Set(input.programs)].sort();
    const reader = context.dataset.reader;
    const scope = { ...input, programs };
    let offset = 0;
    const page = paginate<RankedLead, LeadPosition & { rank: number }>(context, TOOL_NAME, scope, (after) => {
      offset = after?.rank ?? 0;
      const result = leadPage(reader, { state: input.state, level: input.level }, programs, input.limit, after);
      return { rows: result.rows, next: result.next ? { ...result.next, rank: offset + result.rows.length } : undefined };
    });
    return {
      programs,
      weights: { ...LEAD_WEIGHTS },
      leads: page.rows.map((lead, index) => {
        const { school } = lead;
        const principal = reader.contacts({ ncesId: school.nces_id }).find((contact) => contact.role === 'Principal');
        return {
          rank: offset + index + 1,
          nces_id: school.nces_id,
          name: school.name,
          leaid: school.leaid,
          district_name: school.district_name,
          school_level: school.level,
          enrollment: school.enrollment,
          frl_pct: school.frl_pct,
          principal: principal ? { name: principal.name, email: principal.email, phone: principal.phone, refreshed_at: principal.refreshed_at } : null,
          phone: school.phone,
          address: school.address,
          city: school.city,
          state: school.state,
          zip: school.zip,
          lead_score: lead.lead_score,
          lead_tier: lead.lead_tier,
          opportunity_score: school.scores?.opportunity_score ?? null,
          program_match: lead.program_match,
          program_matches: lead.matched.map(({ program_id, name, strength, rule }) => ({ program_id, name, strength, rule })),
          unmatched_programs: lead.unmatched,
        };
      }),
      next_cursor: page.next_cursor,
      data_source: datasetSource(context),
    };
  },
});
