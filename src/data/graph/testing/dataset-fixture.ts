import path from 'node:path';
import type { DatasetContent, DistrictRow, SchoolRow } from '../../dataset/model.js';
import { writeDataset } from '../../dataset/writer.js';

/**
 * A hand-made dataset small enough to know every answer: three states, four districts (one in a
 * state the dataset lacks), six schools (one whose district is missing), three programs, three
 * vendors, E-Rate commitments that aggregate, and rows the projection must skip. Names carry
 * quotes, a comma and a backslash to exercise the CSV path.
 */
const provenance = { source: 'graph-fixture', source_year: 2023, generated: true } as const;

function district(leaid: string, name: string, state: string, locale: DistrictRow['locale'], enrollment: number | null): DistrictRow {
  return {
    ...provenance,
    leaid,
    name,
    state,
    city: null,
    locale,
    school_count: null,
    enrollment,
    population_5_17: null,
    children_in_poverty: null,
    poverty_pct: null,
    cwift: null,
  };
}

function school(
  nces_id: string,
  name: string,
  state: string,
  fields: Pick<SchoolRow, 'level' | 'enrollment' | 'frl_pct' | 'math_proficiency'> & Partial<SchoolRow>,
): SchoolRow {
  return {
    ...provenance,
    nces_id,
    leaid: nces_id.slice(0, 7),
    name,
    city: null,
    state,
    zip: null,
    lat: null,
    lon: null,
    locale: null,
    grade_low: null,
    grade_high: null,
    frl_count: null,
    cep: null,
    title_i_eligible: null,
    title_i_schoolwide: null,
    reading_proficiency: null,
    teachers_fte: null,
    pupil_teacher_ratio: null,
    counselors_fte: null,
    ell_pct: null,
    swd_pct: null,
    phone: null,
    address: null,
    ...fields,
  };
}

function scores(
  nces_id: string,
  eligible_programs: string,
  fields: Partial<DatasetContent['school_scores'][number]> = {},
): DatasetContent['school_scores'][number] {
  return {
    nces_id,
    funding_score: null,
    funding_program_count: null,
    eligible_programs,
    expected_math: null,
    bright_spot_score: null,
    bright_spot_tier: null,
    health_score: null,
    health_tier: null,
    opportunity_score: null,
    opportunity_budget: null,
    opportunity_need: null,
    opportunity_timing: null,
    opportunity_access: null,
    lead_tier: null,
    score_inputs: '{}',
    ...fields,
  };
}

function commitment(frn: string, funding_year: number, ben: string, spin: string, category: 1 | 2, service_type: string, committed_amount: number) {
  return {
    ...provenance,
    frn,
    funding_year,
    ben,
    spin,
    category,
    service_type,
    pre_discount_amount: committed_amount * 1.25,
    discount_pct: 80,
    committed_amount,
    disbursed_amount: null,
  };
}

const finance = (leaid: string, fiscal_year: number, per_pupil_expenditure: number) => ({
  ...provenance,
  leaid,
  fiscal_year,
  total_expenditure: null,
  instruction: null,
  support_services: null,
  administration: null,
  capital_outlay: null,
  revenue_federal: null,
  revenue_state: null,
  revenue_local: null,
  title_i_revenue: null,
  idea_revenue: null,
  per_pupil_expenditure,
});

const program = (program_id: string, name: string, assistance_listing: string) => ({
  program_id,
  name,
  assistance_listing,
  statute: 'ESEA',
  annual_appropriation: 1_000_000,
  appropriation_year: 2024,
  source: 'graph-fixture',
});

export const QUOTED_SCHOOL_NAME = 'O\'Henry "Quoted" High, Annex \\ B';
export const INTERNET = 'Data Transmission and/or Internet Access';

