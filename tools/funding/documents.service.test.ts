import { describe, expect, it } from 'vitest';
import { GRANT_SECTION_HEADINGS } from '../../src/services/documents/grant-narrative.js';
import { JUSTIFICATION_SECTION_HEADINGS } from '../../src/services/documents/justification-report.js';
import { renderCheck } from '../../src/services/documents/render-check.js';
import { FileResult } from '../../src/tooling/define-tool.js';
import { docxText, zipEntries } from './docx-text.js';
import { grantWrite } from './grant-write.js';
import { justificationReport } from './justification-report.js';
import { DOCX_CONTENT_TYPE } from './schemas.js';
import { useToolTestBed } from './test-service.js';

const bed = useToolTestBed();

function aSchool() {
  return bed.reader.listSchools({ minFrl: 50 }, { limit: 20 }).rows.find((school) => school.math_proficiency !== null && school.enrollment !== null)!;
}

describe('POST /grants/write', () => {
  it('POST /grants/write over HTTP -> a .docx named for the school and program, seven sections, metered on the AI quota', async () => {
    const school = aSchool();
    const { key } = await bed.service.key('PROFESSIONAL');
    const response = await fetch(`${bed.client.url}/grants/write`, {
      method: 'POST',
      headers: { 'x-api-key': key, 'content-type': 'application/json' },
      body: JSON.stringify({ nces_id: school.nces_id, program: 'title_i_a', item_description: '30 Chromebooks at $329 each' }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain(DOCX_CONTENT_TYPE);
    expect(response.headers.get('content-disposition')).toMatch(new RegExp(`attachment; filename="grant-narrative-.+-${school.nces_id}-TITLE_I_A\\.docx"`));
    const docx = new Uint8Array(await response.arrayBuffer());
    expect(zipEntries(docx).has('word/document.xml')).toBe(true);
    const text = docxText(docx);
    for (const heading of GRANT_SECTION_HEADINGS) expect(text).toContain(heading);
    expect(text).toContain(school.name);
    expect(text).toContain('9,870');

    const usage = await bed.client.request('GET', '/marketplace/usage', { key });
    expect(usage.body.ai.daily_used).toBe(1);
    expect(usage.body.daily_used).toBe(0);
  });

  it('grant_write(format json, program IDEA_PART_B) -> the composed sections, engine local', async () => {
    const school = aSchool();
    const result = await bed.call(grantWrite, { nces_id: school.nces_id, program: 'IDEA_PART_B', format: 'json' });
    expect(result.engine).toBe('local');
    expect(result.sections.map((section: { heading: string }) => section.heading)).toEqual([...GRANT_SECTION_HEADINGS]);
    expect(result.title).toContain(school.name);
    expect(result.sources.length).toBeGreaterThan(0);
  });

  it('grant_write(docx) -> opens in LibreOffice with its sections and the school\'s name', async () => {
    const school = aSchool();
    const file = await bed.call(grantWrite, { nces_id: school.nces_id, program: 'TITLE_IV_A', item_description: '12 robotics kits at $450 each' });
    expect(file).toBeInstanceOf(FileResult);
    const rendered = await renderCheck(file.data, 'grant');
    for (const heading of GRANT_SECTION_HEADINGS) expect(rendered.text).toContain(heading);
    expect(rendered.text).toContain(school.name);
    expect(rendered.pageCount).toBeGreaterThanOrEqual(2);
    expect(rendered.pageCount).toBeLessThanOrEqual(15);
  }, 120_000);

  it.each([
    [{ program: 'TITLE_I_A' }, 400, 'nces_id'],
    [{ nces_id: '010012800028' }, 400, 'program'],
    [{ nces_id: '010012800028', program: 'TITLE_V' }, 400, 'program'],
    [{ nces_id: '010012800028', program: 'E_RATE' }, 400, 'program'],
    [{ nces_id: '010012800028', program: 'TITLE_I_A', item_description: 'x'.repeat(2001) }, 400, 'item_description'],
    [{ nces_id: '010012800028', program: 'TITLE_I_A', format: 'pdf' }, 400, 'format'],
    [{ nces_id: '999999999999', program: 'TITLE_I_A' }, 404, null],
  ])('grant_write(%j) -> %i', async (input, status, field) => {
    const problem = await bed.failure(grantWrite, input);
    expect(problem.status).toBe(status);
    if (field) expect(problem.extra.errors).toEqual(expect.arrayContaining([expect.objectContaining({ field })]));
  });

  it('grant_write(unknown program) -> the message lists the seven valid ids', async () => {
    const problem = await bed.failure(grantWrite, { nces_id: '010012800028', program: 'TITLE_V' });
    const message = (problem.extra.errors as Array<{ message: string }>)[0]!.message;
    for (const id of ['TITLE_I_A', 'TITLE_II_A', 'TITLE_III_A', 'TITLE_IV_A', 'IDEA_B', '21ST_CCLC', 'PERKINS_V']) expect(message).toContain(id);
  });
});

describe('POST /reports/justification', () => {
  it('justification_report(school, item) -> a .docx with its six sections, the school\'s name and enrollment', async () => {
    const school = aSchool();
    const file = await bed.call(justificationReport, { nces_id: school.nces_id, item_description: '25 document cameras at $89.99 each' });
    expect(file).toBeInstanceOf(FileResult);
    expect(file.contentType).toBe(DOCX_CONTENT_TYPE);
    expect(file.filename).toBe(`purchase-justification-${school.name.toLowerCase().normalize('NFKD').replace(/[\u0300-\u036f]/g, '').replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '')}-${school.nces_id}.docx`);
    const text = docxText(file.data);
    for (const heading of JUSTIFICATION_SECTION_HEADINGS) expect(text).toContain(heading);
    expect(text).toContain(school.name);
    expect(text).toContain(school.enrollment!.toLocaleString('en-US'));
  });

  it('justification_report(program TITLE_IV_A, json) -> compliance covers that program only', async () => {
    const school = aSchool();
    const report = await bed.call(justificationReport, { nces_id: school.nces_id, item_description: '30 Chromebooks', program: 'title_iv_a', format: 'json' });
    const compliance = report.sections.find((section: { heading: string }) => section.heading === 'Compliance Citations');
    const text = JSON.stringify(compliance);
    expect(text).toContain('Title IV');
    expect(text).not.toContain('Perkins V');
  });

  it.each([
    [{ nces_id: '010012800028' }, 400],
    [{ item_description: 'books' }, 400],
    [{ nces_id: '010012800028', item_description: 'books', program: 'nope' }, 400],
    [{ nces_id: '999999999999', item_description: 'books' }, 404],
  ])('justification_report(%j) -> %i', async (input, status) => {
    expect((await bed.failure(justificationReport, input)).status).toBe(status);
  });
});
