import { z } from 'zod';
import type { ToolContext } from '../../src/context.js';
import type { SchoolProfile } from '../../src/data/dataset/reader.js';
import { schoolEligibility, type SchoolFacts } from '../../src/core/funding/eligibility.js';
import { fundingScore } from '../../src/core/scores/funding.js';
import type { ProgramWeight } from '../../src/core/scores/program-weights.js';
import type { Citation } from '../../seeds/reference/citations.js';
import { defineTool } from '../../src/tooling/define-tool.js';
import { PROGRAMS, type ProgramId } from '../../seeds/reference/programs.js';
import { NcesId } from '../common/inputs.js';
import { requireSchool } from '../common/lookups.js';
import { DataSource, rowSource } from '../common/provenance.js';
import { districtErate } from '../erate/district-rate.js';
import { erateHistory, financeHistory, NO_PROGRAM_HISTORY, type FundingHistory } from './funding-history.js';
import { programTable } from './program-table.js';

/** How each program's money reaches a school (the programs' "how to apply" in the reference data). */
const FUNDING_TYPES: Record<ProgramId, 'formula' | 'competitive' | 'discount'> = {
  TITLE_I_A: 'formula',
  TITLE_II_A: 'formula',
  TITLE_III_A: 'formula',
  TITLE_IV_A: 'formula',
  IDEA_B: 'formula',
  PERKINS_V: 'formula',
  '21ST_CCLC': 'competitive',
  E_RATE: 'discount',
};

const Allocation = z.object({
  year: z.number().int().describe('Fiscal year (district finance) or E-Rate funding year.'),
  amount: z.number().describe('Dollars.'),
});

const History = z.object({
  available: z.boolean(),
  scope: z.enum(['district', 'school_and_district']).nullable().describe('Whose money the figures are: the district\'s (finance survey) or the school\'s and its district\'s E-Rate commitments.'),
  field: z.string().nullable().describe('The dataset field the allocations come from.'),
  note: z.string(),
  allocations: z.array(Allocation).describe('Oldest year first.'),
});

const Program = z.object({
  program_id: z.string(),
  name: z.string(),
  assistance_listing: z.string().nullable().describe('CFDA number; null for E-Rate.'),
  funding_type: z.enum(['formula', 'competitive', 'discount']).describe('formula: allocated by statute; competitive: state subgrants; discount: E-Rate pays a share of eligible services.'),
  strength: z.enum(['STRONG', 'MODERATE', 'WEAK']).describe('STRONG meets the statutory test outright; MODERATE through a discretionary or competitive path; WEAK only a narrow path.'),
  justification: z.string().describe('The rule that decided eligibility.'),
  citations: z.array(z.object({ label: z.string(), summary: z.string(), url: z.string() })).describe('The statutes and regulations the rule rests on.'),
  annual_pool: z.object({
    amount: z.number().describe('National annual appropriation (E-Rate: funding cap), dollars.'),
    fiscal_year: z.number().int(),
    source: z.string(),
  }),
  points: z.number().describe('Points this program adds to funding_score.'),
  erate_discount: z
    .object({ category1: z.number(), category2: z.number(), rural: z.boolean() })
    .nullable()
    .describe('E-Rate only: the district-wide discount every school of the district gets (47 CFR 54.505(b)(1)), the same as /schools/{nces_id}/erate-eligibility; null for other programs or without district lunch data.'),
  history: History,
});

function historyOf(context: ToolContext, school: SchoolProfile, programId: string): FundingHistory {
  if (programId === 'TITLE_I_A') return financeHistory(context, school, 'title_i_revenue');
  if (programId === 'IDEA_B') return financeHistory(context, school, 'idea_revenue');
  if (programId === 'E_RATE') return erateHistory(context, school);
  return NO_PROGRAM_HISTORY;
}

/**
 * The parts of a program entry that are the same for every school, made once and shared by the
 * answers (frozen): a 1,000-school bulk import built some 15,000 copies of the same citations.
 */
const citationOutputs = new WeakMap<Citation, Readonly<z.infer<typeof Program>['citations'][number]>>();
function citationOutput(citation: Citation): Readonly<z.infer<typeof Program>['citations'][number]> {
  let output = citationOutputs.get(citation);
  if (!output) {
    output = Object.freeze({ label: citation.label, summary: citation.summary, url: citation.url });
    citationOutputs.set(citation, output);
  }
  return output;
}

