import type { DistrictRow, FinanceRow, SchoolRow } from '../../data/dataset/model.js';
import type { DatasetStamp } from './document.js';

/**
 * The facts the document composers read. Callers fill them from the dataset (school row, state
 * averages, peer comparison, district finance) and the funding rules; the composers never look
 * anything up themselves, so the same facts always give the same document.
 */

/** The school fields the documents quote, named and typed exactly as in `SchoolRow`. */
export type SchoolFields = Pick<
  SchoolRow,
  | 'nces_id'
  | 'name'
  | 'city'
  | 'state'
  | 'level'
  | 'enrollment'
  | 'frl_pct'
  | 'math_proficiency'
  | 'reading_proficiency'
  | 'pupil_teacher_ratio'
  | 'counselors_fte'
  | 'ell_pct'
  | 'swd_pct'
  | 'title_i_eligible'
  | 'title_i_schoolwide'
  | 'locale'
>;

/** State means the school is compared with (percentages 0-100). */
export interface StateComparison {
  frl_pct: number | null;
  math_proficiency: number | null;
  reading_proficiency: number | null;
}

/** The peer comparison of GET /schools/{nces_id}/peers: same state and level, similar FRL. */
export interface PeerComparison {
  best_peer_math: number | null;
  /** best_peer_math minus the school's math proficiency, in percentage points. */
  gap_to_best: number | null;
  peer_count: number;
}

export interface SchoolDocumentFacts extends SchoolFields {
  district_name: string | null;
  state_averages: StateComparison;
  peers: PeerComparison | null;
  /** District current spending per pupil (F-33), whole dollars. */
  per_pupil_expenditure: number | null;
  state_per_pupil_expenditure: number | null;
}

/** One citation as the documents print it. */
export interface CitationFacts {
  label: string;
  summary: string;
  url: string | null;
}

/** A rule of the program that a use of funds rests on, with the citation that states it. */
export interface ProgramRule {
  text: string;
  citations: CitationFacts[];
}

export interface ProgramDocumentFacts {
  /** TITLE_I_A, TITLE_II_A, TITLE_III_A, TITLE_IV_A, IDEA_B, 21ST_CCLC, PERKINS_V (or E_RATE). */
  program_id: string;
  name: string;
  /** Assistance Listing (CFDA) number, e.g. "84.010"; null for E-Rate. */
  assistance_listing: string | null;
  statute: string;
  allowable_uses: string[];
  /** The rule that lets this program pay for the purchase, when a purchase category is known. */
  purchase_rule: (ProgramRule & { strength: 'STRONG' | 'MODERATE' | 'WEAK' }) | null;
  /** The program's supplement-not-supplant (or non-supplanting) rule, where it has one. */
  supplement_not_supplant: ProgramRule | null;
  /** Every rule citation of the program, for the sources section. */
  citations: CitationFacts[];
}

export interface PurchaseDocumentFacts {
  description: string;
  /** A purchase category id of the classifier, e.g. "devices", "tutoring"; null when unknown. */
  category: string | null;
  category_label: string | null;
  quantity: number | null;
  unit_price: number | null;
  total: number | null;
  /** Length of a multi-year term ("3-year licence"), when stated. */
  term_years?: number | null;
}

/** Everything a grant narrative is written from. */
export interface GrantNarrativeFacts {
  school: SchoolDocumentFacts;
  program: ProgramDocumentFacts;
  purchase: PurchaseDocumentFacts | null;
  stamp: DatasetStamp;
}

/** A program the school can use for the purchase, as the purchase qualifier reports it. */
export interface EligibleProgramFacts {
  program_id: string;
  name: string;
  assistance_listing: string | null;
  strength: 'STRONG' | 'MODERATE' | 'WEAK';
  justification: string;
  /** National annual appropriation, whole dollars, when known. */
  annual_pool: number | null;
}

export interface StandardsFrameworkFacts {
  framework: string;
  grade_band: string;
  standard_count: number;
}

export interface StandardsFacts {
  state: string;
  subject: string;
  frameworks: StandardsFrameworkFacts[];
  /** Share of the state's standards the product is aligned to, percent; null when not assessed. */
  alignment_pct: number | null;
}

export interface ComplianceFacts {
  program_id: string;
  program_name: string;
  verdict: 'ALLOWED' | 'RESTRICTED' | 'PROHIBITED';
  reason: string;
  citations: CitationFacts[];
}

/** Everything a purchase-justification report is written from. */
export interface JustificationReportFacts {
  school: SchoolDocumentFacts;
  purchase: PurchaseDocumentFacts;
  eligible_programs: EligibleProgramFacts[];
  standards: StandardsFacts | null;
  compliance: ComplianceFacts[];
  stamp: DatasetStamp;
}

/** One school of a district report: its row fields plus the derived tiers when the dataset has them. */
export type DistrictSchoolFacts = Pick<
  SchoolRow,
  'nces_id' | 'name' | 'level' | 'enrollment' | 'frl_pct' | 'math_proficiency' | 'reading_proficiency' | 'title_i_schoolwide' | 'locale'
> &
  Partial<Pick<SchoolRow, 'frl_count'>> & {
  bright_spot_tier?: 'BRIGHT_SPOT' | null;
  health_tier?: 'THRIVING' | 'STABLE' | 'AT_RISK' | 'CRITICAL' | null;
};

export type DistrictFields = Pick<DistrictRow, 'leaid' | 'name' | 'state' | 'city' | 'locale' | 'enrollment' | 'school_count' | 'poverty_pct'>;

/** The district's latest F-33 finance row, as far as the report quotes it. */
export type DistrictFinanceFacts = Pick<
  FinanceRow,
  | 'fiscal_year'
  | 'total_expenditure'
  | 'instruction'
  | 'support_services'
  | 'administration'
  | 'capital_outlay'
  | 'revenue_federal'
  | 'revenue_state'
  | 'revenue_local'
  | 'title_i_revenue'
  | 'idea_revenue'
  | 'per_pupil_expenditure'
>;

/** Everything a district report is written from. */
export interface DistrictReportFacts {
  district: DistrictFields;
  finance: DistrictFinanceFacts | null;
  state_averages: StateComparison & { per_pupil_expenditure: number | null };
  schools: DistrictSchoolFacts[];
  /** Schools eligible for each program (from the derived scores), when the caller has them. */
  program_counts?: { program_id: string; name: string; eligible_schools: number }[];
  /** The district's spending shares next to the state's median district, for the spending-mix chart. */
  spending_mix?: { district: SpendingMix; state_median: SpendingMix };
  stamp: DatasetStamp;
}

/** Instruction, support and administration as percent of current spending; capital as percent of total expenditure. */
export interface SpendingMix {
  instruction_pct: number | null;
  support_pct: number | null;
  admin_pct: number | null;
  capital_pct: number | null;
}
