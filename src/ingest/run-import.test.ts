import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DistrictRow, SchoolRow } from '../data/dataset/model.js';
import { AppError } from '../errors.js';
import { composeLive } from './compose-live.js';
import { fixture, realFile } from './fixtures/paths.js';
import { type ImportSummary, livePath, runImport } from './run-import.js';
import { stagingPath, StagingStore } from './staging.js';

/** A stand-in for the state store: the import only appends events. */
class RecordedEvents {
  readonly events: { type: string; data: unknown; at: Date }[] = [];
  async recordEvent(type: string, data: unknown, at: Date) {
    this.events.push({ type, data, at });
    return { id: String(this.events.length), type, created_at: at.toISOString(), data };
  }
}

const NOW = new Date('2026-11-22T10:00:00Z');
const IMPORTS: [string, string][] = [
  ['saipe', fixture('saipe-small.csv')],
  ['hifld', fixture('hifld-bad-rows.csv')],
  ['ccd-school', fixture('ccd_sch_029_directory.csv')],
  ['ccd-school', fixture('ccd_sch_052_membership_wide.csv')],
  ['ccd-school', fixture('ccd_sch_052_membership_long.csv')],
  ['ccd-school', fixture('ccd_sch_033_lunch_long.csv')],
  ['ccd-district', fixture('ccd_lea_029_directory.csv')],
  ['cwift', realFile('cwift/EDGE_ACS_CWIFT2022_State.txt')],
  ['usac-frn', fixture('usac-frn-status.csv')],
];

let root: string;
const temporaryDataDir = (name: string) => path.join(root, name);

async function importAll(dataDir: string, files: [string, string][], state?: RecordedEvents): Promise<ImportSummary[]> {
  const summaries: ImportSummary[] = [];
  for (const [source, filePath] of files) {
    summaries.push(await runImport({ source, filePath, dataDir, state, now: () => NOW }));
  }
  return summaries;
}

function readLive(dataDir: string) {
  const database = new Database(livePath(dataDir), { readonly: true });
  try {
    return {
      schools: database.prepare('SELECT * FROM schools ORDER BY nces_id').all() as Record<string, unknown>[],
      districts: database.prepare('SELECT * FROM districts ORDER BY leaid').all() as Record<string, unknown>[],
      meta: JSON.parse((database.prepare("SELECT value FROM meta WHERE key = 'dataset'").get() as { value: string }).value),
    };
  } finally {
    database.close();
  }
}

const events = new RecordedEvents();
let forward: ImportSummary[];

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'k12-ingest-'));
  forward = await importAll(temporaryDataDir('forward'), IMPORTS, events);
});

afterAll(() => {
  fs.rmSync(root, { recursive: true, force: true });
});

