import type { Metric, Subject } from './lexicon.js';
import { ENROLLMENT, Mentions } from './mentions.js';
import type { NameIndex } from './names.js';
import type { Filters, GroupKey, Operation, ParseOutcome, QueryPlan } from './plan.js';
import { normalise, tokenize } from './text.js';

/**
 * The local engine's semantic parser: a question in plain English -> a QueryPlan. It reads slots
 * (what is asked about, which operation, which measure, which filters) from the words, in any order
 * and case, and refuses to guess: a question it cannot place gets a reason instead of a plan.
 */
const MAX_WORDS = ['highest', 'largest', 'biggest', 'most', 'best', 'greatest', 'maximum', 'max', 'top', 'richest', 'strongest'];
const MIN_WORDS = ['lowest', 'smallest', 'fewest', 'least', 'worst', 'minimum', 'min', 'bottom', 'poorest', 'weakest'];
const SIZE_WORDS = ['largest', 'biggest', 'smallest'];
/** Words for the students themselves: the enrollment measure only when no other measure is named. */
const POPULATION_WORDS = new Set(['students', 'student', 'pupils', 'kids', 'children']);
const GROUP_WORDS: Record<string, GroupKey> = {
  state: 'state', states: 'state', level: 'level', levels: 'level', locale: 'locale', locales: 'locale',
  year: 'funding_year', years: 'funding_year', district: 'district', districts: 'district', vendor: 'vendor', vendors: 'vendor',
};

/** Words that say what is done to a measure, said just before it ("average math proficiency"). */
const OPERATION_WORDS = new Set(['average', 'mean', 'avg', 'typical', 'median', 'highest', 'lowest', 'maximum', 'minimum', 'max', 'min']);

