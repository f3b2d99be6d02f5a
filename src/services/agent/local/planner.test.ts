import { describe, expect, it } from 'vitest';
import type { AgentToolbox } from '../toolbox.js';
import { localReply } from './planner.js';

/** A toolbox that knows one school and answers every other tool with an empty record, recording the calls. */
function stubToolbox(school: { nces_id: string; name: string; city: string; state: string }) {
  const calls: { tool: string; args: Record<string, unknown> }[] = [];
  const toolbox = {
    has: () => true,
    tool: () => undefined,
    call: async (tool: string, args: Record<string, unknown>) => {
      calls.push({ tool, args });
      if (tool === 'schools_search') return { ok: true as const, result: { results: [school] } };
      return { ok: true as const, result: { ...school } };
    },
  } as unknown as AgentToolbox;
  return { toolbox, calls };
}

describe('the planner with names that carry off-topic words', () => {
  it('a school called "Trail Ridge" is looked up, while the weather at it is declined', async () => {
    const school = { nces_id: '080000000001', name: 'Trail Ridge Middle School', city: 'Longmont', state: 'CO' };
    const looked = stubToolbox(school);
    await localReply(looked.toolbox, 'tell me about Trail Ridge Middle School', []);
    expect(looked.calls.map((call) => call.tool)).toEqual(['schools_search', 'school_profile']);

    const weather = stubToolbox(school);
    const reply = await localReply(weather.toolbox, "what's the weather at Trail Ridge Middle School?", []);
    expect(weather.calls).toEqual([]);
    expect(reply).toMatch(/can't help/);
  });
});
