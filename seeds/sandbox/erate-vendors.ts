import type { ErateVendorRow } from '../../src/data/dataset/model.js';
import type { StatePlaces } from './places.js';
import { type Random, WeightedTable } from './random.js';

/** Census divisions: regional vendors serve their home division. */
const DIVISIONS: readonly (readonly string[])[] = [
  ['CT', 'ME', 'MA', 'NH', 'RI', 'VT'],
  ['NJ', 'NY', 'PA'],
  ['IL', 'IN', 'MI', 'OH', 'WI'],
  ['IA', 'KS', 'MN', 'MO', 'NE', 'ND', 'SD'],
  ['DE', 'DC', 'FL', 'GA', 'MD', 'NC', 'SC', 'VA', 'WV'],
  ['AL', 'KY', 'MS', 'TN'],
  ['AR', 'LA', 'OK', 'TX'],
  ['AZ', 'CO', 'ID', 'MT', 'NV', 'NM', 'UT', 'WY'],
  ['AK', 'CA', 'HI', 'OR', 'WA'],
];

const PREFIXES = [
  'Summit', 'Keystone', 'Bluewater', 'Prairie', 'Redrock', 'Northstar', 'Lakeshore', 'Ironwood', 'Pioneer',
  'Evergreen', 'Granite', 'Riverbend', 'Cascade', 'Frontier', 'Harbor', 'Mesa', 'Allegheny', 'Bayou', 'Piedmont',
  'Sierra', 'Tidewater', 'Heartland', 'Coastal', 'Great Plains', 'Blue Ridge', 'Canyon', 'Magnolia', 'Badger',
  'Buckeye', 'Lone Star', 'Palmetto', 'Sagebrush', 'Timberline', 'Cornerstone', 'Meridian', 'Pinnacle',
] as const;
const CARRIER_CORES = ['Telecom', 'Fiber', 'Broadband', 'Communications', 'Networks', 'Telephone Cooperative', 'Connect'] as const;
const INTEGRATOR_CORES = ['Technology Solutions', 'Data Systems', 'Network Integration', 'IT Services', 'Systems Integration'] as const;
const COMPANY_SUFFIXES = ['Inc.', 'LLC', 'Corp.', 'Co.'] as const;

export type VendorKind = 'carrier' | 'integrator';

export interface VendorDraft {
  row: ErateVendorRow;
  kind: VendorKind;
  /** States it serves. */
  states: readonly string[];
  /** Zipf-like market weight: a few vendors take most of the money. */
  weight: number;
  firstYear: number;
  lastYear: number;
}

export function generateVendors(
  random: Random,
  count: number,
  stateWeights: ReadonlyMap<string, number>,
  placesOf: (abbr: string) => StatePlaces,
  years: { first: number; last: number },
): VendorDraft[] {
  const homeStates = new WeightedTable([...stateWeights.keys()], [...stateWeights.values()]);
  const allStates = [...stateWeights.keys()];
  const usedNames = new Set<string>();
  const usedSpins = new Set<string>();
  const vendors: VendorDraft[] = [];
  for (let rank = 0; rank < count; rank += 1) {
    const kind: VendorKind = random.chance(0.55) ? 'carrier' : 'integrator';
    const home = homeStates.draw(random);
    const scope = rank < Math.max(3, count * 0.03) ? 'national' : rank < count * 0.2 ? 'regional' : 'local';
    const states =
      scope === 'national'
        ? allStates
        : scope === 'regional'
          ? (DIVISIONS.find((division) => division.includes(home)) ?? [home]).filter((state) => stateWeights.has(state))
          : [home];
    let name = '';
    while (!name || usedNames.has(name)) {
      const core = kind === 'carrier' ? random.pick(CARRIER_CORES) : random.pick(INTEGRATOR_CORES);
      name = `${random.pick(PREFIXES)} ${core}, ${random.pick(COMPANY_SUFFIXES)}`;
    }
    usedNames.add(name);
    let spin = '';
    while (!spin || usedSpins.has(spin)) spin = `143${String(random.int(0, 999_999)).padStart(6, '0')}`;
    usedSpins.add(spin);
    const closed = scope !== 'national' && random.chance(0.12);
    const firstYear = scope === 'national' ? years.first : random.int(years.first, years.last - 4);
    const lastYear = closed ? random.int(Math.min(firstYear + 2, years.last - 1), years.last - 1) : years.last;
    const cities = placesOf(home).cities;
    vendors.push({
      row: {
        spin,
        name,
        status: closed ? 'Closed' : 'Active',
        state: home,
        city: cities.length > 0 ? random.pick(cities.slice(0, 15)).name : null,
        source: 'sandbox-generator',
        source_year: years.last,
        generated: true,
      },
      kind,
      states,
      // Zipf by rank; regional and local firms get a boost so that, inside their own territory,
      // they win a visible share next to the national carriers (as rural telephone cooperatives do).
      weight: (1 / (rank + 1) ** 1.05) * (scope === 'national' ? 1 : scope === 'regional' ? 3 : 15),
      firstYear,
      lastYear,
    });
  }
  return vendors;
}

/** Draws a vendor of one kind serving one state in one year, by market weight. */
export class VendorMarket {
  private readonly tables = new Map<string, WeightedTable<VendorDraft>>();

  constructor(private readonly vendors: readonly VendorDraft[]) {}

  draw(random: Random, state: string, kind: VendorKind, year: number): VendorDraft {
    const key = `${state}|${kind}|${year}`;
    let table = this.tables.get(key);
    if (!table) {
      let candidates = this.vendors.filter(
        (vendor) => vendor.kind === kind && vendor.states.includes(state) && vendor.firstYear <= year && vendor.lastYear >= year,
      );
      if (candidates.length === 0) candidates = this.vendors.filter((vendor) => vendor.firstYear <= year && vendor.lastYear >= year);
      if (candidates.length === 0) candidates = [...this.vendors];
      table = new WeightedTable(
        candidates,
        candidates.map((vendor) => vendor.weight),
      );
      this.tables.set(key, table);
    }
    return table.draw(random);
  }
}
