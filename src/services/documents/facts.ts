import type { SchoolRow } from '../../data/dataset/model.js';
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
