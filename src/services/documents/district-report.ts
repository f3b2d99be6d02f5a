import { CITATIONS } from '../../../seeds/reference/citations.js';
import { districtAggregates, type DistrictAggregates } from './district-aggregates.js';
import { frlBandFigure, spendingMixFigure } from './district-charts.js';
import { districtInsights } from './district-insights.js';
import type { ComposedDocument, DocumentSection, SourceEntry } from './document.js';
import { renderDocx } from './docx.js';
import type { DistrictReportFacts, DistrictSchoolFacts } from './facts.js';
import { count, dollars, orNotReported, percent, place } from './format.js';
import { datasetDescription } from './sources.js';

/**
 * The district report of POST /reports/district: every school of the district, the district's
 * aggregate figures next to the state's, its money, and insights found by rules over those numbers.
 */

export const DISTRICT_SECTION_HEADINGS = ['District Overview', 'Aggregate Statistics', 'Schools', 'Funding Analysis', 'Insights'] as const;

const pct = (value: number | null) => orNotReported(value, percent);
const money = (value: number | null) => orNotReported(value, dollars);

function overview(facts: DistrictReportFacts, aggregates: DistrictAggregates): DocumentSection {
  const { district } = facts;
  const enrollment = district.enrollment ?? aggregates.enrollment;
  const levels = aggregates.levels.map((entry) => `${count(entry.schools)} ${entry.level.toLowerCase()}`).join(', ');
  const poverty = district.poverty_pct !== null ? ` Census SAIPE puts ${percent(district.poverty_pct)} of its school-age children in poverty.` : '';
  return {
    heading: 'District Overview',
    paragraphs: [
      `${district.name} (NCES LEA ${district.leaid}, ${place(district.city, district.state)}) enrolls ${count(enrollment)} students in ${count(aggregates.school_count)} ${aggregates.school_count === 1 ? 'school' : 'schools'}${levels ? ` (${levels})` : ''}.${poverty}`,
      aggregates.frl_pct !== null
        ? `${percent(aggregates.frl_pct)} of its students qualify for free or reduced-price lunch; ${count(aggregates.schools_frl_40)} of its schools are at or above the 40% Title I schoolwide threshold and ${count(aggregates.schools_frl_75)} at or above 75%.`
        : 'Free or reduced-price lunch shares are not reported for its schools.',
    ],
    figures: facts.schools.length > 0 ? [frlBandFigure(facts)] : [],
  };
}

function aggregateStatistics(facts: DistrictReportFacts, aggregates: DistrictAggregates): DocumentSection {
  const state = facts.state_averages;
  return {
    heading: 'Aggregate Statistics',
    paragraphs: ['District figures are weighted by enrollment: each student counts once, so a large school weighs more than a small one. State figures are the average over the state\'s schools.'],
    table: {
      columns: ['Measure', 'District', `${facts.district.state} average`],
      rows: [
        ['Schools', count(aggregates.school_count), ''],
        ['Students (sum over schools)', count(aggregates.enrollment), ''],
        ['Free or reduced-price lunch', pct(aggregates.frl_pct), pct(state.frl_pct)],
        ['Math proficiency', pct(aggregates.math_proficiency), pct(state.math_proficiency)],
        ['Reading proficiency', pct(aggregates.reading_proficiency), pct(state.reading_proficiency)],
        ['Title I schoolwide schools', count(aggregates.schoolwide_schools), ''],
        ['Bright spots', count(aggregates.bright_spots), ''],
        ['Per-pupil expenditure', money(facts.finance?.per_pupil_expenditure ?? null), money(state.per_pupil_expenditure)],
      ],
      numericColumns: [1, 2],
    },
  };
}

/** Missing values in the wide schools table, where "not reported" would crowd the columns. */
const MISSING = '–';

const HEALTH_TIER_WORDS = { THRIVING: 'Thriving', STABLE: 'Stable', AT_RISK: 'At risk', CRITICAL: 'Critical' } as const;

function schoolRow(school: DistrictSchoolFacts): string[] {
  const flags = [school.title_i_schoolwide ? 'Schoolwide' : '', school.bright_spot_tier === 'BRIGHT_SPOT' ? 'Bright spot' : '', school.health_tier ? HEALTH_TIER_WORDS[school.health_tier] : ''].filter(Boolean).join(', ');
  const short = (value: number | null, format: (present: number) => string) => (value === null ? MISSING : format(value));
  return [school.name, school.level ?? 'Other', short(school.enrollment, count), short(school.frl_pct, percent), short(school.math_proficiency, percent), short(school.reading_proficiency, percent), flags];
}

