import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SchoolRow, SchoolScoreRow } from '../data/dataset/model.js';
import { AppError } from '../errors.js';
import { realFile } from './fixtures/paths.js';
import type { SchoolExtractRecord } from './records.js';
import { findImporter } from './registry.js';
import { livePath, runImport, type ImportSummary } from './run-import.js';
import type { ParseResult } from './source.js';

/** The second set of real samples (SOURCES-2.md): ELSI, NCES school search, the current CCD directory. */
const FILES = {
  elsi: ['elsi', 'elsi/ELSI_csv_export_6392166529530453281445_public_school_2024-25.csv'],
  ca: ['nces-search', 'nces_school_search/california_public_schools.csv'],
  wa: ['nces-search', 'nces_school_search/washington_schools.csv'],
  ccd: ['ccd-school', 'ccd_current/ccd_sch_029_2526_w_0a_050626_head.csv'],
} as const;
type Key = keyof typeof FILES;
const parsed = {} as Record<Key, ParseResult>;

beforeAll(async () => {
  for (const [key, [source, file]] of Object.entries(FILES) as [Key, readonly [string, string]][]) {
    parsed[key] = await findImporter(source).parse(realFile(file));
  }
}, 60_000);

const byId = (key: Key, id: string) => (parsed[key].rows as SchoolExtractRecord[]).find((row) => row.id === id);

describe('elsi: ELSI table-generator export', () => {
  it('23 rows, none refused; header found below the 6 title lines; year 2024', () => {
    expect(parsed.elsi).toMatchObject({ year: 2024, part: expect.stringMatching(/^schools-/) });
    expect(parsed.elsi.rows).toHaveLength(23);
    expect(parsed.elsi.rejects).toEqual([]);
    expect(parsed.elsi.notes[0]).toMatch(/header on line 7/);
    expect(parsed.elsi.notes.join(' ')).toMatch(/marked ‡/);
  });

  it('values checked by hand: trailing-space state, markers as null, CEP from the NSLP status', () => {
    // 'O Me-nok Learning Center (CA): 86 students, 68 free + 7 reduced = 75, "43-Rural: Remote", CEO.
    expect(byId('elsi', '061077001195')).toMatchObject({
      state: 'CA', leaid: '0610770', enrollment: 86, free_lunch: 68, reduced_lunch: 7, frl_count: 75, locale: 'rural', grade_low: 'KG', grade_high: '06', cep: true, zip: '95548',
    });
    // 1 LT Charles W. Whitcomb (MA): lunch counts printed "–" (missing).
    expect(byId('elsi', '250732002639')).toMatchObject({ state: 'MA', enrollment: 965, frl_count: null, free_lunch: null, cep: false, level: 'Middle' });
  });
});

describe('nces-search: NCES school search exports', () => {
  it('California 10,349 rows: 10,325 kept, 23 Future schools and the hand-edited Testville row refused with reasons', () => {
    expect(parsed.ca.rows).toHaveLength(10_325);
    expect(parsed.ca.rejects).toHaveLength(24);
    expect(parsed.ca.rejects.filter((reject) => /Future/.test(reject.reason))).toHaveLength(23);
    expect(parsed.ca.rejects.find((reject) => /placeholder address/.test(reject.reason))?.raw).toMatch(/^063459005696/);
    expect(parsed.ca.part).toBe('schools-CA');
  });

  it('Washington 2,553 rows kept, separate slot from California', () => {
    expect(parsed.wa.rows).toHaveLength(2_553);
    expect(parsed.wa.rejects).toEqual([]);
    expect(parsed.wa.part).toBe('schools-WA');
  });

  it('values checked by hand: "334.00000" students, 182 + 22 lunch, 7.07 teachers; † as null', () => {
    expect(byId('ca', '060429013779')).toMatchObject({ enrollment: 334, free_lunch: 182, reduced_lunch: 22, frl_count: 204, teachers_fte: 7.07, locale: 'suburban', grade_low: 'KG', grade_high: '12' });
    expect(byId('ca', '062827013394')).toMatchObject({ enrollment: null, frl_count: null, grade_low: null });
  });
});

