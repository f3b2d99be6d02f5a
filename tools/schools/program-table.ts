import type { DatasetHandle } from '../../src/context.js';
import type { ProgramRow } from '../../src/data/dataset/model.js';
import { programWeightsFrom, type ProgramWeight } from '../../src/core/scores/program-weights.js';

/** The dataset's program rows and the funding-score weights read from them. */
export interface ProgramTable {
  rows: readonly ProgramRow[];
  /** Keyed by upper-case program id. */
  byId: ReadonlyMap<string, ProgramRow>;
  weights: readonly ProgramWeight[];
}

/**
 * Read and weighed once per dataset: the funding and opportunity records read it for every school,
 * and a 1,000-school bulk import used to query and re-weigh the same eight rows 2,000 times. The
 * dataset file never changes while open; the table goes with its handle.
 */
export function programTable(dataset: DatasetHandle): ProgramTable {
  return dataset.derived('program-table', () => {
    const rows = Object.freeze(dataset.reader.listPrograms().map((row) => Object.freeze(row)));
    return {
      rows,
      byId: new Map(rows.map((row) => [row.program_id.toUpperCase(), row])),
      weights: Object.freeze(programWeightsFrom(rows).map((weight) => Object.freeze(weight))),
    };
  });
}
