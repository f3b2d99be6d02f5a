import type { ChatMessage } from '../types.js';
import { extractEntities, subjectNamed } from './entities.js';
import { STATES } from './lexicon.js';

/*
 * A state's figure set against the nation's: "how does average FRL in Texas compare with the national
 * figure?", "and what's the national average, for context?" after a state's math. The nation's market
 * holds its FRL share; other measures are averages the query tool takes over the nation.
 */

/** The nation's figure named: "compare with the national figure", "vs the US average", "the national average". */
const AGAINST_NATION = /\b(?:compare[sd]?|stacks? up|measures? up) (?:with|to|against) (?:the )?(?:national|nationwide|us|u\.s\.|country(?:'s)?) (?:figure|average|avg|number|rate|mean|benchmark|one)s?\b|\b(?:vs\.?|versus|against|relative to) (?:the )?(?:national|nationwide|us|u\.s\.) (?:figure|average|avg|number|rate|mean|benchmark)s?\b|^\W*(?:(?:and|so|ok(?:ay)?)\W+)?what(?:'s| is| about) the (?:national|nationwide|us|u\.s\.) (?:figure|average|avg|number|rate|mean|benchmark)\b/i;

/** Measures an average is taken of, as the query tool names them; FRL is the nation's market figure. */
const MEASURES: [RegExp, string][] = [
  [/\bfrl\b|\bfree (?:or|and|&|\/) reduced\b|\bfree[- ]lunch\b|\bpoverty\b/i, 'frl'],
  [/\bmath\b/i, 'math proficiency'],
  [/\breading\b|\bela\b/i, 'reading proficiency'],
  [/\benrol/i, 'enrollment'],
];

/** The market_summary arguments of each state and of the nation, or the questions for the query tool. */
export type NationalFigure = { markets: { state?: string }[] } | { questions: string[] };

/**
 * The calls that answer a state's figure set against the nation's: the market of each state said (or
 * talked about) and of the nation for FRL, else the average of the measure asked there and nationwide.
 * Undefined when the message names a school or district, or no measure is said now or just before.
 */
export function nationalFigure(message: string, history: ChatMessage[]): NationalFigure | undefined {
  if (!AGAINST_NATION.test(message)) return undefined;
  const said = extractEntities(message);
  if (subjectNamed(said) && said.states.length === 0) return undefined;
  // ("Average math across Texas?", "Same for California.", "And the national average?": the measure said last.)
  const recent = history.filter((entry) => entry.role === 'user').slice(-3).reverse().map((entry) => entry.content);
  const measureOf = (text: string) => MEASURES.find(([words]) => words.test(text))?.[1];
  const measure = measureOf(message) ?? recent.map(measureOf).find((found) => found !== undefined);
  if (!measure) return undefined;
  // ("how do their average FRL rates compare" after two states' profiles: those states.)
  const states = said.states.length > 0 ? said.states : /\btheir\b|\bthose\b|\bthese\b|\bboth\b/i.test(message) ? [...new Set(history.filter((entry) => entry.role === 'user').flatMap((entry) => extractEntities(entry.content).states))] : [];
  if (measure === 'frl') return { markets: [...states.map((state) => ({ state })), {}] };
  return { questions: [...states.map((state) => `What is the average ${measure} of schools in ${STATES[state] ?? state}?`), `What is the average ${measure} of schools nationwide?`] };
}
