import { budgetFigures, type BudgetFigures } from './budget-figures.js';
import type { GrantNarrativeFacts, ProgramDocumentFacts, PurchaseDocumentFacts, SchoolDocumentFacts } from './facts.js';
import { count } from './format.js';
import { goalTargets, type GoalTarget } from './goal-targets.js';
import { needProfile, type NeedProfile } from './need-profile.js';

/**
 * What every section of a grant narrative reads: the facts plus the judgements and arithmetic made
 * once from them (need profile, targets, budget), so the sections cannot disagree with each other.
 */

/** Purchases grouped by what a project built on them looks like. */
export type PurchaseFamily = 'technology' | 'instruction' | 'services' | 'other' | 'none';

const FAMILY_OF_CATEGORY: Readonly<Record<string, PurchaseFamily>> = {
  devices: 'technology',
  software_licenses: 'technology',
  network_equipment: 'technology',
  internet_access: 'technology',
  assistive_technology: 'technology',
  curriculum: 'instruction',
  library_books: 'instruction',
  stem_robotics: 'instruction',
  english_learner_materials: 'instruction',
  assessment: 'instruction',
  career_technical_equipment: 'instruction',
  tutoring: 'services',
  after_school: 'services',
  mental_health_sel: 'services',
  family_engagement: 'services',
  professional_development: 'services',
  special_education_services: 'services',
  transportation: 'services',
};

export interface NarrativeContext {
  school: SchoolDocumentFacts;
  program: ProgramDocumentFacts;
  purchase: PurchaseDocumentFacts | null;
  profile: NeedProfile;
  goals: GoalTarget[];
  budget: BudgetFigures;
  family: PurchaseFamily;
  /** "Title I, Part A", "IDEA Part B": the program name before its subtitle. */
  programShort: string;
  /** "1,240 students" or "its students" when enrollment is unknown. */
  students: string;
  /** The purchase in lower case for use mid-sentence, or a generic phrase when there is none. */
  item: string;
}

export function purchaseFamily(category: string | null | undefined): PurchaseFamily {
  if (category === undefined || category === null) return 'none';
  return FAMILY_OF_CATEGORY[category] ?? 'other';
}

function lowerFirst(text: string): string {
  return /^[A-Z][a-z]/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}

/** Price phrases a description may carry ("at $329 each", "@ 89.99", "for $500 total"), which the budget states instead. */
const PRICE_PHRASE = /\s*(?:,|\bat\b|@|\bfor\b|\bcosting\b)?\s*(?:\$\s*[\d,]+(?:\.\d+)?\s*(?:k|m|thousand|million)?|(?<=@\s*)[\d,]+(?:\.\d+)?)(?:\s*(?:each|apiece|per\s+\w+|total|in total|usd|dollars))?/gi;

/** The purchase named without its price: "30 Chromebooks at $329 each" -> "30 Chromebooks". */
export function itemName(description: string): string {
  const stripped = description.replace(PRICE_PHRASE, '').replace(/\s{2,}/g, ' ').trim().replace(/[.,;:\s]+$/, '');
  return lowerFirst(stripped || description.trim());
}

export function narrativeContext(facts: GrantNarrativeFacts): NarrativeContext {
  const { school, program, purchase } = facts;
  const description = purchase ? itemName(purchase.description) : '';
  return {
    school,
    program,
    purchase,
    profile: needProfile(school),
    goals: goalTargets(school),
    budget: budgetFigures(purchase, school.enrollment, school.per_pupil_expenditure),
    family: purchase ? purchaseFamily(purchase.category) : 'none',
    programShort: program.name.split(':')[0]!.trim(),
    students: school.enrollment !== null ? `${count(school.enrollment)} students` : 'its students',
    item: description ? lowerFirst(description) : 'the activities described in this proposal',
  };
}
