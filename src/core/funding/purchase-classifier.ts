import { badRequest } from '../../errors.js';
import { cite, type Citation } from '../../../seeds/reference/citations.js';
import { PROGRAMS, type ProgramId } from '../../../seeds/reference/programs.js';
import { eligibleServices, type EligibleServiceResult } from '../erate/eligible-services.js';
import { LOCALE_APPROXIMATION_NOTE } from '../erate/locale.js';
import { parseAmounts, type ParsedAmounts } from './price-parser.js';
import { CATEGORY_FUNDING, type FundingRule, type SchoolCondition, type Strength } from './purchase-programs.js';
import { PURCHASE_TAXONOMY, type PurchaseCategoryId } from './purchase-taxonomy.js';
import { checkCondition, type SchoolFacts } from './school-facts.js';
import { containsTerm, term, tokens, type Term } from './text-match.js';

export type Confidence = 'HIGH' | 'MEDIUM' | 'LOW';

export interface FundingProgramMatch {
  program_id: ProgramId;
  name: string;
  strength: Strength;
  justification: string;
  /** What the school must be for the rule to apply (absent when the rule has no condition). */
  requires: string | null;
  /** National annual appropriation (whole dollars) and its fiscal year. */
  annual_pool: number;
  annual_pool_fiscal_year: number;
  citations: Citation[];
}

export interface ExcludedProgram {
  program_id: ProgramId;
  reason: string;
}

export interface PurchaseMatch {
  category: PurchaseCategoryId;
  label: string;
  confidence: Confidence;
  reason: string;
  score: number;
  matched_keywords: string[];
  funding_programs: FundingProgramMatch[];
  /** Programs the category could use but this school does not qualify for (only with a school). */
  excluded_programs: ExcludedProgram[];
}

export interface PurchaseClassification {
  description: string;
  matches: PurchaseMatch[];
  parsed: ParsedAmounts;
  erate: EligibleServiceResult;
  citations: Citation[];
}

const WEIGHTS = { strong: 3, normal: 2, weak: 1 } as const;
type Weight = keyof typeof WEIGHTS;
const DESCRIPTION_LIMIT = 2_000;

interface VocabularyTerm extends Term {
  category: PurchaseCategoryId;
  weight: Weight;
}

/** Built per call: the taxonomy is small (about 500 terms), and no module-level state is kept. */
function vocabulary(): VocabularyTerm[] {
  return PURCHASE_TAXONOMY.flatMap((entry) =>
    (['strong', 'normal', 'weak'] as const).flatMap((weight) => entry[weight].map((text) => ({ ...term(text), category: entry.id, weight }))),
  );
}

/** Matched terms, without any term that lies inside a longer matched term ("computer" inside "computer science"). */
function matchedTerms(textStems: string[]): VocabularyTerm[] {
  const found = vocabulary().filter((phrase) => containsTerm(textStems, phrase));
  return found.filter((phrase) => !found.some((other) => other.stems.length > phrase.stems.length && containsTerm(other.stems, phrase)));
}

function confidenceOf(found: VocabularyTerm[]): { confidence: Confidence; score: number; reason: string } {
  const score = found.reduce((sum, phrase) => sum + WEIGHTS[phrase.weight], 0);
  const describe = (weight: Weight) => found.filter((phrase) => phrase.weight === weight).map((phrase) => `"${phrase.text}"`);
  const strong = describe('strong');
  const normal = describe('normal');
  if (strong.length > 0) return { confidence: 'HIGH', score, reason: `names the category directly: ${strong.join(', ')}` };
  if (normal.length >= 2) return { confidence: 'HIGH', score, reason: `several category terms: ${normal.join(', ')}` };
  if (normal.length === 1) return { confidence: 'MEDIUM', score, reason: `one usual category term: ${normal.join(', ')}` };
  if (score >= 2) return { confidence: 'MEDIUM', score, reason: `only hint words, but more than one: ${describe('weak').join(', ')}` };
  return { confidence: 'LOW', score, reason: `a single hint word: ${describe('weak').join(', ')}` };
}

const REQUIREMENTS: Record<SchoolCondition, string> = {
  title_i_schoolwide: 'a Title I schoolwide program (at least 40% low-income; 20 U.S.C. 6314(a)(1))',
  title_i_school: 'a Title I school',
  english_learners: 'English learners enrolled',
  students_with_disabilities: 'students with disabilities served',
  secondary_cte: 'a secondary (high) school CTE program',
  cclc_priority: 'priority: schools eligible for schoolwide programs (at least 40% low-income)',
};

const WEAKER: Record<Strength, Strength> = { STRONG: 'MODERATE', MODERATE: 'WEAK', WEAK: 'WEAK' };
const STRENGTH_ORDER: Record<Strength, number> = { STRONG: 0, MODERATE: 1, WEAK: 2 };

