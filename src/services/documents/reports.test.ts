import { describe, expect, it } from 'vitest';
import type { ComposedDocument, DocumentSection } from './document.js';
import { columnWidths } from './docx.js';
import { districtAggregates } from './district-aggregates.js';
import { composeDistrictReport, DISTRICT_SECTION_HEADINGS } from './district-report.js';
import { composeJustificationReport, JUSTIFICATION_SECTION_HEADINGS } from './justification-report.js';
import { DISTRICT_FACTS, JUSTIFICATION_FACTS } from './testing/example-facts.js';

const section = (document: ComposedDocument, heading: string): DocumentSection => document.sections.find((entry) => entry.heading === heading)!;

describe('composeJustificationReport', () => {
  const report = composeJustificationReport(JUSTIFICATION_FACTS);

  it('composeJustificationReport(Chromebooks at Rio Vista) -> the six sections in order', () => {
    expect(report.sections.map((entry) => entry.heading)).toEqual([...JUSTIFICATION_SECTION_HEADINGS]);
  });

  it('per-pupil cost analysis($9,870, 612 students, $11,240 per pupil) -> $16.13 per student, 0.1% of spending', () => {
    const rows = section(report, 'Per-Pupil Cost Analysis').table!.rows;
    expect(rows).toContainEqual(['Cost per student', '$16.13']);
    expect(rows).toContainEqual(['Cost per student as a share of per-pupil expenditure', '0.1%']);
    expect(rows).toContainEqual(['Students per unit', '20.4']);
  });

  it('compliance citations -> one row per verdict, citations as sources', () => {
    const rows = section(report, 'Compliance Citations').table!.rows;
    expect(rows.map((row) => row[1])).toEqual(['ALLOWED', 'PROHIBITED']);
    expect(report.sources.map((source) => source.label)).toEqual([
      'k12-intel sandbox dataset (generated, not real schools), 2023',
      '2 CFR 200.453',
      'FCC Eligible Services List',
    ]);
  });

  it('standards alignment(two bands of 214 and 156) -> 370 standards, alignment not assessed', () => {
    expect(section(report, 'Standards Alignment').paragraphs[0]).toContain('TX publishes 370 Mathematics standards in 2 framework bands');
    expect(section(report, 'Standards Alignment').paragraphs[0]).toContain('has not been assessed');
  });
});

describe('composeDistrictReport', () => {
  const report = composeDistrictReport(DISTRICT_FACTS);

  it('districtAggregates(4 schools) -> enrollment-weighted FRL 75.8% and E-Rate 90% / 85% (urban)', () => {
    const aggregates = districtAggregates(DISTRICT_FACTS.schools);
    expect(aggregates.enrollment).toBe(2_100);
    expect(aggregates.frl_pct).toBeCloseTo((612 * 85.2 + 820 * 71.9 + 433 * 79.5 + 235 * 58) / 2_100, 6);
    // Lamar Middle reports no math: the math mean is over the other three schools' students.
    expect(aggregates.math_proficiency).toBeCloseTo((612 * 24.5 + 820 * 33.1 + 433 * 47.2) / 1_865, 6);
    expect(aggregates.erate).toMatchObject({ rural: false, category1: 90, category2: 85 });
    expect(aggregates.levels).toEqual([{ level: 'Elementary', schools: 2 }, { level: 'Middle', schools: 1 }, { level: 'High', schools: 1 }]);
  });

  it('composeDistrictReport -> five sections, every school in the table by name', () => {
    expect(report.sections.map((entry) => entry.heading)).toEqual([...DISTRICT_SECTION_HEADINGS]);
    expect(section(report, 'Schools').table!.rows.map((row) => row[0])).toEqual([
      'Lamar Middle School', 'Martin High School', 'Rio Vista Elementary School', 'Santa Rita Elementary School',
    ]);
  });

  it('insights -> highest need, beating the odds and schoolwide candidates named from the numbers', () => {
    const insights = { bullets: section(report, 'Insights').bullets ?? [] };
    expect(insights.bullets[0]).toMatch(/^Greatest need: Rio Vista Elementary School \(85\.2% FRL, 24\.5% math\) and Martin High School/);
    expect(insights.bullets).toContainEqual(expect.stringMatching(/^Beating the odds: Santa Rita Elementary School .* reaches or passes/));
    expect(insights.bullets).toContainEqual(expect.stringContaining('Schoolwide status: 1 school is at or above 40% low-income but not running a Title I schoolwide program: Martin High School (71.9%)'));
    expect(insights.bullets).toContainEqual(expect.stringContaining('$892 per low-income student'));
  });
});

describe('columnWidths', () => {
  it('columnWidths(table) -> fills the page exactly and gives a number column at least its longest word', () => {
    const widths = columnWidths({ columns: ['School', 'FRL'], rows: [['Rio Vista Elementary School', '85.2%']] }, 9_360);
    expect(widths.reduce((sum, width) => sum + width, 0)).toBe(9_360);
    expect(widths[1]).toBeGreaterThanOrEqual(5 * 135);
    expect(widths[0]).toBeGreaterThan(widths[1]!);
  });
});
