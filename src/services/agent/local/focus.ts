import type { ChatMessage } from '../types.js';

/**
 * What a later turn means by "it" or "the district": the subject of the last answer. Answers name
 * a school as "NCES <12 digits>" and a district as "LEA <7 digits>"; a user message may give the bare ids.
 */
export interface Focus {
  nces?: string;
  leaid?: string;
}

export function focusFrom(history: ChatMessage[]): Focus {
  for (let index = history.length - 1; index >= 0; index -= 1) {
    const message = history[index]!;
    const assistant = message.role === 'assistant';
    const nces = (assistant ? /NCES (\d{12})/ : /\b(\d{12})\b/).exec(message.content)?.[1];
    const leaid = (assistant ? /LEA (\d{7})\b/ : /\b(\d{7})\b/).exec(message.content)?.[1];
    if (nces || leaid) return { ...(nces ? { nces } : {}), ...(leaid ? { leaid } : {}) };
  }
  return {};
}

/** The user's message before this turn: the request a follow-up ("same for Ohio") repeats. */
export function lastUserMessage(history: ChatMessage[]): string | undefined {
  for (let index = history.length - 1; index >= 0; index -= 1) if (history[index]!.role === 'user') return history[index]!.content;
  return undefined;
}
