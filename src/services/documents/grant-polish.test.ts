import { describe, expect, it } from 'vitest';
import type { LlmClient } from '../llm/port.js';
import { composeGrantNarrative } from './grant-narrative.js';
import { paragraphsOf, polishGrantNarrative } from './grant-polish.js';
import { ungroundedNumbers } from './grounding.js';
import { grantFacts, HIGH_NEED_SCHOOL } from './testing/example-facts.js';

/** A fake model: answers each section prompt with `reply(heading)`, recording the prompts it saw. */
function fakeLlm(reply: (heading: string) => string): LlmClient & { prompts: string[]; systems: string[] } {
  const prompts: string[] = [];
  const systems: string[] = [];
  return {
    name: 'fake-model-1',
    prompts,
    systems,
    async complete({ system, messages }) {
      systems.push(system);
      const prompt = messages[0]!.content;
      prompts.push(prompt);
      const heading = /Rewrite the "([^"]+)" section/.exec(prompt)![1]!;
      return reply(heading);
    },
  };
}

const facts = grantFacts(HIGH_NEED_SCHOOL);
const draft = composeGrantNarrative(facts);

describe('polishGrantNarrative', () => {
  it('polishGrantNarrative(model rewrites every section) -> its paragraphs, local lists and tables, engine = model name', async () => {
    const llm = fakeLlm((heading) => `## ${heading}\n\nRio Vista Elementary School serves 612 students.\n\nOf them, 85.2% qualify for **free** lunch.`);
    const result = await polishGrantNarrative(llm, facts, draft);
    expect(result.engine).toBe('fake-model-1');
    expect(result.notes).toEqual([]);
    expect(result.sections.map((section) => section.heading)).toEqual(draft.sections.map((section) => section.heading));
    expect(result.sections[0]!.paragraphs).toEqual(['Rio Vista Elementary School serves 612 students.', 'Of them, 85.2% qualify for free lunch.']);
    const goals = result.sections.find((section) => section.heading === 'Goals')!;
    expect(goals.bullets).toEqual(draft.sections.find((section) => section.heading === 'Goals')!.bullets);
    expect(goals.table).toEqual(draft.sections.find((section) => section.heading === 'Goals')!.table);
    expect(llm.prompts).toHaveLength(7);
    expect(llm.systems[0]).toContain('Every number you write');
    expect(llm.prompts[0]).toContain('"frl_pct": 85.2');
  });

  it('polishGrantNarrative(model throws) -> the local draft, engine local, with a note naming the failure', async () => {
    const llm = fakeLlm(() => {
      throw new Error('overloaded');
    });
    const result = await polishGrantNarrative(llm, facts, draft);
    expect(result.engine).toBe('local');
    expect(result.sections).toEqual(draft.sections);
    expect(result.notes).toEqual(["The language model fake-model-1 could not write the narrative (overloaded); this is the local engine's text."]);
  });

  it('polishGrantNarrative(one section invents a number) -> that section keeps the local text, the others are rewritten', async () => {
    const llm = fakeLlm((heading) => (heading === 'Statement of Need' ? 'Studies show 73.4% of such schools improve.' : 'The school serves 612 students.'));
    const result = await polishGrantNarrative(llm, facts, draft);
    expect(result.engine).toBe('fake-model-1');
    const need = result.sections.find((section) => section.heading === 'Statement of Need')!;
    expect(need.paragraphs).toEqual(draft.sections.find((section) => section.heading === 'Statement of Need')!.paragraphs);
    expect(result.notes).toEqual(['Statement of Need: the model\'s text quoted numbers not in the facts (73.4); the local wording is kept.']);
    expect(result.sections[0]!.paragraphs).toEqual(['The school serves 612 students.']);
  });

  it('polishGrantNarrative(prompt folder missing) -> the local draft with a note', async () => {
    const result = await polishGrantNarrative(fakeLlm(() => 'text'), facts, draft, { promptsDirectory: '/nonexistent/prompts' });
    expect(result.engine).toBe('local');
    expect(result.notes[0]).toContain('could not write the narrative');
  });
});

describe('grounding', () => {
  it('ungroundedNumbers("612 students, 85.2% and 3 times", facts) -> none', () => {
    expect(ungroundedNumbers('612 students, 85.2% and 3 times a year, 1,034 pupils', ['enrollment 612 frl 85.20 other 1034'])).toEqual([]);
  });

  it('ungroundedNumbers("a 40% rise in 2019") -> ["40", "2019"] when neither was given', () => {
    expect(ungroundedNumbers('a 40% rise in 2019', ['612'])).toEqual(['40', '2019']);
  });

  it('paragraphsOf(text with heading, markdown and wrapped lines) -> clean paragraphs', () => {
    expect(paragraphsOf('Goals:\n\nFirst line\ncontinues **here**.\n\n\n# Second', 'Goals')).toEqual(['First line continues here.', 'Second']);
  });
});
