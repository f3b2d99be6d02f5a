import type { z } from 'zod';
import type { ToolContext } from '../../src/context.js';
import type { Provenance } from '../../src/data/dataset/model.js';
import type { SchoolProfile } from '../../src/data/dataset/reader.js';
import { notFound, unprocessable } from '../../src/errors.js';
import type { DataSource, SchoolSummary } from './schemas.js';

/** The school a path names, or a 404 problem naming the id. */
export function requireSchool(context: ToolContext, ncesId: string): SchoolProfile {
  const school = context.dataset.reader.getSchool(ncesId);
  if (!school) throw notFound(`No school with NCES ID ${ncesId} in the ${context.dataset.name} dataset.`);
  return school;
}

/** 422 when the school lacks the fields an endpoint needs (DECISIONS §4: the detail names them). */
export function requireFields(school: SchoolProfile, what: string, missing: readonly string[]): void {
  if (missing.length === 0) return;
  throw unprocessable(
    `School ${school.nces_id} (${school.name}) has no ${missing.join(', ')} in the data, which ${what} needs.`,
    [...missing],
  );
}

/** Provenance of one row, labelled with the dataset that served it. */
export function rowSource(context: ToolContext, row: Provenance): z.infer<typeof DataSource> {
  return { dataset: context.dataset.name, source: row.source, year: row.source_year, generated: row.generated };
}

/**
 * Provenance of a list drawn from the whole dataset: its sources as the build recorded them
 * (names joined, the latest year, generated only when every source is).
 */
export function datasetSource(context: ToolContext): z.infer<typeof DataSource> {
  const { sources } = context.dataset.reader.meta();
  const years = sources.map((source) => source.year).filter((year): year is number => year !== null);
  return {
    dataset: context.dataset.name,
    source: sources.map((source) => source.source).join(', ') || 'unknown',
    year: years.length > 0 ? Math.max(...years) : null,
    generated: sources.length > 0 && sources.every((source) => source.generated),
  };
}

export function schoolSummary(school: SchoolProfile): z.infer<typeof SchoolSummary> {
  return {
    nces_id: school.nces_id,
    name: school.name,
    city: school.city,
    state: school.state,
    leaid: school.leaid,
    district_name: school.district_name,
    school_level: school.level,
    enrollment: school.enrollment,
    frl_pct: school.frl_pct,
    math_proficiency: school.math_proficiency,
    bright_spot_tier: school.scores?.bright_spot_tier ?? null,
    lead_tier: school.scores?.lead_tier ?? null,
  };
}
