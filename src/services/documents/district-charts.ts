import { renderBarChart } from './charts/bar-chart.js';
import type { DocumentFigure } from './document.js';
import type { DistrictReportFacts } from './facts.js';

/**
 * The district report's charts: what a superintendent takes in at a glance. Both are drawn from
 * the same facts as the tables, so a bar can be checked against a number in the report.
 */

export const FRL_BANDS = [
  { label: '0-24%', low: 0, high: 25 },
  { label: '25-49%', low: 25, high: 50 },
  { label: '50-74%', low: 50, high: 75 },
  { label: '75-100%', low: 75, high: Number.POSITIVE_INFINITY },
] as const;

/** Schools per free/reduced lunch band, plus those that do not report FRL. */
export function frlBandCounts(facts: DistrictReportFacts): { label: string; schools: number }[] {
  const counts = FRL_BANDS.map((band) => ({ label: band.label, schools: facts.schools.filter((school) => school.frl_pct !== null && school.frl_pct >= band.low && school.frl_pct < band.high).length }));
  const missing = facts.schools.filter((school) => school.frl_pct === null).length;
  return missing > 0 ? [...counts, { label: 'Not reported', schools: missing }] : counts;
}

export function frlBandFigure(facts: DistrictReportFacts): DocumentFigure {
  const counts = frlBandCounts(facts);
  const chart = renderBarChart({
    title: 'Schools by free/reduced lunch share',
    categories: counts.map((entry) => entry.label),
    series: [{ name: 'Schools', values: counts.map((entry) => entry.schools) }],
    format: (value) => String(value),
  });
  return { ...chart, caption: `Figure 1. ${facts.district.name}: number of schools in each free or reduced-price lunch band.` };
}

const MIX_LINES = [
  { label: 'Instruction', key: 'instruction_pct' },
  { label: 'Support services', key: 'support_pct' },
  { label: 'Administration', key: 'admin_pct' },
  { label: 'Capital outlay', key: 'capital_pct' },
] as const;

export function spendingMixFigure(facts: DistrictReportFacts): DocumentFigure | null {
  const mix = facts.spending_mix;
  if (!mix || MIX_LINES.every((line) => mix.district[line.key] === null)) return null;
  const round = (value: number | null) => (value === null ? null : Math.round(value * 10) / 10);
  const chart = renderBarChart({
    title: 'Spending mix: district and state median',
    categories: MIX_LINES.map((line) => line.label),
    series: [
      { name: 'District', values: MIX_LINES.map((line) => round(mix.district[line.key])) },
      { name: `${facts.district.state} median district`, values: MIX_LINES.map((line) => round(mix.state_median[line.key])) },
    ],
    format: (value) => `${value.toFixed(1)}%`,
  });
  return {
    ...chart,
    caption: `Figure 2. Spending shares of ${facts.district.name} next to the median district of ${facts.district.state}: instruction, support services and administration as percent of current spending, capital outlay as percent of total expenditure.`,
  };
}
