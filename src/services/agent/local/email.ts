import { extractEntities, subjectNamed } from './entities.js';

/**
 * A message written as a letter ("Dear team, ... Could you pull X? ... Best, Daniel"): who is writing
 * and why fill most of it, and what is asked sits in a paragraph or two. The rules read the
 * paragraphs that ask; a subject named only in the telling ("I am the technology director at X")
 * stays with them.
 */

/** A letter's opening line: "Dear colleagues,", "Hello,", "Hi all,", "Good morning team,". */
const GREETING = /^\s*(?:dear\b[^\n]{0,60}|(?:hello|hi|hey|greetings|good (?:morning|afternoon|evening))(?:\s+[\w ]{0,30})?)[,!:.]?\s*$/i;

/** A letter's closing: "Best,", "Thank you,", "With gratitude for your help,", "Many thanks". */
const SIGN_OFF = /^\s*(?:best(?: regards| wishes)?|kind regards|regards|warm regards|sincerely|thanks?(?: you)?(?: so much| again| in advance)?|many thanks|cheers|with (?:gratitude|thanks|appreciation)\b[^\n]{0,40}|respectfully|all the best)[,.!]?\s*$/i;

/** A paragraph that asks: a question, or a request in the letter's polite forms. */
// ("Please excuse my English" and "I want to check this myself" ask nothing.)
const ASKS = /\?|\b(?:could|can|would) you\b|\bwould it be possible\b|\bplease (?:(?:could|can|would) you )?(?:pull|send|give|show|find|tell|let|generate|run|check|share|provide|draft|write|make|prepare|look|list|help|compare)\b|\b(?:i|we) (?:need|want|would like|'d like) (?:to know|to see|to get|to find|the|a|an|your|you to|some|help)\b|\bi am (?:looking for|hoping)\b|\bmy question\b/i;

export function letterAsk(message: string): string {
  const lines = message.split('\n');
  const first = lines.find((line) => line.trim() !== '') ?? '';
  const signOff = lines.findIndex((line) => SIGN_OFF.test(line));
  if (!GREETING.test(first) && signOff < 0) return message;
  const body = lines.slice(GREETING.test(first) ? lines.indexOf(first) + 1 : 0, signOff >= 0 ? signOff : lines.length).join('\n');
  const paragraphs = body.split(/\n\s*\n/).map((paragraph) => paragraph.replace(/\s*\n\s*/g, ' ').trim()).filter((paragraph) => paragraph !== '');
  if (paragraphs.length < 2) return paragraphs[0] ?? message;
  const asking = paragraphs.filter((paragraph) => ASKS.test(paragraph));
  if (asking.length === 0 || asking.length === paragraphs.length) return paragraphs.join(' ');
  // ("I am the technology director at X. ... How much C2 budget do we have left?": the subject was told, then asked about.)
  const subject = subjectNamed(extractEntities(asking.join(' '))) ? undefined : paragraphs.find((paragraph) => subjectNamed(extractEntities(paragraph)));
  return [...(subject ? [subject] : []), ...asking].join(' ');
}
