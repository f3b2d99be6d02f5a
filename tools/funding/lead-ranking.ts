import type { SchoolFilter, SchoolListAfter, SchoolProfile } from '../../src/data/dataset/reader.js';
import type { DatasetReader } from '../../src/data/dataset/reader.js';
import { schoolEligibility, type ProgramEligibility } from '../../src/core/funding/eligibility.js';
import { LEAD_WEIGHTS, leadScore, programMatchScore } from '../../src/core/scores/lead-score.js';
import type { LeadTier } from '../../src/core/scores/opportunity.js';
import type { ProgramId } from '../../seeds/reference/programs.js';

/**
 * Ranking schools by the lead score of src/core/scores/lead-score.ts for named programs:
 * lead = 0.6 x opportunity + 0.4 x program match. The match depends on the school's eligibility, so
 * the order cannot come from one SQL sort. The schools are read in opportunity order instead, and the
 * scan stops as soon as no school further down could still reach the page: a school with opportunity o
 * scores at most 0.6 o + 0.4 x 100.
 */

export interface LeadPosition {
  score: number;
  nces_id: string;
}

export interface RankedLead {
  school: SchoolProfile;
  lead_score: number;
  lead_tier: LeadTier;
  program_match: number;
  matched: ProgramEligibility[];
  unmatched: ProgramId[];
}

/** Rows read per query while scanning in opportunity order. */
const SCAN_BATCH = 200;
/** Lead scores are rounded to one decimal; the bound keeps a margin so a rounded tie is never skipped. */
const ROUNDING_MARGIN = 0.1;

function comesAfter(lead: { lead_score: number; nces_id: string }, position: LeadPosition | undefined): boolean {
  if (!position) return true;
  return lead.lead_score < position.score || (lead.lead_score === position.score && lead.nces_id > position.nces_id);
}

function byRank(left: RankedLead, right: RankedLead): number {
  return right.lead_score - left.lead_score || (left.school.nces_id < right.school.nces_id ? -1 : 1);
}

export function rankLead(school: SchoolProfile, programs: readonly ProgramId[]): RankedLead | undefined {
  const eligibility = schoolEligibility(school);
  const matched = eligibility.programs.filter((program) => programs.includes(program.program_id));
  if (matched.length === 0) return undefined;
  const match = programMatchScore(eligibility, programs) ?? 0;
  const score = leadScore(school.scores?.opportunity_score ?? 0, match);
  return {
    school,
    lead_score: score.lead_score,
    lead_tier: score.lead_tier,
    program_match: match,
    matched,
    unmatched: programs.filter((id) => !matched.some((program) => program.program_id === id)),
  };
}

/** One page of leads after `position`, and the position of its last lead when more follow. */
export function leadPage(
  reader: DatasetReader,
  filter: Omit<SchoolFilter, 'programs'>,
  programs: readonly ProgramId[],
  limit: number,
  position: LeadPosition | undefined,
): { rows: RankedLead[]; next?: LeadPosition } {
  const wanted = limit + 1;
  const found: RankedLead[] = [];
  let after: SchoolListAfter | undefined;
  for (;;) {
    const batch = reader.listSchools({ ...filter, programs }, { orderBy: 'lead_score', limit: SCAN_BATCH, after });
    for (const school of batch.rows) {
      const lead = rankLead(school, programs);
      if (lead && comesAfter({ lead_score: lead.lead_score, nces_id: school.nces_id }, position)) found.push(lead);
    }
    found.sort(byRank);
    found.length = Math.min(found.length, wanted);
    const last = batch.rows[batch.rows.length - 1];
    if (!batch.next || !last) break;
    const ceiling = LEAD_WEIGHTS.opportunity * (last.scores?.opportunity_score ?? 0) + LEAD_WEIGHTS.program_match * 100;
    if (found.length === wanted && ceiling + ROUNDING_MARGIN < found[wanted - 1]!.lead_score) break;
    after = batch.next;
  }
  const rows = found.slice(0, limit);
  const tail = rows[rows.length - 1];
  return { rows, next: found.length > limit && tail ? { score: tail.lead_score, nces_id: tail.school.nces_id } : undefined };
}
