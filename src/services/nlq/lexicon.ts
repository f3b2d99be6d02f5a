import { STATES } from '../../../seeds/states.js';

/**
 * The words of the data: what people call each measure, level, locale, program and tier, mapped to
 * the graph's property names (docs/GRAPH-SCHEMA.md). The parser only recognises what is listed here,
 * so every query it builds uses a known property.
 */

export type Subject = 'School' | 'District' | 'Served';
export type Unit = 'percent' | 'count' | 'dollars' | 'ratio' | 'score';

export interface Metric {
  key: string;
  /** How the answer names it. */
  label: string;
  unit: Unit;
  /** The property that holds it, per subject (Served: on the SERVED relationship). */
  property: Partial<Record<Subject, string>>;
  /** Phrases, as normalised word lists, longest first within the metric. */
  phrases: string[];
}

export const METRICS: readonly Metric[] = [
  { key: 'enrollment', label: 'enrollment', unit: 'count', property: { School: 'enrollment', District: 'enrollment' },
    phrases: ['enrollment', 'enrolled', 'students', 'student', 'pupils', 'kids', 'children'] },
  { key: 'frl_pct', label: 'free or reduced-price lunch share', unit: 'percent', property: { School: 'frl_pct', District: 'poverty_pct' },
    phrases: ['free and reduced price lunch', 'free or reduced price lunch', 'free and reduced lunch', 'free or reduced lunch',
      'free reduced lunch', 'free and reduced', 'free or reduced', 'free reduced', 'free lunch', 'frl percentage', 'frl share', 'frl rate', 'frl', 'low income', 'poverty rate', 'poverty'] },
  { key: 'math_proficiency', label: 'math proficiency', unit: 'percent', property: { School: 'math_proficiency' },
    phrases: ['math proficiency', 'mathematics proficiency', 'math scores', 'math score', 'mathematics', 'math'] },
  { key: 'reading_proficiency', label: 'reading proficiency', unit: 'percent', property: { School: 'reading_proficiency' },
    phrases: ['reading proficiency', 'ela proficiency', 'reading scores', 'reading score', 'reading', 'ela', 'literacy'] },
  { key: 'pupil_teacher_ratio', label: 'pupil-teacher ratio', unit: 'ratio', property: { School: 'pupil_teacher_ratio' },
    phrases: ['pupil teacher ratio', 'student teacher ratio', 'students per teacher', 'class size'] },
  { key: 'per_pupil_expenditure', label: 'spending per pupil', unit: 'dollars', property: { District: 'per_pupil_expenditure' },
    phrases: ['per pupil expenditure', 'per pupil spending', 'spending per pupil', 'spending per student', 'per student spending',
      'expenditure per pupil', 'spend per pupil', 'per pupil', 'per student'] },
  { key: 'total_expenditure', label: 'total expenditure', unit: 'dollars', property: { District: 'total_expenditure' },
    phrases: ['total expenditure', 'total spending', 'expenditure', 'budget'] },
  { key: 'opportunity_score', label: 'opportunity score', unit: 'score', property: { School: 'opportunity_score' },
    phrases: ['opportunity score', 'sales opportunity', 'opportunity'] },
  { key: 'health_score', label: 'health score', unit: 'score', property: { School: 'health_score' }, phrases: ['health score'] },
  { key: 'funding_score', label: 'funding score', unit: 'score', property: { School: 'funding_score' }, phrases: ['funding score'] },
  { key: 'bright_spot_score', label: 'bright-spot score', unit: 'score', property: { School: 'bright_spot_score' }, phrases: ['bright spot score'] },
  { key: 'ell_pct', label: 'English learner share', unit: 'percent', property: { School: 'ell_pct' },
    phrases: ['english learners', 'english language learners', 'ell'] },
  { key: 'swd_pct', label: 'share of students with disabilities', unit: 'percent', property: { School: 'swd_pct' },
    phrases: ['students with disabilities', 'special education share', 'swd'] },
  { key: 'suspension_rate', label: 'suspension rate', unit: 'percent', property: { School: 'suspension_rate' }, phrases: ['suspension rate', 'suspensions'] },
  { key: 'ap_course_count', label: 'AP courses', unit: 'count', property: { School: 'ap_course_count' }, phrases: ['ap courses', 'advanced placement courses'] },
  { key: 'committed_amount', label: 'E-Rate funding committed', unit: 'dollars', property: { Served: 'committed_amount' },
    phrases: ['erate funding', 'erate commitments', 'erate commitment', 'erate money', 'committed amount', 'commitments', 'commitment',
      'committed', 'funding', 'money'] },
];

