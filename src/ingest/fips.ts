import { STATES, type StateDefinition } from '../../seeds/states.js';

/**
 * Lookups over the shared states table (seeds/states.ts: the 50 states and DC the service covers,
 * FIPS codes from FACTS.md §5). Rows of other jurisdictions in the files (Puerto Rico in SAIPE, for
 * instance) stay staged but are left out of the live dataset.
 */
export type StateCode = StateDefinition;


/** Built per call site (no module-level state to share). */
export class StateCodes {
  private readonly byFips = new Map<string, StateCode>();
  private readonly byAbbr = new Map<string, StateCode>();
  private readonly byName = new Map<string, StateCode>();

  constructor(codes: readonly StateCode[] = STATES) {
    for (const code of codes) {
      this.byFips.set(code.fips, code);
      this.byAbbr.set(code.abbr, code);
      this.byName.set(code.name.toUpperCase(), code);
    }
  }

  fromFips(fips: string): StateCode | undefined {
    return this.byFips.get(fips);
  }

  fromAbbr(abbr: string): StateCode | undefined {
    return this.byAbbr.get(abbr.toUpperCase());
  }

  fromName(name: string): StateCode | undefined {
    return this.byName.get(name.trim().toUpperCase());
  }

  /** The state an NCES ID belongs to: its first two digits are the state FIPS code. */
  fromNcesId(id: string): StateCode | undefined {
    return this.byFips.get(id.slice(0, 2));
  }

  all(): StateCode[] {
    return [...this.byFips.values()];
  }
}
