import { isRuralForErate } from '../../src/core/erate/locale.js';
import type { DistrictRow, Locale, SchoolLevel, SchoolRow } from '../../src/data/dataset/model.js';
import type { StateDefinition } from '../states.js';
import {
  DISTRICT_SUFFIXES,
  LEVEL_SUFFIXES,
  SCHOOL_NAMESAKES,
  STATE_DISTRICT_SUFFIXES,
  fictionalPhone,
  slug,
  streetAddress,
} from './names.js';
import { type StateFrlModel, stateFrlModel } from './frl-calibration.js';
import { type Place, type StatePlaces, nearestPlaces } from './places.js';
import { Random, clamp, logistic, round } from './random.js';
import type { StateProfile } from './state-profiles.js';

/** What later parts of the generator need to know about a district beyond its row. */
export interface DistrictDraft {
  row: DistrictRow;
  profile: StateProfile;
  schools: SchoolRow[];
  /** E-Rate: rural when more than half of its schools are rural (FACTS.md §1). */
  rural: boolean;
  /** Enrollment-weighted FRL percentage: the district-wide NSLP share E-Rate uses. */
  frlPct: number;
  areaCode: number;
  /** Domain of fictional e-mail addresses, always under example.org. */
  emailDomain: string;
}

const provenanceOf = (schoolYear: number) => ({ source: 'sandbox-generator', source_year: schoolYear, generated: true }) as const;

const LEVEL_WEIGHTS: Record<SchoolLevel, number> = { Elementary: 0.62, Middle: 0.15, High: 0.23 };
/** Median enrollment and log-space spread by level (NCES averages: ~450, ~600, ~800 with long tails). */
const ENROLLMENT: Record<SchoolLevel, { median: number; sigma: number }> = {
  Elementary: { median: 430, sigma: 0.5 },
  Middle: { median: 580, sigma: 0.55 },
  High: { median: 720, sigma: 0.85 },
};
const LOCALE_SIZE: Record<Locale, number> = { urban: 1.15, suburban: 1.1, town: 0.8, rural: 0.55 };
/** Shifts in log-odds of FRL and in proficiency points by locale: cities and rural areas poorer, suburbs richer. */
const LOCALE_FRL: Record<Locale, number> = { urban: 0.45, suburban: -0.45, town: 0.15, rural: 0.1 };
const LOCALE_MATH: Record<Locale, number> = { urban: -1.5, suburban: 3, town: -1, rural: -1 };
const LEVEL_FRL: Record<SchoolLevel, number> = { Elementary: 0.12, Middle: 0, High: -0.3 };
const LEVEL_MATH: Record<SchoolLevel, number> = { Elementary: 4, Middle: -2, High: -7 };

export interface GeographyInput {
  random: Random;
  state: StateDefinition;
  profile: StateProfile;
  places: StatePlaces;
  scale: number;
  /** A per-state shift in proficiency (state tests differ in difficulty), drawn once per state. */
  stateMathEffect: number;
  /** Start year of the school year the rows describe (the last completed one). */
  schoolYear: number;
}

/** Districts of one state with their schools. */
export function generateStateGeography(input: GeographyInput): DistrictDraft[] {
  const { random, state, profile, scale } = input;
  const schoolTotal = Math.max(1, Math.round(profile.schools * scale));
  const districtTotal = clamp(Math.round(profile.districts * scale), 1, schoolTotal);
  const schoolCounts = allocateSchools(random, schoolTotal, districtTotal);
  const locales = assignLocales(random, profile, schoolCounts);
  const leaids = distinctCodes(random, districtTotal, 100, 30).map((code) => state.fips + code);
  const usedDistrictNames = new Set<string>();
  const usedCities = new Map<string, number>();
  const frl = stateFrlModel(profile);

  return schoolCounts.map((schoolCount, index) => {
    const locale = locales[index]!;
    const city = pickCity(random, input.places, index, locale, usedCities);
    const districtName = uniqueName(usedDistrictNames, random, districtBaseName(random, state.abbr, city.name));
    const frlBase = frl.centre + LOCALE_FRL[locale] + random.normal(0, frl.districtSigma);
    const candidatePlaces = city.places.length >= 3 ? city.places : nearestPlaces(input.places.places, city.lat, city.lon, 6);
    const draft: DistrictDraft = {
      row: {
        leaid: leaids[index]!,
        name: districtName,
        state: state.abbr,
        city: city.name,
        locale,
        school_count: schoolCount,
        enrollment: 0,
        population_5_17: null,
        children_in_poverty: null,
        poverty_pct: null,
        cwift: round(profile.cwift * random.logNormal(1, 0.04), 3),
        ...provenanceOf(input.schoolYear),
      },
      profile,
      schools: [],
      rural: false,
      frlPct: 0,
      areaCode: random.int(201, 989),
      emailDomain: `${slug(districtName).slice(0, 40)}.example.org`,
    };
    draft.schools = generateSchools(input, draft, schoolCount, frlBase, frl.schoolSigma, candidatePlaces);
    draft.row.name = nameFittingSchools(draft.row.name, draft.schools, usedDistrictNames);
    finishDistrict(random, draft);
    return draft;
  });
}

