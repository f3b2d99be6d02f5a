import fs from 'node:fs/promises';
import path from 'node:path';
import { projectRoot } from '../../package-info.js';
import type { LlmClient } from '../llm/port.js';
import { districtAggregates } from './district-aggregates.js';
import type { ComposedDocument } from './document.js';
import type { DistrictReportFacts } from './facts.js';
import { paragraphsOf } from './grant-polish.js';
import { ungroundedNumbers } from './grounding.js';

/**
 * The district report's Insights section written by a language model from the same facts and the
 * findings the local engine computed, under the grant narrative's grounding check: prose that quotes
 * a number found in neither the facts nor the findings is not used, and the local findings stay.
 * Any failure of the model leaves the whole local report, with a note saying why.
 */

export const INSIGHTS_HEADING = 'Insights';
const MAX_TOKENS = 900;

function fill(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, key: string) => values[key] ?? whole);
}

/** The facts as the model sees them: inputs plus the aggregates the tables show (schools without charts). */
export function districtFactsForModel(facts: DistrictReportFacts): string {
  const { stamp: _stamp, ...rest } = facts;
  return JSON.stringify({ ...rest, aggregates: districtAggregates(facts.schools) }, null, 1);
}

export async function polishDistrictReport(llm: LlmClient, facts: DistrictReportFacts, draft: ComposedDocument, options: { promptsDirectory?: string } = {}): Promise<ComposedDocument> {
  const index = draft.sections.findIndex((section) => section.heading === INSIGHTS_HEADING);
  const insights = draft.sections[index];
  if (!insights || !insights.bullets || insights.bullets.length === 0) return draft;
  const directory = options.promptsDirectory ?? path.join(projectRoot(), 'prompts', 'district-report');
  const findings = insights.bullets.map((bullet) => `- ${bullet}`).join('\n');
  let paragraphs: string[];
  try {
    const [system, template] = await Promise.all([fs.readFile(path.join(directory, 'system.md'), 'utf8'), fs.readFile(path.join(directory, 'insights.md'), 'utf8')]);
    const factsJson = districtFactsForModel(facts);
    const prompt = fill(template, { district: facts.district.name, facts: factsJson, draft: findings, words: String(Math.max(120, findings.split(/\s+/).length)) });
    const reply = await llm.complete({ system, messages: [{ role: 'user', content: prompt }], maxTokens: MAX_TOKENS });
    paragraphs = paragraphsOf(reply, INSIGHTS_HEADING);
    if (paragraphs.length === 0) return { ...draft, notes: [...draft.notes, 'Insights: the model returned no text; the local findings are kept.'] };
    const invented = ungroundedNumbers(paragraphs.join(' '), [factsJson, findings]);
    if (invented.length > 0) {
      return { ...draft, notes: [...draft.notes, `Insights: the model's text quoted numbers not in the facts (${invented.join(', ')}); the local findings are kept.`] };
    }
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { ...draft, notes: [...draft.notes, `The language model ${llm.name} could not write the insights (${reason}); this is the local engine's text.`] };
  }
  const sections = draft.sections.map((section, position) => (position === index ? { heading: INSIGHTS_HEADING, paragraphs } : section));
  return { ...draft, sections, engine: llm.name };
}
