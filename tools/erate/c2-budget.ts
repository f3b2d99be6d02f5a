import { z } from 'zod';
import { c2Budget, c2Cycle, c2Remaining } from '../../src/core/erate/c2-budget.js';
import { fundingYearOf } from '../../src/core/scores/erate-c2.js';
import type { ToolContext } from '../../src/context.js';
import type { CommitmentWithVendor, SchoolProfile } from '../../src/data/dataset/reader.js';
import { badRequest, unprocessable } from '../../src/errors.js';
import { defineTool } from '../../src/tooling/define-tool.js';
import { CATEGORY_TWO_CYCLES } from '../../seeds/reference/erate.js';
import { Citation } from '../funding/schemas.js';
import { LeaId, NcesId } from '../common/inputs.js';
import { requireDistrict, requireSchool } from '../common/lookups.js';
import { DataSource, datasetSource } from '../common/provenance.js';

const FIRST_YEAR = CATEGORY_TWO_CYCLES[0]!.firstFundingYear;
const LAST_YEAR = CATEGORY_TWO_CYCLES[CATEGORY_TWO_CYCLES.length - 1]!.lastFundingYear;
/** From FY2021 budgets are district-wide (FCC 19-117); before, each school had its own. */
const DISTRICT_WIDE_FROM = 2021;

const cents = (value: number) => Math.round(value * 100) / 100;

interface Scope {
  kind: 'district' | 'school';
  students: number;
  entities: number;
  budget: ReturnType<typeof c2Budget>;
  commitments: CommitmentWithVendor[];
  notes: string[];
}

function requireEnrollment(schools: readonly SchoolProfile[], label: string): number {
  const students = schools.reduce((sum, school) => sum + (school.enrollment ?? 0), 0);
  if (students <= 0) throw unprocessable(`${label} has no enrollment in the data, which the Category Two budget needs.`, ['enrollment']);
  return students;
}

/** Who the budget belongs to in this cycle, its size and the commitments that draw on it. */
function budgetScope(context: ToolContext, fundingYear: number, school: SchoolProfile | undefined, leaid: string): Scope {
  const reader = context.dataset.reader;
  const inCycle = (rows: CommitmentWithVendor[]) => {
    const cycle = c2Cycle(fundingYear);
    return rows.filter((row) => row.category === 2 && row.funding_year >= cycle.firstFundingYear && row.funding_year <= cycle.lastFundingYear);
  };
  if (fundingYear >= DISTRICT_WIDE_FROM) {
    const district = reader.getDistrict(leaid);
    const schools = reader.districtSchools(leaid);
    const students = district?.enrollment ?? requireEnrollment(schools, `District ${leaid}`);
    const entities = Math.max(1, schools.length);
    return {
      kind: 'district',
      students,
      entities,
      budget: c2Budget({ students, fundingYear, entities }),
      commitments: inCycle(reader.erateCommitments({ leaid })),
      notes: school ? [`From FY${DISTRICT_WIDE_FROM} the budget is the whole district's (FCC 19-117): ${school.name} shares it with the other schools of district ${leaid}.`] : [],
    };
  }
  if (school) {
    const students = requireEnrollment([school], `School ${school.nces_id}`);
    const entity = reader.erateEntityFor({ ncesId: school.nces_id });
    const own = entity && entity.nces_id === school.nces_id;
    return {
      kind: 'school',
      students,
      entities: 1,
      budget: c2Budget({ students, fundingYear }),
      commitments: own ? inCycle(reader.erateCommitments({ ben: entity.ben })) : [],
      notes: own ? [] : ['Before FY2021 budgets were per school; this school has no billed entity of its own in the data, so commitments its district made for it cannot be told apart and none are counted.'],
    };
  }
  // Before FY2021 a district's schools each had a budget; the district's total is their sum.
  const schools = reader.districtSchools(leaid).filter((candidate) => (candidate.enrollment ?? 0) > 0);
  const students = requireEnrollment(schools, `District ${leaid}`);
  const perSchool = schools.map((candidate) => c2Budget({ students: candidate.enrollment!, fundingYear }));
  const first = perSchool[0]!;
  return {
    kind: 'district',
    students,
    entities: schools.length,
    budget: { ...first, budget: cents(perSchool.reduce((sum, item) => sum + item.budget, 0)), basis: perSchool.every((item) => item.basis === 'floor') ? 'floor' : 'multiplier' },
    commitments: inCycle(reader.erateCommitments({ leaid })),
    notes: ['Before FY2021 each school had its own budget; this is the sum of the schools\' budgets, each the greater of the multiplier x its students or the floor.'],
  };
}

const YearRow = z.object({
  funding_year: z.number().int(),
  frn_count: z.number().int(),
  pre_discount: z.number().describe('Pre-discount amount committed (what counts against the budget).'),
  committed: z.number().describe('E-Rate share committed (after the discount).'),
  disbursed: z.number().describe('Paid out by USAC so far.'),
});

