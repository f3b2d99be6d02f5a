import { z } from 'zod';
import type { ToolContext } from '../../src/context.js';
import type { Provenance } from '../../src/data/dataset/model.js';

/** Every data response says which dataset and year its numbers come from. */
export const DataSource = z
  .object({
    dataset: z.enum(['sandbox', 'live']).describe('Which dataset answered: sandbox (generated) or live (imported public files).'),
    source: z.string().describe('The source the numbers come from, e.g. "sandbox-generator" or "nces-ccd-2023-24".'),
    year: z.number().int().nullable().describe('The school, survey or funding year the numbers describe; null when the source gives none.'),
    generated: z.boolean().describe('True when the values are generated (the sandbox), not real records.'),
  })
  .describe('Where the numbers of this response come from.');

/** Provenance of one row, labelled with the dataset that served it. */
export function rowSource(context: ToolContext, row: Provenance): z.infer<typeof DataSource> {
  return { dataset: context.dataset.name, source: row.source, year: row.source_year, generated: row.generated };
}

/**
 * Provenance of an answer drawn from many rows: the dataset's sources as its build recorded them
 * (names joined, the latest year, generated only when every source is).
 */
export function datasetSource(context: ToolContext): z.infer<typeof DataSource> {
  const { sources } = context.dataset.reader.meta();
  const years = sources.map((source) => source.year).filter((year): year is number => year !== null);
  return {
    dataset: context.dataset.name,
    source: [...new Set(sources.map((source) => source.source))].join(', ') || 'unknown',
    year: years.length > 0 ? Math.max(...years) : null,
    generated: sources.length > 0 && sources.every((source) => source.generated),
  };
}