export function fixtureDataset(): DatasetContent {
  return {
    states: [
      { ...provenance, fips: '48', abbr: 'TX', name: 'Texas' },
      { ...provenance, fips: '35', abbr: 'NM', name: 'New Mexico' },
      { ...provenance, fips: '50', abbr: 'VT', name: 'Vermont' },
    ],
    districts: [
      district('4800001', 'Austin ISD', 'TX', 'urban', 3500),
      district('4800002', 'Marfa ISD', 'TX', 'rural', 120),
      district('3500001', 'Santa Fe Public Schools', 'NM', 'town', 400),
      district('9900001', 'Nowhere District', 'ZZ', null, null),
    ],
    schools: [
      school('480000100001', 'Travis Elementary', 'TX', { level: 'Elementary', enrollment: 600, frl_pct: 80, math_proficiency: 45, cep: true }),
      school('480000100002', 'Lamar Middle', 'TX', { level: 'Middle', enrollment: 900, frl_pct: 40, math_proficiency: 60 }),
      school('480000100003', QUOTED_SCHOOL_NAME, 'TX', { level: 'High', enrollment: 2000, frl_pct: 30, math_proficiency: 55 }),
      school('480000200001', 'Marfa High', 'TX', { level: 'High', enrollment: 120, frl_pct: 70, math_proficiency: 35, cep: false }),
      school('350000100001', 'Santa Fe Elementary', 'NM', { level: 'Elementary', enrollment: 400, frl_pct: 90, math_proficiency: 42 }),
      school('350009900001', 'Orphan School', 'NM', { level: null, enrollment: null, frl_pct: null, math_proficiency: null }),
    ],
    equity: [
      {
        ...provenance,
        nces_id: '480000100001',
        suspension_rate: 3.5,
        suspension_rate_black: null,
        suspension_rate_hispanic: null,
        suspension_rate_white: null,
        suspension_rate_swd: null,
        ap_course_count: 0,
        pct_white: 20,
        pct_black: 10,
        pct_hispanic: 65,
        pct_asian: 5,
        pct_other: 0,
        math_gap_low_income: -6.5,
        math_gap_ell: null,
        math_gap_swd: null,
      },
    ],
    finance: [finance('4800001', 2021, 11_000), finance('4800001', 2022, 12_000)],
    programs: [
      program('TITLE_I_A', 'Title I, Part A', '84.010'),
      program('IDEA_B', 'IDEA Part B', '84.027'),
      program('PERKINS_V', 'Perkins V', '84.048'),
    ],
    erate_entities: [
      { ...provenance, ben: '1001', name: 'Austin ISD', entity_type: 'School District', state: 'TX', leaid: '4800001', nces_id: null },
      { ...provenance, ben: '1002', name: 'Marfa High', entity_type: 'School', state: 'TX', leaid: null, nces_id: '480000200001' },
      { ...provenance, ben: '1003', name: 'Santa Fe Library', entity_type: 'Library', state: 'NM', leaid: null, nces_id: null },
    ],
    erate_vendors: [
      { ...provenance, spin: '143000001', name: 'FiberCo', status: 'Active', state: 'TX', city: 'Austin' },
      { ...provenance, spin: '143000002', name: 'NetWorks', status: 'Active', state: 'NM', city: null },
      { ...provenance, spin: '143000003', name: 'Idle Vendor', status: 'Closed', state: null, city: null },
    ],
    erate_commitments: [
      commitment('FRN1', 2024, '1001', '143000001', 1, INTERNET, 1000),
      commitment('FRN2', 2024, '1001', '143000001', 1, INTERNET, 500),
      commitment('FRN3', 2024, '1001', '143000001', 2, 'Internal Connections', 2000),
      commitment('FRN4', 2023, '1002', '143000002', 1, INTERNET, 300),
      commitment('FRN5', 2024, '1003', '143000002', 1, INTERNET, 700),
      commitment('FRN6', 2024, '1001', '999999999', 1, INTERNET, 50),
    ],
    contacts: [],
    board_items: [
      {
        ...provenance,
        item_id: 'B1',
        leaid: '4800001',
        nces_id: null,
        meeting_date: '2024-03-12',
        kind: 'technology_decision',
        summary: 'Approved the fiber upgrade.',
        vendor: ' fiberco ',
        amount: 250_000,
      },
      {
        ...provenance,
        item_id: 'B2',
        leaid: '4800001',
        nces_id: null,
        meeting_date: '2024-04-09',
        kind: 'vendor_mention',
        summary: 'Presentation by a vendor we do not know.',
        vendor: 'Unknown Corp',
        amount: null,
      },
      {
        ...provenance,
        item_id: 'B3',
        leaid: '3500001',
        nces_id: null,
        meeting_date: '2024-05-01',
        kind: 'budget_approval',
        summary: 'Budget approved.',
        vendor: null,
        amount: 1_000_000,
      },
    ],
    leadership_changes: [],
    shortages: [],
    standards: [],
    school_scores: [
      scores('480000100001', '["TITLE_I_A","idea_part_b"]', { lead_tier: 'HOT', opportunity_score: 82 }),
      scores('480000100002', '["TITLE_I_A"]'),
      scores('480000100003', '["PERKINS_V","UNKNOWN_PROGRAM"]'),
      scores('480000200001', '["TITLE_I_A","PERKINS_V"]'),
      scores('350000100001', 'not json', { bright_spot_tier: 'BRIGHT_SPOT', bright_spot_score: 12, expected_math: 30 }),
    ],
  };
}

/** Writes the fixture as a dataset file (the real writer) and returns its path. */
export function writeFixtureDataset(directory: string, content: DatasetContent = fixtureDataset()): string {
  const filePath = path.join(directory, 'dataset.sqlite');
  writeDataset(filePath, content, { name: 'sandbox', built_at: '2025-01-01T00:00:00.000Z', sources: [] });
  return filePath;
}
