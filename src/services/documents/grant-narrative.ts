import { CITATIONS } from '../../../seeds/reference/citations.js';
import type { ComposedDocument, DocumentSection, SourceEntry } from './document.js';
import type { CitationFacts, GrantNarrativeFacts } from './facts.js';
import { costPrincipleCitationIds, budgetJustification, sustainabilityPlan } from './narrative-budget.js';
import { narrativeContext } from './narrative-context.js';
import { executiveSummary, statementOfNeed } from './narrative-need.js';
import { evaluationPlan, goals, projectDesign } from './narrative-plan.js';
import { datasetSource } from './sources.js';

/**
 * The grant narrative of POST /grants/write, written by the local template engine: seven sections
 * whose wording is chosen by the school's numbers (see docs/DOCUMENTS.md). The same facts always
 * give the same text; nothing here reads a clock, a random source or a store.
 */

export const GRANT_SECTION_HEADINGS = [
  'Executive Summary',
  'Statement of Need',
  'Goals',
  'Project Design',
  'Evaluation Plan',
  'Budget Justification',
  'Sustainability Plan',
] as const;

export type GrantNarrative = ComposedDocument & { sections: DocumentSection[] };

function uniqueSources(citations: readonly CitationFacts[]): SourceEntry[] {
  const seen = new Set<string>();
  const sources: SourceEntry[] = [];
  for (const citation of citations) {
    if (seen.has(citation.label)) continue;
    seen.add(citation.label);
    sources.push({ label: citation.label, summary: citation.summary, url: citation.url });
  }
  return sources;
}

export function composeGrantNarrative(facts: GrantNarrativeFacts): GrantNarrative {
  const context = narrativeContext(facts);
  const { program, school } = facts;
  const costPrinciples = costPrincipleCitationIds(context).flatMap((id) => {
    const citation = CITATIONS[id];
    return citation ? [{ label: citation.label, summary: citation.summary, url: citation.url }] : [];
  });
  const citations = [
    ...(program.purchase_rule?.citations ?? []),
    ...program.citations,
    ...(program.supplement_not_supplant?.citations ?? []),
    ...costPrinciples,
  ];
  return {
    title: `${context.programShort} Grant Narrative: ${school.name}`,
    subtitle: `${program.name}${program.assistance_listing ? ` (Assistance Listing ${program.assistance_listing})` : ''}. ${program.statute.replace(/\.$/, '')}.`,
    stamp: facts.stamp,
    sections: [
      executiveSummary(context),
      statementOfNeed(context),
      goals(context),
      projectDesign(context),
      evaluationPlan(context),
      budgetJustification(context),
      sustainabilityPlan(context),
    ],
    sources: [datasetSource(facts.stamp, school), ...uniqueSources(citations)],
    engine: 'local',
    notes: [],
  };
}