describe('runImport', () => {
  it('runImport(hifld with bad rows) -> summary lists each reject with its reason', () => {
    const hifld = forward[1];
    expect(hifld).toMatchObject({ source: 'hifld', part: 'schools', year: 2024, rows: 2, rejected: 5 });
    expect(hifld?.rejects.map((reject) => reject.line)).toEqual([3, 4, 5, 7, 8]);
  });

  it('runImport(...) -> data.updated recorded once per import with source, rows and rejected', () => {
    expect(events.events).toHaveLength(IMPORTS.length);
    expect(events.events[1]).toEqual({
      type: 'data.updated',
      data: { dataset: 'live', source: 'hifld', rows: 2, rejected: 5 },
      at: NOW,
    });
  });

  it('live dataset -> school fields no source gives are null; joined fields come from their source', () => {
    const { content } = lastContent();
    const school = content.schools.find((row) => row.nces_id === '120000207976');
    expect(school).toMatchObject<Partial<SchoolRow>>({
      name: 'GOOD ELEMENTARY', // HIFLD (2024) is newer than the CCD directory (2022-23)
      level: 'Elementary',
      enrollment: 600, // HIFLD 2024 before CCD membership 2022-23
      frl_count: 305,
      frl_pct: 50.8,
      teachers_fte: 30,
      pupil_teacher_ratio: 20,
      locale: null,
      math_proficiency: null,
      reading_proficiency: null,
      title_i_eligible: null,
      cep: null,
      counselors_fte: null,
      generated: false,
      source_year: 2024,
    });
    expect(school?.source).toBe('hifld-public-schools+nces-ccd-school-2022-23+nces-ccd-membership-2022-23+nces-ccd-lunch-2022-23');
    const ccdOnly = content.schools.find((row) => row.nces_id === '120000200001');
    expect(ccdOnly).toMatchObject({ level: null, enrollment: null, teachers_fte: null, frl_pct: null, source_year: 2022 });
  });

  it('live dataset -> districts joined on LEAID, poverty from SAIPE, unknown values null', () => {
    const { content } = lastContent();
    const virtual = content.districts.find((row) => row.leaid === '1200002');
    expect(virtual).toMatchObject<Partial<DistrictRow>>({
      name: 'Virtual District',
      state: 'FL',
      city: 'Orlando',
      school_count: 2, // OPERATIONAL_SCHOOLS of the CCD directory
      enrollment: null, // one of its schools has no enrollment: no partial sum
      population_5_17: 8_000,
      children_in_poverty: 1_200,
      poverty_pct: 15,
      cwift: null,
      locale: null,
    });
    const empty = content.districts.find((row) => row.leaid === '1200003');
    expect(empty).toMatchObject({ poverty_pct: null, school_count: 0 });
    expect(content.states.map((row) => row.abbr)).toEqual(['FL']);
    expect(content.equity).toEqual([]);
    expect(content.finance).toEqual([]);
  });

  it('live dataset -> only Funded FRNs become commitments', () => {
    const { content } = lastContent();
    expect(content.erate_commitments.map((row) => [row.frn, row.committed_amount, row.discount_pct])).toEqual([
      ['2499000001', 8_000, 80],
      ['2499000002', 4_250, 85],
    ]);
  });

  it('live.sqlite -> written with meta listing each staged source with year and rows', () => {
    const live = readLive(temporaryDataDir('forward'));
    expect(live.schools).toHaveLength(3);
    expect(live.meta.name).toBe('live');
    expect(live.meta.sources).toContainEqual(expect.objectContaining({ source: 'census-saipe', year: null, rows: 2, generated: false, imported_at: expect.any(String) }));
    expect(live.meta.sources).toContainEqual(expect.objectContaining({ source: 'nces-ccd-membership-2022-23', year: 2022, rows: 2, generated: false }));
    // The 2019-20 membership file is staged beside the 2022-23 one; only the newest is composed.
    expect(live.meta.sources).not.toContainEqual(expect.objectContaining({ source: 'nces-ccd-membership-2019-20' }));
  });

  it('runImport(same file twice) -> same row counts and same content hash', async () => {
    const before = forward.at(-1)?.dataset;
    const again = await runImport({ source: 'saipe', filePath: fixture('saipe-small.csv'), dataDir: temporaryDataDir('forward'), now: () => NOW });
    expect(again.dataset.tables).toEqual(before?.tables);
    expect(again.dataset.content_hash).toBe(before?.content_hash);
  });

  it('runImport(files in reverse order) -> the same live content', async () => {
    const reversed = await importAll(temporaryDataDir('reversed'), [...IMPORTS].reverse());
    expect(reversed.at(-1)?.dataset.content_hash).toBe(forward.at(-1)?.dataset.content_hash);
  });

  it('runImport(unknown source or missing file) -> 400 before anything is staged', async () => {
    const dataDir = temporaryDataDir('refused');
    await expect(runImport({ source: 'crdc', filePath: fixture('saipe-small.csv'), dataDir, now: () => NOW })).rejects.toThrow(
      /Unknown source "crdc"/,
    );
    await expect(runImport({ source: 'saipe', filePath: path.join(root, 'absent.csv'), dataDir, now: () => NOW })).rejects.toBeInstanceOf(
      AppError,
    );
    expect(fs.existsSync(livePath(dataDir))).toBe(false);
  });
});

/** The composed content of the forward data directory, read back through the staging store. */
function lastContent() {
  const staging = StagingStore.open(stagingPath(temporaryDataDir('forward')));
  try {
    return composeLive(staging, NOW);
  } finally {
    staging.close();
  }
}
