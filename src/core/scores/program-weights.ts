import type { ProgramRow } from '../../data/dataset/model.js';
import { ALL_PROGRAM_IDS, PROGRAMS } from '../../../seeds/reference/programs.js';
import { isPresent } from './scale.js';

/**
 * Dollar weight of each federal program: the most recent appropriation read in FACTS.md §4 (E-Rate:
 * its FY2020 funding cap, §7), as kept with its source in the program reference data. Dividing each by national public-school enrollment would give dollars per pupil;
 * the funding score divides by the sum of all weights, so that common denominator cancels and the
 * appropriation itself is the weight. Only the ratios between programs matter.
 */
export interface ProgramWeight {
  program_id: string;
  /** Annual appropriation in dollars. */
  dollars: number;
  fiscal_year: number;
  source: string;
}

export const DEFAULT_PROGRAM_WEIGHTS: readonly ProgramWeight[] = ALL_PROGRAM_IDS.map((id) => ({
  program_id: id,
  dollars: PROGRAMS[id].appropriation.amount,
  fiscal_year: PROGRAMS[id].appropriation.fiscalYear,
  source: PROGRAMS[id].appropriation.source,
})).sort((a, b) => b.dollars - a.dollars || a.program_id.localeCompare(b.program_id));

/**
 * The weights to use for a dataset: a program row's own appropriation replaces the default when the
 * dataset carries one (a live import may hold newer figures); programs the rows lack keep the default.
 */
export function programWeightsFrom(rows: readonly ProgramRow[]): ProgramWeight[] {
  const byId = new Map(DEFAULT_PROGRAM_WEIGHTS.map((weight) => [weight.program_id, { ...weight }]));
  for (const row of rows) {
    if (!isPresent(row.annual_appropriation) || row.annual_appropriation <= 0) continue;
    const id = row.program_id.toUpperCase();
    byId.set(id, {
      program_id: id,
      dollars: row.annual_appropriation,
      fiscal_year: row.appropriation_year ?? byId.get(id)?.fiscal_year ?? 0,
      source: row.source,
    });
  }
  return [...byId.values()].sort((a, b) => b.dollars - a.dollars || a.program_id.localeCompare(b.program_id));
}
