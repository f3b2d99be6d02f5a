import { CITATIONS, type Citation } from '../../../seeds/reference/citations.js';
import { PROGRAMS, type ProgramId } from '../../../seeds/reference/programs.js';
import { CATEGORY_FUNDING } from '../../core/funding/purchase-programs.js';
import { PURCHASE_CATEGORY_IDS, type PurchaseCategoryId } from '../../core/funding/purchase-taxonomy.js';
import type { CitationFacts, ProgramDocumentFacts, ProgramRule } from './facts.js';

/**
 * Program facts from the reference tables (seeds/reference) and the purchase funding rules, so a
 * caller only names the program and, when known, the purchase category.
 */

const SUPPLEMENT_NOT_SUPPLANT = /supplement,? not supplant/i;

/**
 * Programs whose own statute citation in the reference tables is not a supplement-not-supplant
 * rule still fall under the non-supplanting requirements of state-administered formula grants.
 */
const FORMULA_NON_SUPPLANTING: ProgramRule = {
  text: 'As a state-administered federal education program, these funds are subject to the non-supplanting requirements of federal formula grants: they must add to, and may not replace, the state and local funds the school would otherwise receive.',
  citations: [],
};

function toCitationFacts(citation: Citation): CitationFacts {
  return { label: citation.label, summary: citation.summary, url: citation.url };
}

function citationsOf(ids: readonly string[]): CitationFacts[] {
  return ids.flatMap((id) => {
    const citation = CITATIONS[id];
    return citation ? [toCitationFacts(citation)] : [];
  });
}

function isPurchaseCategory(category: string): category is PurchaseCategoryId {
  return (PURCHASE_CATEGORY_IDS as readonly string[]).includes(category);
}

function supplementRule(programId: ProgramId, ruleCitationIds: readonly string[]): ProgramRule | null {
  if (programId === 'E_RATE') return null;
  const own = ruleCitationIds.map((id) => CITATIONS[id]).filter((citation): citation is Citation => citation !== undefined && SUPPLEMENT_NOT_SUPPLANT.test(citation.summary));
  if (own.length > 0) {
    return { text: own.map((citation) => citation.summary).join('; '), citations: own.map(toCitationFacts) };
  }
  return { ...FORMULA_NON_SUPPLANTING, citations: citationsOf(['edgar76']) };
}

/** Document facts of one program, with the rule that covers `purchaseCategory` when the program has one. */
export function programDocumentFacts(programId: ProgramId, purchaseCategory?: string | null): ProgramDocumentFacts {
  const program = PROGRAMS[programId];
  const rule = purchaseCategory && isPurchaseCategory(purchaseCategory)
    ? CATEGORY_FUNDING[purchaseCategory].find((candidate) => candidate.program === programId)
    : undefined;
  return {
    program_id: program.id,
    name: program.name,
    assistance_listing: program.assistanceListing,
    statute: program.statute,
    allowable_uses: [...program.allowableUses],
    purchase_rule: rule ? { text: rule.justification, strength: rule.strength, citations: citationsOf(rule.citationIds) } : null,
    supplement_not_supplant: supplementRule(program.id, program.ruleCitationIds),
    citations: citationsOf(program.ruleCitationIds),
  };
}
