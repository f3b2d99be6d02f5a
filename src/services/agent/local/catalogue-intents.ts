import { readStatedFilters, TWO_LEVELS } from './stated-filters.js';
import type { Entities } from './entities.js';
import { PROGRAM_PATTERNS } from './lexicon.js';

/**
 * Asks about the service and the account rather than schools (usage, plans, watchlists, alerts,
 * status), and about a state's academic standards. Read before the counting rule, so "how many
 * requests do I have left" is this key's usage, not a count over schools.
 */
const RULES: { tool: string; pattern: RegExp }[] = [
  // Every plan's figures ("the daily request limits on each tier") are the plans' table, whatever key asks.
  { tool: 'marketplace_tiers', pattern: /\b(?:each|every|all(?: the)?|per|by|different) (?:tiers?|plans?)\b/ },
  // ("What do the tiers cost and what does each one unlock?": the plans' table.)
  { tool: 'marketplace_tiers', pattern: /\bwhat do (?:the |your )?(?:tiers|plans) cost\b|\bwhat does each (?:one|tier|plan) unlock\b/ },
  // A plan named and priced or capped ("how much is Professional per month", "monthly price of Professional vs Business",
  // "a FREE tier ... which tier does that alias map to"): the plans' table, before what this key has used.
  { tool: 'marketplace_tiers', pattern: /\bhow much is (?:the )?(?:explorer|starter|professional|business|enterprise)\b|\b(?:monthly )?price of (?:the )?(?:explorer|starter|professional|business|enterprise)\b|\b(?:explorer|starter|professional|business|enterprise|free) (?:tier|plan)\b.{0,60}\b(?:alias|maps? to|daily cap)\b|\b(?:explorer|starter|professional|business|enterprise) (?:per|a) month\b/ },
  // The account's keys, several ("list my api keys + what tier each one is on"); one key's tier is its usage.
  { tool: 'marketplace_keys_list', pattern: /\b(?:my|our|all(?: (?:my|our|the))?|which|what|the account's) (?:api )?keys\b|\b(?:list|show)\b.{0,15}\b(?:api )?keys\b|\bkeys (?:do (?:i|we) have|(?:are )?on (?:my|our|this) account)\b/ },
  // ("am I close to my daily API cap?": the key's use against its limit.)
  { tool: 'marketplace_usage', pattern: /\b(?:close to|near|hitting|hit) (?:my|our) (?:daily |monthly )?(?:api |request |ai )?(?:cap|limit|quota)\b|\bhow many (?:ai[- ]quota |ai |api )?(?:lookups|requests|calls|queries) (?:do|have) (?:i|we) (?:have )?left\b|\bdaily limit on (?:lookups|requests|calls|queries)\b.{0,60}\bhow many (?:do|have) (?:i|we) (?:have )?left\b|\b(?:lookups|requests|calls|queries) left (?:today|this month|on (?:our|my) plan)\b|\bwhat (?:tier|plan) am i on\b|\bwhich (?:tier|plan) am i\b|\bmy (?:current )?(?:tier|plan)\b(?! (?:include|get|cost))|\b(?:my|our) own (?:ai |api |daily )?(?:quota|allowance|limit|usage)\b|\b(?:quota|allowance|requests?)\b.{0,30}\b(?:burn(?:ed|t)?|gone|eaten|chewed) through\b|\bburn(?:ed|t)? through\b.{0,30}\b(?:quota|allowance|requests?)\b|\b(?:what|which) (?:tier|plan) (?:is )?(?:my|our|this) (?:api )?key\b|\b(?:my|our) (?:ai )?quota\b|\bai quota\b|\b(?:my|our|this key's|the key's|api) (?:usage|quota|requests|calls|limits?)\b|\brequests? (?:do i|have i|are) (?:have )?(?:left|used|remaining)\b|\bhow many (?:ai |api |agent )?(?:requests|calls)\b|\b(?:my|our|this) (?:api )?key (?:get|gets|have|has|allow)|\brate limit\b|\busage (?:today|this month)\b|\bhow much (?:have|did) i used?\b|\bhave i used\b|\b(?:last|past) \d{1,3} days of (?:api |my |our )?usage\b|\busage (?:for|over) the (?:last|past)\b|\b(?:my|our) (?:api |key's )?(?:request|usage|call) history\b|\b(?:which|what) one am i (?:on|using)\b|\brequest volume\b|\b(?:requests|calls) (?:on|from|with|through) (?:our|my|this|the) (?:api )?key\b/ },
  { tool: 'marketplace_tiers', pattern: /\b(?:tier|plan|level) (?:above|below|up from|higher than|over|after)\b|\bnext (?:tier|plan) up\b|\b(?:explorer|starter|professional|business) (?:tier|plan)s? (?:get|include|cost|offer)|\bwhat(?:'s| is| does) (?:the )?(?:explorer|starter|professional|enterprise)(?: tier| plan)? (?:cost|price)\b|\b(?:pricing|price) (?:plans?|tiers?)\b|\b(?:which|what) (?:plans|tiers)\b|\bapi (?:tiers|plans|pricing)\b|\bhow much does (?:the api|this service|it) cost\b|\bupgrade options\b|\bsubscription (?:plans|tiers|options)\b/ },
  // One watchlist by its id ("what's on watchlist wl_q3texas?").
  { tool: 'watchlists_get', pattern: /\bwl_[a-z0-9_]+\b/ },
  { tool: 'watchlists_list', pattern: /\bwhat watch ?lists\b|\bwatch ?lists (?:i|we)(?:'ve| have) (?:saved|made|created|set up)\b|\bwatch ?lists? (?:do|have) (?:i|we)\b|\b(?:my|our|any) (?:saved |current )?watch ?lists?\b|\b(?:saved|my|our) school lists?\b|\blist (?:of )?watch ?lists\b/ },
  // "which webhook event goes with the 'alert fired' trigger?": the triggers' table names each one's event.
  { tool: 'integrations_triggers', pattern: /\bwebhook events?\b|\bevent names?\b|\bwhich event\b/ },
  // "poll the alert fired one": a trigger's latest items, not the alerts themselves.
  { tool: 'integrations_poll', pattern: /\bpoll(?:s|ed|ing)?\b.*\b(?:new[- _]school[- _]saved|alert[- _]fired|report[- _]generated)\b|\b(?:poll|latest items|recent items|pull the latest)\b.*\b(?:alert|new[- _]school|report)(?:[- _](?:fired|saved|generated))?(?: one| trigger)\b/ },
  // ("how often has each rule fired?" is the rules' own fire counts: the list.)
  { tool: 'alerts_fired', pattern: /^(?!.*\b(?:how often|how many times)\b)[\s\S]*?(?:\bwhat(?:'s| has| have)? (?:fired|triggered|gone off)\b|^\W*(?:(?:so|and|ok(?:ay)?)\W+)?(?:(?:has|have|did) )?(?:anything|any(?: of (?:them|those|these|my rules))?|they|one|either) (?:ever )?(?:fired|triggered|gone off|went off|go off|fire|trigger|tripped)\b|\balerts? (?:that )?(?:fired|triggered|went off)\b|\bfired alerts\b|\balert(?:s| rules?)?\b.{0,25}\b(?:fire[sd]?|firing|trigger(?:ed|s)?|went off|gone off|go off|tripped)\b|\b(?:anything|any) (?:fire|fired|trigger|triggered|go off|went off) (?:on|from|in) (?:my|our|the) alerts?\b|^\W*(?:(?:so|and|ok(?:ay)?)\W+)?which (?:of (?:them|those|these|my rules|the rules) |ones? )(?:have |has )?(?:fired|triggered|went off|gone off)\b|\b(?:alert )?firings\b|\balr_\w+)/ },
  { tool: 'alerts_list', pattern: /\b(?:my|our) alerts?(?: rules)?\b|\balert rules\b|\b(?:what|which) alerts? (?:have|did|do) (?:i|we)\b/ },
  { tool: 'service_health', pattern: /\bwhat data (?:sources|vintage)\b|\bdata sources and years\b|\bvintage of (?:the|your) data\b|\b(?:is )?(?:the )?(?:data )?(?:service|api|server) (?:even )?(?:up|down|healthy|status|working|running|ok(?:ay)?)\b|\bservice health\b|\bsystem status\b|\bwhich (?:dataset|data set) (?:is )?(?:loaded|live|in use|running)\b|\bdataset (?:is )?(?:loaded|in use)\b|\breal data\b|\btest (?:data|dataset)\b|\bwhat is (?:it|this|the data) built from\b|\bwhere does (?:the|your|this) data come from\b/ },
  // Integrations: the triggers a no-code platform can use, a trigger's latest items, the account's webhooks.
  { tool: 'integrations_webhooks_list', pattern: /\bwebhook subscriptions?\b|\bwebhooks?\b.{0,30}\b(?:do (?:i|we) have|have (?:i|we) (?:got|set up))\b|\b(?:my|our|any) webhooks?\b|\bwebhook endpoints?\b|\bwhich webhooks\b|\bwebhooks? (?:am i|are we) subscribed\b|\bwebhooks? (?:set up|registered|configured|do i have)\b/ },
  { tool: 'integrations_poll', pattern: /\b(?:new[- _]school[- _]saved|alert[- _]fired|report[- _]generated)\b/ },
  { tool: 'integrations_triggers', pattern: /\bwhat (?:can|could|should) (?:i|we) poll\b|\bpoll(?:ing)? instead\b|\bzap(?:ier)? triggers?\b|\btriggers? (?:are )?(?:available|(?:can|could) (?:i|we) use|(?:do )?you (?:have|offer|support))\b|\btriggers?\b.*\b(?:zapier|make\.com|n8n|hook up|integrat\w*|connect)\b|\b(?:zapier|n8n)\b/ },
  { tool: 'icp_search', pattern: /\bicp\b|\bideal customer(?: profile)?\b|\bcustomer profile\b|\bfit scores?\b|\brank (?:them|these|those) by fit\b/ },
];

/** Academic standards of a state ("Texas math standards", "does Ohio use Common Core for ELA"). */
const STANDARDS = /\bstandards?\b(?! of living)|\bcommon core\b|\bteks\b/;

/** "what alert rules do I have, and have any of them fired?": the rules and their firings ("how many times each has fired" is the rules' own count). */
const ALERT_RULES_AND_FIRINGS = /\b(?:what|which) alerts? (?:have|do) (?:i|we)\b.{0,60}\b(?:fired|triggered|went off)\b|\b(?:what|which|list|show)\b.{0,20}\balert rules?\b(?!.{0,60}\b(?:how many times|how often|times? (?:each|it|they)|fire counts?)\b).{0,60}\b(?:fired|fire|firings|triggered|went off)\b/;

export function readCatalogueIntents(t: string, entities: Entities): string[] {
  if (ALERT_RULES_AND_FIRINGS.test(t)) return ['alerts_list', 'alerts_fired'];
  for (const rule of RULES) if (rule.pattern.test(t)) return [rule.tool];
  if (STANDARDS.test(t) && entities.states.length > 0 && !/\bjustif|\bgrant\b|\breport\b/.test(t)) return ['standards_certify'];
  return [];
}

/** The subject a standards question names, in the tool's words (Mathematics by default). */
export function standardsSubject(t: string): string | undefined {
  if (/\bmath(?:s|ematics)?\b|\balgebra\b|\bgeometry\b/i.test(t)) return 'Mathematics';
  if (/\bela\b|\benglish\b|\breading\b|\bliteracy\b|\blanguage arts\b/i.test(t)) return 'English Language Arts';
  if (/\bscience\b|\bngss\b|\bstem\b/i.test(t)) return 'Science';
  return undefined;
}

/** icp_search's filters: enrollment and FRL ranges, level, state and programs said in the request. */
export function icpArguments(t: string, entities: Entities): Record<string, unknown> {
  const args: Record<string, unknown> = {};
  if (entities.states[0]) args.state = entities.states[0];
  // The filters of each line, a later line's over an earlier one's ("California high schools", then "sorry, middle schools not high").
  const stated = readStatedFilters(t);
  if (TWO_LEVELS.test(t)) delete args.level;
  else if (stated.level) args.level = stated.level;
  else if (/\bhigh schools?\b/i.test(t)) args.level = 'High';
  else if (/\bmiddle\b/i.test(t)) args.level = 'Middle';
  else if (/\belementary\b/i.test(t)) args.level = 'Elementary';
  const students = /(\d[\d,]*)\s*(?:-|to|–)\s*(\d[\d,]*)\s*(?:students|kids|enrolled)/i.exec(t);
  if (students) {
    args.min_enrollment = Number(students[1]!.replace(/,/g, ''));
    args.max_enrollment = Number(students[2]!.replace(/,/g, ''));
  }
  // ("under 300 students", "600+ enrolment": one end of the size said; the last line that says a size says all of it,
  // "flip it: the small ones, under 500 students" after "500+ kids"; "and cap enrollment at 800" adds to a range said before.)
  else {
    const sized = t.split('\n').map((line) => readStatedFilters(line)).findLast((line) => line.min_enrollment !== undefined || line.max_enrollment !== undefined);
    const capped = sized !== undefined && /^\W*(?:(?:ok(?:ay)?|now|and|also)\W+)*cap\b/i.test(t.split('\n').at(-1)!);
    const size = capped ? { min_enrollment: stated.min_enrollment, max_enrollment: stated.max_enrollment } : sized;
    if (size?.min_enrollment !== undefined) args.min_enrollment = size.min_enrollment;
    if (size?.max_enrollment !== undefined) args.max_enrollment = size.max_enrollment;
  }
  const frlRange = /(\d{1,3})\s*%?\s*(?:-|to|–)\s*(\d{1,3})\s*%\s*(?:frl|free|low-income|poverty)/i.exec(t);
  const frlAbove = /(?:over|above|more than|at least)\s*(\d{1,3})\s*%\s*(?:frl|free|low-income|poverty)|(\d{1,3})\s*%\s*\+\s*(?:frl|free)|(?:frl|free(?: lunch)?|low-income|poverty)\s*(?:of\s*|at\s*)?(\d{1,3})\s*%?\s*(?:\+|or (?:more|higher|above))|(?:frl|free(?: lunch)?)\s*>=?\s*(\d{1,3})|(\d{1,3})\s*%\s*or (?:more|higher|above) (?:on |are |qualify for )?(?:frl|free)/i.exec(t);
  if (frlRange) {
    args.min_frl = Number(frlRange[1]);
    args.max_frl = Number(frlRange[2]);
  } else if (frlAbove) args.min_frl = Number(frlAbove[1] ?? frlAbove[2] ?? frlAbove[3] ?? frlAbove[4] ?? frlAbove[5]);
  // E-Rate is read apart from the programs' names ("eligible for Title I or E-Rate"): it is one of them here.
  // (In the order said: "Title I OR Title IV-A".)
  const said = (id: string) => PROGRAM_PATTERNS.find((program) => program.id === id)?.pattern.exec(t)?.index ?? Number.MAX_SAFE_INTEGER;
  // ("those usually sit in the high E-Rate discount bands": E-Rate told of, not asked as a program the schools qualify for.)
  const erateAsked = entities.erate && !/\be-?rate discount bands?\b/i.test(t);
  const programs = (erateAsked && !entities.programs.includes('E_RATE') ? [...entities.programs, 'E_RATE'] : [...entities.programs]).sort((a, b) => said(a) - said(b));
  if (programs.length > 0) args.programs = programs;
  return args;
}

/** The trigger a poll names, as the tool keys it ("the new-school-saved one" is new_school_saved). */
export function triggerNamed(t: string): string | undefined {
  const full = /\b(new|alert|report)[- _](school[- _]saved|fired|generated)\b/i.exec(t)?.slice(1, 3).join('_').replace(/[- ]/g, '_').toLowerCase();
  if (full) return full;
  // "the alert one", "the new school trigger": a trigger by its first words.
  const short = /\b(alert|new[- _]school|report)(?: one| trigger)\b/i.exec(t)?.[1]!.toLowerCase();
  return short === undefined ? undefined : short === 'alert' ? 'alert_fired' : short === 'report' ? 'report_generated' : 'new_school_saved';
}
