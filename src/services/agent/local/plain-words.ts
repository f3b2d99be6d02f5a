import { asTyped } from './spoken-words.js';

/**
 * Words of users writing English as a second language, rewritten to the English the rules read:
 * Spanish school words mixed in ("rank distritos by spend", "falta de maestros in CA", "our
 * escuela"), and near-misses of short words the typo reader leaves alone ("wich", "more then").
 * Only lower-case words are rewritten: a capitalised "Escuela" or "Distrito" may begin a school's name.
 * A dictated message is first put in the spelling a typed one would have (spoken-words.ts).
 */
const REWRITES: [RegExp, string][] = [
  [/\bdistritos\b/g, 'districts'],
  [/\bdistrito\b/g, 'district'],
  [/\bescuelas\b/g, 'schools'],
  [/\bescuela\b/g, 'school'],
  [/\b(?:maestr[oa]s|profesor(?:e|a)s)\b/g, 'teachers'],
  [/\bfalta de\b/g, 'shortage of'],
  [/\bestudiantes\b/g, 'students'],
  // "fractions y linear equations": a list joined the Spanish way.
  [/(?<=[a-z] )y(?= [a-z])/g, 'and'],
  [/\bwich\b/gi, 'which'],
  // "top 5 districs", "superintendnet changes": near-misses the typo reader would read only after the names are found.
  [/\bdistric(?:t?s)\b/g, 'districts'],
  [/\bsuperintend(?:net|ant|nt)(s?)\b/g, 'superintendent$1'],
  [/\batleast\b/gi, 'at least'],
  [/\bbigest\b/g, 'biggest'],
  // "the statewide enrollment total": the total said first, as the rules read it.
  [/\benrol(?:l)?ment total\b/gi, 'total enrollment'],
  // "who's the super there?": the superintendent, as staff call the post.
  [/\b(the|our|their|your|its|new) (?:super|supe)\b(?=\s*(?:there|at|of|for|in|[?.!,]|$))/gi, '$1 superintendent'],
  // "for Frontier Senior High School in Phoenix specifically": the follow-up, said with emphasis.
  [/,?\s+(?:specifically|in particular)(?=\s*[?.!]*\s*$)/gi, ''],
  // "# of Title I elementary schools": the sign read as its word.
  [/(^|[\s(])#\s?of\b/gi, '$1number of'],
  [/\b(more|less|fewer|bigger|smaller|higher|lower|better|worse) then\b/gi, '$1 than'],
  [/\bprofiency\b/gi, 'proficiency'],
  // "frl over50": a comparison run into its number.
  [/\b(over|under|above|below)(?=\d)/gi, '$1 '],
  // "how many points above expectation it lands": a distance, not a count of anything.
  [/\bhow many (?:percentage )?(?:points|pts)\b/gi, 'how far'],
  // "which federal programs could legally pay?": whether it may pay, no other question.
  [/\b(could|can|would|will|may|might) legally (pay|cover|fund|be used)\b/gi, '$1 $2'],
  // "is allowed with title IV-A for sure?": how sure, not a thing bought "for".
  [/,?\s+for (?:sure|certain)\b/gi, ''],
  // Program ids as the API spells them ("TITLE_IV_A", "21ST_CCLC", "IDEA_B", "PERKINS_V"): the programs' names.
  [/\bTITLE_(I|II|III|IV)_A\b/gi, 'Title $1-A'],
  [/\b21ST_CCLC\b/gi, '21st CCLC'],
  // "21st Century Community Learning Centers money", "21st Century (21st CCLC) funds": the program by its short name, so no word of it is read as a school's.
  [/\b21st[- ]century community learning cent(?:er|re)s?(?:\s*\((?:21st )?cclc\))?|\b21st[- ]century\s*\((?:21st )?cclc\)/gi, '21st CCLC'],
  [/\bIDEA_B\b/gi, 'IDEA Part B'],
  [/\bPERKINS_V\b/gi, 'Perkins V'],
  // Measures as the API spells them ("by adminPct", "biggest equityScore gaps"): the measures' names.
  [/\badminPct\b/g, 'admin share'],
  [/\binstructionPct\b/g, 'instruction share'],
  [/\btotalExp\b/g, 'total expenditure'],
  [/\bperPupil\b/g, 'per-pupil spending'],
  [/\bequityScore\b/g, 'equity score'],
  [/\bsuspensionRate\b/g, 'suspension rate'],
  [/\bpupilTeacherRatio\b/g, 'pupil-teacher ratio'],
  [/\bapCourseCount\b/g, 'AP course count'],
  // "25 ipad 400$ each": the sign written after the amount, as in much of the world.
  [/(?<![\w$,.])(\d[\d,]*(?:\.\d+)?)\s?\$(?!\s?\d)/g, '$$$1'],
  // "30 chromebooks 329 each": a count, a thing and its unit price with no sign at all.
  [/\b(\d[\d,]*) ([a-z][\w-]*(?: [a-z][\w-]*){0,2}) (\d[\d,]*(?:\.\d+)?) (each|apiece|per unit)\b/gi, '$1 $2 at $$$3 $4'],
];

export function inPlainWords(text: string): string {
  return REWRITES.reduce((current, [pattern, replacement]) => current.replace(pattern, replacement), asTyped(text));
}
