import { z } from 'zod';
import { healthNumbers } from '../../src/core/scores/health.js';
import { studentsPerCounselor } from '../../src/core/scores/health-components.js';
import { roundTo } from '../../src/core/scores/scale.js';
import { defineTool } from '../../src/tooling/define-tool.js';
import { requireFields } from './school-data.js';
import { schoolFacts, scoringBasis } from './scoring-basis.js';
import { NcesId } from '../common/inputs.js';
import { requireSchool } from '../common/lookups.js';
import { DataSource, rowSource } from '../common/provenance.js';

const Value = z.number().nullable();
const round = (value: number | null | undefined, decimals = 2) => (value === null || value === undefined ? null : roundTo(value, decimals));

const Compared = z.object({ value: Value, state_average: Value });

export const schoolEquity = defineTool({
  name: 'school_equity',
  title: 'School equity indicators',
  description: 'A school\'s civil-rights equity indicators (suspensions by group, AP access, counselors, pupil-teacher ratio) vs state averages, equity score and achievement gaps.',
  group: 'schools',
  access: 'PROFESSIONAL',
  effect: 'read',
  rest: { method: 'GET', path: '/schools/{nces_id}/equity' },
  input: z.object({ nces_id: NcesId }),
  output: z.object({
    nces_id: z.string(),
    name: z.string(),
    state: z.string(),
    equity_score: Value.describe('0-100, the equity part of the health score: mean of the four parts below that the school reports.'),
    equity_score_parts: z.object({
      suspension_disparity: Value.describe('100 when no group is suspended more than all students; 0 at 3 times the rate.'),
      ap_access: Value.describe('AP courses against the state High-school mean (High schools only).'),
      counselor_access: Value.describe('Students per counselor against the state ratio.'),
      class_size: Value.describe('Pupil-teacher ratio against the state average.'),
    }),
    suspension_rates: z.object({
      all_students: Compared,
      black: Compared,
      hispanic: Compared,
      white: Compared,
      students_with_disabilities: Compared,
    }).describe('Percent of students suspended at least once.'),
    ap_course_count: Compared.describe('AP courses offered; the state average is over High schools.'),
    counselors: z.object({
      counselors_fte: Value,
      students_per_counselor: Value.describe('Null when the school reports no counselor FTE or no enrollment.'),
      state_students_per_counselor: Value,
    }),
    pupil_teacher_ratio: Compared,
    demographics: z.object({
      pct_white: Value,
      pct_black: Value,
      pct_hispanic: Value,
      pct_asian: Value,
      pct_other: Value,
      frl_pct: Value,
      ell_pct: Value,
      swd_pct: Value,
    }).describe('Shares of enrollment, percent.'),
    achievement_gaps: z
      .array(
        z.object({
          subgroup: z.enum(['low_income', 'english_learners', 'students_with_disabilities']),
          math_gap: Value.describe('Subgroup math proficiency minus all students\', points (negative = below).'),
          state_average: Value,
        }),
      )
      .describe('Math proficiency gaps by subgroup.'),
    state_school_count: z.number().int().describe('Schools of the state with civil-rights records behind the averages.'),
    data_source: DataSource,
  }),
  handler: async (context, { nces_id }) => {
    const school = requireSchool(context, nces_id);
    const reader = context.dataset.reader;
    const equity = reader.getEquity(school.nces_id);
    if (!equity) requireFields(school, 'the equity indicators (suspension rates, AP courses, composition)', ['civil_rights_record']);
    const record = equity!;
    const state = reader.equityStateAverages(school.state);
    const basis = await scoringBasis(context.dataset);
    const health = healthNumbers(schoolFacts(reader, basis, school), basis.stateAverages(school.state));
    const perCounselor = studentsPerCounselor({ school, equity: record, finance: null });
    const compared = (value: number | null, average: number | null | undefined) => ({ value: round(value), state_average: round(average) });
    return {
      nces_id: school.nces_id,
      name: school.name,
      state: school.state,
      equity_score: health.equity_sub,
      equity_score_parts: {
        suspension_disparity: health.components.suspension_disparity,
        ap_access: health.components.ap_access,
        counselor_access: health.components.counselor_access,
        class_size: health.components.class_size,
      },
      suspension_rates: {
        all_students: compared(record.suspension_rate, state?.suspension_rate),
        black: compared(record.suspension_rate_black, state?.suspension_rate_black),
        hispanic: compared(record.suspension_rate_hispanic, state?.suspension_rate_hispanic),
        white: compared(record.suspension_rate_white, state?.suspension_rate_white),
        students_with_disabilities: compared(record.suspension_rate_swd, state?.suspension_rate_swd),
      },
      ap_course_count: compared(record.ap_course_count, state?.ap_course_count),
      counselors: {
        counselors_fte: school.counselors_fte,
        students_per_counselor: perCounselor !== null && Number.isFinite(perCounselor) ? round(perCounselor, 1) : null,
        state_students_per_counselor: round(state?.students_per_counselor, 1),
      },
      pupil_teacher_ratio: compared(school.pupil_teacher_ratio, state?.pupil_teacher_ratio),
      demographics: {
        pct_white: record.pct_white,
        pct_black: record.pct_black,
        pct_hispanic: record.pct_hispanic,
        pct_asian: record.pct_asian,
        pct_other: record.pct_other,
        frl_pct: school.frl_pct,
        ell_pct: school.ell_pct,
        swd_pct: school.swd_pct,
      },
      achievement_gaps: [
        { subgroup: 'low_income' as const, math_gap: record.math_gap_low_income, state_average: round(state?.math_gap_low_income) },
        { subgroup: 'english_learners' as const, math_gap: record.math_gap_ell, state_average: round(state?.math_gap_ell) },
        { subgroup: 'students_with_disabilities' as const, math_gap: record.math_gap_swd, state_average: round(state?.math_gap_swd) },
      ],
      state_school_count: state?.school_count ?? 0,
      data_source: rowSource(context, record),
    };
  },
});