export function parseQuestion(question: string, names: NameIndex): ParseOutcome {
  const tokens = tokenize(normalise(question));
  const m = new Mentions(tokens, question);
  const filters: Filters = { conditions: [] };
  const words = () => tokens.filter((token) => m.free(token.index)).map((token) => token.text);
  const hasWord = (...list: string[]) => tokens.some((token) => m.free(token.index) && list.includes(token.text));

  for (const named of names.find(tokens, m.used)) {
    if (named.kind === 'district') filters.district = named.name;
    else filters.vendor = named.name;
  }
  m.nationwide();
  filters.fundingYear = m.fundingYear();
  filters.state = m.state();
  m.programs(filters);
  m.tiers(filters);
  filters.level = m.level();
  filters.locale = m.locale();

  const erateWords = hasWord('erate', 'vendor', 'vendors', 'provider', 'providers', 'commitment', 'commitments', 'committed', 'spin');
  const subject: Subject = filters.vendor || erateWords || (filters.fundingYear !== undefined && hasWord('funding', 'received', 'receive', 'money'))
    ? 'Served'
    : hasWord('district', 'districts', 'lea', 'leas') && !isGroupWord(tokens, m, ['district', 'districts'])
      ? 'District'
      : filters.district && !hasWord('school', 'schools') ? 'District' : 'School';

  const conditions = m.conditions(subject === 'Served' ? undefined : ENROLLMENT);
  if ('error' in conditions) return { ok: false, reason: conditions.error };
  filters.conditions = conditions;

  const mentions = m.metricMentions().filter((mention) => mention.metric.property[subject] !== undefined || subject === 'Served');
  // "what percent of kids qualify for free lunch": the kids are who is counted, the share named beside them is the measure.
  const population = (mention: { metric: Metric; start: number }) => mention.metric === ENROLLMENT && POPULATION_WORDS.has(tokens[mention.start]!.text);
  const measurable = mentions.filter((mention) => mention.metric.property[subject] !== undefined);
  // ("To show the poverty gradient: average math proficiency of ...": the measure said right after the operation word, not one said in passing before it.)
  const operationAt = tokens.findIndex((token) => m.free(token.index) && OPERATION_WORDS.has(token.text));
  const afterOperation = operationAt >= 0 ? measurable.find((mention) => mention.start > operationAt && mention.start <= operationAt + 3 && !population(mention)) : undefined;
  let metric: Metric | undefined = (afterOperation ?? measurable.find((mention) => !population(mention)) ?? measurable[0])?.metric;
  for (const mention of mentions) for (let index = mention.start; index < mention.end; index += 1) m.used.add(index);

  const number = tokens.find((token) => m.free(token.index) && token.value !== undefined && !token.percent && Number.isInteger(token.value));
  const limit = number?.value;
  const rest = words();
  const has = (...list: string[]) => list.some((word) => rest.includes(word));
  const phrase = (text: string) => ` ${rest.join(' ')} `.includes(` ${text} `);

  const wantsMax = has(...MAX_WORDS);
  const wantsMin = has(...MIN_WORDS);
  const superlative = wantsMax || wantsMin;
  if (!metric && has(...SIZE_WORDS) && subject !== 'Served') metric = ENROLLMENT;

  let groupBy = groupKey(rest);
  let operation: Operation | undefined;
  let countOf: QueryPlan['countOf'];
  const countsSchools = /\b(how many|number of|count|most|fewest|least)\b.*\bschools?\b/.test(rest.join(' '));

  // "Which state has the most ...", "what district received the most ...": one group, best first.
  const groupNoun = (index: number) => (/^\d+$/.test(rest[index + 1] ?? '') ? rest[index + 2] : rest[index + 1]) ?? '';
  let askedGroup = rest.findIndex((word, index) => (word === 'which' || word === 'what') && GROUP_WORDS[groupNoun(index)] !== undefined);
  // "top 5 states by number of schools": states ranked, like "which 5 states have the most schools";
  // "top 3 districts in Texas by total E-Rate commitments" likewise ranks districts.
  if (askedGroup < 0) askedGroup = rest.findIndex((word, index) => (word === 'top' || word === 'bottom') && (groupNoun(index) === 'states' || groupNoun(index) === 'districts'));
  const askedPlural = askedGroup >= 0 && groupNoun(askedGroup).endsWith('s');
  if (askedGroup >= 0 && (superlative || rest[askedGroup] === 'top')) {
    const key = GROUP_WORDS[groupNoun(askedGroup)]!;
    const districtBySize = key === 'district' && subject === 'District' && metric && !countsSchools;
    if (!districtBySize && !(key === 'vendor' && subject !== 'Served')) groupBy = key;
  }

  if (subject === 'Served') {
    countOf = has('district', 'districts') && !(groupBy === 'district') && (has('how', 'number', 'count', 'which', 'what', 'list', 'show')) && !has('vendor', 'vendors', 'provider', 'providers')
      ? 'district' : 'vendor';
    if (filters.vendor && !has('vendor', 'vendors', 'provider', 'providers')) countOf = 'district';
    metric = metric?.property.Served ? metric : undefined;
  }

  const asksCount = phrase('how many') || phrase('number of') || has('count');
  const allText = tokens.map((token) => token.text).join(' ');
  const asksAmountOfStudents = /\b(how many|number of)\b( \w+){0,2} (students|pupils|kids|children|enrolled)\b/.test(allText);
  if (asksAmountOfStudents && subject !== 'Served') metric = ENROLLMENT;

  if (has('average', 'mean', 'avg', 'typical')) operation = 'avg';
  else if (asksAmountOfStudents && !countsSchoolsBeforeStudents(allText)) operation = 'sum';
  else if (subject === 'Served' && (phrase('how much') || has('total', 'sum', 'combined', 'amount')) && !asksCount) operation = 'sum';
  else if (asksCount) operation = 'count';
  else if (has('total', 'sum', 'combined', 'altogether', 'overall') && (metric || subject === 'Served')) operation = 'sum';

  if (groupBy) {
    if (!operation) {
      if (subject === 'Served') operation = 'sum';
      else if (countsSchools || !metric) operation = 'count';
      else operation = metric.unit === 'count' ? 'sum' : 'avg';
    }
    if (operation === 'sum' && subject === 'Served') metric = undefined;
    const plan: QueryPlan = { subject: groupBy === 'district' && subject === 'District' ? 'School' : subject, operation, metric, groupBy, filters, countOf };
    if (askedGroup >= 0 && (superlative || rest[askedGroup] === 'top')) {
      plan.limit = limit ?? (askedPlural || has('top') ? 10 : 1);
      plan.direction = wantsMin && !wantsMax ? 'asc' : 'desc';
    }
    if (operation !== 'count' && operation !== 'sum' && !metric && subject !== 'Served') return { ok: false, reason: 'Which measure should be compared across groups?' };
    return { ok: true, plan };
  }

  const listWords = has('which', 'what', 'list', 'show', 'name', 'give', 'find', 'display', 'top', 'bottom');
  if (superlative && operation !== 'count' && operation !== 'avg' && (operation !== 'sum' || subject === 'Served')) {
    const explicitTop = limit !== undefined || has('top', 'bottom');
    // "Which schools have the highest …" asks for schools; "What is the lowest enrollment among schools …" for a value.
    // ("Among Texas schools over 75% FRL, what's the highest math proficiency anyone reaches?": a value asked after the group.)
    const asksForValue = (rest[0] === 'what' && (rest[1] === 'is' || rest[1] === 'was' || rest[1] === 'the')) || /\bwhat(?: is| was| s|s)? the (?:highest|lowest|maximum|minimum)\b/.test(allText) && !/\b(?:which|list|show|name)\b/.test(allText);
    const askingForThings = (listWords && !asksForValue && (has('schools', 'school', 'districts', 'district', 'vendors', 'vendor', 'providers') || subject === 'Served'))
      || superlativeDescribesThing(tokens, m, [...MAX_WORDS, ...MIN_WORDS]);
    if (explicitTop || askingForThings || subject === 'Served') {
      const plural = has('schools', 'districts', 'vendors', 'providers') || has('top');
      if (subject === 'Served' && !metric) metric = undefined;
      if (subject !== 'Served' && !metric) return { ok: false, reason: 'Ranked by what? Name a measure such as enrollment, FRL, math or reading proficiency.' };
      return { ok: true, plan: { subject, operation: 'top', metric, direction: wantsMin && !wantsMax ? 'asc' : 'desc',
        limit: limit ?? (plural ? 10 : 1), filters, countOf: subject === 'Served' ? (countOf === 'district' && !filters.vendor ? 'district' : countOf) : undefined } };
    }
    if (metric) return { ok: true, plan: { subject, operation: wantsMin && !wantsMax ? 'min' : 'max', metric, filters } };
  }

  if (operation === 'avg' || operation === 'sum') {
    if (!metric && subject !== 'Served') return { ok: false, reason: 'Averages and totals need a measure, e.g. "average math proficiency" or "total enrollment".' };
    return { ok: true, plan: { subject, operation, metric, filters } };
  }
  if (operation === 'count') return { ok: true, plan: { subject, operation, filters, countOf } };

  const namedSomething = has('schools', 'school', 'districts', 'district', 'vendors', 'vendor', 'providers') || filters.district || filters.vendor || subject === 'Served';
  if (namedSomething || (listWords && (metric || hasFilters(filters)))) {
    return { ok: true, plan: { subject, operation: 'list', metric, filters, countOf } };
  }
  return { ok: false, reason: 'The question names no schools, districts or E-Rate vendors to look up.' };
}

