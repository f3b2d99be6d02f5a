import type { Locale, SchoolLevel, SchoolRow } from '../../data/dataset/model.js';
import { isPresent, roundTo } from './scale.js';

/**
 * Look-alike schools: weighted Euclidean distance over z-scored features (docs/SCORING.md,
 * "Look-alikes"). Numeric features are standardised by the population's mean and standard deviation
 * so a point of FRL and a pupil of enrollment are comparable; categories count 0 when equal and 1
 * (one standard deviation) when not, which is what a one-hot pair scaled by 1/sqrt(2) gives.
 */
export interface LookAlikeProfile {
  nces_id: string;
  enrollment: number | null;
  frl_pct: number | null;
  math_proficiency: number | null;
  reading_proficiency: number | null;
  pupil_teacher_ratio: number | null;
  ell_pct: number | null;
  swd_pct: number | null;
  locale: Locale | null;
  level: SchoolLevel | null;
  /** District per-pupil spending, dollars. */
  per_pupil_expenditure: number | null;
  /** E-Rate Category Two pre-discount dollars per student (the district's, over its students). */
  c2_spend_per_student: number | null;
  funding_score: number | null;
}

/** A school row plus the three money figures that live outside it. */
export function lookAlikeProfile(
  school: SchoolRow,
  extras: Pick<LookAlikeProfile, 'per_pupil_expenditure' | 'c2_spend_per_student' | 'funding_score'>,
): LookAlikeProfile {
  return {
    nces_id: school.nces_id,
    enrollment: school.enrollment,
    frl_pct: school.frl_pct,
    math_proficiency: school.math_proficiency,
    reading_proficiency: school.reading_proficiency,
    pupil_teacher_ratio: school.pupil_teacher_ratio,
    ell_pct: school.ell_pct,
    swd_pct: school.swd_pct,
    locale: school.locale,
    level: school.level,
    ...extras,
  };
}

interface NumericFeature {
  name: string;
  weight: number;
  value: (profile: LookAlikeProfile) => number | null;
}

const logOf = (value: number | null): number | null => (isPresent(value) && value >= 0 ? Math.log1p(value) : null);

/**
 * Weights: who the students are (FRL, level) counts most, then size, results and money; the sparse,
 * skewed E-Rate spend least. Enrollment and C2 spend are log-scaled because their spread is
 * multiplicative (a 200- vs 400-pupil school differ as much as 1,000 vs 2,000).
 */
export const NUMERIC_FEATURES: readonly NumericFeature[] = [
  { name: 'enrollment', weight: 1, value: (p) => logOf(p.enrollment) },
  { name: 'frl_pct', weight: 1.5, value: (p) => p.frl_pct },
  { name: 'math_proficiency', weight: 1, value: (p) => p.math_proficiency },
  { name: 'reading_proficiency', weight: 1, value: (p) => p.reading_proficiency },
  { name: 'pupil_teacher_ratio', weight: 0.75, value: (p) => p.pupil_teacher_ratio },
  { name: 'ell_pct', weight: 0.75, value: (p) => p.ell_pct },
  { name: 'swd_pct', weight: 0.5, value: (p) => p.swd_pct },
  { name: 'per_pupil_expenditure', weight: 0.75, value: (p) => p.per_pupil_expenditure },
  { name: 'c2_spend_per_student', weight: 0.5, value: (p) => logOf(p.c2_spend_per_student) },
  { name: 'funding_score', weight: 0.75, value: (p) => p.funding_score },
];

export const CATEGORY_FEATURES = [
  { name: 'level', weight: 1.5 },
  { name: 'locale', weight: 1 },
] as const;

const TOTAL_WEIGHT =
  NUMERIC_FEATURES.reduce((sum, feature) => sum + feature.weight, 0) +
  CATEGORY_FEATURES.reduce((sum, feature) => sum + feature.weight, 0);

export interface FeatureSpace {
  /** Per numeric feature name: population mean and standard deviation of the (scaled) value. */
  stats: Map<string, { mean: number; sd: number }>;
}

