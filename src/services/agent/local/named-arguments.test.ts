import { describe, expect, it } from 'vitest';
import { createRegistry } from '../../../main.js';
import { namedArguments, toolsNamed } from './named-arguments.js';

const registry = createRegistry();
const tool = (name: string) => registry.get(name)!;

describe('arguments and tools said as the API spells them', () => {
  it('reads an argument by its schema name, typed as the schema types it', () => {
    expect(namedArguments(tool('school_peers'), 'top 5 peers for 040011400056, frl_band 20, limit=5')).toEqual({ frl_band: 20, limit: 5 });
    expect(namedArguments(tool('export_schools'), 'export bright_spot_only=true nationwide, min_enrollment 500, fmt: CSV')).toEqual({ bright_spot_only: true, min_enrollment: 500, fmt: 'csv' });
    expect(namedArguments(tool('opportunities'), 'top opportunities in TX, sort_by timing, lead_tier warm')).toEqual({ sort_by: 'timing', lead_tier: 'WARM' });
    expect(namedArguments(tool('icp_search'), 'icp search elementary CA programs=TITLE_I_A,PERKINS_V')).toEqual({ programs: ['TITLE_I_A', 'PERKINS_V'] });
    expect(namedArguments(tool('marketplace_usage'), 'GET /marketplace/usage?days=7')).toEqual({ days: 7 });
  });

  it('keeps nothing the schema would refuse, nor a word that only looks like a name', () => {
    // Out of range, not in the closed set, not a number.
    expect(namedArguments(tool('school_peers'), 'frl_band 45, limit=500')).toEqual({});
    expect(namedArguments(tool('opportunities'), 'sort_by urgency')).toEqual({});
    expect(namedArguments(tool('bright_spots'), 'min_frl high')).toEqual({});
    // "limit" in a sentence, and a free-text or id field, are not arguments said by name.
    expect(namedArguments(tool('bright_spots'), 'is there a limit on how many you return?')).toEqual({});
    expect(namedArguments(tool('schools_search'), "q='lincoln' state=AZ")).toEqual({});
  });

  it('names a tool by its own name or its REST route, method and parameters included', () => {
    const all = registry.inGroups(undefined);
    expect(toolsNamed(all, 'equity_gaps?')).toEqual(['equity_gaps']);
    expect(toolsNamed(all, 'POST /grants/write for 040011400099')).toEqual(['grant_write']);
    expect(toolsNamed(all, 'GET /schools/040011400056/peers please')).toEqual(['school_peers']);
    expect(toolsNamed(all, 'GET /marketplace/usage?days=7')).toEqual(['marketplace_usage']);
    // A wrong method, a path no tool serves, and plain words name none.
    expect(toolsNamed(all, 'DELETE /grants/write')).toEqual([]);
    expect(toolsNamed(all, 'and/or the 24/7 hotline')).toEqual([]);
    expect(toolsNamed(all, 'what equity gaps does Texas have?')).toEqual([]);
  });
});
