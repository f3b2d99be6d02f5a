import type { ProgramId } from '../../../seeds/reference/programs.js';
import type { EligibleServiceResult } from '../erate/eligible-services.js';
import type { ParsedAmounts } from './price-parser.js';
import type { PurchaseMatch } from './purchase-classifier.js';
import { CATEGORY_FUNDING } from './purchase-programs.js';
import type { PurchaseCategoryId } from './purchase-taxonomy.js';
import { containsTerm, term } from './text-match.js';

/**
 * The compliance rules, one object per rule. Each rule says which programs it speaks to, whether the
 * item triggers it, and the verdict it gives. The engine (compliance.ts) takes the most severe verdict
 * of the rules that fire for a program, and lists every fired rule's condition and citations.
 */

export type Verdict = 'ALLOWED' | 'RESTRICTED' | 'PROHIBITED';

export interface ComplianceContext {
  textStems: string[];
  matches: PurchaseMatch[];
  parsed: ParsedAmounts;
  erate: EligibleServiceResult;
}

export interface RuleOutcome {
  verdict: Verdict;
  condition: string;
  citationIds: string[];
}

export interface ComplianceRule {
  id: string;
  /** The programs the rule can speak to. */
  programs: readonly ProgramId[];
  /** The outcome for one program, or undefined when the rule does not fire. */
  evaluate(program: ProgramId, context: ComplianceContext): RuleOutcome | undefined;
}

export const ESEA_PROGRAMS: readonly ProgramId[] = ['TITLE_I_A', 'TITLE_II_A', 'TITLE_III_A', 'TITLE_IV_A', '21ST_CCLC'];
export const GRANT_PROGRAMS: readonly ProgramId[] = [...ESEA_PROGRAMS, 'IDEA_B', 'PERKINS_V'];

const SUPPLEMENT_CITATION: Record<ProgramId, string | null> = {
  TITLE_I_A: '20usc6321',
  TITLE_II_A: '20usc6613',
  TITLE_III_A: '20usc6825',
  TITLE_IV_A: 'edgar76',
  IDEA_B: '20usc1413',
  '21ST_CCLC': '20usc7171',
  PERKINS_V: '20usc2391',
  E_RATE: null,
};

/** Categories of tangible goods, which can be equipment under 2 CFR 200.1 (software and services cannot). */
const TANGIBLE_CATEGORIES: readonly PurchaseCategoryId[] = ['devices', 'network_equipment', 'career_technical_equipment', 'stem_robotics', 'furniture', 'assistive_technology', 'safety_security', 'transportation'];

const has = (context: ComplianceContext, category: PurchaseCategoryId, minimum: 'HIGH' | 'MEDIUM' = 'MEDIUM') =>
  context.matches.some((match) => match.category === category && (minimum === 'MEDIUM' ? match.confidence !== 'LOW' : match.confidence === 'HIGH'));

/** A rule triggered by words in the description (stemmed, whole tokens). */
function wordRule(id: string, programs: readonly ProgramId[], words: string[], outcome: RuleOutcome): ComplianceRule {
  const phrases = words.map(term);
  return {
    id,
    programs,
    evaluate: (_program, context) => (phrases.some((phrase) => containsTerm(context.textStems, phrase)) ? outcome : undefined),
  };
}

/** Words that put a cost on English learners ("classes for parents of ELs", "kits for our newcomers"): Title III's own population. */
const ENGLISH_LEARNER_TERMS = ['english learner', 'english language learner', 'multilingual learner', 'emergent bilingual', 'english as a second language', 'el', 'els', 'ell', 'esl', 'newcomer', 'bilingual'].map(term);
const forEnglishLearners = (context: ComplianceContext) => ENGLISH_LEARNER_TERMS.some((phrase) => containsTerm(context.textStems, phrase));

/**
 * How well the matched categories fit a program: "listed" when a category names the program as a STRONG
 * use, or a MODERATE use that depends on nothing but a Title I schoolwide plan, or on English learners when
 * the description says it is for them (Title III's uses include their families' engagement, 20 U.S.C.
 * 6825(c)(3)(A)); "partial" for weaker or other population-bound fits (Perkins only in CTE); else "none".
 */
