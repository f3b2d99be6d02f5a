import type { ToolContext } from '../../../src/context.js';
import type { EquityAfter, EquityListRow, EquityMetric } from '../../../src/data/dataset/reader.js';
import { healthNumbers } from '../../../src/core/scores/health.js';
import { schoolFacts, scoringBasis } from '../../schools/scoring-basis.js';
import { type GapMeasure, type GapMetric, type GapType, rowGap, severityOf, type Subgroup } from './gap-measures.js';

/** Rows of listEquity fetched per query while gathering a state's records. */
const CHUNK = 5000;

/** The state's civil-rights rows that have the measure (listEquity leaves out rows without it). */
function equityRows(context: ToolContext, state: string, metric: EquityMetric): EquityListRow[] {
  return context.dataset.derived(`equity-rows:${state}:${metric}`, () => {
    const rows: EquityListRow[] = [];
    let after: EquityAfter | undefined;
    do {
      const page = context.dataset.reader.listEquity({ state, metric, limit: CHUNK, after });
      rows.push(...page.rows);
      after = page.next;
    } while (after);
    return rows;
  });
}

/** Equity scores (the equity part of the health score) of a state's schools, once per dataset and state. */
async function equityScores(context: ToolContext, state: string): Promise<Map<string, number>> {
  const basis = await scoringBasis(context.dataset);
  return context.dataset.derived(`equity-scores:${state}`, () => {
    const reader = context.dataset.reader;
    const averages = basis.stateAverages(state);
    const scores = new Map<string, number>();
    for (const school of reader.listSchools({ state }, { limit: 25_000 }).rows) {
      const score = healthNumbers(schoolFacts(reader, basis, school), averages).equity_sub;
      if (score !== null) scores.set(school.nces_id, score);
    }
    return scores;
  });
}

/** Every gap of a state for a metric and gap type, largest first (ties by NCES ID). */
export async function stateGaps(context: ToolContext, state: string, metric: GapMetric, type: GapType, subgroup: Subgroup | null): Promise<GapMeasure[]> {
  let gaps: GapMeasure[];
  if (metric === 'equityScore' && type === 'state_average') {
    const scores = await equityScores(context, state);
    const mean = scores.size > 0 ? [...scores.values()].reduce((sum, score) => sum + score, 0) / scores.size : null;
    gaps = [];
    if (mean !== null) {
      for (const [nces_id, score] of scores) {
        const gap = mean - score;
        if (gap > 0) gaps.push({ nces_id, value: score, comparison_value: mean, gap, severity: severityOf(metric, gap, mean), subgroup: null });
      }
    }
  } else {
    const averages = context.dataset.reader.equityStateAverages(state);
    if (!averages) return [];
    const measure = metric === 'equityScore' ? 'suspensionRate' : metric;
    gaps = equityRows(context, state, type === 'subgroup' ? 'suspensionGap' : measure)
      .map((row) => rowGap(measure, type, row, averages, subgroup))
      .filter((gap): gap is GapMeasure => gap !== null);
  }
  return gaps.sort((a, b) => b.gap - a.gap || a.nces_id.localeCompare(b.nces_id));
}
