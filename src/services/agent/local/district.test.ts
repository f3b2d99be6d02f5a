import { describe, expect, it } from 'vitest';
import type { AgentToolbox } from '../toolbox.js';
import { findDistrictName, resolveDistrict } from './district.js';

/** A stand-in toolbox: the district search tool is optional, so both catalogues are tried. */
const toolbox = (results: { leaid: string; name: string }[] | undefined) =>
  ({
    has: (name: string) => name === 'districts_search' && results !== undefined,
    call: async () => ({ ok: true, result: { results: results ?? [] } }),
  }) as unknown as AgentToolbox;

describe('districts named in words', () => {
  it('reads district names in the usual forms', () => {
    expect(findDistrictName('C2 budget for Austin ISD')).toBe('Austin ISD');
    expect(findDistrictName('category 2 left at Birmingham City Schools?')).toBe('Birmingham City Schools');
    expect(findDistrictName('c2 budget for Lake Unified School District')).toBe('Lake Unified School District');
    expect(findDistrictName('c2 budget for Lincoln High School')).toBeUndefined();
  });

  it('one match gives its LEA id; none, several or no search tool give nothing', async () => {
    expect(await resolveDistrict(toolbox([{ leaid: '4808940', name: 'Austin ISD' }]), 'Austin ISD')).toBe('4808940');
    expect(await resolveDistrict(toolbox([{ leaid: '1', name: 'A ISD' }, { leaid: '2', name: 'B ISD' }]), 'Austin ISD')).toBeUndefined();
    expect(await resolveDistrict(toolbox(undefined), 'Austin ISD')).toBeUndefined();
  });
});
