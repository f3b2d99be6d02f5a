import { type Entities, extractEntities } from './entities.js';

/** Words that open a follow-up: "and for Austin ISD?", "what about Ohio", "same for 123456789012". */
export const CUE = /^\s*(?:and|what about|how about|what if|suppose|same(?: thing| question| again)? for|same for|now|also|then|plus|(?:does|would|will) (?:that|it|this|the answer) (?:change|differ|be different) (?:for|at|if|with)|ok(?:ay)?[,.]?\s*(?:and|now|what about|how about)?)\b/i;

/** The message names a subject (a school, a district or a state) or a detail (a year, a program, a share) to change. */
function namesSubject(entities: Entities): boolean {
  return entities.ncesIds.length > 0 || entities.schoolName !== undefined || entities.districtNames.length > 0 || entities.leaids.length > 0 || entities.states.length > 0 ||
    entities.fundingYear !== undefined || entities.programs.length > 0 || entities.frlPct !== undefined || entities.locale !== undefined;
}

/**
 * A follow-up that names a new subject and asks nothing of its own ("same for Ohio", "and for
 * Woodland County Schools?") repeats the previous request about the new subject: the previous
 * message's entities, with the new school, district or state (and year, program, share) in place
 * of the old. Undefined when the message is not such a follow-up.
 */
/** "and nationally?", "what about nationwide": the previous request over the whole nation. */
const NATIONAL = /\bnation(?:al|ally|wide)\b|\ball (?:the )?states\b|\bthe (?:whole )?(?:us|country)\b|\bacross the us\b/i;

export function followUpEntities(message: string, entities: Entities, previous: string): Entities | undefined {
  const national = NATIONAL.test(message) && entities.states.length === 0;
  if (!namesSubject(entities) && !national) return undefined;
  if (!CUE.test(message) && message.trim().split(/\s+/).length > 6) return undefined;
  const merged: Entities = { ...extractEntities(previous) };
  if (national) merged.states = [];
  if (entities.ncesIds.length > 0 || entities.schoolName !== undefined) {
    merged.ncesIds = entities.ncesIds;
    merged.schoolName = entities.schoolName;
    merged.districtNames = [];
    merged.leaids = [];
  } else if (entities.districtNames.length > 0 || entities.leaids.length > 0) {
    merged.districtNames = entities.districtNames;
    merged.leaids = entities.leaids;
    merged.ncesIds = [];
    delete merged.schoolName;
  }
  if (entities.states.length > 0) merged.states = entities.states;
  if (entities.programs.length > 0) merged.programs = entities.programs;
  if (entities.fundingYear !== undefined) merged.fundingYear = entities.fundingYear;
  if (entities.frlPct !== undefined) merged.frlPct = entities.frlPct;
  if (entities.locale !== undefined) merged.locale = entities.locale;
  return merged;
}