export const LEVELS: readonly { value: string; phrases: string[] }[] = [
  { value: 'Elementary', phrases: ['elementary', 'elem', 'primary'] },
  { value: 'Middle', phrases: ['middle', 'junior high'] },
  // ("HS" is how busy users write high school: "avg math for HS in Texas".)
  { value: 'High', phrases: ['high school', 'high schools', 'senior high', 'secondary', 'hs'] },
];

export const LOCALES: readonly { value: string; phrases: string[] }[] = [
  { value: 'urban', phrases: ['urban', 'city schools', 'inner city'] },
  { value: 'suburban', phrases: ['suburban', 'suburbs'] },
  { value: 'town', phrases: ['town schools', 'town school', 'town districts', 'town'] },
  { value: 'rural', phrases: ['rural', 'countryside'] },
];

/** Grant programs reached through ELIGIBLE_FOR. Title I itself is the school's own title_i_eligible flag. */
export const PROGRAMS: readonly { value: string; label: string; phrases: string[] }[] = [
  { value: 'TITLE_II_A', label: 'Title II-A', phrases: ['title ii a', 'title ii', 'title 2', 'title two'] },
  { value: 'TITLE_III_A', label: 'Title III-A', phrases: ['title iii a', 'title iii', 'title 3', 'title three', 'english language acquisition'] },
  { value: 'TITLE_IV_A', label: 'Title IV-A', phrases: ['title iv a', 'title iv', 'title 4', 'title four'] },
  { value: 'IDEA_B', label: 'IDEA Part B', phrases: ['idea part b', 'idea b', 'idea', 'special education funding'] },
  { value: '21ST_CCLC', label: '21st Century Community Learning Centers', phrases: ['21st century community learning centers', '21st century', '21st cclc', 'cclc', 'community learning centers'] },
  { value: 'PERKINS_V', label: 'Perkins V', phrases: ['perkins v', 'perkins 5', 'perkins', 'career and technical education'] },
];

export const TITLE_I_PHRASES = ['title i a', 'title i', 'title 1', 'title one'];

export const LEAD_TIERS = ['HOT', 'WARM', 'NURTURE', 'MONITOR'] as const;
export const HEALTH_TIERS: readonly { value: string; phrases: string[] }[] = [
  { value: 'THRIVING', phrases: ['thriving'] },
  { value: 'STABLE', phrases: ['stable health', 'rated stable', 'health tier stable'] },
  { value: 'AT_RISK', phrases: ['at risk'] },
  { value: 'CRITICAL', phrases: ['critical'] },
];

export interface StateEntry {
  abbr: string;
  name: string;
  words: string[];
}

/** Full names, longest first so "west virginia" wins over "virginia". */
export const STATE_NAMES: readonly StateEntry[] = STATES.map((state) => ({
  abbr: state.abbr,
  name: state.name,
  words: state.name.toLowerCase().split(' '),
})).sort((a, b) => b.words.length - a.words.length || b.name.length - a.name.length);

export const STATE_BY_ABBR: ReadonlyMap<string, StateEntry> = new Map(STATE_NAMES.map((state) => [state.abbr, state]));

/**
 * Lower-case abbreviations that are also everyday words ("in", "or", "me", "hi"): they count as a
 * state only when typed in capitals.
 */
export const AMBIGUOUS_ABBREVIATIONS = new Set(['al', 'co', 'de', 'hi', 'id', 'in', 'la', 'ma', 'me', 'mo', 'oh', 'ok', 'or', 'pa', 'ga', 'wa', 'ms', 'md', 'ne', 'sc', 'ut', 'va', 'mt']);

export const NATIONWIDE_PHRASES = ['nationwide', 'nationally', 'national', 'in the us', 'in the usa', 'in the united states', 'in the country',
  'across the country', 'across the us', 'all states', 'in america', 'across america', 'us wide', 'country wide', 'countrywide'];

export const phraseWords = (phrase: string): string[] => phrase.split(' ');