const poolOutputs = new WeakMap<ProgramWeight, Readonly<z.infer<typeof Program>['annual_pool']>>();
const NO_POOL = Object.freeze({ amount: 0, fiscal_year: 0, source: 'unknown' });
function poolOutput(weight: ProgramWeight | undefined): Readonly<z.infer<typeof Program>['annual_pool']> {
  if (!weight) return NO_POOL;
  let output = poolOutputs.get(weight);
  if (!output) {
    output = Object.freeze({ amount: weight.dollars, fiscal_year: weight.fiscal_year, source: weight.source });
    poolOutputs.set(weight, output);
  }
  return output;
}

/**
 * What the funding rules read, with the district-wide E-Rate rate: these fields rather than a copy
 * of the whole profile (some 45 fields, made 1,000 times by a bulk import). Required<> makes a fact
 * added to SchoolFacts fail to compile here until it is passed on.
 */
function eligibilityFacts(context: ToolContext, school: SchoolProfile): Required<SchoolFacts> {
  return {
    frl_pct: school.frl_pct,
    title_i_eligible: school.title_i_eligible,
    title_i_schoolwide: school.title_i_schoolwide,
    ell_pct: school.ell_pct,
    swd_pct: school.swd_pct,
    level: school.level,
    locale: school.locale,
    enrollment: school.enrollment,
    cep: school.cep,
    erate_district: districtErate(context, school.leaid),
  };
}

export const FundingRecord = z.object({
  nces_id: z.string(),
  name: z.string(),
  funding_score: z.number().describe('0-100: 100 x sum over eligible programs of strength factor x the program\'s share of all programs\' dollars.'),
  funding_program_count: z.number().int(),
  programs: z.array(Program).describe('Programs the school is eligible for, largest contribution first.'),
  not_eligible: z.array(z.object({ program_id: z.string(), name: z.string(), reason: z.string() })),
  data_source: DataSource,
});

export function fundingRecord(context: ToolContext, school: SchoolProfile): z.infer<typeof FundingRecord> {
  const { byId: rows, weights } = programTable(context.dataset);
  // The rules and weights the dataset build scored with, so the programs add up to funding_score.
  const eligibility = schoolEligibility(eligibilityFacts(context, school));
  const score = fundingScore(eligibility, weights);
  const decisions = new Map(eligibility.programs.map((program) => [program.program_id as string, program]));
  const nameOf = (id: string) => rows.get(id)?.name ?? PROGRAMS[id as ProgramId]?.name ?? id;
  return {
    nces_id: school.nces_id,
    name: school.name,
    funding_score: score.funding_score,
    funding_program_count: score.funding_program_count,
    programs: score.programs.map((program) => {
      const weight = weights.find((entry) => entry.program_id === program.program_id);
      const reference = PROGRAMS[program.program_id as ProgramId];
      return {
        program_id: program.program_id,
        name: nameOf(program.program_id),
        assistance_listing: rows.get(program.program_id)?.assistance_listing ?? reference?.assistanceListing ?? null,
        funding_type: FUNDING_TYPES[program.program_id as ProgramId] ?? 'formula',
        strength: program.strength,
        justification: decisions.get(program.program_id)?.rule ?? '',
        citations: (decisions.get(program.program_id)?.citations ?? []).map(citationOutput),
        annual_pool: poolOutput(weight),
        points: program.points,
        erate_discount: decisions.get(program.program_id)?.erate_discount ?? null,
        history: historyOf(context, school, program.program_id),
      };
    }),
    not_eligible: eligibility.not_eligible.map(({ program_id, reason }) => ({ program_id, name: nameOf(program_id), reason })),
    data_source: rowSource(context, school),
  };
}

export const schoolFunding = defineTool({
  name: 'school_funding',
  title: 'School funding programs',
  description: 'Federal programs a school is eligible for (Title I-IV, IDEA, 21st CCLC, Perkins, E-Rate): strength, rule, national pool, type and past allocations.',
  group: 'schools',
  access: 'STARTER',
  effect: 'read',
  rest: { method: 'GET', path: '/schools/{nces_id}/funding' },
  input: z.object({ nces_id: NcesId }),
  output: FundingRecord,
  handler: (context, { nces_id }) => fundingRecord(context, requireSchool(context, nces_id)),
});
