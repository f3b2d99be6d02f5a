import type { FinanceRow } from '../../src/data/dataset/model.js';
import type { DistrictDraft } from './geography.js';
import { type Random, clamp } from './random.js';


/** Rough federal dollars per formula child (Title I: ~$18.4 B / ~8 M children) and per student with a disability (IDEA B: ~$14.2 B / ~7.3 M). */
const TITLE_I_PER_POOR_CHILD = 2_300;
const IDEA_PER_STUDENT_WITH_DISABILITY = 1_950;

/**
 * F-33-style district finance for five fiscal years. Per-pupil spending starts from the state's
 * current expenditure per pupil, adds capital outlay (~8%), grows ~3.5% a year, and costs more in
 * very small districts (no economies of scale). Instruction ~60% and administration ~10% of current
 * spending; support services include administration (as in F-33's function codes).
 */
export function generateFinance(random: Random, districts: readonly DistrictDraft[], financeYears: readonly number[]): FinanceRow[] {
  const rows: FinanceRow[] = [];
  const latestYear = financeYears[financeYears.length - 1]!;
  for (const district of districts) {
    const enrollment = district.row.enrollment ?? 0;
    if (enrollment === 0) continue;
    const smallDistrictPremium = enrollment < 300 ? 1.3 : enrollment < 1000 ? 1.12 : 1;
    const basePerPupil = district.profile.perPupil * 1000 * smallDistrictPremium * random.logNormal(1, 0.1);
    const instructionShare = clamp(random.normal(0.6, 0.03), 0.5, 0.7);
    const administrationShare = clamp(random.normal(0.1, 0.02), 0.05, 0.18);
    const federalShare = clamp(0.05 + district.frlPct / 700 + random.normal(0, 0.015), 0.03, 0.25);
    const stateShare = clamp(district.profile.statePct / 100 + random.normal(0, 0.06), 0, 0.92);
    const swdStudents = district.schools.reduce((sum, school) => sum + ((school.enrollment ?? 0) * (school.swd_pct ?? 0)) / 100, 0);
    for (const year of financeYears) {
      const growth = 1.035 ** (year - latestYear) * random.logNormal(1, 0.02);
      const current = basePerPupil * growth * enrollment;
      const capital = current * clamp(random.logNormal(0.08, 0.6), 0.005, 0.35);
      const total = current + capital;
      const revenue = total * random.uniform(0.97, 1.05);
      const federal = revenue * federalShare;
      const state = (revenue - federal) * stateShare;
      rows.push({
        leaid: district.row.leaid,
        fiscal_year: year,
        total_expenditure: Math.round(total),
        instruction: Math.round(current * instructionShare),
        support_services: Math.round(current * (1 - instructionShare)),
        administration: Math.round(current * administrationShare),
        capital_outlay: Math.round(capital),
        revenue_federal: Math.round(federal),
        revenue_state: Math.round(state),
        revenue_local: Math.round(revenue - federal - state),
        title_i_revenue: Math.round((district.row.children_in_poverty ?? 0) * TITLE_I_PER_POOR_CHILD * growth),
        idea_revenue: Math.round(swdStudents * IDEA_PER_STUDENT_WITH_DISABILITY * growth),
        per_pupil_expenditure: Math.round(total / enrollment),
        source: 'sandbox-generator',
        source_year: year,
        generated: true,
      });
    }
  }
  return rows;
}
