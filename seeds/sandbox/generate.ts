import type { DatasetContent, DatasetMeta, StateRow } from '../../src/data/dataset/model.js';
import { STATES } from '../states.js';
import { generateEquity } from './equity.js';
import { sandboxCalendar } from './calendar.js';
import { generateErate } from './erate.js';
import { generateVendors } from './erate-vendors.js';
import { generateFinance } from './finance.js';
import { type DistrictDraft, generateStateGeography } from './geography.js';
import { loadPlaces } from './places.js';
import { Random } from './random.js';
import { programRows } from '../reference/program-rows.js';
import { generateShortages, generateStandards } from './reference-rows.js';
import { generateSales } from './sales.js';
import { stateProfile } from './state-profiles.js';

export interface SandboxOptions {
  seed: number;
  /** 0 < scale <= 1; 1 is the national size (~100,000 schools, ~13,000 districts). */
  scale: number;
  /** The build day every generated date is relative to (sandboxCalendar); part of what makes a build reproducible. */
  asOf: Date;
}

export const SANDBOX_SOURCE = 'sandbox-generator';
const VENDORS_AT_FULL_SCALE = 400;

/**
 * The whole sandbox dataset, deterministic from the seed, the scale and the as-of day. Each part draws from its own random
 * stream (see Random.stream), so the schools of a seed stay the same when, say, the E-Rate part
 * changes how it draws. `school_scores` is left empty: the scoring step derives it.
 */
export function generateSandbox({ seed, scale, asOf }: SandboxOptions): DatasetContent {
  if (!(scale > 0 && scale <= 1)) throw new RangeError(`scale must be in (0, 1], got ${scale}`);
  if (!Number.isInteger(seed)) throw new RangeError(`seed must be an integer, got ${seed}`);
  const calendar = sandboxCalendar(asOf);
  const placesOf = loadPlaces();

  const districtsByState = new Map<string, DistrictDraft[]>();
  const stateEffects = Random.stream(seed, 'state-effects');
  for (const state of STATES) {
    districtsByState.set(
      state.abbr,
      generateStateGeography({
        random: Random.stream(seed, `geography:${state.abbr}`),
        state,
        profile: stateProfile(state.abbr),
        places: placesOf(state.abbr),
        scale,
        stateMathEffect: stateEffects.normal(0, 4),
        schoolYear: calendar.schoolYear,
      }),
    );
  }
  const districts = [...districtsByState.values()].flat();

  const stateWeights = new Map(STATES.map((state) => [state.abbr, stateProfile(state.abbr).schools]));
  const vendors = generateVendors(
    Random.stream(seed, 'vendors'),
    Math.max(25, Math.round(VENDORS_AT_FULL_SCALE * Math.sqrt(scale))),
    stateWeights,
    placesOf,
    calendar.erate,
  );
  const erate = generateErate(Random.stream(seed, 'erate'), districts, vendors, calendar);
  const sales = generateSales(Random.stream(seed, 'sales'), districts, vendors, calendar);

  const states: StateRow[] = STATES.map((state) => ({
    fips: state.fips,
    abbr: state.abbr,
    name: state.name,
    source: 'census-saipe-2023',
    source_year: 2023,
    generated: false,
  }));

  return {
    states,
    districts: districts.map((district) => district.row),
    schools: districts.flatMap((district) => district.schools),
    equity: generateEquity(Random.stream(seed, 'equity'), districts, calendar.crdcYear),
    finance: generateFinance(Random.stream(seed, 'finance'), districts, calendar.financeYears),
    programs: programRows(),
    erate_entities: erate.entities,
    erate_vendors: vendors.map((vendor) => vendor.row),
    erate_commitments: erate.commitments,
    contacts: sales.contacts,
    board_items: sales.board_items,
    leadership_changes: sales.leadership_changes,
    shortages: generateShortages(Random.stream(seed, 'shortages'), districtsByState, calendar.shortageYears),
    standards: generateStandards(Random.stream(seed, 'standards'), STATES, calendar.schoolYear),
    school_scores: [],
  };
}

/** The meta record of a generated dataset: one entry per table that holds generated rows. */
export function sandboxMeta(content: DatasetContent, options: SandboxOptions, builtAt: Date): DatasetMeta {
  const sources: DatasetMeta['sources'] = [];
  for (const [table, rows] of Object.entries(content) as [string, unknown[]][]) {
    if (rows.length === 0 || table === 'school_scores') continue;
    const generated = table !== 'states' && table !== 'programs';
    sources.push({
      source: generated ? `${SANDBOX_SOURCE}:${table}` : table === 'states' ? 'census-saipe-2023:states' : 'reference:programs',
      year: null,
      rows: rows.length,
      generated,
    });
  }
  return {
    name: 'sandbox',
    built_at: builtAt.toISOString(),
    sources,
    seed: options.seed,
    scale: options.scale,
    as_of: sandboxCalendar(options.asOf).asOf,
  };
}