export const erateC2Budget = defineTool({
  name: 'erate_c2_budget',
  title: 'E-Rate Category Two budget',
  description: 'A district\'s (or school\'s) five-year E-Rate Category Two budget: cycle, students, budget, committed, remaining and yearly history.',
  group: 'erate',
  access: 'STARTER',
  effect: 'read',
  rest: { method: 'GET', path: '/erate/c2-budget' },
  input: z.object({
    nces_id: NcesId.optional().describe('12-digit NCES school ID (or give leaid).'),
    leaid: LeaId.optional().describe('7-digit LEAID (or give nces_id).'),
    funding_year: z
      .number()
      .int()
      .min(FIRST_YEAR)
      .max(LAST_YEAR)
      .optional()
      .describe('E-Rate funding year; default the current one.'),
  }),
  output: z.object({
    scope: z.enum(['district', 'school']).describe('Whose budget: the district (from FY2021 always) or a single school (before FY2021).'),
    leaid: z.string(),
    district_name: z.string().nullable(),
    nces_id: z.string().nullable(),
    school_name: z.string().nullable(),
    funding_year: z.number().int(),
    cycle: z.object({ id: z.string(), first_year: z.number().int(), last_year: z.number().int() }),
    multiplier: z.number().describe('Pre-discount dollars per student in this cycle.'),
    floor: z.number().describe('Minimum budget per school (entity) in this cycle.'),
    students: z.number().int(),
    entities: z.number().int().describe('Schools the floor applies to.'),
    budget: z.number().describe('Five-year pre-discount budget in dollars.'),
    basis: z.enum(['multiplier', 'floor']).describe('Which side of the rule set the budget.'),
    committed_pre_discount: z.number().describe('Category Two pre-discount commitments in the cycle.'),
    committed_discounted: z.number().describe('The E-Rate share of those commitments.'),
    disbursed: z.number(),
    remaining: z.number().describe('Budget minus pre-discount commitments, never below 0.'),
    over_by: z.number().describe('Commitments above the budget (0 when within it).'),
    percent_used: z.number(),
    history: z.array(YearRow).describe('Each funding year of the cycle up to the requested one, zero when nothing was committed.'),
    notes: z.array(z.string()),
    citations: z.array(Citation),
    data_source: DataSource,
  }),
  handler: (context, input) => {
    if ((input.nces_id === undefined) === (input.leaid === undefined)) {
      const message = input.nces_id === undefined ? 'give nces_id or leaid' : 'give only one of nces_id and leaid';
      throw badRequest(`Exactly one of nces_id or leaid is required: ${message}.`, [
        { field: 'nces_id', message },
        { field: 'leaid', message },
      ]);
    }
    const school = input.nces_id === undefined ? undefined : requireSchool(context, input.nces_id);
    const leaid = school?.leaid ?? input.leaid!;
    const district = school ? context.dataset.reader.getDistrict(leaid) : requireDistrict(context, leaid);
    const fundingYear = input.funding_year ?? Math.min(LAST_YEAR, fundingYearOf(context.now().toISOString()));
    const scope = budgetScope(context, fundingYear, school, leaid);
    const { budget } = scope;
    const sum = (pick: (row: CommitmentWithVendor) => number) => cents(scope.commitments.reduce((total, row) => total + pick(row), 0));
    const committedPreDiscount = sum((row) => row.pre_discount_amount);
    const remaining = c2Remaining({ budget: budget.budget, committedPreDiscount });
    const lastHistoryYear = Math.min(fundingYear, budget.fundingYears.last);
    const history = [];
    for (let year = budget.fundingYears.first; year <= lastHistoryYear; year += 1) {
      const rows = scope.commitments.filter((row) => row.funding_year === year);
      const yearSum = (pick: (row: CommitmentWithVendor) => number) => cents(rows.reduce((total, row) => total + pick(row), 0));
      history.push({
        funding_year: year,
        frn_count: rows.length,
        pre_discount: yearSum((row) => row.pre_discount_amount),
        committed: yearSum((row) => row.committed_amount),
        disbursed: yearSum((row) => row.disbursed_amount ?? 0),
      });
    }
    const later = scope.commitments.filter((row) => row.funding_year > lastHistoryYear).length;
    return {
      scope: scope.kind,
      leaid,
      district_name: district?.name ?? school?.district_name ?? null,
      nces_id: school?.nces_id ?? null,
      school_name: school?.name ?? null,
      funding_year: fundingYear,
      cycle: { id: budget.cycle, first_year: budget.fundingYears.first, last_year: budget.fundingYears.last },
      multiplier: budget.multiplier,
      floor: budget.floor,
      students: scope.students,
      entities: scope.entities,
      budget: budget.budget,
      basis: budget.basis,
      committed_pre_discount: committedPreDiscount,
      committed_discounted: sum((row) => row.committed_amount),
      disbursed: sum((row) => row.disbursed_amount ?? 0),
      remaining: remaining.remaining,
      over_by: remaining.overBy,
      percent_used: remaining.percentUsed,
      history,
      notes: [
        ...scope.notes,
        'Budgets and the amounts counted against them are pre-discount; the E-Rate pays the discount share of each request.',
        ...(later > 0 ? [`${later} commitment(s) of later years of the cycle are counted in committed_pre_discount but not listed in history.`] : []),
        budget.source.note,
      ],
      citations: budget.source.citations,
      data_source: datasetSource(context),
    };
  },
});
