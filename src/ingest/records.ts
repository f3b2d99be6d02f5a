import type { ErateCategory, Locale, SchoolLevel } from '../data/dataset/model.js';

/**
 * The typed staging records: one per valid row of a source file, holding what the file says (after
 * validation and missing-code handling) and nothing more. `id` is the row's natural key within its
 * source part (LEAID, NCESSCH, SPIN, BEN, FRN...). `null` means the file does not give the value.
 */

export interface SaipeDistrictRecord {
  kind: 'saipe-district';
  id: string;
  leaid: string;
  state: string;
  name: string;
  population_total: number;
  population_5_17: number;
  children_in_poverty: number;
}

export interface CwiftLeaRecord {
  kind: 'cwift-lea';
  id: string;
  leaid: string;
  name: string;
  state_name: string;
  cwift: number;
  cwift_standard_error: number | null;
}

export interface CwiftStateRecord {
  kind: 'cwift-state';
  id: string;
  fips: string;
  state_name: string;
  cwift: number;
  cwift_standard_error: number | null;
}

export interface CcdDistrictRecord {
  kind: 'ccd-district';
  id: string;
  leaid: string;
  name: string;
  state: string;
  city: string | null;
  zip: string | null;
  phone: string | null;
  address: string | null;
  locale: Locale | null;
  /** CCD agency type code (1 = regular local school district...). */
  agency_type: string | null;
  grade_low: string | null;
  grade_high: string | null;
  /** Operational schools as reported by the directory (current layout only). */
  school_count: number | null;
}

/** The directory fields a school row carries in every school-level directory layout. */
export interface SchoolDirectoryFields {
  id: string;
  nces_id: string;
  leaid: string;
  name: string;
  state: string;
  city: string | null;
  zip: string | null;
  phone: string | null;
  address: string | null;
  lat: number | null;
  lon: number | null;
  level: SchoolLevel | null;
  /** The file's own level value when it is not one of the model's three levels. */
  level_raw: string | null;
  grade_low: string | null;
  grade_high: string | null;
}

export interface CcdSchoolRecord extends SchoolDirectoryFields {
  kind: 'ccd-school';
  locale: Locale | null;
  charter: boolean | null;
}

export interface CcdMembershipRecord {
  kind: 'ccd-membership';
  id: string;
  nces_id: string;
  /** Null when the file gives a CCD missing code (-1, -2, -9) for the school's total. */
  enrollment: number | null;
}

export interface CcdLunchRecord {
  kind: 'ccd-lunch';
  id: string;
  nces_id: string;
  free: number | null;
  reduced: number | null;
  /** Free plus reduced-price eligible students, as reported or summed from the two. */
  total: number | null;
}

export interface HifldSchoolRecord extends SchoolDirectoryFields {
  kind: 'hifld-school';
  enrollment: number | null;
  teachers_fte: number | null;
}

/**
 * A school row of an NCES export that carries directory fields and measures together (ELSI table
 * generator, NCES school search): enrollment, lunch counts, teachers where the export has them.
 */
export interface SchoolExtractRecord extends SchoolDirectoryFields {
  kind: 'school-extract';
  locale: Locale | null;
  charter: boolean | null;
  enrollment: number | null;
  free_lunch: number | null;
  reduced_lunch: number | null;
  /** Free plus reduced-price eligible, as the export gives it or summed when both parts are there. */
  frl_count: number | null;
  teachers_fte: number | null;
  /** Community Eligibility Provision school, when the export says. */
  cep: boolean | null;
}

export interface UsacVendorRecord {
  kind: 'usac-vendor';
  id: string;
  spin: string;
  name: string;
  status: 'Active' | 'Closed';
  phone: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  last_updated: string | null;
}

export const ERATE_ENTITY_TYPES = ['School District', 'School', 'Library', 'Library System', 'Consortium'] as const;
export type ErateEntityType = (typeof ERATE_ENTITY_TYPES)[number];

export interface UsacEntityRecord {
  kind: 'usac-entity';
  id: string;
  ben: string;
  name: string;
  entity_type: ErateEntityType;
  state: string;
  /** Computed by the third party that scraped the list; rough indicators only. */
  total_frns: number | null;
  total_funding_committed: number | null;
  latest_funding_year: number | null;
}

export interface UsacFrnRecord {
  kind: 'usac-frn';
  /** FRN, plus line item and recipient when the export is at that grain. */
  id: string;
  frn: string;
  funding_year: number;
  ben: string;
  spin: string;
  spin_name: string | null;
  category: ErateCategory;
  service_type: string;
  /** FRN status as exported (Funded, Pending, Denied, Cancelled...), null when the export has none. */
  status: string | null;
  pre_discount_amount: number;
  discount_pct: number;
  committed_amount: number;
  disbursed_amount: number | null;
}

/** One EDFacts rate with the range it stands for (see range-codes.ts) and the cohort it is of. */
export interface EdfactsRateCell {
  cohort: number | null;
  rate: number | null;
  low: number | null;
  high: number | null;
  /** Why `rate` is null ("suppressed", "not reported"); null when there is a rate. */
  reason: string | null;
  raw: string;
}

/** A school row of the EDFacts adjusted cohort graduation rate (ACGR) file. */
export interface EdfactsAcgrRecord {
  kind: 'edfacts-acgr';
  id: string;
  nces_id: string;
  leaid: string;
  state_name: string;
  name: string;
  /** All students. */
  all: EdfactsRateCell;
  /** Subgroups by the file's prefix (MAM, MAS, MBL, MHI, MTR, MWH, CWD, ECD, LEP). */
  groups: Record<string, EdfactsRateCell>;
}

/** An LEA row of one CRDC LEA-level module file (Distance Education, High School Equivalency...). */
export interface CrdcLeaRecord {
  kind: 'crdc-lea';
  id: string;
  leaid: string;
  state: string;
  name: string;
  city: string | null;
  zip: string | null;
  address: string | null;
  /** Justice facility (CJJ) LEA. */
  justice_facility: boolean | null;
  /** The module's Yes/No indicator (e.g. LEA_DISTED_IND); null with `indicator_reason` for a reserve code. */
  indicator: boolean | null;
  indicator_reason: string | null;
  /** TOT_*_M + TOT_*_F when both are given. */
  total: number | null;
  /** Every count column; reserve codes are null here with their reason in `reasons`. */
  counts: Record<string, number | null>;
  reasons: Record<string, string>;
}

export type StagedRecord =
  | SaipeDistrictRecord
  | CwiftLeaRecord
  | CwiftStateRecord
  | CcdDistrictRecord
  | CcdSchoolRecord
  | CcdMembershipRecord
  | CcdLunchRecord
  | HifldSchoolRecord
  | SchoolExtractRecord
  | UsacVendorRecord
  | UsacEntityRecord
  | UsacFrnRecord
  | EdfactsAcgrRecord
  | CrdcLeaRecord;

export type StagedKind = StagedRecord['kind'];
export type RecordOfKind<K extends StagedKind> = Extract<StagedRecord, { kind: K }>;