/** One school per district, and the rest spread by heavy-tailed weights: a few very large districts. */
function allocateSchools(random: Random, schools: number, districts: number): number[] {
  const weights = Array.from({ length: districts }, () => random.logNormal(1, 1.5));
  const totalWeight = weights.reduce((sum, weight) => sum + weight, 0);
  const spare = schools - districts;
  const shares = weights.map((weight) => (spare * weight) / totalWeight);
  const counts = shares.map((share) => 1 + Math.floor(share));
  let remaining = schools - counts.reduce((sum, count) => sum + count, 0);
  const byRemainder = shares.map((share, index) => ({ index, remainder: share - Math.floor(share) }));
  byRemainder.sort((left, right) => right.remainder - left.remainder || left.index - right.index);
  for (const { index } of byRemainder) {
    if (remaining <= 0) break;
    counts[index]! += 1;
    remaining -= 1;
  }
  return counts.sort((left, right) => right - left);
}

/**
 * Locale by size: the largest districts take the urban share of schools, then suburban, town and
 * rural, with some jitter. Matches the real pattern of few big city districts and many small rural ones.
 */
function assignLocales(random: Random, profile: StateProfile, schoolCounts: number[]): Locale[] {
  const total = schoolCounts.reduce((sum, count) => sum + count, 0);
  const rural = profile.ruralPct / 100;
  const town = profile.abbr === 'DC' ? 0 : Math.min(0.2, 0.4 * rural + 0.05);
  const urban = (1 - rural - town) * 0.45;
  const suburban = 1 - rural - town - urban;
  let cumulative = 0;
  return schoolCounts.map((count) => {
    const middle = (cumulative + count / 2) / total + random.normal(0, 0.06);
    cumulative += count;
    if (middle < urban) return 'urban';
    if (middle < urban + suburban) return 'suburban';
    if (middle < urban + suburban + town) return 'town';
    return 'rural';
  });
}

/** `count` distinct increasing 5-digit codes. */
export function distinctCodes(random: Random, count: number, start: number, maxStep: number): string[] {
  const step = Math.max(1, Math.min(maxStep, Math.floor((99_999 - start) / Math.max(1, count))));
  const codes: string[] = [];
  let value = start;
  for (let index = 0; index < count; index += 1) {
    value += random.int(1, step);
    codes.push(String(value).padStart(5, '0'));
  }
  return codes;
}

function pickCity(random: Random, places: StatePlaces, rank: number, locale: Locale, used: Map<string, number>) {
  const cities = places.cities;
  // Big districts get big cities; rural ones a random smaller town not used yet when possible.
  let index = locale === 'urban' || locale === 'suburban' ? rank : random.int(Math.min(rank, cities.length - 1), cities.length - 1);
  for (let attempt = 0; attempt < 8 && used.has(cities[index % cities.length]!.name); attempt += 1) {
    index = random.int(0, cities.length - 1);
  }
  const city = cities[index % cities.length]!;
  used.set(city.name, (used.get(city.name) ?? 0) + 1);
  return city;
}

