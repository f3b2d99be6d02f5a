import type { StateProfile } from './state-profiles.js';
import { clamp, logit } from './random.js';

/**
 * What the real files say about the free and reduced-price lunch (FRL) share of schools, measured
 * once on the files named below (not shipped with the project) and kept here as figures. `pct` values
 * are FRL students / students x 100 per school; schools without a student count or an FRL count, or
 * with more FRL students than students, were left out.
 */
export const REAL_FRL = {
  /** The national figure for the enrollment-weighted share; no national lunch file is among the real files to check it. */
  national: { weightedMean: 52 },
  /** NCES school-search export, California (`california_public_schools.csv`, CCD around 2024-25), 9,857 schools. */
  CA: { weightedMean: 59.9, schoolMean: 62.2, p10: 21.6, median: 67.9, p90: 93.4, sd: 26.4, over50: 67.6, over75: 40.7 },
  /** NCES school-search export, Washington (`washington_schools.csv`, CCD around 2024-25), 2,364 schools. */
  WA: { weightedMean: 49.5, schoolMean: 52.5, p10: 19.1, median: 53.8, p90: 82.5, sd: 23.0, over50: 55.1, over75: 17.9 },
  /** California Department of Education FRPM file 2014-15 (`frpm_2014-15_from_cdeschools_sqlite.csv`, K-12), 10,206 schools: ten years earlier, the same shape. */
  CA_2014: { weightedMean: 58.6, schoolMean: 60.7, p10: 16.4, median: 67.6, p90: 93.4, sd: 28.5, over50: 65.2, over75: 41.5 },
} as const;

/**
 * FRL students per child in poverty, state by state: FRL counts children up to 185% of the poverty
 * line (and whole schools under community eligibility), so it runs at a multiple of the census child
 * poverty rate. 3.45 makes the generated national enrollment-weighted mean about 52%.
 */
const FRL_PER_POOR_CHILD = 3.5;

/** Spread of district levels around the state's centre, and of schools around their district's, in log-odds. */
const FRL_DISTRICT_SIGMA = 0.95;
const FRL_SCHOOL_SIGMA = 0.6;

/**
 * States whose FRL comes from a real file instead of the poverty multiple: the log-odds centre and the
 * school spread that make the generated state mean and p10/p90 match the measured ones. California's
 * and Washington's shares run higher than their child poverty suggests; California's schools also
 * differ more within a district (its big city districts hold both very poor and well-off areas).
 */
const MEASURED_STATES: Partial<Record<string, { centre: number; schoolSigma: number }>> = {
  CA: { centre: 0.6, schoolSigma: 1.05 },
  WA: { centre: 0.1, schoolSigma: FRL_SCHOOL_SIGMA },
};

export interface StateFrlModel {
  /** Log-odds centre of the state's district FRL levels (before locale shifts). */
  centre: number;
  districtSigma: number;
  schoolSigma: number;
}

export function stateFrlModel(profile: StateProfile): StateFrlModel {
  const measured = MEASURED_STATES[profile.abbr];
  return {
    centre: measured?.centre ?? logit(clamp((FRL_PER_POOR_CHILD * profile.childPovertyPct) / 100, 0.05, 0.95)),
    districtSigma: FRL_DISTRICT_SIGMA,
    schoolSigma: measured?.schoolSigma ?? FRL_SCHOOL_SIGMA,
  };
}
