import type { DatasetStamp } from '../document.js';
import type { GrantNarrativeFacts, PurchaseDocumentFacts, SchoolDocumentFacts } from '../facts.js';
import { programDocumentFacts } from '../program-facts.js';

/** Fixed facts for the document tests: two schools whose needs differ, and one purchase. */

export const EXAMPLE_STAMP: DatasetStamp = { dataset: 'sandbox', source_year: 2023, generated_at: '2026-03-02T09:30:00.000Z' };

/** 85% FRL, math 18 points under the state, a peer 14 points ahead. */
export const HIGH_NEED_SCHOOL: SchoolDocumentFacts = {
  nces_id: '480000112345',
  name: 'Rio Vista Elementary School',
  city: 'Laredo',
  state: 'TX',
  level: 'Elementary',
  enrollment: 612,
  frl_pct: 85.2,
  math_proficiency: 24.5,
  reading_proficiency: 29.8,
  pupil_teacher_ratio: 16.4,
  counselors_fte: 1,
  ell_pct: 38.1,
  swd_pct: 11.2,
  title_i_eligible: true,
  title_i_schoolwide: true,
  locale: 'urban',
  district_name: 'Laredo Independent School District',
  state_averages: { frl_pct: 60.4, math_proficiency: 42.7, reading_proficiency: 45.1 },
  peers: { best_peer_math: 38.9, gap_to_best: 14.4, peer_count: 12 },
  per_pupil_expenditure: 11_240,
  state_per_pupil_expenditure: 12_010,
};

/** 45% FRL, results within a couple of points of the state. */
export const NEAR_AVERAGE_SCHOOL: SchoolDocumentFacts = {
  ...HIGH_NEED_SCHOOL,
  nces_id: '480000154321',
  name: 'Cedar Park Middle School',
  city: 'Cedar Park',
  level: 'Middle',
  enrollment: 1_034,
  frl_pct: 45,
  math_proficiency: 41.6,
  reading_proficiency: 46.3,
  ell_pct: 6.5,
  swd_pct: 9.8,
  title_i_schoolwide: false,
  district_name: 'Leander Independent School District',
  peers: { best_peer_math: 52.3, gap_to_best: 10.7, peer_count: 15 },
  per_pupil_expenditure: 10_480,
};

export const CHROMEBOOKS: PurchaseDocumentFacts = {
  description: '30 Chromebooks at $329 each',
  category: 'devices',
  category_label: 'Student and staff computing devices',
  quantity: 30,
  unit_price: 329,
  total: 9_870,
};

export function grantFacts(school: SchoolDocumentFacts, purchase: PurchaseDocumentFacts | null = CHROMEBOOKS): GrantNarrativeFacts {
  return { school, program: programDocumentFacts('TITLE_I_A', purchase?.category), purchase, stamp: EXAMPLE_STAMP };
}