function hasFilters(filters: Filters): boolean {
  return Object.entries(filters).some(([key, value]) => (key === 'conditions' ? (value as unknown[]).length > 0 : value !== undefined));
}

/** "how many schools ... students" counts schools; "how many students" sums enrollment. */
function countsSchoolsBeforeStudents(text: string): boolean {
  return /\b(how many|number of)\b( \w+){0,2} schools?\b/.test(text);
}

/** "by district", "per state", "each district": the word names a grouping, not what is asked about. */
function isGroupWord(tokens: ReturnType<typeof tokenize>, m: Mentions, words: string[]): boolean {
  return tokens.some((token, index) => m.free(index) && words.includes(token.text) && ['by', 'per', 'each', 'every'].includes(tokens[index - 1]?.text ?? '')
    && tokens.filter((other) => m.free(other.index) && words.includes(other.text)).length === 1);
}

function groupKey(rest: string[]): GroupKey | undefined {
  for (let index = 0; index < rest.length - 1; index += 1) {
    const word = rest[index]!;
    const next = rest[index + 1]!;
    if (['by', 'per', 'each', 'every'].includes(word) && GROUP_WORDS[next]) {
      if (next === 'year' && rest[index - 1] === 'funding') return 'funding_year';
      return GROUP_WORDS[next];
    }
    if (word === 'by' && next === 'funding' && rest[index + 2] === 'year') return 'funding_year';
  }
  return undefined;
}

const THING_NOUNS = new Set(['school', 'schools', 'district', 'districts', 'vendor', 'vendors', 'provider', 'providers']);

/**
 * "biggest high school", "lowest FRL school": a superlative that describes a school or district
 * (only measures and levels between them) asks for that school, not for a value; "the highest math
 * proficiency of any school" does not.
 */
function superlativeDescribesThing(tokens: ReturnType<typeof tokenize>, m: Mentions, words: string[]): boolean {
  return tokens.some((token, index) => {
    if (!m.free(index) || !words.includes(token.text)) return false;
    let next = index + 1;
    while (next < tokens.length && !m.free(next) && !THING_NOUNS.has(tokens[next]!.text)) next += 1;
    return THING_NOUNS.has(tokens[next]?.text ?? '');
  });
}
