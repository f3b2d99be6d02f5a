import { badRequest } from '../../errors.js';
import { cite, type Citation } from '../../../seeds/reference/citations.js';
import { ALL_PROGRAM_IDS, parseProgramId, PROGRAMS, type ProgramId } from '../../../seeds/reference/programs.js';
import { COMPLIANCE_RULES, type ComplianceContext, type Verdict } from './compliance-rules.js';
import { classifyPurchase } from './purchase-classifier.js';
import type { ParsedAmounts } from './price-parser.js';
import { tokens } from './text-match.js';

export interface ProgramVerdict {
  program_id: ProgramId;
  name: string;
  verdict: Verdict;
  /** The conditions of every rule that fired, most severe first. */
  conditions: string[];
  /** Ids of the rules that fired (see docs/RULES.md). */
  rules: string[];
  citations: Citation[];
}

export interface ComplianceResult {
  item_description: string;
  categories: Array<{ category: string; confidence: string }>;
  parsed: ParsedAmounts;
  verdicts: ProgramVerdict[];
}

const SEVERITY: Record<Verdict, number> = { ALLOWED: 0, RESTRICTED: 1, PROHIBITED: 2 };

function verdictFor(program: ProgramId, context: ComplianceContext): ProgramVerdict {
  const fired = COMPLIANCE_RULES.filter((rule) => rule.programs.includes(program))
    .map((rule) => ({ id: rule.id, outcome: rule.evaluate(program, context) }))
    .filter((entry): entry is { id: string; outcome: NonNullable<typeof entry.outcome> } => entry.outcome !== undefined)
    .sort((left, right) => SEVERITY[right.outcome.verdict] - SEVERITY[left.outcome.verdict]);
  const verdict = fired[0]?.outcome.verdict ?? 'RESTRICTED';
  const citationIds = [...new Set(fired.flatMap((entry) => entry.outcome.citationIds))];
  return {
    program_id: program,
    name: PROGRAMS[program].name,
    verdict,
    conditions: fired.map((entry) => entry.outcome.condition),
    rules: fired.map((entry) => entry.id),
    citations: citationIds.map(cite),
  };
}

/**
 * Whether an item may be bought with each program's funds: ALLOWED, RESTRICTED (only under the listed
 * conditions) or PROHIBITED, with the conditions and citations. Without a program all eight are checked
 * (the seven ED programs and E-Rate); an unknown program is a bad request listing the valid ids.
 */
export function checkCompliance({ itemDescription, program }: { itemDescription: string; program?: string }): ComplianceResult {
  let programs: readonly ProgramId[] = ALL_PROGRAM_IDS;
  if (program !== undefined && program.trim() !== '') {
    const parsed = parseProgramId(program);
    if (!parsed) {
      throw badRequest(`Unknown program "${program}". Valid program ids: ${ALL_PROGRAM_IDS.join(', ')} (IDEA_PART_B is accepted for IDEA_B).`, [
        { field: 'program', message: `must be one of ${ALL_PROGRAM_IDS.join(', ')}` },
      ]);
    }
    programs = [parsed];
  }
  const classification = classifyPurchase(itemDescription);
  const context: ComplianceContext = {
    textStems: tokens(itemDescription),
    matches: classification.matches,
    parsed: classification.parsed,
    erate: classification.erate,
  };
  return {
    item_description: itemDescription,
    categories: classification.matches.map((match) => ({ category: match.category, confidence: match.confidence })),
    parsed: classification.parsed,
    verdicts: programs.map((id) => verdictFor(id, context)),
  };
}
