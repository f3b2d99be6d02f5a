import type { EquityRow, SchoolRow } from '../../src/data/dataset/model.js';
import type { DistrictDraft } from './geography.js';
import { type Random, clamp, round } from './random.js';


/**
 * CRDC-style indicators. Shapes follow the published CRDC patterns: suspension rates rise with
 * poverty and are about twice as high for Black students and students with disabilities as overall;
 * composition follows the state's mix shifted by the school's FRL; AP courses only in high schools.
 */
export function generateEquity(random: Random, districts: readonly DistrictDraft[], crdcYear: number): EquityRow[] {
  const rows: EquityRow[] = [];
  const provenance = { source: 'sandbox-generator', source_year: crdcYear, generated: true } as const;
  for (const district of districts) {
    for (const school of district.schools) rows.push({ ...equityRow(random, district, school), ...provenance });
  }
  return rows;
}

function equityRow(random: Random, district: DistrictDraft, school: SchoolRow): Omit<EquityRow, 'source' | 'source_year' | 'generated'> {
  const frl = school.frl_pct ?? 50;
  const enrollment = school.enrollment ?? 0;
  const composition = studentComposition(random, district, frl);
  const levelFactor = school.level === 'Elementary' ? 0.45 : school.level === 'Middle' ? 1.35 : 1.15;
  const suspension = clamp(random.logNormal(3 + 0.06 * frl, 0.45) * levelFactor, 0, 40);
  const subgroup = (ratio: number, share: number) =>
    share < 2 ? null : round(clamp(suspension * ratio * random.logNormal(1, 0.2), 0, 60), 1);
  const apCourses =
    school.level === 'High'
      ? Math.max(0, Math.round((Math.log(Math.max(enrollment, 30)) - 4.2) * 5 * (1.25 - frl / 150) + random.normal(0, 2)))
      : null;
  return {
    nces_id: school.nces_id,
    suspension_rate: round(suspension, 1),
    suspension_rate_black: subgroup(2.3, composition.black),
    suspension_rate_hispanic: subgroup(1.1, composition.hispanic),
    suspension_rate_white: subgroup(0.75, composition.white),
    suspension_rate_swd: round(clamp(suspension * 2 * random.logNormal(1, 0.2), 0, 60), 1),
    ap_course_count: apCourses,
    pct_white: composition.white,
    pct_black: composition.black,
    pct_hispanic: composition.hispanic,
    pct_asian: composition.asian,
    pct_other: composition.other,
    math_gap_low_income: school.math_proficiency === null ? null : round(-clamp(random.normal(13, 4), 2, 30), 1),
    math_gap_ell:
      school.math_proficiency === null || (school.ell_pct ?? 0) < 3 ? null : round(-clamp(random.normal(22, 6), 4, 45), 1),
    math_gap_swd: school.math_proficiency === null ? null : round(-clamp(random.normal(27, 6), 5, 50), 1),
  };
}

/** The state's race shares, tilted by poverty (higher FRL -> fewer white students), normalised to 100. */
function studentComposition(random: Random, district: DistrictDraft, frl: number) {
  const { white, black, hispanic, asian } = district.profile.race;
  const tilt = (frl - 50) / 50;
  const raw = {
    white: white * Math.exp(-0.9 * tilt) * random.logNormal(1, 0.35),
    black: black * Math.exp(0.5 * tilt) * random.logNormal(1, 0.6),
    hispanic: hispanic * Math.exp(0.5 * tilt) * random.logNormal(1, 0.5),
    asian: asian * Math.exp(-0.4 * tilt) * random.logNormal(1, 0.6),
    other: Math.max(1, 100 - white - black - hispanic - asian) * random.logNormal(1, 0.3),
  };
  const total = raw.white + raw.black + raw.hispanic + raw.asian + raw.other;
  const white_ = round((100 * raw.white) / total, 1);
  const black_ = round((100 * raw.black) / total, 1);
  const hispanic_ = round((100 * raw.hispanic) / total, 1);
  const asian_ = round((100 * raw.asian) / total, 1);
  return {
    white: white_,
    black: black_,
    hispanic: hispanic_,
    asian: asian_,
    other: round(Math.max(0, 100 - white_ - black_ - hispanic_ - asian_), 1),
  };
}