function districtBaseName(random: Random, abbr: string, city: string): string {
  const suffixes = STATE_DISTRICT_SUFFIXES[abbr] ?? DISTRICT_SUFFIXES;
  return `${city} ${random.pick(suffixes)}`;
}

/**
 * A name not used yet in its scope. Collisions first get a direction ("North Lincoln Elementary"),
 * then a campus namesake; names never get numbers, so a search for digits only ever matches ids.
 */
function uniqueName(used: Set<string>, random: Random, base: string): string {
  const prefixes = ['North', 'South', 'East', 'West', 'Central', 'Greater', 'Upper', 'Lower', 'New', 'Old'];
  let name = base;
  for (let attempt = 0; used.has(name); attempt += 1) {
    name = attempt < 20 ? `${random.pick(prefixes)} ${base}` : `${base} at ${random.pick(SCHOOL_NAMESAKES)}${attempt > 60 ? ` ${random.pick(SCHOOL_NAMESAKES)}` : ''}`;
  }
  used.add(name);
  return name;
}

function levelsFor(random: Random, count: number): SchoolLevel[] {
  if (count === 1) return [random.chance(0.6) ? 'Elementary' : 'High'];
  if (count === 2) return ['Elementary', 'High'];
  const levels: SchoolLevel[] = ['Elementary', 'Middle', 'High'];
  const names = Object.keys(LEVEL_WEIGHTS) as SchoolLevel[];
  const weights = names.map((name) => LEVEL_WEIGHTS[name]);
  while (levels.length < count) levels.push(names[random.weightedIndex(weights)]!);
  return levels;
}

function grades(random: Random, level: SchoolLevel): [string, string] {
  if (level === 'Elementary') {
    return [random.chance(0.3) ? 'PK' : 'KG', random.pick(['05', '05', '05', '05', '05', '05', '05', '06', '06', '04'])];
  }
  if (level === 'Middle') return random.chance(0.8) ? ['06', '08'] : ['07', '08'];
  return random.chance(0.9) ? ['09', '12'] : ['07', '12'];
}

function generateSchools(
  input: GeographyInput,
  district: DistrictDraft,
  count: number,
  frlBase: number,
  frlSchoolSigma: StateFrlModel['schoolSigma'],
  places: readonly Place[],
): SchoolRow[] {
  const { random, profile } = input;
  const districtLocale = district.row.locale ?? 'rural';
  const schoolCodes = distinctCodes(random, count, random.int(0, 40), 9);
  const usedNames = new Set<string>();
  return levelsFor(random, count).map((level, index) => {
    // Big city districts reach into their suburbs; everything else keeps the district's locale.
    const locale: Locale = districtLocale === 'urban' && random.chance(0.15) ? 'suburban' : districtLocale;
    const place = random.pick(places);
    const enrollment = Math.round(
      clamp(random.logNormal(ENROLLMENT[level].median * LOCALE_SIZE[locale], ENROLLMENT[level].sigma), 25, 5200),
    );
    const frlShare = logistic(frlBase + LEVEL_FRL[level] + random.normal(0, frlSchoolSigma));
    const frlPct = round(100 * frlShare, 1);
    const math = clamp(
      38 + input.stateMathEffect - 0.42 * (frlPct - 50) + LEVEL_MATH[level] + LOCALE_MATH[locale] + random.normal(0, 9),
      1,
      99,
    );
    const assessed = !random.chance(enrollment < 60 ? 0.4 : 0.02);
    const reading = clamp(math + 6 + random.normal(0, 5.5), 1, 99);
    const pupilTeacher = profile.pupilTeacher * random.logNormal(1, 0.12) * (enrollment < 200 ? 0.8 : 1);
    const teachers = Math.max(1, round(enrollment / pupilTeacher, 1));
    const counselorLoad = level === 'High' ? 330 : level === 'Middle' ? 400 : 520;
    const counselors =
      level === 'Elementary' && random.chance(0.25) ? 0 : Math.max(0.5, round((enrollment / counselorLoad) * random.logNormal(1, 0.25), 1));
    const ellPct = clamp(
      profile.ellPct * random.logNormal(1, 0.7) * (0.6 + frlPct / 100) * (level === 'Elementary' ? 1.3 : level === 'Middle' ? 0.8 : 0.65),
      0,
      85,
    );
    const [gradeLow, gradeHigh] = grades(random, level);
    const named = level === 'High' && random.chance(0.35) ? place.city : random.pick(SCHOOL_NAMESAKES);
    const titleIEligible = frlPct >= 35;
    return {
      nces_id: district.row.leaid + schoolCodes[index]!,
      leaid: district.row.leaid,
      name: uniqueName(usedNames, random, `${named} ${random.pick(LEVEL_SUFFIXES[level])}`),
      city: place.city,
      state: district.row.state,
      zip: place.zip,
      lat: round(place.lat + random.normal(0, 0.01), 5),
      lon: round(place.lon + random.normal(0, 0.01), 5),
      locale,
      level,
      grade_low: gradeLow,
      grade_high: gradeHigh,
      enrollment,
      frl_count: Math.round((enrollment * frlPct) / 100),
      frl_pct: frlPct,
      cep: frlPct >= 62 && random.chance(0.55),
      title_i_eligible: titleIEligible,
      // 20 U.S.C. 6314(a)(1)(A): schoolwide programs need at least 40 percent low-income children.
      title_i_schoolwide: titleIEligible && frlPct >= 40,
      math_proficiency: assessed ? round(math, 1) : null,
      reading_proficiency: assessed ? round(reading, 1) : null,
      teachers_fte: teachers,
      pupil_teacher_ratio: round(enrollment / teachers, 1),
      counselors_fte: counselors,
      ell_pct: round(ellPct, 1),
      swd_pct: round(clamp(random.normal(14.5, 3.5), 3, 35), 1),
      phone: fictionalPhone(random, district.areaCode),
      address: streetAddress(random),
      ...provenanceOf(input.schoolYear),
    };
  });
}

