/**
 * The data model of a dataset (sandbox or live). These row types are the contract between the
 * sandbox generator, the importers of real public files, the dataset store and the tools.
 *
 * Conventions:
 * - IDs are strings (leading zeros matter): state FIPS 2 digits, LEAID 7 digits (FIPS + 5),
 *   NCES school ID 12 digits (LEAID + 5).
 * - Percentages are 0-100 numbers. Money is whole US dollars unless a field says otherwise.
 * - `null` means the source does not have the value; no field is ever invented to fill a gap.
 * - Every row carries provenance: which source and year it came from and whether it is generated.
 */

export type SchoolLevel = 'Elementary' | 'Middle' | 'High';
export type Locale = 'urban' | 'suburban' | 'town' | 'rural';

export interface Provenance {
  /** e.g. "sandbox-generator", "nces-ccd-2013-14", "census-saipe-2023", "hifld-public-schools". */
  source: string;
  /** The school/survey/funding year the values describe, e.g. 2023. */
  source_year: number | null;
  generated: boolean;
}

export interface StateRow extends Provenance {
  fips: string;
  abbr: string;
  name: string;
}

export interface DistrictRow extends Provenance {
  leaid: string;
  name: string;
  state: string; // 2-letter abbreviation
  city: string | null;
  locale: Locale | null;
  school_count: number | null;
  enrollment: number | null;
  /** Census SAIPE: children 5-17 and those in poverty. */
  population_5_17: number | null;
  children_in_poverty: number | null;
  poverty_pct: number | null;
  /** NCES EDGE comparable wage index for teachers. */
  cwift: number | null;
}

export interface SchoolRow extends Provenance {
  nces_id: string;
  leaid: string;
  name: string;
  city: string | null;
  state: string;
  zip: string | null;
  lat: number | null;
  lon: number | null;
  locale: Locale | null;
  level: SchoolLevel | null;
  grade_low: string | null;
  grade_high: string | null;
  enrollment: number | null;
  frl_count: number | null;
  frl_pct: number | null;
  /** Community Eligibility Provision school (affects E-Rate NSLP counting). */
  cep: boolean | null;
  title_i_eligible: boolean | null;
  title_i_schoolwide: boolean | null;
  math_proficiency: number | null;
  reading_proficiency: number | null;
  teachers_fte: number | null;
  pupil_teacher_ratio: number | null;
  counselors_fte: number | null;
  ell_pct: number | null;
  swd_pct: number | null;
  /** Telephone and principal are directory fields; principal is fictional in the sandbox. */
  phone: string | null;
  address: string | null;
}

/** CRDC-style civil-rights indicators of a school. */
export interface EquityRow extends Provenance {
  nces_id: string;
  suspension_rate: number | null;
  suspension_rate_black: number | null;
  suspension_rate_hispanic: number | null;
  suspension_rate_white: number | null;
  suspension_rate_swd: number | null;
  ap_course_count: number | null;
  /** Composition, percent of enrollment. */
  pct_white: number | null;
  pct_black: number | null;
  pct_hispanic: number | null;
  pct_asian: number | null;
  pct_other: number | null;
  /** Proficiency gaps in percentage points (group minus all students; negative = below). */
  math_gap_low_income: number | null;
  math_gap_ell: number | null;
  math_gap_swd: number | null;
}

/** F-33-style annual district finance. */
export interface FinanceRow extends Provenance {
  leaid: string;
  fiscal_year: number;
  total_expenditure: number | null;
  instruction: number | null;
  support_services: number | null;
  administration: number | null;
  capital_outlay: number | null;
  revenue_federal: number | null;
  revenue_state: number | null;
  revenue_local: number | null;
  title_i_revenue: number | null;
  idea_revenue: number | null;
  per_pupil_expenditure: number | null;
}

export interface ProgramRow {
  /** TITLE_I_A, TITLE_II_A, TITLE_III_A, TITLE_IV_A, IDEA_B, 21ST_CCLC, PERKINS_V. */
  program_id: string;
  name: string;
  assistance_listing: string; // CFDA number, e.g. "84.010"
  statute: string;
  annual_appropriation: number | null;
  appropriation_year: number | null;
  source: string;
}

export type ErateCategory = 1 | 2;

export interface ErateEntityRow extends Provenance {
  /** Billed Entity Number. */
  ben: string;
  name: string;
  entity_type: 'School District' | 'School' | 'Library' | 'Library System' | 'Consortium';
  state: string;
  /** Link to NCES when known. */
  leaid: string | null;
  nces_id: string | null;
}

