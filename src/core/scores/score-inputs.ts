import type { SchoolRow } from '../../data/dataset/model.js';
import { districtC2, rowsFor } from './dataset-index.js';
import type { ScoringContext } from './derive.js';
import { healthInputs, healthInputsMissing } from './health.js';
import { isPresent } from './scale.js';
import { factsFor } from './school-scores.js';

/**
 * Which inputs each stored score read and which it lacked, so a score computed from a thin live
 * dataset says why it is low or null instead of silently vanishing. `null_reason` is set exactly when
 * the score itself is null.
 */
export interface ScoreInputs {
  inputs_used: string[];
  inputs_missing: string[];
  null_reason: string | null;
}

export type ScoreInputsRecord = Record<'funding_score' | 'bright_spot_score' | 'health_score' | 'opportunity_score', ScoreInputs>;

function split(inputs: ReadonlyArray<{ field: string; present: boolean }>): Omit<ScoreInputs, 'null_reason'> {
  return {
    inputs_used: inputs.filter((input) => input.present).map((input) => input.field),
    inputs_missing: inputs.filter((input) => !input.present).map((input) => input.field),
  };
}

export function scoreInputs(school: SchoolRow, context: ScoringContext): ScoreInputsRecord {
  const facts = factsFor(school, context);
  const has = (field: keyof SchoolRow) => ({ field, present: school[field] !== null && school[field] !== undefined });

  const funding = split([has('frl_pct'), has('title_i_eligible'), has('title_i_schoolwide'), has('ell_pct'), has('swd_pct'), has('level')]);

  const bright = split([has('frl_pct'), has('math_proficiency')]);
  const brightNull = bright.inputs_missing.length > 0
    ? `needs both frl_pct and math_proficiency; missing: ${bright.inputs_missing.join(', ')}`
    : null;

  const health = split(healthInputs(facts));
  const assessment = healthInputsMissing(school);
  const healthNull = assessment.length > 0 ? `needs assessment results; missing: ${assessment.join(', ')}` : null;

  const c2 = districtC2(context.index, school.leaid);
  const opportunity = split([
    { field: 'funding_score', present: true },
    { field: 'erate_c2_position', present: c2 !== null },
    { field: 'federal_revenue_per_pupil', present: isPresent(facts.finance?.federal_revenue_per_pupil) },
    has('math_proficiency'),
    has('reading_proficiency'),
    has('frl_pct'),
    has('pupil_teacher_ratio'),
    has('counselors_fte'),
    { field: 'board_items', present: rowsFor(context.index.boardItems, school).length > 0 },
    { field: 'leadership_changes', present: rowsFor(context.index.leadershipChanges, school).length > 0 },
    { field: 'contacts', present: rowsFor(context.index.contacts, school).length > 0 },
  ]);

  return {
    funding_score: { ...funding, null_reason: null },
    bright_spot_score: { ...bright, null_reason: brightNull },
    health_score: { ...health, null_reason: healthNull },
    opportunity_score: { ...opportunity, null_reason: null },
  };
}
