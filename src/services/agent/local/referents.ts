import type { ChatMessage } from '../types.js';
import { lastAnswer, lastUserMessage, schoolsSideBySide } from './focus.js';

/*
 * Who "it" is after a list: a list about no one subject leaves "it" open ("pull the health score"
 * after a search), unless the question before singled one out ("the number 1 school"); a document is
 * for one subject, so "one of them" after several asks which.
 */

/** A request for the one at the top of a list: "the number 1 school", "top bright spot?", "the biggest spender". */
export const SINGLED_OUT = /\b(?:number (?:1|one)|#1|no\. ?1)\b|\b(?:the |a )?(?:top|best|worst|biggest|largest|highest|lowest|leading)(?:[- ]\w+)? (?:[\w-]+ ){0,2}(?:school|district|one|bright[- ]spot|lead|prospect|opportunity|vendor|provider|spender|match|peer)\b(?!s)|\bwho(?:'s| is) (?:the )?(?:top|best|biggest|first)\b|\bwhich (?:one|school|district) (?:is|has|had|was)\b/i;

/** The last answer listed several schools (or districts, by `id`) and none leads it ("Schools matching ...", "Districts in TX ranked by ..."): "it" has no one referent. */
export function listWithoutSubject(history: ChatMessage[], id: RegExp): boolean {
  // ("top opportunities in CA: what's the number 1 school?", "top bright spot in California?": one of them was asked for.)
  if (SINGLED_OUT.test(lastUserMessage(history) ?? '')) return false;
  const lines = lastAnswer(history).split('\n');
  if (id.test(lines[0] ?? '')) return false;
  // ("Largest districts: A (LEA ...), B (LEA ...)" under a state's profile: named in one line.)
  const named = new Set([...lines.slice(1).join('\n').matchAll(new RegExp(id.source, 'g'))].map((match) => match[0]));
  return named.size >= 2;
}

/** A document written for one subject: a grant narrative, a report, a justification. */
const ONE_DOCUMENT = /\b(?:narrative|report|justification|proposal|write-?up)\b/i;

/**
 * "draft a Title I narrative for one of them" after two schools set side by side, "build the board
 * report for the district" after two districts compared: a document is for one, so which is asked.
 */
export function whichOfSeveral(message: string, history: ChatMessage[]): string | undefined {
  if (!ONE_DOCUMENT.test(message)) return undefined;
  const answer = lastAnswer(history);
  if (/\b(?:one|either) of (?:them|those|these|the (?:two|three|schools))\b|\beither (?:one|school)\b/i.test(message) && schoolsSideBySide(history).length > 1) {
    const names = [...new Set(answer.split('\n').map((line) => /^(\S.*?) \((?:[^()]*, )?NCES \d{12}/.exec(line)?.[1]).filter((name): name is string => name !== undefined))];
    return `Which school do you mean: ${names.join(' or ')}?`;
  }
  const districts = [...answer.matchAll(/(?:, |\band |^Spending of )([A-Z][^,():]*?) \((?:[A-Z]{2}, )?LEA (\d{7})\)/g)].map((match) => match[1]!);
  if (/^Spending of\b/.test(answer) && districts.length > 1 && /\b(?:the|that|this) district\b|\b(?:one|either) of (?:them|those|these|the (?:two|three|districts))\b/i.test(message)) {
    return `Which district do you mean: ${districts.join(' or ')}?`;
  }
  return undefined;
}
