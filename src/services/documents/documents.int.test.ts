import { describe, expect, it } from 'vitest';
import { SOURCES_HEADING, renderDocx } from './docx.js';
import { composeDistrictReport, DISTRICT_SECTION_HEADINGS, renderDistrictReport } from './district-report.js';
import { composeGrantNarrative, GRANT_SECTION_HEADINGS } from './grant-narrative.js';
import { JUSTIFICATION_SECTION_HEADINGS, renderJustificationReport } from './justification-report.js';
import { renderCheck } from './render-check.js';
import { DISTRICT_FACTS, grantFacts, HIGH_NEED_SCHOOL, JUSTIFICATION_FACTS } from './testing/example-facts.js';

/**
 * Each document type converted once by LibreOffice and read back as a person would see it:
 * every heading, the school's figures, and a page count a reader would expect.
 * (LibreOffice takes a few seconds per conversion, so there is exactly one per document type.)
 */

const CONVERSION_TIMEOUT_MS = 180_000;

function expectDocx(bytes: Uint8Array): void {
  // A .docx is a ZIP file: local file header signature "PK\x03\x04".
  expect([...bytes.subarray(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04]);
}

describe('documents rendered by LibreOffice', () => {
  it('grant narrative(Rio Vista, Title I, Chromebooks) -> every heading, name, 612 students, 85.2% FRL, 2-8 pages', async () => {
    const docx = await renderDocx(composeGrantNarrative(grantFacts(HIGH_NEED_SCHOOL)));
    expectDocx(docx);
    const { text, pageCount } = await renderCheck(docx, 'grant');
    for (const heading of [...GRANT_SECTION_HEADINGS, SOURCES_HEADING]) expect(text).toContain(heading);
    expect(text).toContain('Rio Vista Elementary School');
    expect(text).toContain('612 students');
    expect(text).toContain('85.2%');
    expect(text).toContain('$9,870');
    expect(text).toContain('Generated 2026-03-02 from the k12-intel sandbox dataset');
    expect(pageCount).toBeGreaterThanOrEqual(2);
    expect(pageCount).toBeLessThanOrEqual(8);
  }, CONVERSION_TIMEOUT_MS);

  it('justification report(Rio Vista, Chromebooks) -> every heading, 612 enrolled, 85.2% FRL, $16.13 per student, 1-6 pages', async () => {
    const docx = await renderJustificationReport(JUSTIFICATION_FACTS);
    expectDocx(docx);
    const { text, pageCount } = await renderCheck(docx, 'justification');
    for (const heading of [...JUSTIFICATION_SECTION_HEADINGS, SOURCES_HEADING]) expect(text).toContain(heading);
    expect(text).toContain('Rio Vista Elementary School');
    expect(text).toContain('612');
    expect(text).toContain('85.2%');
    expect(text).toContain('$16.13');
    expect(text).toContain('PROHIBITED');
    expect(pageCount).toBeGreaterThanOrEqual(1);
    expect(pageCount).toBeLessThanOrEqual(6);
  }, CONVERSION_TIMEOUT_MS);

  it('district report(Laredo ISD, 4 schools) -> every heading, every school, 2,100 students, 75.8% FRL, 1-6 pages', async () => {
    const docx = await renderDistrictReport(DISTRICT_FACTS);
    expectDocx(docx);
    const { text, pageCount } = await renderCheck(docx, 'district');
    for (const heading of [...DISTRICT_SECTION_HEADINGS, SOURCES_HEADING]) expect(text).toContain(heading);
    for (const school of DISTRICT_FACTS.schools) expect(text).toContain(school.name.split(' ')[0]!);
    expect(text).toContain('2,100');
    expect(text).toContain('75.8%');
    expect(composeDistrictReport(DISTRICT_FACTS).sections.find((section) => section.heading === 'Insights')!.bullets!.length).toBeGreaterThan(3);
    expect(pageCount).toBeGreaterThanOrEqual(1);
    expect(pageCount).toBeLessThanOrEqual(6);
  }, CONVERSION_TIMEOUT_MS);
});
