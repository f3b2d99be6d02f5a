import { tokens } from './catalogue-fallback.js';
import { num } from './format.js';

/**
 * Figures a question names that an answer left out. Each writer says a tool's key numbers, but a
 * question may ask for one the writer does not ("Title I and IDEA revenue", "the national median"):
 * every scalar field of the result is named by the words of its path (`revenue.title_i` → revenue,
 * title), and a field is added after the answer when the question says, close together, every word
 * of its key and of the group it sits in and most words of its path (or every word of a group named
 * by two or more, for all of the group's figures), unless its value is already in the answer.
 */

/** Parts of a result that are not figures about the subject. */
const SKIPPED = new Set(['data_source', 'notice', 'next_cursor', 'upgrade_url', 'reset_time', 'history', 'methodology', 'sources', 'citations']);

/** The words a field's key may be asked by besides its own. */
const ALIASES: Record<string, string[]> = { pct: ['percent', 'percentag', 'share'], frl: ['free', 'lunch', 'low-income'], enrollment: ['student', 'enrol'] };

/** At most this many fields are added: a question asks a few figures, never a record. */
const MAX_ADDED = 4;

interface Field {
  path: string[];
  value: string | number;
}

function fieldsOf(value: unknown, path: string[] = [], out: Field[] = []): Field[] {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return out;
  for (const [key, child] of Object.entries(value)) {
    if (SKIPPED.has(key)) continue;
    if (typeof child === 'number' && Number.isFinite(child)) out.push({ path: [...path, key], value: child });
    else if (typeof child === 'string' && child.length <= 60) out.push({ path: [...path, key], value: child });
    else fieldsOf(child, [...path, key], out);
  }
  return out;
}

const said = (word: string, asked: Set<string>) => asked.has(word) || (ALIASES[word] ?? []).some((alias) => asked.has(alias));

/** The ways an answer may already print a value: 16762.5 as "16,762.5", "16762.5" or "16,763". */
function printed(value: string | number): string[] {
  if (typeof value === 'string') return [value.toLowerCase()];
  return [num(value), String(value), Math.round(value).toLocaleString('en-US')];
}

/** Where the question says a field's words: they must stand together ("the national median"), not apart ("count ... the state"). */
function together(words: string[], sequence: string[]): boolean {
  const places = words.map((word) => sequence.findIndex((token) => token === word || (ALIASES[word] ?? []).includes(token))).filter((place) => place >= 0);
  return places.length >= 2 && Math.max(...places) - Math.min(...places) <= places.length;
}

const COORDINATES = /\blat(?:itude)?\s*(?:\/|and|&|,)\s*long(?:itude)?\b|\blatitude\b|\blongitude\b|\bcoordinates\b|\bgps\b/i;

/** Figures asked in words no path carries: "what score does it take to be HOT?", "which data year are they from?". */
const ASKED_IN_OTHER_WORDS: { pattern: RegExp; path: (match: RegExpExecArray) => string[]; label: string }[] = [
  { pattern: /\b(?:what|which) (?:score|number) (?:does it take|do(?:es)? (?:it|they|you|we|a school) need|is needed) to (?:be|get|reach|make) (hot|warm|nurture)\b/i, path: (match) => ['lead_tier_cutoffs', match[1]!.toUpperCase()], label: 'opportunity score needed for' },
  { pattern: /\bbright[- ]spot\b/i, path: () => ['bright_spot_score'], label: 'bright spot score' },
  // ("Is X classified rural, town, or what?": the school's NCES locale.)
  { pattern: /\b(?:classified|counted|considered|coded|categori[sz]ed) (?:as )?(?:rural|town|urban|suburban|city)\b|\blocale\b/i, path: () => ['locale'], label: 'locale' },
  { pattern: /\b(?:what(?:'s| is)|and) the (?:data )?source\b|\bwhere (?:is|are|does|do) (?:it|they|the data|the (?:numbers|figures)) (?:come )?from\b/i, path: () => ['data_source', 'source'], label: 'source' },
  // ("FRL-predicted (expected) math", "above or below what its FRL rate would predict": the school's expected math.)
  { pattern: /\bexpected\b|\bpredict\w*/i, path: () => ['expected_math'], label: 'expected math (predicted from FRL)' },
  // ("lat/long for X?", "its coordinates": where the school is, for a map, to the digit.)
  { pattern: COORDINATES, path: () => ['latitude'], label: 'latitude' },
  { pattern: COORDINATES, path: () => ['longitude'], label: 'longitude' },
  { pattern: /\bdata year\b|\b(?:which|what) year (?:is|are) (?:it|they|these|those|the (?:figures|numbers|data)) from\b|\b(?:which|what) (?:school |data |survey )?year (?:is|are) (?:the|that|this|its|their) [^?]{0,80}\b(?:figures?|numbers?|data|rates?|percentages?)\b[^?]{0,60}\bfrom\b|\bvintage\b/i, path: () => ['data_source', 'year'], label: 'data year' },
];

function valueAtPath(result: unknown, path: string[]): unknown {
  return path.reduce<unknown>((value, key) => (value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined), result);
}

export function askedFields(question: string, result: unknown, answer: string): string {
  const inOtherWords = ASKED_IN_OTHER_WORDS.flatMap(({ pattern, path, label }) => {
    const match = pattern.exec(question);
    if (!match) return [];
    const at = path(match);
    const value = valueAtPath(result, at);
    const exact = at.at(-1) === 'year' || at.at(-1) === 'latitude' || at.at(-1) === 'longitude';
    return typeof value === 'number' || typeof value === 'string' ? [`${label}${at[0] === 'lead_tier_cutoffs' ? ` ${at[1]}` : ''} ${typeof value === 'number' && !exact ? num(value) : value}`] : [];
  });
  const named = namedFields(question, result, answer);
  const all = [...inOtherWords, ...(named ? [named] : [])];
  return all.length === 0 ? '' : `Also asked: ${all.join('; ')}.`;
}

function namedFields(question: string, result: unknown, answer: string): string {
  const sequence = tokens(question);
  const asked = new Set(sequence);
  if (asked.size === 0) return '';
  const lowerAnswer = answer.toLowerCase();
  const found = fieldsOf(result)
    .map((field) => {
      const words = [...new Set(tokens(field.path.join(' ')))];
      // The field's own key and the group it sits in: "national median", "revenue ... title_i".
      const own = tokens(field.path.slice(-2).join(' '));
      const matched = words.filter((word) => said(word, asked));
      // A group asked whole ("the cutoffs between the tiers": every figure of tier_cutoffs).
      const group = field.path.length > 1 ? tokens(field.path.at(-2)!) : [];
      const groupAsked = group.length >= 2 && group.every((word) => said(word, asked)) && together(group, sequence);
      return { field, words, own, matched: matched.length, close: together(matched, sequence), groupAsked };
    })
    .filter(({ words, own, matched, close, groupAsked }) => groupAsked || (own.length > 0 && own.every((word) => said(word, asked)) && matched >= 2 && matched / words.length >= 0.6 && close))
    .filter(({ field }) => !printed(field.value).some((form) => lowerAnswer.includes(form)))
    .sort((a, b) => b.matched - a.matched || a.words.length - b.words.length)
    .slice(0, MAX_ADDED);
  if (found.length === 0) return '';
  const label = (path: string[]) => path.join(' ').replace(/_/g, ' ');
  return found.map(({ field }) => `${label(field.path)} ${typeof field.value === 'number' ? num(field.value) : field.value}`).join('; ');
}
