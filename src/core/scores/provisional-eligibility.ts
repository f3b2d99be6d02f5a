import type { SchoolRow } from '../../data/dataset/model.js';
import type { ProgramEligibilityLike } from './funding.js';
import { isPresent } from './scale.js';

/**
 * Stand-in for schoolEligibility() of src/core/funding/eligibility.ts until the funding rules land:
 * only the statutory thresholds of FACTS.md §4, so scores are explainable meanwhile. derive.ts takes
 * the real rules through DeriveOptions.eligibilityOf; this file goes once they are the default.
 */
export function provisionalEligibility(school: SchoolRow): ProgramEligibilityLike[] {
  const programs: ProgramEligibilityLike[] = [];
  const frl = school.frl_pct;
  if (school.title_i_schoolwide === true || (isPresent(frl) && frl >= 40)) {
    programs.push({ program_id: 'TITLE_I_A', strength: 'STRONG', rule: 'At least 40% low-income: schoolwide eligible (20 U.S.C. 6314(a)(1)(A))' });
  } else if (school.title_i_eligible === true || (isPresent(frl) && frl >= 35)) {
    programs.push({ program_id: 'TITLE_I_A', strength: 'MODERATE', rule: 'At least 35% low-income: LEA may designate eligible (20 U.S.C. 6313(b)(1)(A))' });
  }
  if (!isPresent(school.swd_pct) || school.swd_pct > 0) {
    programs.push({ program_id: 'IDEA_B', strength: isPresent(school.swd_pct) ? 'STRONG' : 'MODERATE', rule: 'Serves students with disabilities (20 U.S.C. 1411-1418)' });
  }
  if (isPresent(school.ell_pct) && school.ell_pct > 0) {
    programs.push({ program_id: 'TITLE_III_A', strength: school.ell_pct >= 5 ? 'STRONG' : 'MODERATE', rule: 'Enrolls English learners (ESEA Title III-A)' });
  }
  programs.push({ program_id: 'TITLE_II_A', strength: 'STRONG', rule: 'Formula funds reach every LEA (ESEA Title II-A)' });
  programs.push({ program_id: 'TITLE_IV_A', strength: 'STRONG', rule: 'Formula funds reach every LEA (20 U.S.C. 7111-7122)' });
  if (isPresent(frl) && frl >= 40) {
    programs.push({ program_id: '21ST_CCLC', strength: 'MODERATE', rule: 'Competitive subgrants target schoolwide-eligible schools (20 U.S.C. 7171)' });
  }
  if (school.level === 'High') {
    programs.push({ program_id: 'PERKINS_V', strength: 'MODERATE', rule: 'Secondary CTE formula funds (20 U.S.C. 2321)' });
  }
  programs.push({ program_id: 'E_RATE', strength: 'STRONG', rule: 'Every K-12 school is an eligible entity (47 U.S.C. 254(h)(1)(B))' });
  return programs;
}
