import { type Entities, extractEntities, subjectNamed } from './entities.js';

/** A school's E-Rate eligibility as its answer opens: "X (AZ, NCES 040011400123) is ELIGIBLE for E-Rate." */
export const SCHOOL_ERATE_ANSWER = /^[^\n]*\([A-Z]{2}, NCES \d{12}\) is [A-Z_]+ for E-Rate\./;

/** Answers about E-Rate money: a Category 2 budget, a school's E-Rate eligibility, the discount matrix. */
const ERATE_ANSWER = new RegExp(`^Category 2 budget\\b|${SCHOOL_ERATE_ANSWER.source}|^At \\d[\\d.]*% NSLP eligibility\\b`);

/** A thing's standing under that money asked: "are wireless controllers eligible?", "something they can put against that budget?". */
const STANDING_ASKED = /\beligible\b|\b(?:put|charge|count|apply) (?:\w+ )?(?:against|toward|towards|to) (?:that|the|this|their|our) (?:budget|money|c2)\b|\bcover(?:ed)? by (?:that|it|e-?rate)\b/i;

/** The thing, as the question names it. */
const THING_ASKED = [
  // "are wireless controllers eligible?", "and is a managed firewall eligible for that?"
  /^\W*(?:(?:and|ok(?:ay)?|so|also)\W+)*(?:is|are)\s+(?!(?:it|that|this|they|those|these|all|the gear|the stuff|everything)\b)([a-z0-9][^?]{2,80}?)\s+(?:(?:actually|really|even|still|also|all)\s+)?eligible\b/i,
  // "are Meraki AP licenses something they can put against that budget?"
  /^\W*(?:(?:and|ok(?:ay)?|so|also)\W+)*(?:is|are)\s+([a-z0-9][^?]{2,80}?)\s+something (?:they|we|the school|the district) (?:can|could) (?:put|charge|count)\b/i,
  // "is the gear I'm quoting eligible for that? Aruba access points and a couple core switches": told after the question.
  /\?\s+((?!(?:i|we|they|it|that|this|just|thanks|pls|please)\b)[a-z0-9][^?.!]{3,100})[.!]?\s*$/i,
];

/** A word for the thing said before: "all of that gear", "it", "those". */
const THING_POINTED_AT = /\b(?:all (?:of )?(?:that|this|the) (?:gear|stuff|equipment|hardware)|(?:that|this|the) (?:gear|stuff|equipment|hardware)|(?:is|are) (?:it|that|this|they|those|these|all of (?:it|that)))\b/i;

/**
 * "are wireless controllers eligible?" right after a Category 2 budget, a school's E-Rate discount or the
 * matrix: the thing checked under E-Rate, the money just talked of. The thing is the one the question
 * names, else the one said earlier when the question points back at it ("is all of that gear actually
 * eligible?"). Undefined for any other message.
 */
export function gearAfterErate(message: string, lastAnswer: string, earlierItem: string | undefined): Entities | undefined {
  if (!ERATE_ANSWER.test(lastAnswer) || !STANDING_ASKED.test(message)) return undefined;
  const said = extractEntities(message);
  if (subjectNamed(said) || said.programs.length > 0) return undefined;
  const named = THING_ASKED.map((pattern) => pattern.exec(message)?.[1]?.trim()).find((thing) => thing !== undefined);
  // (The thing the question names first: "is the gear I'm quoting eligible? Aruba access points ..." names it after.)
  const item = named ?? said.item ?? (THING_POINTED_AT.test(message) ? earlierItem : undefined);
  return item ? { ...said, item, erate: true, programs: [] } : undefined;
}
