import type { Entities } from './entities.js';

/**
 * The filters of a school export read from the request: "high schools in Ohio over 60% FRL with
 * at least 500 students, hot leads, bright spots only, as CSV". A file is what an export is asked
 * for, so CSV is the format unless JSON is named.
 */
/** The school level a request names ("high schools", "elementary"), not "high-poverty" or "high FRL". */
export function levelNamed(text: string): string | undefined {
  const t = text.toLowerCase();
  if (/\bhigh[- ]schools?\b|\bhigh\b(?!-|\s+(?:poverty|need|needs|frl|performing|minority|school district))/.test(t) && !/\bjunior high\b/.test(t)) return 'High';
  if (/\bmiddle\b|\bjunior high\b/.test(t)) return 'Middle';
  if (/\belementary\b|\bprimary\b/.test(t)) return 'Elementary';
  return undefined;
}

/** A short follow-up that only changes an export's filters ("now elementary", "just the hot leads"). */
/** "every school in the state, all levels": no level kept. */
const ALL_LEVELS = /\ball (?:the )?(?:grade )?levels\b|\bevery school in the state\b/i;

export function refinesExport(message: string, previous: string): boolean {
  // ("How many high schools are there in Texas altogether?": a count asked, not the export narrowed.)
  if (!/\bexport\b|\bcsv\b|\bspreadsheet\b|\bdownload/i.test(previous) || /\bhow many\b/i.test(message)) return false;
  // ("actually make it every school in the state, all levels, same format": the level dropped.)
  if (ALL_LEVELS.test(message) && message.trim().split(/\s+/).length <= 16) return true;
  // ("actually make it high schools in the NURTURE tier, that's where my renewals sit": a filter changed, with a reason after it.)
  const words = message.trim().split(/\s+/).length;
  if (words > 8 && !(words <= 18 && /^\W*(?:(?:actually|ok(?:ay)?|now|no|wait|hmm)\W+)*(?:make it|make that|change (?:it|that) to|switch (?:it )?to|just|only)\b/i.test(message))) return false;
  return levelNamed(message) !== undefined || /\b(?:hot|warm|nurture|monitor)\b|\bbright[- ]spots?\b|\d\s*%|\bjson\b|\bcsv\b|\bfmt\b/i.test(message);
}

export function exportArguments(text: string, entities: Entities): Record<string, unknown> {
  const t = text.toLowerCase();
  const args: Record<string, unknown> = {};
  if (entities.states[0]) args.state = entities.states[0];
  // The level said last wins: "export high schools in Ohio", then "now elementary".
  const level = ALL_LEVELS.test(t.split('\n').at(-1)!) ? undefined : levelNamed(t.split('\n').at(-1)!) ?? levelNamed(t);
  if (level) args.level = level;
  const share = String.raw`(\d{1,3}(?:\.\d+)?)\s*(?:%|percent)`;
  // ("80% or more", "FRL at or above 80%": the same floor.)
  const above = new RegExp(String.raw`\b(?:over|above|more than|at least|at or above|min(?:imum)?|>=?)\s*` + share).exec(t) ?? new RegExp(share + String.raw`\s*(?:or (?:more|higher|above)|\+)`).exec(t);
  const below = new RegExp(String.raw`\b(?:under|below|less than|at most|max(?:imum)?|<=?)\s*` + share).exec(t);
  if (above && Number(above[1]) <= 100) args.min_frl = Number(above[1]);
  if (below && Number(below[1]) <= 100) args.max_frl = Number(below[1]);
  const size = /\b(?:over|above|more than|at least)\s*(\d[\d,]*)\s*(?:students|kids|pupils|enrolled)\b/.exec(t);
  if (size) args.min_enrollment = Number(size[1]!.replace(/,/g, ''));
  const tier = /\b(hot|warm|nurture|monitor)\b(?=\s+(?:leads?|tier|prospects|schools?|accounts?|opps|opportunities))/.exec(t);
  if (tier) args.lead_tier = tier[1]!.toUpperCase();
  // ("high-poverty schools beating the odds in math", then "export that list": the bright spots, by their own test.)
  if (/\bbright[- ]spots?\b|\bbeat(?:s|ing)? the odds\b/.test(t)) args.bright_spot_only = true;
  // ("just the schools that have alerts on them": schools one of the account's alert rules fired for.)
  if (/\b(?:that|which|who) (?:have|has|had) (?:any )?(?:fired )?alerts\b|\bschools with (?:fired )?alerts\b|\balerted schools\b/.test(t)) args.has_alerts = true;
  args.fmt = /\bjson\b/.test(t) && !/\bcsv\b/.test(t) ? 'json' : 'csv';
  return args;
}