export function buildFeatureSpace(population: Iterable<LookAlikeProfile>): FeatureSpace {
  const sums = NUMERIC_FEATURES.map(() => ({ n: 0, sum: 0, sumSquares: 0 }));
  for (const profile of population) {
    NUMERIC_FEATURES.forEach((feature, index) => {
      const value = feature.value(profile);
      if (!isPresent(value)) return;
      const entry = sums[index]!;
      entry.n += 1;
      entry.sum += value;
      entry.sumSquares += value * value;
    });
  }
  const stats = new Map<string, { mean: number; sd: number }>();
  NUMERIC_FEATURES.forEach((feature, index) => {
    const { n, sum, sumSquares } = sums[index]!;
    if (n === 0) return;
    const mean = sum / n;
    const variance = Math.max(0, sumSquares / n - mean * mean);
    stats.set(feature.name, { mean, sd: Math.sqrt(variance) });
  });
  return { stats };
}

export interface FeatureContribution {
  feature: string;
  /** Share of the squared distance this feature accounts for, 0-1. */
  share: number;
}

export interface LookAlikeMatch {
  nces_id: string;
  distance: number;
  /** 100 / (1 + distance): 100 for an identical profile, 50 at distance 1. */
  similarity: number;
  /** Features that set the two schools apart most, largest first (at most three). */
  top_features: FeatureContribution[];
  /** How many of the features both schools report. */
  features_compared: number;
}

/**
 * Weighted Euclidean distance of two profiles. Features either school lacks, or with no spread in
 * the population, are left out and the sum is scaled up by total weight / compared weight so a school
 * with gaps is not artificially close to everyone.
 */
export function profileDistance(target: LookAlikeProfile, candidate: LookAlikeProfile, space: FeatureSpace): Omit<LookAlikeMatch, 'nces_id' | 'similarity'> {
  const contributions: { feature: string; value: number }[] = [];
  let comparedWeight = 0;
  for (const feature of NUMERIC_FEATURES) {
    const stat = space.stats.get(feature.name);
    const a = feature.value(target);
    const b = feature.value(candidate);
    if (!stat || !(stat.sd > 0) || !isPresent(a) || !isPresent(b)) continue;
    const difference = (a - b) / stat.sd;
    contributions.push({ feature: feature.name, value: feature.weight * difference * difference });
    comparedWeight += feature.weight;
  }
  for (const feature of CATEGORY_FEATURES) {
    const a = target[feature.name];
    const b = candidate[feature.name];
    if (a === null || b === null) continue;
    contributions.push({ feature: feature.name, value: a === b ? 0 : feature.weight });
    comparedWeight += feature.weight;
  }
  const squared = contributions.reduce((sum, part) => sum + part.value, 0);
  const scaled = comparedWeight > 0 ? (squared * TOTAL_WEIGHT) / comparedWeight : Number.POSITIVE_INFINITY;
  const top = contributions
    .filter((part) => part.value > 0)
    .sort((a, b) => b.value - a.value || a.feature.localeCompare(b.feature))
    .slice(0, 3)
    .map((part) => ({ feature: part.feature, share: roundTo(part.value / squared, 3) }));
  return { distance: Math.sqrt(scaled), top_features: top, features_compared: contributions.length };
}

/**
 * The k candidates nearest the target (the target itself excluded), nearest first; ties broken by
 * nces_id so the answer is stable. The feature space defaults to the candidates plus the target.
 */
export function nearestSchools(
  target: LookAlikeProfile,
  candidates: readonly LookAlikeProfile[],
  k: number,
  space: FeatureSpace = buildFeatureSpace([target, ...candidates]),
): LookAlikeMatch[] {
  const matches: LookAlikeMatch[] = [];
  for (const candidate of candidates) {
    if (candidate.nces_id === target.nces_id) continue;
    const measured = profileDistance(target, candidate, space);
    if (!Number.isFinite(measured.distance)) continue;
    matches.push({
      nces_id: candidate.nces_id,
      distance: roundTo(measured.distance, 4),
      similarity: roundTo(100 / (1 + measured.distance)),
      top_features: measured.top_features,
      features_compared: measured.features_compared,
    });
  }
  matches.sort((a, b) => a.distance - b.distance || a.nces_id.localeCompare(b.nces_id));
  return matches.slice(0, Math.max(0, k));
}