/**
 * District names that say which grades they serve must fit the schools drawn for them: no High school
 * in an "... Elementary School District", no Elementary school in a "... High School District". A
 * district whose schools do not fit takes the unified name of its state's convention instead.
 */
export const DISTRICT_NAME_LEVELS: ReadonlyArray<{ suffix: string; forbidden: SchoolLevel; unified: string }> = [
  { suffix: 'Elementary School District', forbidden: 'High', unified: 'Unified School District' },
  { suffix: 'Union High School District', forbidden: 'Elementary', unified: 'Unified School District' },
  { suffix: 'Community High School District', forbidden: 'Elementary', unified: 'Community Unit School District' },
];

function nameFittingSchools(name: string, schools: readonly SchoolRow[], used: Set<string>): string {
  const rule = DISTRICT_NAME_LEVELS.find((candidate) => name.endsWith(candidate.suffix));
  if (!rule || !schools.some((school) => school.level === rule.forbidden)) return name;
  const base = name.slice(0, -rule.suffix.length).trim();
  let renamed = `${base} ${rule.unified}`;
  for (let number = 2; used.has(renamed); number += 1) renamed = `${base} ${rule.unified} ${number}`;
  used.add(renamed);
  return renamed;
}

function finishDistrict(random: Random, district: DistrictDraft): void {
  const schools = district.schools;
  const enrollment = schools.reduce((sum, school) => sum + (school.enrollment ?? 0), 0);
  const frlCount = schools.reduce((sum, school) => sum + (school.frl_count ?? 0), 0);
  district.frlPct = enrollment > 0 ? (100 * frlCount) / enrollment : 0;
  // The service's rule (town and rural count as rural), so sandbox commitments carry the discount
  // /schools/{id}/erate-eligibility quotes for the district.
  district.rural = schools.filter((school) => isRuralForErate(school.locale)).length * 2 > schools.length;
  // Census counts every child living in the district; about one in ten attends a private or home school.
  const population = Math.round(enrollment * random.uniform(1.05, 1.2));
  const povertyPct = clamp((district.frlPct / 2.9) * random.logNormal(1, 0.15), 1, 60);
  Object.assign(district.row, {
    enrollment,
    population_5_17: population,
    children_in_poverty: Math.round((population * povertyPct) / 100),
    poverty_pct: round(povertyPct, 2),
  });
}
