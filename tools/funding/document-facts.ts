import type { ToolContext } from '../../src/context.js';
import { checkCompliance } from '../../src/core/funding/compliance.js';
import { classifyPurchase, type PurchaseClassification } from '../../src/core/funding/purchase-classifier.js';
import type { SchoolProfile } from '../../src/data/dataset/reader.js';
import type { DatasetStamp } from '../../src/services/documents/document.js';
import type {
  ComplianceFacts,
  EligibleProgramFacts,
  PurchaseDocumentFacts,
  SchoolDocumentFacts,
  StandardsFacts,
} from '../../src/services/documents/facts.js';
import { PROGRAMS, type ProgramId } from '../../seeds/reference/programs.js';
import { withDistrictErate } from '../erate/district-rate.js';

/**
 * The facts the document composers read, filled from the dataset and the funding rules. The composers
 * never look anything up; everything a document says about the school comes from here.
 */

export function documentStamp(context: ToolContext, school: SchoolProfile): DatasetStamp {
  return { dataset: context.dataset.name, source_year: school.source_year, generated_at: context.now().toISOString() };
}

/** The school as the documents quote it: its row, state means, the peer comparison and district spending. */
export function schoolDocumentFacts(context: ToolContext, school: SchoolProfile): SchoolDocumentFacts {
  const reader = context.dataset.reader;
  const state = reader.stateProfile(school.state);
  const peers = school.math_proficiency === null ? undefined : reader.findPeers({ ncesId: school.nces_id });
  const bestPeerMath = peers && peers.peers.length > 0 ? peers.peers[0]!.math_proficiency : null;
  const finance = reader.getFinance(school.leaid);
  const benchmarks = reader.financeBenchmarks(school.state);
  return {
    nces_id: school.nces_id,
    name: school.name,
    city: school.city,
    state: school.state,
    level: school.level,
    enrollment: school.enrollment,
    frl_pct: school.frl_pct,
    math_proficiency: school.math_proficiency,
    reading_proficiency: school.reading_proficiency,
    pupil_teacher_ratio: school.pupil_teacher_ratio,
    counselors_fte: school.counselors_fte,
    ell_pct: school.ell_pct,
    swd_pct: school.swd_pct,
    title_i_eligible: school.title_i_eligible,
    title_i_schoolwide: school.title_i_schoolwide,
    locale: school.locale,
    district_name: school.district_name,
    // The dataset keeps state means of FRL and math; a state reading mean is not stored, so it is left unreported.
    state_averages: { frl_pct: state?.avg_frl_pct ?? null, math_proficiency: state?.avg_math_proficiency ?? null, reading_proficiency: null },
    peers: peers
      ? {
          best_peer_math: bestPeerMath,
          gap_to_best: bestPeerMath === null || school.math_proficiency === null ? null : round1(bestPeerMath - school.math_proficiency),
          peer_count: peers.peers.length,
        }
      : null,
    per_pupil_expenditure: finance?.per_pupil_expenditure ?? null,
    state_per_pupil_expenditure: benchmarks?.state.per_pupil_weighted ?? null,
  };
}

/** The purchase as the documents quote it, from the classifier's best category and the parsed amounts. */
export function purchaseDocumentFacts(description: string, classification: PurchaseClassification): PurchaseDocumentFacts {
  const best = classification.matches[0];
  return {
    description,
    category: best?.category ?? null,
    category_label: best?.label ?? null,
    quantity: classification.parsed.quantity,
    unit_price: classification.parsed.unit_price,
    total: classification.parsed.total,
    term_years: classification.parsed.term_years,
  };
}

/** Programs that can pay for the purchase at this school (best category first, each program once). */
export function eligibleProgramFacts(classification: PurchaseClassification): EligibleProgramFacts[] {
  const seen = new Set<string>();
  const programs: EligibleProgramFacts[] = [];
  for (const match of classification.matches) {
    for (const program of match.funding_programs) {
      if (seen.has(program.program_id)) continue;
      seen.add(program.program_id);
      programs.push({
        program_id: program.program_id,
        name: program.name,
        assistance_listing: PROGRAMS[program.program_id].assistanceListing,
        strength: program.strength,
        justification: program.justification,
        annual_pool: program.annual_pool,
      });
    }
  }
  return programs;
}

export function complianceFacts(description: string, program: ProgramId | undefined): ComplianceFacts[] {
  return checkCompliance({ itemDescription: description, program }).verdicts.map((verdict) => ({
    program_id: verdict.program_id,
    program_name: verdict.name,
    verdict: verdict.verdict,
    reason: verdict.conditions.join(' '),
    citations: verdict.citations.map(({ label, summary, url }) => ({ label, summary, url })),
  }));
}

/** Purchase categories whose standards alignment is read against a subject's frameworks. */
const SUBJECT_OF_CATEGORY: Record<string, string> = {
  english_learner_materials: 'English Language Arts',
  library_books: 'English Language Arts',
  stem_robotics: 'Science',
};

/** The state's standards frameworks for the subject the purchase serves (Mathematics unless it is literacy or science material). */
export function standardsFacts(context: ToolContext, school: SchoolProfile, category: string | null): StandardsFacts | null {
  const subject = (category && SUBJECT_OF_CATEGORY[category]) ?? 'Mathematics';
  const frameworks = context.dataset.reader.standards(school.state, subject);
  if (frameworks.length === 0) return null;
  return {
    state: school.state,
    subject,
    frameworks: frameworks.map(({ framework, grade_band, standard_count }) => ({ framework, grade_band, standard_count })),
    // Alignment of a specific product to the standards is not assessed by the service.
    alignment_pct: null,
  };
}

export function classifyForSchool(context: ToolContext, description: string, school: SchoolProfile): PurchaseClassification {
  return classifyPurchase(description, withDistrictErate(context, school));
}

function round1(value: number): number {
  return Math.round(value * 10) / 10;
}

/** "Rio Vista Elementary School" -> "rio-vista-elementary-school", for file names. */
export function slug(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60) || 'school';
}
