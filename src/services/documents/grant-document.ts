import type { LlmClient } from '../llm/port.js';
import { renderDocx } from './docx.js';
import type { GrantNarrativeFacts } from './facts.js';
import { composeGrantNarrative, type GrantNarrative } from './grant-narrative.js';
import { polishGrantNarrative, type PolishOptions } from './grant-polish.js';

/**
 * The whole of POST /grants/write below the tool: compose locally, let the language model rewrite
 * it when one is configured, render to .docx. Returns the narrative too, so the caller can report
 * the engine and any notes (e.g. a fallback to the local text).
 */
export async function writeGrantNarrative(
  facts: GrantNarrativeFacts,
  llm: LlmClient | null,
  options: PolishOptions = {},
): Promise<{ narrative: GrantNarrative; docx: Uint8Array }> {
  const draft = composeGrantNarrative(facts);
  const narrative = llm ? await polishGrantNarrative(llm, facts, draft, options) : draft;
  return { narrative, docx: await renderDocx(narrative) };
}
