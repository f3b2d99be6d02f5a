/**
 * Typo-tolerant reading of intent words: users type "helth", "elegible", "discont". A word of four
 * letters or more that is one edit (insert, delete, substitute or swap two neighbours) from an intent
 * word is read as that word. Only intent words are corrected, never names or other text.
 */

/**
 * Intent words worth correcting. Short or common words that sit one edit from ordinary English
 * ("grant"/"grand", "needs"/"seeds", "peers"/"piers", "leads"/"reads", "funds"/"finds") are left out
 * on purpose: a false correction would send a plain sentence to a tool.
 */
const VOCABULARY = [
  'health', 'healthy', 'eligible', 'eligibility', 'discount', 'discounts', 'funding', 'funded', 'compare', 'comparable',
  'contact', 'contacts', 'opportunity', 'opportunities', 'justification', 'justify', 'allowable', 'allowed', 'unallowable',
  'compliance', 'compliant', 'purchase', 'purchasing', 'narrative', 'proposal', 'equity', 'suspension', 'suspensions',
  'disparity', 'disparities', 'counselor', 'counselors', 'principal', 'superintendent', 'vendors', 'vendor', 'budget',
  'deadline', 'deadlines', 'checklist', 'enrollment', 'overview', 'profile', 'thriving', 'struggling', 'weakness',
  'weaknesses', 'improvement', 'prospects', 'programs', 'program', 'federal', 'qualify', 'perkins', 'category',
  'agenda', 'similar', 'information', 'financially', 'financial', 'report', 'average', 'lookalike', 'lookalikes', 'export',
  'spreadsheet', 'resemble', 'snapshot', 'prospect', 'market', 'markets', 'shortage', 'shortages', 'teacher', 'teachers',
  'spending', 'standards', 'leadership', 'district', 'districts', 'elementary', 'school', 'schools', 'decision', 'makers',
];
const WORDS = new Set(VOCABULARY);

/** Real words one edit from an intent word: never corrected. */
const KEEP = new Set(['wealth', 'wealthy', 'heath', 'contract', 'contracts', 'budge', 'funder', 'resort', 'repost', 'expert', 'exports', 'marked', 'marker', 'markers',
  'sending', 'pending', 'spendings', 'teaches', 'teaching', 'schooled', 'makes', 'maker', 'quality', 'finding', 'takers']);

/** Damerau-Levenshtein distance capped at 2 (only "0, 1 or more" matters here). */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i += 1;
  const restA = a.slice(i + 1);
  const restB = b.slice(i + 1);
  if (a.length === b.length) {
    if (restA === restB) return true; // one substitution
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2); // one swap
  }
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1); // one insert or delete
}

/** The intent word a typed word means, or the word itself when it is not a near miss of one. */
export function correctWord(word: string): string {
  const lower = word.toLowerCase();
  if (lower.length < 4 || WORDS.has(lower) || KEEP.has(lower)) return word;
  return VOCABULARY.find((known) => withinOneEdit(lower, known)) ?? word;
}

/** The text with every near-miss intent word replaced by the word it means. */
export function correctTypos(text: string): string {
  return text.replace(/[A-Za-z]+/g, (word) => correctWord(word));
}
