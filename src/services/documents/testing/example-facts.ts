import type { DatasetStamp } from '../document.js';
import type { DistrictReportFacts, GrantNarrativeFacts, JustificationReportFacts, PurchaseDocumentFacts, SchoolDocumentFacts } from '../facts.js';
import { programDocumentFacts } from '../program-facts.js';

/** Fixed facts for the document tests: two schools whose needs differ, one purchase, one district. */

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

export const JUSTIFICATION_FACTS: JustificationReportFacts = {
  school: HIGH_NEED_SCHOOL,
  purchase: CHROMEBOOKS,
  eligible_programs: [
    { program_id: 'TITLE_IV_A', name: 'Title IV, Part A: Student Support and Academic Enrichment Grants', assistance_listing: '84.424', strength: 'MODERATE', justification: 'Effective use of technology (20 U.S.C. 7119), within the 15% infrastructure cap.', annual_pool: 1_380_000_000 },
    { program_id: 'TITLE_I_A', name: 'Title I, Part A: Improving Basic Programs Operated by Local Educational Agencies', assistance_listing: '84.010', strength: 'MODERATE', justification: 'Schoolwide program: computing devices in the schoolwide plan (20 U.S.C. 6314).', annual_pool: 18_400_000_000 },
  ],
  standards: {
    state: 'TX',
    subject: 'Mathematics',
    frameworks: [
      { framework: 'Texas Essential Knowledge and Skills', grade_band: 'K-5', standard_count: 214 },
      { framework: 'Texas Essential Knowledge and Skills', grade_band: '6-8', standard_count: 156 },
    ],
    alignment_pct: null,
  },
  compliance: [
    { program_id: 'TITLE_I_A', program_name: 'Title I, Part A', verdict: 'ALLOWED', reason: 'Computing devices are allowable supplies in a schoolwide plan.', citations: [{ label: '2 CFR 200.453', summary: 'Materials and supplies, including computing devices', url: 'https://www.ecfr.gov/current/title-2/subtitle-A/chapter-II/part-200/section-200.453' }] },
    { program_id: 'E_RATE', program_name: 'E-Rate', verdict: 'PROHIBITED', reason: 'End-user devices are not eligible services.', citations: [{ label: 'FCC Eligible Services List', summary: 'End-user devices ineligible', url: null }] },
  ],
  stamp: EXAMPLE_STAMP,
};

export const DISTRICT_FACTS: DistrictReportFacts = {
  district: { leaid: '4800001', name: 'Laredo Independent School District', state: 'TX', city: 'Laredo', locale: 'urban', enrollment: 2_100, school_count: 4, poverty_pct: 31.4 },
  finance: {
    fiscal_year: 2022, total_expenditure: 23_604_000, instruction: 13_220_000, support_services: 7_080_000, administration: 1_650_000, capital_outlay: 1_654_000,
    revenue_federal: 3_540_000, revenue_state: 12_980_000, revenue_local: 7_300_000, title_i_revenue: 1_420_000, idea_revenue: 610_000, per_pupil_expenditure: 11_240,
  },
  state_averages: { frl_pct: 60.4, math_proficiency: 42.7, reading_proficiency: 45.1, per_pupil_expenditure: 12_010 },
  schools: [
    { nces_id: '480000112345', name: 'Rio Vista Elementary School', level: 'Elementary', enrollment: 612, frl_pct: 85.2, math_proficiency: 24.5, reading_proficiency: 29.8, title_i_schoolwide: true, locale: 'urban', health_tier: 'AT_RISK' },
    { nces_id: '480000112346', name: 'Martin High School', level: 'High', enrollment: 820, frl_pct: 71.9, math_proficiency: 33.1, reading_proficiency: 41.7, title_i_schoolwide: false, locale: 'urban' },
    { nces_id: '480000112347', name: 'Santa Rita Elementary School', level: 'Elementary', enrollment: 433, frl_pct: 79.5, math_proficiency: 47.2, reading_proficiency: 44.9, title_i_schoolwide: true, locale: 'urban', bright_spot_tier: 'BRIGHT_SPOT' },
    { nces_id: '480000112348', name: 'Lamar Middle School', level: 'Middle', enrollment: 235, frl_pct: 58, math_proficiency: null, reading_proficiency: 38.2, title_i_schoolwide: true, locale: 'suburban' },
  ],
  stamp: EXAMPLE_STAMP,
};