function erateNote(school: SchoolFacts | undefined, erate: EligibleServiceResult): string {
  if (!erate.eligible || erate.category === null) return '';
  const rate = school?.erate_district ?? null;
  if (rate === null) return '';
  const discount = erate.category === 1 ? rate.category1 : rate.category2;
  return ` The school's district-wide rate (47 CFR 54.505(b)(1)): at the district's ${rate.nslp_pct}% NSLP (${rate.rural ? 'rural' : 'urban'}), the Category ${erate.category} discount is ${discount}%. ${LOCALE_APPROXIMATION_NOTE}`;
}

function applyRule(
  rule: FundingRule,
  school: SchoolFacts | undefined,
  erate: EligibleServiceResult,
): { program?: FundingProgramMatch; excluded?: ExcludedProgram } {
  const reference = PROGRAMS[rule.program];
  if (rule.program === 'E_RATE' && !erate.eligible) {
    return { excluded: { program_id: 'E_RATE', reason: `Not an E-Rate eligible service: ${erate.reason}` } };
  }
  let strength = rule.strength;
  let justification = rule.justification + (rule.program === 'E_RATE' ? erateNote(school, erate) : '');
  if (rule.condition && school) {
    const check = checkCondition(rule.condition, school);
    if (check.met === false && rule.condition !== 'cclc_priority') {
      return { excluded: { program_id: rule.program, reason: `Requires ${REQUIREMENTS[rule.condition]}, but ${check.reason}.` } };
    }
    if (check.met === false) {
      strength = 'WEAK';
      justification += ` This school is not a priority school: ${check.reason}.`;
    } else if (check.met === null) {
      strength = WEAKER[strength];
      justification += ` Not confirmed for this school: ${check.reason}.`;
    } else {
      justification += ` This school qualifies: ${check.reason}.`;
    }
  }
  return {
    program: {
      program_id: rule.program,
      name: reference.name,
      strength,
      justification,
      requires: rule.condition ? REQUIREMENTS[rule.condition] : null,
      annual_pool: reference.appropriation.amount,
      annual_pool_fiscal_year: reference.appropriation.fiscalYear,
      citations: rule.citationIds.map(cite),
    },
  };
}

/**
 * What a purchase is, with the programs that could pay for it. With a school, rules that need a fact the
 * school lacks are moved to `excluded_programs` (e.g. Title III without English learners).
 */
export function classifyPurchase(description: string, school?: SchoolFacts): PurchaseClassification {
  if (typeof description !== 'string' || description.trim().length === 0) {
    throw badRequest('item_description must be a non-empty text.', [{ field: 'item_description', message: 'required' }]);
  }
  if (description.length > DESCRIPTION_LIMIT) {
    throw badRequest(`item_description is longer than ${DESCRIPTION_LIMIT} characters.`, [{ field: 'item_description', message: `at most ${DESCRIPTION_LIMIT} characters` }]);
  }
  const found = matchedTerms(tokens(description));
  const erate = eligibleServices(description);
  const byCategory = new Map<PurchaseCategoryId, VocabularyTerm[]>();
  for (const phrase of found) byCategory.set(phrase.category, [...(byCategory.get(phrase.category) ?? []), phrase]);

  const matches: PurchaseMatch[] = [...byCategory.entries()].map(([category, phrases]) => {
    const programs: FundingProgramMatch[] = [];
    const excluded: ExcludedProgram[] = [];
    for (const rule of CATEGORY_FUNDING[category]) {
      const outcome = applyRule(rule, school, erate);
      if (outcome.program) programs.push(outcome.program);
      if (outcome.excluded) excluded.push(outcome.excluded);
    }
    programs.sort((left, right) => STRENGTH_ORDER[left.strength] - STRENGTH_ORDER[right.strength]);
    return {
      category,
      label: PURCHASE_TAXONOMY.find((entry) => entry.id === category)!.label,
      ...confidenceOf(phrases),
      matched_keywords: phrases.map((phrase) => phrase.text),
      funding_programs: programs,
      excluded_programs: excluded,
    };
  });
  matches.sort((left, right) => right.score - left.score);
  // Hint-only categories next to a confident one are noise ("support" beside "tutoring").
  const kept = matches.some((match) => match.confidence === 'HIGH') ? matches.filter((match) => match.confidence !== 'LOW') : matches;

  const citationIds = new Set<string>(['2cfr200.403']);
  for (const match of kept) for (const program of match.funding_programs) for (const citation of program.citations) citationIds.add(citation.id);
  if (kept.some((match) => match.category === 'devices')) citationIds.add('2cfr200.453');
  if (erate.eligible || kept.some((match) => match.category === 'devices')) citationIds.add('usac-esl');
  return { description, matches: kept, parsed: parseAmounts(description), erate, citations: [...citationIds].map(cite) };
}
