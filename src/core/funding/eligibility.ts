import { cite, type Citation } from '../../../seeds/reference/citations.js';
import { ALL_PROGRAM_IDS, PROGRAMS, type ProgramId } from '../../../seeds/reference/programs.js';
import { LOCALE_APPROXIMATION_NOTE } from '../erate/locale.js';
import type { Strength } from './purchase-programs.js';
import { titleIStatus, type SchoolFacts } from './school-facts.js';

export type { SchoolFacts } from './school-facts.js';

export interface ProgramEligibility {
  program_id: ProgramId;
  name: string;
  strength: Strength;
  rule: string;
  citations: Citation[];
  /** E-Rate only: the district-wide discount every school of the district gets; null without district data. */
  erate_discount?: { category1: number; category2: number; rural: boolean } | null;
}

export interface SchoolEligibility {
  programs: ProgramEligibility[];
  not_eligible: Array<{ program_id: ProgramId; reason: string }>;
}

type Decision = Omit<ProgramEligibility, 'program_id' | 'name' | 'citations'> & { citationIds: string[] };
type Outcome = Decision | { reason: string };

const FRL_NOTE = 'frl_pct (free/reduced-price lunch eligibility) is used as the low-income measure; LEAs may use other poverty measures (20 U.S.C. 6313(a)(5)).';

function titleI(school: SchoolFacts): Outcome {
  const status = titleIStatus(school);
  const frl = school.frl_pct ?? null;
  const citationIds = ['20usc6313', '20usc6314'];
  if (status === 'schoolwide' || status === 'schoolwide_eligible') {
    const priority = frl !== null && frl >= 75 ? ' At 75% or more it is in the group the LEA must serve first (20 U.S.C. 6313(a)(3)).' : '';
    const basis = status === 'schoolwide' ? 'Operates a Title I schoolwide program' : `${frl}% low-income is at least 40%: may operate a schoolwide program`;
    return { strength: 'STRONG', rule: `${basis} (20 U.S.C. 6314(a)(1)).${priority} ${FRL_NOTE}`, citationIds };
  }
  if (status === 'targeted') return { strength: 'MODERATE', rule: `A Title I school below 40% low-income: targeted assistance for identified children (20 U.S.C. 6315). ${FRL_NOTE}`, citationIds: [...citationIds, '20usc6315'] };
  if (status === 'may_be_designated') return { strength: 'WEAK', rule: `${frl}% low-income is at least 35%: the LEA may designate the school eligible (20 U.S.C. 6313(b)(1)(A)). ${FRL_NOTE}`, citationIds };
  if (status === 'unknown') return { reason: 'No Title I status or frl_pct in the data.' };
  return { reason: frl === null ? 'Not a Title I school.' : `Not a Title I school (${frl}% low-income, below the 35% designation threshold).` };
}

const RULES: Record<ProgramId, (school: SchoolFacts) => Outcome> = {
  TITLE_I_A: titleI,
  TITLE_II_A: () => ({ strength: 'MODERATE', rule: 'Formula grant to every LEA that applies; the school benefits through the LEA\'s plan (20 U.S.C. 6613).', citationIds: ['20usc6613'] }),
  TITLE_III_A: (school) => {
    if (school.ell_pct == null) return { reason: 'No English learner data for the school.' };
    if (school.ell_pct <= 0) return { reason: 'The school reports no English learners.' };
    return { strength: school.ell_pct >= 10 ? 'STRONG' : 'MODERATE', rule: `${school.ell_pct}% English learners: served through the LEA's Title III subgrant (20 U.S.C. 6825). STRONG at 10% or more.`, citationIds: ['20usc6825'] };
  },
  TITLE_IV_A: () => ({ strength: 'MODERATE', rule: 'Formula grant to every LEA receiving Title I shares; well-rounded, safe and healthy, technology (20 U.S.C. 7116).', citationIds: ['20usc7116'] }),
  IDEA_B: (school) => {
    if (school.swd_pct != null && school.swd_pct <= 0) return { reason: 'The school reports no students with disabilities.' };
    const share = school.swd_pct == null ? 'share of students with disabilities not reported' : `${school.swd_pct}% students with disabilities`;
    return { strength: school.swd_pct == null ? 'MODERATE' : 'STRONG', rule: `Every public school serving children with disabilities receives IDEA Part B services through its LEA (${share}; 20 U.S.C. 1411, 1413).`, citationIds: ['20usc1411', '20usc1413'] };
  },
  '21ST_CCLC': (school) => {
    const status = titleIStatus(school);
    const priority = status === 'schoolwide' || status === 'schoolwide_eligible';
    return priority
      ? { strength: 'STRONG', rule: 'Priority: centers primarily serve schools eligible for Title I schoolwide programs (at least 40% low-income; 20 U.S.C. 7171).', citationIds: ['20usc7171', '20usc6314'] }
      : { strength: 'WEAK', rule: 'May be served by a center, but without the schoolwide-eligibility priority (20 U.S.C. 7171); awards are competitive.', citationIds: ['20usc7171'] };
  },
  PERKINS_V: (school) => {
    if (school.level == null) return { reason: 'School level not in the data.' };
    if (school.level !== 'High') return { reason: `${/^[aeiou]/i.test(school.level) ? 'An' : 'A'} ${school.level.toLowerCase()} school; Perkins V secondary funds serve high school CTE programs.` };
    return { strength: 'MODERATE', rule: 'A high school: eligible where it offers CTE programs of study (whether it does is not in the data; 20 U.S.C. 2355).', citationIds: ['20usc2355'] };
  },
  E_RATE: (school) => {
    const rate = school.erate_district ?? null;
    const discount = rate === null ? null : { category1: rate.category1, category2: rate.category2, rural: rate.rural };
    const discountText = rate
      ? ` District-wide rate (47 CFR 54.505(b)(1)): the district's ${rate.nslp_pct}% NSLP (${rate.rural ? 'rural' : 'urban'}) gives ${rate.category1}% Category One, ${rate.category2}% Category Two to every school of the district.`
      : ' The discount is district-wide (47 CFR 54.505(b)(1)); the district\'s NSLP share is not in the data.';
    return { strength: 'STRONG', rule: `Every public K-12 school is eligible (47 U.S.C. 254(h)(1)(B)).${discountText} ${LOCALE_APPROXIMATION_NOTE}`, citationIds: ['47usc254h', '47cfr54.505'], erate_discount: discount };
  },
};

/** The programs a school is eligible for, each with its strength and rule, and why the others are not. */
export function schoolEligibility(school: SchoolFacts): SchoolEligibility {
  const programs: ProgramEligibility[] = [];
  const notEligible: SchoolEligibility['not_eligible'] = [];
  for (const programId of ALL_PROGRAM_IDS) {
    const outcome = RULES[programId](school);
    if ('reason' in outcome) {
      notEligible.push({ program_id: programId, reason: outcome.reason });
      continue;
    }
    const { citationIds, ...decision } = outcome;
    programs.push({ program_id: programId, name: PROGRAMS[programId].name, ...decision, citations: citationIds.map(cite) });
  }
  return { programs, not_eligible: notEligible };
}