describe('ccd-school: current directory ccd_sch_029 on the real 2025-26 excerpt', () => {
  it('80 rows: the 2 "Future" schools refused with the reason, "New" kept; grades "M" and level "Not reported" as null', () => {
    expect(parsed.ccd.year).toBe(2025);
    expect(parsed.ccd.rows).toHaveLength(78);
    expect(parsed.ccd.rejects.map((reject) => reject.reason)).toEqual([expect.stringMatching(/Future/), expect.stringMatching(/Future/)]);
    expect(parsed.ccd.notes).toEqual(expect.arrayContaining(['SY_STATUS_TEXT "New": 1 rows', 'SY_STATUS_TEXT "Future": 2 rows']));
    const albertville = parsed.ccd.rows.find((row) => row.id === '010000500871');
    expect(albertville).toMatchObject({ name: 'Albertville High School', leaid: '0100005', level: 'High', grade_low: '09', grade_high: '12' });
  });
});

describe('import under the wrong source name', () => {
  it('the refusal names the layout the header looks like', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'k12-wrong-source-'));
    try {
      const error = await runImport({ source: 'hifld', filePath: realFile(FILES.ca[1]), dataDir, now: () => new Date('2026-11-25T00:00:00Z') }).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).status).toBe(400);
      expect((error as AppError).message).toMatch(/looks like the layout of: nces-search/);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('live dataset from the ELSI and school-search exports', () => {
  let dataDir: string;
  const summaries: ImportSummary[] = [];
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'k12-live-extracts-'));
    for (const key of ['ca', 'wa', 'elsi'] as const) {
      summaries.push(await runImport({ source: FILES[key][0], filePath: realFile(FILES[key][1]), dataDir, now: () => new Date('2026-11-25T00:00:00Z') }));
    }
  }, 120_000);
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('both states are composed side by side; ELSI (2024-25) wins where it describes the same school', () => {
    const database = new Database(livePath(dataDir), { readonly: true });
    try {
      const counts = database.prepare('SELECT state, count(*) AS n FROM schools GROUP BY state').all() as { state: string; n: number }[];
      const byState = Object.fromEntries(counts.map((row) => [row.state, row.n]));
      expect(byState.CA).toBeGreaterThanOrEqual(10_325);
      expect(byState.WA).toBeGreaterThanOrEqual(2_553);
      const school = database.prepare('SELECT * FROM schools WHERE nces_id = ?').get('060429013779') as SchoolRow;
      // In both files: the 2024-25 ELSI export (314 students, 226 FRL) wins over the undated search
      // export (334, 204); teachers only the search gives, with the ratio on that file's own enrollment.
      expect(school).toMatchObject({ enrollment: 314, frl_count: 226, frl_pct: 72, teachers_fte: 7.07, pupil_teacher_ratio: 47.2, source_year: 2024 });
      expect(school.source.split('+')).toEqual(expect.arrayContaining([expect.stringMatching(/^nces-elsi-schools-/), 'nces-school-search-schools-CA']));
      const searchOnly = database.prepare('SELECT * FROM schools WHERE nces_id = ?').get('530825002361') as SchoolRow;
      expect(searchOnly).toMatchObject({ enrollment: 27, frl_count: 19, frl_pct: 70.4, teachers_fte: 4, pupil_teacher_ratio: 6.8, source: 'nces-school-search-schools-WA' });
      const scores = database.prepare('SELECT * FROM school_scores WHERE nces_id = ?').get('060429013779') as SchoolScoreRow;
      expect(['HOT', 'WARM', 'NURTURE', 'MONITOR']).toContain(scores.lead_tier);
      expect(JSON.parse(scores.score_inputs).bright_spot_score.inputs_missing).toEqual(['math_proficiency']);
    } finally {
      database.close();
    }
  });
});
