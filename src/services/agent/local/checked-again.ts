import { type Entities, extractEntities, subjectNamed } from './entities.js';
import { PROGRAM_PATTERNS } from './lexicon.js';

/** A compliance answer: the thing checked, then one numbered line per program ("1. E_RATE: PROHIBITED. ..."). */
const COMPLIANCE_ANSWER = /^Compliance of "([^"]+)"/;
const VERDICT_LINE = /^\d+\. ([A-Z][A-Z0-9_]+): /gm;

/** How a follow-up opens: "what about ...", "and ...", "under ...", or the thing with "though". */
// ("Second: new LED lighting in the gym." after the first of a list checked: the next thing, under the same program.)
const FOLLOWS_UP = /^\W*(?:(?:ok(?:ay)?|so|but)\W+)?(?:and|what about|how about|under|for|with|same (?:for|under))\b|\bthough\W*$|^\W*(?:second|third|fourth|fifth|next|lastly|last one|another)\s*[:,—–-]/i;
/** Every program asked instead of one. */
const EVERY_PROGRAM = /\b(?:any|every|each|all)(?: of)?(?: the)? (?:federal )?programs?\b|\bcheck (?:them|it) all\b/i;

/** Words around a follow-up's thing that are no part of it: "what about firewalls though?", "and switches too?". */
const AROUND_THING = /^\W*(?:(?:and|ok(?:ay)?|so|but|what about|how about|second|third|fourth|fifth|next|lastly|last one|another)\W+)*|(?:\s+(?:though|then|instead|too|as well|also))*\s*[?.!]?\s*$/gi;

/**
 * A short follow-up to a compliance answer that changes one of its two parts: the program ("what
 * about Title IV-A for them?", "and E-Rate?") with the thing checked kept, or the thing ("firewalls
 * though?") with the program kept. The entities to check, or undefined when the message is not such a
 * follow-up (a school named, a longer question, a thing and a program both new).
 */
export function checkedAgain(message: string, entities: Entities, lastAnswer: string): Entities | undefined {
  // ("ha, figured. What about books as the prize instead, same program?": a reaction before the follow-up is no part of it.)
  message = message.replace(/^\W*(?:ha(?:ha)?|lol|ugh|ok(?:ay)?|right|got it|figured|makes sense|fair enough|thought so)\b[^.?!]{0,20}[.!]\s+/i, '');
  const checked = COMPLIANCE_ANSWER.exec(lastAnswer)?.[1];
  // (Only a follow-up: "what's Perkins' CFDA number?", "which vendors do the most internal connections work?" ask things of their own.)
  if (!checked || subjectNamed(entities) || message.trim().split(/\s+/).length > 12 || !FOLLOWS_UP.test(message)) return undefined;
  // ("what about under any program — check them all": every program.)
  const everyProgram = EVERY_PROGRAM.test(message);
  const programNow = entities.programs.length > 0 || entities.erate || everyProgram;
  // ("what about E-Rate for wifi at the football stadium?": a thing of its own beside the program, which the follow-up reading weighs.)
  // ("and 21st CCLC? last one I promise": the chatter after the program asks nothing more.)
  const residue = PROGRAM_PATTERNS.reduce((rest, { pattern }) => rest.replace(new RegExp(pattern.source, 'gi'), ' '), message.replace(AROUND_THING, '').replace(/\?\s*(?:last one|one more|i promise|promise|thanks|thank you|sorry)\b[^?]*$/i, ''))
    .replace(/\be-?rate\b|\bc2\b|\bcategory (?:2|two)\b|\b(?:for|under|with|on|using|them|it|those|these|that|the same(?: (?:thing|one|item|stuff|cost))?|instead|then|too|specifically|check|all|any|every|each|of|the|federal|programs?)\b|[^a-z0-9]/gi, '');
  if (programNow && residue === '' && (!entities.item || /^(?:them|it|those|these|that|the same(?: \w+)?)$/i.test(entities.item))) {
    return { ...entities, item: checked, ...(everyProgram ? { programs: [], erate: false } : {}) };
  }
  // ("and caps and gowns - any program at all?": a new thing, weighed under every program.)
  if (everyProgram && entities.programs.length === 0 && !entities.erate) {
    const thing = message.replace(AROUND_THING, '').replace(/\s*[-–—,:]?\s*(?:under |with |for |from )?(?:any|every|each|all)(?: of)?(?: the)? (?:federal )?programs?\b.*$/i, '').trim();
    if (thing.length >= 3 && !/\?/.test(thing) && !subjectNamed(extractEntities(thing)) && !/^(?:it|that|this|them|those|these|the same)$|\b(?:is|are|can|could|does|do|would|will|which|what|who|how)\b/i.test(thing)) return { ...entities, item: thing, programs: [], erate: false };
  }
  const programs = [...lastAnswer.matchAll(VERDICT_LINE)].map((line) => line[1]!);
  // ("and their hotel + airfare on the same Title II line?": the program said again is the one checked.)
  const sameProgram = programs.length === 1 && !everyProgram && (entities.erate ? programs[0] === 'E_RATE' : entities.programs.length === 1 && entities.programs[0] === programs[0]);
  if ((programNow && !sameProgram) || programs.length !== 1) return undefined;
  // ("firewalls though?": the message is the thing, less the words around it and the program said again.)
  const thing = entities.item ?? message.replace(AROUND_THING, '').replace(/\s+(?:on|under|with|from|out of|using) (?:the same |that |our )?(?:title|idea|perkins|e-?rate|21st)\b.*$/i, '')
    // ("what about light refreshments at a family math night, same funding source?": the source kept is no part of the thing.)
    .replace(/,\s*(?:same|under|with|from|using|on|for the same)\b.*$/i, '').replace(/\s+(?:instead|too|as well|then)$/i, '')
    // ("the PoE switches the cameras plug into": the switches, not the cameras.)
    .replace(/\s+(?:that |which )?(?:the|our|their) [\w-]+ (?:plug|connect|hook|feed)s? (?:into|in|to)\b.*$/i, '').trim();
  if (thing.length < 3 || /\?/.test(thing) || subjectNamed(extractEntities(thing))) return undefined;
  if (/^(?:it|that|this|them|those|these|the same)$/i.test(thing) || /\b(?:is|are|can|could|does|do|would|will|which|what|who|how)\b/i.test(thing)) return undefined;
  const [program] = programs as [string];
  return { ...entities, item: thing, ...(program === 'E_RATE' ? { erate: true, programs: [] } : { erate: false, programs: [program] }) };
}
