import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { beforeAll, describe, expect, it } from 'vitest';
import { DISTRICT_SECTION_HEADINGS } from '../../src/services/documents/district-report.js';
import { SOURCES_HEADING } from '../../src/services/documents/docx.js';
import { pdfPagesToPng, renderCheck } from '../../src/services/documents/render-check.js';
import type { LlmClient } from '../../src/services/llm/port.js';
import { runTool } from '../../src/tooling/run-tool.js';
import { useSchoolService } from '../schools/testing/school-service.js';
import { districtReport } from './district-report.js';

const fixture = useSchoolService();
let leaid: string;
let schoolNames: string[];
let frlBands: number[];

beforeAll(() => {
  const database = new Database(fixture.reader.filePath, { readonly: true });
  // The district with finance and the most schools: every section and chart has something to show.
  leaid = (database.prepare('SELECT d.leaid FROM districts d JOIN finance f USING (leaid) JOIN schools s USING (leaid) GROUP BY d.leaid ORDER BY count(*) DESC, d.leaid LIMIT 1').get() as { leaid: string }).leaid;
  const schools = database.prepare('SELECT name, frl_pct FROM schools WHERE leaid = ?').all(leaid) as { name: string; frl_pct: number | null }[];
  schoolNames = schools.map((school) => school.name);
  frlBands = [0, 25, 50, 75].map((low) => schools.filter((school) => school.frl_pct !== null && school.frl_pct >= low && school.frl_pct < (low === 75 ? Infinity : low + 25)).length);
  database.close();
});

/** A scripted model: answers with the given text, records the prompt. */
function scriptedModel(reply: (prompt: string) => string): LlmClient & { prompts: string[] } {
  const prompts: string[] = [];
  return { name: 'claude-test', prompts, async complete({ messages }) { prompts.push(messages[0]!.content); return reply(messages[0]!.content); } };
}

describe('POST /reports/district', () => {
  it('district_report(format json) -> every section, every school in the table, engine local', async () => {
    const report = await fixture.call(districtReport, { leaid, format: 'json' });
    expect(report.sections.map((section: { heading: string }) => section.heading)).toEqual([...DISTRICT_SECTION_HEADINGS]);
    const table = report.sections.find((section: { heading: string }) => section.heading === 'Schools').table;
    expect(table.rows.map((row: string[]) => row[0]).sort()).toEqual([...schoolNames].sort());
    expect(report.engine).toBe('local');
    expect(report.sections.at(-1).bullets.length).toBeGreaterThan(0);
  });

  it('POST /reports/district -> a .docx with two chart images that LibreOffice opens: headings, district, figures', async () => {
    const response = await fetch(`${fixture.client.url}/reports/district`, {
      method: 'POST',
      headers: { 'x-api-key': fixture.key, 'content-type': 'application/json' },
      body: JSON.stringify({ leaid }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(new RegExp(`^attachment; filename="district-report-.+-${leaid}\\.docx"$`));
    const docx = new Uint8Array(await response.arrayBuffer());
    expect([...docx.subarray(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04]);
    const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'k12-district-report-'));
    const file = path.join(directory, 'report.docx');
    fs.writeFileSync(file, docx);
    const media = execFileSync('unzip', ['-l', file]).toString().split('\n').filter((line) => /word\/media\/.+\.png/.test(line));
    expect(media).toHaveLength(2);
    const { text, pageCount, pdf } = await renderCheck(docx, 'district');
    for (const heading of [...DISTRICT_SECTION_HEADINGS, SOURCES_HEADING]) expect(text).toContain(heading);
    expect(text).toContain('Figure 1.');
    expect(text).toContain('Figure 2.');
    expect(pageCount).toBeGreaterThanOrEqual(2);
    // Pages as PNG beside the .docx, for looking at the layout by eye when the test is run by hand.
    expect((await pdfPagesToPng(pdf, directory, { lastPage: 3 })).length).toBeGreaterThan(0);
    fs.rmSync(directory, { recursive: true, force: true });
    expect(frlBands.reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
  }, 180_000);

  it('with a model: grounded prose replaces the findings (engine = model); a made-up number keeps the local findings', async () => {
    const context = await fixture.context();
    const local = await fixture.call(districtReport, { leaid, format: 'json' });
    const firstFinding: string = local.sections.at(-1).bullets[0];
    const grounded = scriptedModel(() => `The district's first priority is clear.\n\n${firstFinding}`);
    const polished = (await runTool(districtReport, { ...context, llm: grounded }, { leaid, format: 'json' })) as typeof local;
    expect(polished.engine).toBe('claude-test');
    const insights = polished.sections.at(-1);
    expect(insights.paragraphs).toEqual(["The district's first priority is clear.", firstFinding]);
    expect(insights.bullets).toBeUndefined();
    expect(grounded.prompts[0]).toContain(firstFinding);

    const inventing = scriptedModel(() => 'Math scores rose 91.37% last year thanks to 48,213 new tablets.');
    const kept = (await runTool(districtReport, { ...context, llm: inventing }, { leaid, format: 'json' })) as typeof local;
    expect(kept.engine).toBe('local');
    expect(kept.sections.at(-1).bullets).toEqual(local.sections.at(-1).bullets);
    expect(kept.notes.join(' ')).toContain('48213');

    const failing: LlmClient = { name: 'claude-test', complete: async () => { throw new Error('overloaded'); } };
    const fallback = (await runTool(districtReport, { ...context, llm: failing }, { leaid, format: 'json' })) as typeof local;
    expect(fallback.engine).toBe('local');
    expect(fallback.notes.join(' ')).toContain('overloaded');
  });

  it('bad leaid -> 400; unknown -> 404; Starter -> 403; non-JSON body -> 415', async () => {
    const bad = await fixture.client.request('POST', '/reports/district', { key: fixture.key, json: { leaid: 'abc' } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].field).toBe('leaid');
    expect((await fixture.client.request('POST', '/reports/district', { key: fixture.key, json: {} })).status).toBe(400);
    expect((await fixture.client.request('POST', '/reports/district', { key: fixture.key, json: { leaid: '9999999' } })).status).toBe(404);
    expect((await fixture.client.request('POST', '/reports/district', { key: fixture.key, json: { leaid, format: 'pdf' } })).status).toBe(400);
    const { key } = await fixture.service.key('STARTER');
    expect((await fixture.client.request('POST', '/reports/district', { key, json: { leaid } })).status).toBe(403);
    expect((await fixture.client.request('POST', '/reports/district', { key: fixture.key, body: 'leaid=1', headers: { 'content-type': 'text/plain' } })).status).toBe(415);
  });
});
