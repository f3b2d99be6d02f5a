import fs from 'node:fs';
import path from 'node:path';
import type { CaseResult, Split, SuiteReport } from './types.js';
import { summarise } from './metrics.js';

/** Builds a SuiteReport's figures from its case results: overall, by category and by split. */
export function buildReport(base: Omit<SuiteReport, 'metrics' | 'byCategory' | 'bySplit'>, extra: (cases: CaseResult[]) => Record<string, number> = () => ({})): SuiteReport {
  const figures = (cases: CaseResult[]) => ({ ...summarise(cases), ...extra(cases) });
  const byCategory: Record<string, Record<string, number>> = {};
  for (const category of [...new Set(base.cases.map((item) => item.category))].sort()) {
    byCategory[category] = figures(base.cases.filter((item) => item.category === category));
  }
  const report: SuiteReport = { ...base, metrics: figures(base.cases), byCategory };
  if (base.split === 'all') {
    report.bySplit = {};
    for (const split of ['dev', 'heldout'] as Split[]) {
      const cases = base.cases.filter((item) => item.split === split);
      if (cases.length > 0) report.bySplit[split] = figures(cases);
    }
  }
  return report;
}

function cell(value: number | undefined, name: string): string {
  if (value === undefined || Number.isNaN(value)) return '–';
  if (name.endsWith('_ms')) return value.toFixed(1);
  if (name === 'cases' || name.endsWith('_count')) return String(value);
  return Number.isInteger(value) && value > 1 ? String(value) : `${(value * 100).toFixed(1)}%`;
}

function table(rows: [string, Record<string, number>][], names: string[]): string {
  const header = `| | ${names.join(' | ')} |\n|---|${names.map(() => '---:').join('|')}|`;
  return [header, ...rows.map(([label, figures]) => `| ${label} | ${names.map((name) => cell(figures[name], name)).join(' | ')} |`)].join('\n');
}

/** The report as Markdown: overall and per-split figures, a table by category, then the failures. */
export function reportMarkdown(report: SuiteReport): string {
  const names = Object.keys(report.metrics);
  const sections = [
    `## ${report.suite} — ${report.engine} engine, split ${report.split}, ${report.startedAt}`,
    table([['all', report.metrics], ...Object.entries(report.bySplit ?? {}) as [string, Record<string, number>][]], names),
    '### By category',
    table(Object.entries(report.byCategory), names),
  ];
  const failures = report.cases.filter((item) => !item.pass);
  if (failures.length > 0) {
    sections.push('### Failures', failures.map((item) => `- \`${item.id}\` (${item.split}, ${item.category}): ${item.detail ?? 'failed'}`).join('\n'));
  }
  return `${sections.join('\n\n')}\n`;
}

/** Writes `<suite>-<time>.json` and `.md` into a directory; returns their paths. */
export function writeReport(directory: string, report: SuiteReport): { json: string; markdown: string } {
  fs.mkdirSync(directory, { recursive: true });
  const stem = `${report.suite}-${report.startedAt.replace(/[:.]/g, '-')}`;
  const json = path.join(directory, `${stem}.json`);
  const markdown = path.join(directory, `${stem}.md`);
  fs.writeFileSync(json, `${JSON.stringify(report, null, 2)}\n`);
  fs.writeFileSync(markdown, reportMarkdown(report));
  return { json, markdown };
}
