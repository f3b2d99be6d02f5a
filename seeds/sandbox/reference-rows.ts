import type { ShortageRow, StandardsFrameworkRow } from '../../src/data/dataset/model.js';
import type { DistrictDraft } from './geography.js';
import { type Random, clamp } from './random.js';

/**
 * Shortage subjects per state, in the shape of the U.S. Department of Education Teacher Shortage
 * Areas list. Which subjects and how many schools are generated; special education, mathematics and
 * science are listed by most states in the real list, so they are the most likely here too.
 */
const SHORTAGE_SUBJECTS: [subject: string, likelihood: number][] = [
  ['Special Education', 0.95],
  ['Mathematics', 0.85],
  ['Science', 0.8],
  ['English as a Second Language', 0.6],
  ['Career and Technical Education', 0.5],
  ['World Languages', 0.45],
  ['Computer Science', 0.35],
  ['Early Childhood Education', 0.3],
  ['Reading Specialist', 0.25],
  ['School Counseling', 0.25],
  ['Art and Music', 0.15],
];
export function generateShortages(
  random: Random,
  districtsByState: ReadonlyMap<string, readonly DistrictDraft[]>,
  shortageYears: readonly string[],
): ShortageRow[] {
  const rows: ShortageRow[] = [];
  for (const [state, districts] of districtsByState) {
    const schoolCount = districts.reduce((sum, district) => sum + district.schools.length, 0);
    const severity = random.uniform(0.05, 0.35);
    for (const schoolYear of shortageYears) {
      for (const [subject, likelihood] of SHORTAGE_SUBJECTS) {
        if (!random.chance(likelihood)) continue;
        rows.push({
          state,
          subject,
          school_year: schoolYear,
          schools_affected: Math.round(schoolCount * clamp(severity * likelihood * random.logNormal(1, 0.3), 0, 0.9)),
          source: 'sandbox-generator',
          source_year: Number(schoolYear.slice(0, 4)),
          generated: true,
        });
      }
    }
  }
  return rows;
}

/**
 * Standards frameworks. Framework names follow what states publicly call their standards where
 * that is well known (TEKS, Virginia SOL, Florida B.E.S.T., NGSS adopters); elsewhere a generic
 * "<State> Academic Standards". Standard counts per grade band are generated.
 */
const NAMED_FRAMEWORKS: Record<string, Partial<Record<string, string>>> = {
  TX: { Mathematics: 'Texas Essential Knowledge and Skills (TEKS)', 'English Language Arts': 'Texas Essential Knowledge and Skills (TEKS)', Science: 'Texas Essential Knowledge and Skills (TEKS)' },
  VA: { Mathematics: 'Virginia Standards of Learning', 'English Language Arts': 'Virginia Standards of Learning', Science: 'Virginia Standards of Learning' },
  FL: { Mathematics: 'Florida B.E.S.T. Standards', 'English Language Arts': 'Florida B.E.S.T. Standards' },
  CA: { Mathematics: 'California Common Core State Standards', 'English Language Arts': 'California Common Core State Standards', Science: 'Next Generation Science Standards' },
  NY: { Mathematics: 'New York State Next Generation Learning Standards', 'English Language Arts': 'New York State Next Generation Learning Standards' },
};
const NGSS_STATES = new Set(['AR', 'CA', 'CT', 'DE', 'DC', 'HI', 'IL', 'IA', 'KS', 'KY', 'MD', 'MI', 'NV', 'NH', 'NJ', 'NM', 'OR', 'RI', 'VT', 'WA']);
const SUBJECTS = ['Mathematics', 'English Language Arts', 'Science'] as const;
const GRADE_BANDS = [
  ['K-5', 1],
  ['6-8', 0.6],
  ['9-12', 0.8],
] as const;

export function generateStandards(random: Random, states: readonly { abbr: string; name: string }[], schoolYear: number): StandardsFrameworkRow[] {
  const rows: StandardsFrameworkRow[] = [];
  for (const state of states) {
    for (const subject of SUBJECTS) {
      const framework =
        NAMED_FRAMEWORKS[state.abbr]?.[subject] ??
        (subject === 'Science' && NGSS_STATES.has(state.abbr) ? 'Next Generation Science Standards' : `${state.name} Academic Standards for ${subject}`);
      const base = subject === 'Mathematics' ? 150 : subject === 'English Language Arts' ? 180 : 110;
      for (const [gradeBand, share] of GRADE_BANDS) {
        rows.push({
          state: state.abbr,
          subject,
          framework,
          grade_band: gradeBand,
          standard_count: Math.round(base * share * random.logNormal(1, 0.15)),
          source: 'sandbox-generator',
          source_year: schoolYear,
          generated: true,
        });
      }
    }
  }
  return rows;
}
