import type { z } from 'zod';
import type { SchoolProfile } from '../../src/data/dataset/reader.js';
import { unprocessable } from '../../src/errors.js';
import type { SchoolSummary } from './schemas.js';

/** 422 when the school lacks the fields an endpoint needs (DECISIONS §4: the detail names them). */
export function requireFields(school: SchoolProfile, what: string, missing: readonly string[]): void {
  if (missing.length === 0) return;
  throw unprocessable(
    `School ${school.nces_id} (${school.name}) has no ${missing.join(', ')} in the data, which ${what} needs.`,
    [...missing],
  );
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