export interface ErateVendorRow extends Provenance {
  /** Service Provider Identification Number. */
  spin: string;
  name: string;
  status: 'Active' | 'Closed' | null;
  state: string | null;
  city: string | null;
}

export interface ErateCommitmentRow extends Provenance {
  /** Funding Request Number. */
  frn: string;
  funding_year: number;
  ben: string;
  spin: string;
  category: ErateCategory;
  /** e.g. "Data Transmission and/or Internet Access", "Internal Connections", "MIBS", "BMIC". */
  service_type: string;
  pre_discount_amount: number;
  discount_pct: number;
  committed_amount: number;
  disbursed_amount: number | null;
}

export type ContactRole =
  | 'Principal'
  | 'Curriculum Director'
  | 'Technology Coordinator'
  | 'Business Manager'
  | 'Superintendent'
  | 'CFO'
  | 'CTO'
  | 'Purchasing Director';

export interface ContactRow extends Provenance {
  contact_id: string;
  /** Exactly one of nces_id (school contact) or leaid (district contact) is set. */
  nces_id: string | null;
  leaid: string | null;
  role: ContactRole;
  name: string;
  email: string | null;
  phone: string | null;
  refreshed_at: string; // ISO date
}

export type BoardItemKind =
  | 'vendor_mention'
  | 'curriculum_adoption'
  | 'budget_approval'
  | 'leadership_change'
  | 'technology_decision';

export interface BoardItemRow extends Provenance {
  item_id: string;
  leaid: string;
  nces_id: string | null;
  meeting_date: string; // ISO date
  kind: BoardItemKind;
  summary: string;
  vendor: string | null;
  amount: number | null;
}

export interface LeadershipChangeRow extends Provenance {
  change_id: string;
  leaid: string;
  nces_id: string | null;
  role: 'Superintendent' | 'Principal';
  previous_name: string | null;
  new_name: string;
  effective_date: string;
}

export interface ShortageRow extends Provenance {
  state: string;
  subject: string;
  school_year: string; // e.g. "2024-25"
  schools_affected: number | null;
}

export interface StandardsFrameworkRow extends Provenance {
  state: string;
  subject: string;
  framework: string;
  grade_band: string; // e.g. "K-5"
  standard_count: number;
}

/**
 * Scores derived from the rows above at build time (see docs/SCORING.md), stored so that search,
 * filters and exports can use them without recomputing.
 */
export interface SchoolScoreRow {
  nces_id: string;
  funding_score: number | null;
  funding_program_count: number | null;
  /** JSON array of program IDs the school is eligible for. */
  eligible_programs: string;
  expected_math: number | null;
  bright_spot_score: number | null;
  bright_spot_tier: 'BRIGHT_SPOT' | null;
  health_score: number | null;
  health_tier: 'THRIVING' | 'STABLE' | 'AT_RISK' | 'CRITICAL' | null;
  opportunity_score: number | null;
  opportunity_budget: number | null;
  opportunity_need: number | null;
  opportunity_timing: number | null;
  opportunity_access: number | null;
  lead_tier: 'HOT' | 'WARM' | 'NURTURE' | 'MONITOR' | null;
  /** JSON object: per score, the inputs it used, those it lacked, and why it is null (score-inputs.ts). */
  score_inputs: string;
}

/**
 * Everything one build writes; the generator and the importers both produce this.
 * Store contract: each key is a table of the dataset file and each row field is a column of it.
 */
export interface DatasetContent {
  states: StateRow[];
  districts: DistrictRow[];
  schools: SchoolRow[];
  equity: EquityRow[];
  finance: FinanceRow[];
  programs: ProgramRow[];
  erate_entities: ErateEntityRow[];
  erate_vendors: ErateVendorRow[];
  erate_commitments: ErateCommitmentRow[];
  contacts: ContactRow[];
  board_items: BoardItemRow[];
  leadership_changes: LeadershipChangeRow[];
  shortages: ShortageRow[];
  standards: StandardsFrameworkRow[];
  /** Filled by the build step from the rows above. */
  school_scores: SchoolScoreRow[];
}

/** Describes a built dataset: stored in its `meta` table and reported by /health and responses. */
export interface DatasetMeta {
  name: 'sandbox' | 'live';
  built_at: string;
  /** The sources it holds, each with its year and row count. */
  sources: {
    source: string;
    year: number | null;
    rows: number;
    generated: boolean;
    /** Imported files only: the file name, when it was imported, and the rows it refused. */
    file?: string;
    imported_at?: string;
    rejected?: number;
  }[];
  seed?: number;
  scale?: number;
  /** Generated datasets: the day (YYYY-MM-DD) every generated date is relative to; with seed and scale it reproduces the rows. */
  as_of?: string;
}
