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

/**
 * Distinct provenances kept: a dataset has a few (one per source file and year), and a 1,000-school
 * bulk import built 5,000 equal copies of one of them. Past this many a new one is made per call.
 */
const MAX_ROW_SOURCES = 1_000;
const rowSources = new Map<string, z.infer<typeof DataSource>>();

/** Provenance of one row, labelled with the dataset that served it; equal ones are one shared (frozen) object. */
export function rowSource(context: ToolContext, row: Provenance): z.infer<typeof DataSource> {
  const dataset = context.dataset.name;
  const key = `${dataset}\n${row.source}\n${row.source_year}\n${row.generated}`;
  let source = rowSources.get(key);
  if (!source) {
    source = Object.freeze({ dataset, source: row.source, year: row.source_year, generated: row.generated });
    if (rowSources.size < MAX_ROW_SOURCES) rowSources.set(key, source);
  }
  return source;
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
