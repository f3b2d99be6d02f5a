import { describe, expect, it } from 'vitest';
import { CITATIONS } from './citations.js';
import { ALL_PROGRAM_IDS, parseProgramId, PROGRAMS } from './programs.js';

describe('parseProgramId', () => {
  it.each([
    ['TITLE_I_A', 'TITLE_I_A'],
    ['title_i_a', 'TITLE_I_A'],
    [' Title_III_A ', 'TITLE_III_A'],
    ['IDEA_PART_B', 'IDEA_B'],
    ['idea-part-b', 'IDEA_B'],
    ['idea_b', 'IDEA_B'],
    ['21st_cclc', '21ST_CCLC'],
    ['perkins v', 'PERKINS_V'],
    ['e_rate', 'E_RATE'],
  ])('parse_program_id(%j) -> %s', (text, expected) => {
    expect(parseProgramId(text)).toBe(expected);
  });

  it.each(['TITLE_V', '', 'IDEA', 'TITLE_I'])('parse_program_id(%j) -> undefined', (text) => {
    expect(parseProgramId(text)).toBeUndefined();
  });
});

describe('PROGRAMS', () => {
  it.each([
    ['TITLE_I_A', '84.010'],
    ['TITLE_II_A', '84.367'],
    ['TITLE_III_A', '84.365'],
    ['TITLE_IV_A', '84.424'],
    ['IDEA_B', '84.027'],
    ['21ST_CCLC', '84.287'],
    ['PERKINS_V', '84.048'],
  ] as const)('program(%s) -> Assistance Listing %s', (id, listing) => {
    expect(PROGRAMS[id].assistanceListing).toBe(listing);
  });

  it('programs -> every appropriation has a year and a source, every rule citation exists', () => {
    for (const id of ALL_PROGRAM_IDS) {
      const program = PROGRAMS[id];
      expect(program.appropriation.amount).toBeGreaterThan(0);
      expect(program.appropriation.fiscalYear).toBeGreaterThanOrEqual(2020);
      expect(program.appropriation.source.length).toBeGreaterThan(10);
      for (const citationId of program.ruleCitationIds) expect(CITATIONS[citationId], citationId).toBeDefined();
    }
  });

  it('programs(state subgrants) -> deadlines say "Set by the state"', () => {
    for (const id of ['TITLE_I_A', 'TITLE_II_A', 'TITLE_III_A', 'TITLE_IV_A', 'IDEA_B', '21ST_CCLC', 'PERKINS_V'] as const) {
      expect(PROGRAMS[id].typicalDeadline).toMatch(/^Set by the state/);
    }
  });
});