function schoolsSection(facts: DistrictReportFacts): DocumentSection {
  const schools = [...facts.schools].sort((left, right) => left.name.localeCompare(right.name) || left.nces_id.localeCompare(right.nces_id));
  return {
    heading: 'Schools',
    paragraphs: [`All ${count(schools.length)} schools of the district, by name.`],
    table: {
      columns: ['School', 'Level', 'Students', 'FRL', 'Math', 'Reading', 'Notes'],
      rows: schools.map(schoolRow),
      numericColumns: [2, 3, 4, 5],
      note: `FRL: free or reduced-price lunch. Math and Reading: percent proficient on the state assessment. ${MISSING}: not reported.`,
    },
  };
}

function share(part: number | null, whole: number | null): string {
  return part !== null && whole !== null && whole > 0 ? percent((part / whole) * 100) : '';
}

function fundingAnalysis(facts: DistrictReportFacts, aggregates: DistrictAggregates): DocumentSection {
  const finance = facts.finance;
  const paragraphs: string[] = [];
  const section: DocumentSection = { heading: 'Funding Analysis', paragraphs };
  if (finance) {
    const revenue = [finance.revenue_federal, finance.revenue_state, finance.revenue_local];
    const totalRevenue = revenue.every((value) => value !== null) ? revenue.reduce((sum, value) => sum! + value!, 0) : null;
    paragraphs.push(`Fiscal year ${finance.fiscal_year} (F-33 finance survey fields): total expenditure ${money(finance.total_expenditure)}, ${money(finance.per_pupil_expenditure)} per pupil. Revenue shares are of federal, state and local revenue combined; spending shares are of total expenditure.`);
    section.table = {
      columns: ['Line', 'Amount', 'Share'],
      rows: [
        ['Revenue: federal', money(finance.revenue_federal), share(finance.revenue_federal, totalRevenue)],
        ['Revenue: state', money(finance.revenue_state), share(finance.revenue_state, totalRevenue)],
        ['Revenue: local', money(finance.revenue_local), share(finance.revenue_local, totalRevenue)],
        ['Title I revenue', money(finance.title_i_revenue), ''],
        ['IDEA revenue', money(finance.idea_revenue), ''],
        ['Spending: instruction', money(finance.instruction), share(finance.instruction, finance.total_expenditure)],
        ['Spending: support services', money(finance.support_services), share(finance.support_services, finance.total_expenditure)],
        ['Spending: administration', money(finance.administration), share(finance.administration, finance.total_expenditure)],
        ['Spending: capital outlay', money(finance.capital_outlay), share(finance.capital_outlay, finance.total_expenditure)],
      ],
      numericColumns: [1, 2],
    };
    const mix = spendingMixFigure(facts);
    if (mix) section.figures = [mix];
  } else {
    paragraphs.push('The dataset holds no finance record for this district.');
  }
  if (facts.program_counts && facts.program_counts.length > 0) {
    const programs = facts.program_counts.map((entry) => `${entry.name}: ${count(entry.eligible_schools)}`).join('; ');
    paragraphs.push(`Schools eligible by program: ${programs}.`);
  }
  if (aggregates.erate) {
    paragraphs.push(`E-Rate district-wide discount: ${aggregates.erate.category1}% (Category One) and ${aggregates.erate.category2}% (Category Two), from the enrollment-weighted ${percent(aggregates.erate.nslp_pct)} low-income share and ${aggregates.erate.rural ? 'a rural' : 'an urban'} majority of schools (47 CFR 54.505(b)(1); NCES town and rural locales counted as rural).`);
  }
  return section;
}

function sourcesOf(facts: DistrictReportFacts): SourceEntry[] {
  const sources: SourceEntry[] = [{
    label: datasetDescription(facts.stamp),
    summary: `${facts.district.name} (NCES LEA ${facts.district.leaid}): school records, district finance (F-33 fields) and Census SAIPE poverty; state averages computed over the same dataset.`,
    url: null,
  }];
  for (const id of ['20usc6314', '47cfr54.505', 'usac-discount-faq']) {
    const citation = CITATIONS[id];
    if (citation) sources.push({ label: citation.label, summary: citation.summary, url: citation.url });
  }
  return sources;
}

export function composeDistrictReport(facts: DistrictReportFacts): ComposedDocument {
  const aggregates = districtAggregates(facts.schools);
  const insights = districtInsights(facts, aggregates);
  return {
    title: `District Report: ${facts.district.name}`,
    subtitle: `${place(facts.district.city, facts.district.state)}. NCES LEA ${facts.district.leaid}.`,
    stamp: facts.stamp,
    sections: [
      overview(facts, aggregates),
      aggregateStatistics(facts, aggregates),
      schoolsSection(facts),
      fundingAnalysis(facts, aggregates),
      {
        heading: 'Insights',
        paragraphs: [insights.length > 0 ? 'Found by comparing the figures above; each can be checked in the tables.' : 'The dataset holds too few figures for this district to support any insight.'],
        bullets: insights,
      },
    ],
    sources: sourcesOf(facts),
    engine: 'local',
    notes: [],
  };
}

export async function renderDistrictReport(facts: DistrictReportFacts): Promise<Uint8Array> {
  return renderDocx(composeDistrictReport(facts));
}
