import { normaliseSynonyms } from './synonyms.js';

/**
 * The catalogue fallback: when the rules read no intent, each available tool is scored against the
 * message by the words of its name, title, description and group (stemmed tokens, a few synonyms,
 * IDF over the catalogue's own texts), and the best tool is used when it clearly wins. It reads what
 * the rules never listed, so a request said in new words still finds the tool the catalogue offers.
 */

/** What the fallback needs of a tool: the catalogue's own words for it. */
export interface CatalogueEntry {
  name: string;
  title: string;
  description: string;
  group: string;
}

/** Tools the fallback never picks: the generic query tool (the rules' own fallback) and the agent. */
const NEVER_PICKED = new Set(['query', 'query_ask', 'agent_chat', 'schools_bulk_import', 'extract_document']);

const STOPWORDS = new Set(
  ('a an the of for to in on at by with from and or but is are was were be been it its this that these those ' +
    'what which who whom how where when why do does did can could would should will may might me my our we us you your ' +
    'i they them their there here any some all about as if so than then too very just also please tell show give get find ' +
    'want need like know look up one ones school schools k12 k-12 us data tool use used using returns return each per ' +
    'not no yes into out over under more most less much many only same other new s').split(/\s+/),
);

/** Words that mean what the catalogue says in other words: each rewritten to the catalogue's word. */
const SYNONYMS: Record<string, string> = {
  teaching: 'teacher', teach: 'teacher', educators: 'teacher', educator: 'teacher', staff: 'teacher', unfilled: 'shortage', hire: 'shortage',
  vacancy: 'shortage', vacancies: 'shortage', understaffed: 'shortage', staffing: 'shortage', hiring: 'shortage', shortfall: 'shortage',
  achievement: 'gap', disparity: 'gap', disparities: 'gap', inequity: 'gap', inequities: 'gap', unequal: 'gap',
  tam: 'market', addressable: 'market', industry: 'market',
  provider: 'vendor', providers: 'vendor', supplier: 'vendor', suppliers: 'vendor', spin: 'vendor', isp: 'vendor',
  meeting: 'board', meetings: 'board', agenda: 'board', agendas: 'board', minutes: 'board', trustees: 'board',
  lookalike: 'look-alike', lookalikes: 'look-alike', twin: 'similar', twins: 'similar', clone: 'similar', clones: 'similar',
  snapshot: 'profile', rundown: 'profile', lowdown: 'profile', factsheet: 'profile', demographics: 'profile',
  expenditure: 'spending', expenditures: 'spending', spend: 'spending', outlay: 'spending', budget: 'spending',
  administration: 'administrative', admin: 'administrative', overhead: 'administrative',
  prospect: 'opportunity', prospects: 'opportunity', pipeline: 'opportunity',
  deadline: 'filing', deadlines: 'filing', calendar: 'filing', window: 'filing',
  superintendent: 'contact', principal: 'contact', email: 'contact', phone: 'contact',
  qualify: 'qualification', qualifies: 'qualification',
  allowable: 'compliance', allowed: 'compliance', unallowable: 'compliance', permitted: 'compliance',
};

/** A light stemmer: plural, -ing, -ed, -ly, -ies endings cut so "shortages" meets "shortage". */
export function stem(word: string): string {
  let w = word;
  if (w.length > 4 && w.endsWith('ies')) return `${w.slice(0, -3)}y`;
  if (w.length > 5 && w.endsWith('ing')) w = w.slice(0, -3);
  else if (w.length > 4 && w.endsWith('ed')) w = w.slice(0, -2);
  else if (w.length > 4 && w.endsWith('ly')) w = w.slice(0, -2);
  else if (w.length > 3 && w.endsWith('es') && /(?:ss|sh|ch|x)es$/.test(w)) w = w.slice(0, -2);
  else if (w.length > 3 && w.endsWith('s') && !w.endsWith('ss') && !w.endsWith('us')) w = w.slice(0, -1);
  return w.endsWith('e') && w.length > 4 ? w.slice(0, -1) : w;
}

/** The stemmed content words of a text, synonyms rewritten to the catalogue's words. */
export function tokens(text: string): string[] {
  return normaliseSynonyms(text)
    .toLowerCase()
    .replace(/_/g, ' ')
    .split(/[^a-z0-9-]+/)
    .flatMap((word) => (word.includes('-') && word !== 'e-rate' && word !== 'look-alike' ? word.split('-') : [word]))
    .filter((word) => word.length > 1 && !STOPWORDS.has(word) && !/^\d+$/.test(word))
    .map((word) => SYNONYMS[word] ?? word)
    .map(stem);
}

/** Each tool's catalogue words, tokenised once: tool definitions live as long as the process. */
const wordsOfTool = new WeakMap<CatalogueEntry, { strong: Set<string>; weak: Set<string> }>();

function catalogueWords(entry: CatalogueEntry): { strong: Set<string>; weak: Set<string> } {
  let words = wordsOfTool.get(entry);
  if (!words) {
    words = { strong: new Set(tokens(`${entry.name} ${entry.title}`)), weak: new Set(tokens(`${entry.description} ${entry.group}`)) };
    wordsOfTool.set(entry, words);
  }
  return words;
}

export interface FallbackChoice {
  tool: string;
  score: number;
  /** The runner-up's score: the choice is made only when the winner clears it by the margin. */
  runnerUp: number;
  /** How many of the message's words the winner's texts hold. */
  matched: number;
}

/** Least score a winner needs (about two distinctive words), and how far it must lead the runner-up. */
export const MIN_SCORE = 2.2;
export const MARGIN = 1.35;

/**
 * The tool whose catalogue words best match the message, or undefined when none clearly wins.
 * Name and title words count twice (they say what the tool is); description and group once.
 * `anchored`: the message names a school, district or state (it is about K-12 data); otherwise two words must match.
 */
export function catalogueFallback(entries: readonly CatalogueEntry[], message: string, exclude: ReadonlySet<string> = NEVER_PICKED, anchored = true): FallbackChoice | undefined {
  const candidates = entries.filter((entry) => !exclude.has(entry.name) && !NEVER_PICKED.has(entry.name));
  if (candidates.length === 0) return undefined;
  const docs = candidates.map((entry) => ({ name: entry.name, ...catalogueWords(entry) }));
  const df = new Map<string, number>();
  for (const doc of docs) for (const token of new Set([...doc.strong, ...doc.weak])) df.set(token, (df.get(token) ?? 0) + 1);
  const idf = (token: string) => Math.log((docs.length + 1) / ((df.get(token) ?? docs.length) + 0.5));
  const asked = [...new Set(tokens(message))];
  const scored = docs
    .map((doc) => ({
      tool: doc.name,
      score: asked.reduce((sum, token) => sum + (doc.strong.has(token) ? 2 * idf(token) : doc.weak.has(token) ? idf(token) : 0), 0),
      matched: asked.filter((token) => doc.strong.has(token) || doc.weak.has(token)).length,
    }))
    .sort((a, b) => b.score - a.score || a.tool.localeCompare(b.tool));
  const [best, second] = scored;
  if (!best || best.score < MIN_SCORE) return undefined;
  const runnerUp = second?.score ?? 0;
  if (best.score < runnerUp * MARGIN) return undefined;
  // With no school, district or state named, one shared word ("price", "teaching") is too little: two are needed.
  if (!anchored && best.matched < 2) return undefined;
  return { tool: best.tool, score: best.score, runnerUp, matched: best.matched };
}