function fitOf(program: ProgramId, context: ComplianceContext): 'listed' | 'partial' | 'none' {
  const rules = context.matches.flatMap((match) => CATEGORY_FUNDING[match.category].filter((rule) => rule.program === program));
  const listed = rules.some(
    (rule) => rule.strength === 'STRONG' || (rule.strength === 'MODERATE' && (rule.condition === undefined || rule.condition === 'title_i_schoolwide' || (rule.condition === 'english_learners' && forEnglishLearners(context)))),
  );
  if (listed) return 'listed';
  return rules.length > 0 ? 'partial' : 'none';
}

/** Scope of a program: listed uses are allowed, weak fits and unlisted uses restricted to the program's purpose. */
function scopeRule(id: string, program: ProgramId, restriction: string, citationIds: string[]): ComplianceRule {
  return {
    id,
    programs: [program],
    evaluate: (_program, context) => {
      if (fitOf(program, context) === 'listed') return { verdict: 'ALLOWED', condition: `A listed use of the program: ${restriction}`, citationIds };
      return { verdict: 'RESTRICTED', condition: `Not a typical use; allowable only ${restriction}`, citationIds };
    },
  };
}

export const COMPLIANCE_RULES: readonly ComplianceRule[] = [
  {
    id: 'cost_principles',
    programs: GRANT_PROGRAMS,
    evaluate: () => ({
      verdict: 'ALLOWED',
      condition: 'The cost must be necessary, reasonable and allocable to the grant, consistently treated and documented (2 CFR 200.403-405); state-administered formula grant rules of EDGAR apply.',
      citationIds: ['2cfr200.403', '2cfr200.404', '2cfr200.405', 'edgar76'],
    }),
  },
  {
    id: 'supplement_not_supplant',
    programs: GRANT_PROGRAMS,
    evaluate: (program) => {
      const citation = SUPPLEMENT_CITATION[program];
      return citation ? { verdict: 'ALLOWED', condition: 'Must supplement, not supplant, state and local funds.', citationIds: [citation] } : undefined;
    },
  },
  scopeRule('title_i_program_fit', 'TITLE_I_A', 'in a schoolwide program\'s plan (at least 40% low-income) or for children identified for targeted assistance.', ['20usc6314', '20usc6315']),
  scopeRule('title_ii_program_fit', 'TITLE_II_A', 'as part of professional development, recruitment, retention or class-size reduction for educators.', ['20usc6613']),
  scopeRule('title_iv_program_fit', 'TITLE_IV_A', 'under one of the three purposes: well-rounded education, safe and healthy students, effective use of technology.', ['20usc7116', '20usc7117', '20usc7118', '20usc7119']),
  scopeRule('title_iii_english_learners', 'TITLE_III_A', 'for English learners\' language acquisition and academic achievement.', ['20usc6825']),
  scopeRule('idea_excess_cost', 'IDEA_B', 'for the excess cost of special education and related services for children with disabilities.', ['20usc1413']),
  scopeRule('perkins_cte_only', 'PERKINS_V', 'as part of a CTE program of study supported by the comprehensive local needs assessment.', ['20usc2355', '20usc2354']),
  scopeRule('cclc_out_of_school_time', '21ST_CCLC', 'as part of a community learning center program during non-school hours.', ['20usc7171', '20usc7175']),
  {
    id: 'title_iv_a_technology_cap',
    programs: ['TITLE_IV_A'],
    evaluate: (_program, context) =>
      (['devices', 'software_licenses', 'network_equipment', 'internet_access'] as const).some((category) => has(context, category))
        ? { verdict: 'RESTRICTED', condition: 'Technology infrastructure (devices, equipment, software) may use no more than 15% of the LEA\'s Title IV-A effective-use-of-technology funds.', citationIds: ['20usc7119'] }
        : undefined,
  },
  {
    id: 'computing_devices',
    programs: GRANT_PROGRAMS,
    evaluate: (_program, context) =>
      has(context, 'devices')
        ? { verdict: 'ALLOWED', condition: 'Computing devices under the equipment threshold are supplies; they may be direct costs when essential and allocable, but not solely dedicated, to the award.', citationIds: ['2cfr200.453'] }
        : undefined,
  },
  {
    id: 'equipment_prior_approval',
    programs: GRANT_PROGRAMS,
    evaluate: (_program, context) => {
      if (!TANGIBLE_CATEGORIES.some((category) => has(context, category))) return undefined;
      // With no quantity stated, a single price is taken as the price of one item ("CNC machine $45,000").
      const { unit_price, quantity, total } = context.parsed;
      const unit = unit_price ?? (quantity === null || quantity === 1 ? total : null);
      return unit !== null && unit >= 10_000
        ? { verdict: 'RESTRICTED', condition: `A unit cost of $${unit.toLocaleString('en-US')} is equipment (>= $10,000 from October 1, 2024): capital expenditure needs prior written approval of the grantor.`, citationIds: ['2cfr200.1', '2cfr200.439'] }
        : undefined;
    },
  },
  {
    id: 'esea_construction',
    programs: [...ESEA_PROGRAMS, 'IDEA_B', 'PERKINS_V'],
    evaluate: (program, context) => {
      if (!has(context, 'facilities', 'HIGH')) return undefined;
      if (program === 'IDEA_B') return { verdict: 'RESTRICTED', condition: 'Construction or alteration of facilities only with approval under IDEA section 604 (e.g. accessibility).', citationIds: ['20usc1404', '2cfr200.439'] };
      if (program === 'PERKINS_V') return { verdict: 'RESTRICTED', condition: 'Buildings and renovation are capital expenditures needing prior written approval; confirm the state allows it for a CTE program.', citationIds: ['2cfr200.439'] };
      return { verdict: 'PROHIBITED', condition: 'ESEA funds may not pay for construction, renovation or repair of school facilities except as the Act authorizes.', citationIds: ['20usc7906', '2cfr200.439'] };
    },
  },
  {
    id: 'esea_transportation',
    programs: [...ESEA_PROGRAMS, 'IDEA_B'],
    evaluate: (program, context) => {
      if (!has(context, 'transportation')) return undefined;
      if (program === '21ST_CCLC') return { verdict: 'ALLOWED', condition: 'Transportation that lets students attend the center is a reasonable program cost.', citationIds: ['20usc7175', '2cfr200.403'] };
      if (program === 'IDEA_B') return { verdict: 'RESTRICTED', condition: 'Transportation only as a related service in a child\'s IEP.', citationIds: ['34cfr300.34'] };
      return { verdict: 'RESTRICTED', condition: 'ESEA funds may not pay for transportation unless the Act authorizes it for the activity.', citationIds: ['20usc7906'] };
    },
  },
  {
    id: 'food_costs',
    programs: GRANT_PROGRAMS,
    evaluate: (_program, context) =>
      has(context, 'food')
        ? { verdict: 'RESTRICTED', condition: 'Food only when necessary and reasonable for an allowable activity (e.g. light refreshments at a family engagement event); meals, parties and celebrations are not.', citationIds: ['2cfr200.403', '2cfr200.438'] }
        : undefined,
  },
  wordRule('supplanting_signal', GRANT_PROGRAMS, ['state required', 'required by state', 'state mandated', 'mandated', 'core textbook', 'core curriculum adoption', 'replace existing', 'replacement of existing', 'previously paid by', 'district general fund'], {
    verdict: 'RESTRICTED',
    condition: 'The description suggests a cost state or local funds must or did pay; federal funds may not take their place (presumption of supplanting).',
    citationIds: ['20usc6321', '20usc1413', 'edgar76'],
  }),
  wordRule('advertising', GRANT_PROGRAMS, ['advertising', 'advertisement', 'billboard', 'marketing campaign', 'radio ad', 'social media ads'], {
    verdict: 'RESTRICTED',
    condition: 'Advertising is allowable only for recruiting staff or participants, procurement, disposal of property, or program outreach.',
    citationIds: ['2cfr200.421'],
  }),
  wordRule('promotional_items', GRANT_PROGRAMS, ['promotional items', 'promotional', 'swag', 'giveaways', 'giveaway', 'memorabilia', 'souvenirs', 'branded t shirts', 'logo merchandise'], {
    verdict: 'PROHIBITED',
    condition: 'Promotional items and memorabilia, including gifts and souvenirs, are unallowable.',
    citationIds: ['2cfr200.421'],
  }),
  wordRule('alcohol', ['TITLE_I_A', 'TITLE_II_A', 'TITLE_III_A', 'TITLE_IV_A', 'IDEA_B', '21ST_CCLC', 'PERKINS_V', 'E_RATE'], ['alcohol', 'alcoholic', 'beer', 'wine', 'liquor', 'champagne', 'cocktails'], {
    verdict: 'PROHIBITED',
    condition: 'Alcoholic beverages are unallowable.',
    citationIds: ['2cfr200.423'],
  }),
  wordRule('entertainment', GRANT_PROGRAMS, ['entertainment', 'party', 'celebration', 'amusement park', 'concert tickets', 'movie tickets', 'dj', 'reward trip', 'banquet'], {
    verdict: 'PROHIBITED',
    condition: 'Entertainment (amusement, diversion, social activities) is unallowable unless it has a programmatic purpose and is in the approved budget or has prior written approval.',
    citationIds: ['2cfr200.438'],
  }),
  // ("Bibles for religion class" under Title IV-A equitable services: religious instruction is never a federal education cost.)
  wordRule('religious_use', GRANT_PROGRAMS, ['bible', 'bibles', 'religion class', 'religion classes', 'religious instruction', 'religious education', 'religion curriculum', 'catechism', 'worship', 'prayer books', 'chapel', 'theology', 'scripture', 'hymnals', 'rosaries', 'quran', 'torah'], {
    verdict: 'PROHIBITED',
    condition: 'Federal education funds may not pay for religious worship, instruction or proselytization, or for equipment and supplies used for them; equitable services for private school students must be secular, neutral and nonideological.',
    citationIds: ['edgar76.532', '20usc7881'],
  }),
  wordRule('lobbying', GRANT_PROGRAMS, ['lobbying', 'lobbyist', 'political campaign'], {
    verdict: 'PROHIBITED',
    condition: 'Lobbying and political activity are unallowable.',
    citationIds: ['2cfr200.450'],
  }),
  {
    id: 'erate_eligible_services',
    programs: ['E_RATE'],
    evaluate: (_program, context) => {
      const { erate } = context;
      if (erate.eligible) {
        return {
          verdict: 'ALLOWED',
          condition: `${erate.reason} Category ${erate.category}: bid through a Form 470 with a 28-day wait, price weighted most${erate.category === 2 ? ', within the five-year Category Two budget' : ''}.`,
          citationIds: ['usac-esl', '47cfr54.502', '47cfr54.503', '47cfr54.511'],
        };
      }
      if (erate.service_type === 'INELIGIBLE') {
        return { verdict: 'PROHIBITED', condition: `${erate.reason} Matched: ${erate.matched_keywords.join(', ')}.`, citationIds: erate.citations.map((citation) => citation.id) };
      }
      return { verdict: 'PROHIBITED', condition: 'Not a Category One or Category Two service on the Eligible Services List.', citationIds: ['usac-esl', '47cfr54.502'] };
    },
  },
  {
    id: 'erate_end_user_devices',
    programs: ['E_RATE'],
    evaluate: (_program, context) =>
      has(context, 'devices') || has(context, 'assistive_technology')
        ? { verdict: 'PROHIBITED', condition: 'End-user devices (laptops, tablets, Chromebooks, phones) are never E-Rate eligible.', citationIds: ['usac-esl'] }
        : undefined,
  },
];
