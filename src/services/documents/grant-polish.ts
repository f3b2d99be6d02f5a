import fs from 'node:fs/promises';
import path from 'node:path';
import { projectRoot } from '../../package-info.js';
import type { LlmClient } from '../llm/port.js';
import type { DocumentSection } from './document.js';
import type { GrantNarrativeFacts } from './facts.js';
import type { GrantNarrative } from './grant-narrative.js';
import { ungroundedNumbers } from './grounding.js';
import { budgetFigures } from './budget-figures.js';
import { goalTargets } from './goal-targets.js';

/**
 * The grant narrative rewritten by a language model, section by section, from the same facts as the
 * local draft. Lists and tables stay as the local engine computed them; only paragraphs are
 * rewritten. A section whose text quotes a number that is in neither the facts nor the draft keeps
 * the local paragraphs. If the model fails at all (error, timeout, missing prompt), the whole local
 * draft is returned with a note saying so, because a half-written narrative is worse than either.
 */

export const SECTION_MAX_TOKENS = 900;

export interface PolishOptions {
  /** Folder of the prompt files; defaults to prompts/grant-narrative under the project root. */
  promptsDirectory?: string;
}

function fill(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, key: string) => values[key] ?? whole);
}

/** The facts as the model sees them: the inputs plus the figures the local engine derived. */
export function factsForModel(facts: GrantNarrativeFacts): string {
  const budget = budgetFigures(facts.purchase, facts.school.enrollment, facts.school.per_pupil_expenditure);
  return JSON.stringify({ school: facts.school, program: facts.program, purchase: facts.purchase, budget, goals: goalTargets(facts.school) }, null, 1);
}

/** Model output as paragraphs: blank-line separated, with stray markdown and a repeated heading removed. */
export function paragraphsOf(text: string, heading: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((block) => block.replace(/^#+\s*/gm, '').replace(/\*\*(.+?)\*\*/g, '$1').replace(/\s*\n\s*/g, ' ').trim())
    .filter((block) => block.length > 0 && block.replace(/[:.]$/, '').toLowerCase() !== heading.toLowerCase());
}

function fixedParts(section: DocumentSection): string {
  const parts = [...(section.bullets ?? []).map((bullet) => `- ${bullet}`)];
  if (section.table) parts.push(`Table: ${[section.table.columns, ...section.table.rows].map((row) => row.join(' | ')).join(' / ')}`);
  return parts.length > 0 ? parts.join('\n') : '(nothing)';
}

async function loadPrompts(directory: string): Promise<{ system: string; section: string }> {
  const [system, section] = await Promise.all([
    fs.readFile(path.join(directory, 'system.md'), 'utf8'),
    fs.readFile(path.join(directory, 'section.md'), 'utf8'),
  ]);
  return { system, section };
}

type SectionOutcome = { section: DocumentSection; note: string | null; polished: boolean };

async function polishSection(llm: LlmClient, prompts: { system: string; section: string }, facts: GrantNarrativeFacts, factsJson: string, draft: DocumentSection): Promise<SectionOutcome> {
  const draftText = draft.paragraphs.join('\n\n');
  const fixed = fixedParts(draft);
  const prompt = fill(prompts.section, {
    heading: draft.heading,
    school: facts.school.name,
    program: facts.program.name,
    words: String(draftText.split(/\s+/).length),
    facts: factsJson,
    draft: draftText,
    fixed,
  });
  const reply = await llm.complete({ system: prompts.system, messages: [{ role: 'user', content: prompt }], maxTokens: SECTION_MAX_TOKENS });
  const paragraphs = paragraphsOf(reply, draft.heading);
  if (paragraphs.length === 0) return { section: draft, note: `${draft.heading}: the model returned no text; the local wording is kept.`, polished: false };
  const invented = ungroundedNumbers(paragraphs.join(' '), [factsJson, draftText, fixed]);
  if (invented.length > 0) {
    return { section: draft, note: `${draft.heading}: the model's text quoted numbers not in the facts (${invented.join(', ')}); the local wording is kept.`, polished: false };
  }
  return { section: { ...draft, paragraphs }, note: null, polished: true };
}

export async function polishGrantNarrative(llm: LlmClient, facts: GrantNarrativeFacts, draft: GrantNarrative, options: PolishOptions = {}): Promise<GrantNarrative> {
  const directory = options.promptsDirectory ?? path.join(projectRoot(), 'prompts', 'grant-narrative');
  let outcomes: SectionOutcome[];
  try {
    const prompts = await loadPrompts(directory);
    const factsJson = factsForModel(facts);
    outcomes = await Promise.all(draft.sections.map((section) => polishSection(llm, prompts, facts, factsJson, section)));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { ...draft, engine: 'local', notes: [...draft.notes, `The language model ${llm.name} could not write the narrative (${reason}); this is the local engine's text.`] };
  }
  const polished = outcomes.some((outcome) => outcome.polished);
  return {
    ...draft,
    sections: outcomes.map((outcome) => outcome.section),
    engine: polished ? llm.name : 'local',
    notes: [...draft.notes, ...outcomes.flatMap((outcome) => (outcome.note ? [outcome.note] : []))],
  };
}
