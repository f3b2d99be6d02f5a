import type { z } from 'zod';
import type { ToolContext } from '../../src/context.js';
import type { DistrictRow, Provenance } from '../../src/data/dataset/model.js';
import type { SchoolProfile } from '../../src/data/dataset/reader.js';
import { notFound } from '../../src/errors.js';
import type { DataSource } from './schemas.js';

/** Dataset look-ups the funding and E-Rate tools share: each unknown id is a 404 naming it. */

export function requireSchool(context: ToolContext, ncesId: string): SchoolProfile {
  const school = context.dataset.reader.getSchool(ncesId);
  if (!school) throw notFound(`No school with NCES ID ${ncesId} in the ${context.dataset.name} dataset.`);
  return school;
}

export function requireDistrict(context: ToolContext, leaid: string): DistrictRow {
  const district = context.dataset.reader.getDistrict(leaid);
  if (!district) throw notFound(`No district with LEAID ${leaid} in the ${context.dataset.name} dataset.`);
  return district;
}

/** A state filter must name a state of the dataset (DECISIONS §4: unknown state -> 404). */
export function requireState(context: ToolContext, abbr: string | undefined): void {
  if (abbr !== undefined && !context.dataset.reader.getState(abbr)) {
    throw notFound(`No state "${abbr}" in the ${context.dataset.name} dataset: use a 2-letter abbreviation of the 50 states or DC.`);
  }
}

/** Provenance of one row, labelled with the dataset that served it. */
export function rowSource(context: ToolContext, row: Provenance): z.infer<typeof DataSource> {
  return { dataset: context.dataset.name, source: row.source, year: row.source_year, generated: row.generated };
}

/** Provenance of an answer drawn from many rows: the dataset's sources as its build recorded them. */
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
