import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateSandbox, sandboxMeta } from '../../../seeds/sandbox/generate.js';
import type { DatasetContent } from './model.js';
import { DatasetReader } from './reader.js';
import type { SearchTier } from './reader.js';
import { foldTokens } from './reader/sql.js';
import { TABLES, TABLE_NAMES, columnNames } from './schema.js';
import { writeDataset } from './writer.js';
import { TEST_AS_OF } from '../../testing/as-of.js';

const SEED = 11;
let directory: string;
let filePath: string;
let content: DatasetContent;
let reader: DatasetReader;

beforeAll(() => {
  directory = fs.mkdtempSync(path.join(os.tmpdir(), 'k12-dataset-'));
  filePath = path.join(directory, 'sandbox.sqlite');
  content = generateSandbox({ seed: SEED, scale: 0.01, asOf: TEST_AS_OF });
  writeDataset(filePath, content, sandboxMeta(content, { seed: SEED, scale: 0.01, asOf: TEST_AS_OF }, new Date('2025-01-01T00:00:00Z')));
  reader = DatasetReader.open(filePath);
});

afterAll(() => {
  reader?.close();
  fs.rmSync(directory, { recursive: true, force: true });
});

const fold = (text: string) => foldTokens(text).join(' ');

describe('schema contract', () => {
  it('one table per DatasetContent key with one column per row field, plus meta', () => {
    const database = new Database(filePath, { readonly: true });
    for (const table of TABLE_NAMES) {
      const columns = (database.prepare(`PRAGMA table_info(${table})`).all() as { name: string }[]).map((column) => column.name);
      expect(columns).toEqual(columnNames(table));
      expect((database.prepare(`SELECT count(*) AS count FROM ${table}`).get() as { count: number }).count).toBe(content[table].length);
    }
    const sample = content.schools[0]!;
    expect(Object.keys(sample).sort()).toEqual(Object.keys(TABLES.schools.columns).sort());
    expect(database.prepare("SELECT cep FROM schools WHERE cep IS NOT NULL LIMIT 1").get()).toEqual({ cep: expect.any(Number) });
    database.close();
  });

  it('meta() -> the DatasetMeta written, with seed and scale', () => {
    expect(reader.meta()).toMatchObject({ name: 'sandbox', seed: SEED, scale: 0.01, built_at: '2025-01-01T00:00:00.000Z' });
    expect(reader.rowCounts().schools).toBe(content.schools.length);
  });
});

describe('schools', () => {
  it('getSchool(id) -> the row with booleans, district name and null scores before scoring', () => {
    const source = content.schools.find((school) => school.cep === true) ?? content.schools[0]!;
    const school = reader.getSchool(source.nces_id)!;
    expect(school).toMatchObject({ ...source, scores: null });
    expect(typeof school.cep).toBe('boolean');
    expect(school.district_name).toBe(content.districts.find((district) => district.leaid === source.leaid)!.name);
    expect(reader.getSchool('000000000000')).toBeUndefined();
  });

  it('getSchools(ids) -> known ids in the order asked, unknown ids left out', () => {
    const ids = [content.schools[5]!.nces_id, 'nope', content.schools[2]!.nces_id];
    expect(reader.getSchools(ids).map((school) => school.nces_id)).toEqual([ids[0], ids[2]]);
  });

  it('getSchools(ids) mixing cached and unread profiles -> the same profiles as getSchool, in order, frozen', () => {
    const ids = content.schools.slice(10, 16).map((school) => school.nces_id);
    const cached = reader.getSchool(ids[3]!)!;
    const schools = reader.getSchools([...ids].reverse());
    expect(schools.map((school) => school.nces_id)).toEqual([...ids].reverse());
    expect(schools[2]).toBe(cached);
    expect(schools.map((school) => reader.getSchool(school.nces_id))).toEqual(schools);
    expect(Object.isFrozen(schools[0])).toBe(true);
  });

  it('searchSchools("linc elem") -> names with tokens starting linc and elem, by match tier then enrollment', () => {
    const { rows } = reader.searchSchools({ q: 'linc elem', limit: 50 });
    const expected = content.schools.filter((school) => {
      const tokens = foldTokens(`${school.name} ${school.city ?? ''}`);
      return tokens.some((token) => token.startsWith('linc')) && tokens.some((token) => token.startsWith('elem'));
    });
    expect(rows.length).toBe(Math.min(50, expected.length));
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(fold(row.name)).toMatch(/\blinc\w*.*\belem|\belem\w*.*\blinc/);
    const tierOrder = ['name_start', 'name_words', 'name_or_city', 'approximate'];
    const keys = rows.map((row) => [tierOrder.indexOf(row.match), row.enrollment ?? -1, row.nces_id] as const);
    const sorted = [...keys].sort((a, b) => a[0] - b[0] || b[1] - a[1] || (a[2] < b[2] ? -1 : 1));
    expect(keys).toEqual(sorted);
  });

  it('searchSchools is accent- and case-insensitive: "CESAR chavez" finds "César Chávez ..."', () => {
    const accented = content.schools.filter((school) => school.name.startsWith('César Chávez'));
    expect(accented.length).toBeGreaterThan(0);
    const { rows } = reader.searchSchools({ q: 'CESAR chavez', limit: 100 });
    expect(rows.map((row) => row.nces_id).sort()).toEqual(accented.map((school) => school.nces_id).sort());
    expect(reader.searchSchools({ q: 'césar', limit: 100 }).rows.length).toBe(rows.length);
  });

  it('searchSchools(city name) -> schools located in that city', () => {
    const city = content.schools[0]!.city!;
    const { rows } = reader.searchSchools({ q: city, limit: 10 });
    expect(rows.some((row) => row.city === city)).toBe(true);
  });

  it('searchSchools(digits) -> NCES id prefix matches, largest first', () => {
    const prefix = content.schools[0]!.leaid;
    const { rows } = reader.searchSchools({ q: prefix, limit: 1000 });
    expect(rows.length).toBe(content.schools.filter((school) => school.nces_id.startsWith(prefix)).length);
    for (const row of rows) expect(row.nces_id.startsWith(prefix)).toBe(true);
  });

  it('searchSchools(limit 3) -> at most 3 rows and a next key', () => {
    const page = reader.searchSchools({ q: 'school', limit: 3 });
    expect(page.rows).toHaveLength(3);
    expect(page.next).toEqual({ tier: page.rows[2]!.match, id: page.rows[2]!.nces_id });
  });

  it.each(["'; DROP TABLE schools; --", "' OR '1'='1", '" OR 1=1 --', 'NEAR(a b)', '*', ')'])(
    'searchSchools(%j) -> no exact rows, no error, table intact',
    (q) => {
      // Only approximate matches of the words (NEAR is one edit from "bear", "neal"...): never FTS syntax.
      expect(reader.searchSchools({ q, limit: 10 }).rows.filter((row) => row.match !== 'approximate')).toEqual([]);
      expect(reader.countSchools({})).toBe(content.schools.length);
    },
  );

  it('searchSchools pages via next -> the same rows as one big page, no duplicates or gaps', () => {
    const all = reader.searchSchools({ q: 'school', limit: 1000 }).rows.map((row) => row.nces_id);
    const paged: string[] = [];
    let after: { tier: SearchTier; id: string } | undefined;
    do {
      const page = reader.searchSchools({ q: 'school', limit: 37, after });
      paged.push(...page.rows.map((row) => row.nces_id));
      after = page.next;
    } while (after);
    expect(paged).toEqual(all);
  });

  it('findPeers -> same state and level, FRL within the band, target excluded, math descending', () => {
    const target = content.schools.find((school) => school.state === 'CA' && school.level === 'Elementary' && school.frl_pct !== null)!;
    const result = reader.findPeers({ ncesId: target.nces_id, frlBand: 10, limit: 15 })!;
    expect(result.target.nces_id).toBe(target.nces_id);
    const expected = content.schools
      .filter(
        (school) =>
          school.state === target.state &&
          school.level === target.level &&
          school.nces_id !== target.nces_id &&
          school.math_proficiency !== null &&
          Math.abs(school.frl_pct! - target.frl_pct!) <= 10,
      )
      .sort((a, b) => b.math_proficiency! - a.math_proficiency! || (a.nces_id < b.nces_id ? -1 : 1))
      .slice(0, 15)
      .map((school) => school.nces_id);
    expect(result.peers.map((peer) => peer.nces_id)).toEqual(expected);
    expect(reader.findPeers({ ncesId: 'missing' })).toBeUndefined();
  });

  it('listSchools pages (ordered by math, nulls last) -> no duplicates, no gaps, same as countSchools', () => {
    const filter = { minFrl: 20, maxFrl: 90 };
    const seen: string[] = [];
    let after: { value: number | null; nces_id: string } | undefined;
    do {
      const page = reader.listSchools(filter, { orderBy: 'math', limit: 40, after });
      seen.push(...page.rows.map((row) => row.nces_id));
      after = page.next;
    } while (after);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.length).toBe(reader.countSchools(filter));
    const expected = content.schools
      .filter((school) => school.frl_pct! >= 20 && school.frl_pct! <= 90)
      .sort((a, b) => (b.math_proficiency ?? -Infinity) - (a.math_proficiency ?? -Infinity) || (a.nces_id < b.nces_id ? -1 : 1))
      .map((school) => school.nces_id);
    expect(seen).toEqual(expected);
  });

  it('listSchools filters -> every row matches state, level, FRL, enrollment and Title I', () => {
    const { rows } = reader.listSchools({ state: 'tx', level: 'High', minEnrollment: 300, titleI: true }, { limit: 1000 });
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row).toMatchObject({ state: 'TX', level: 'High', title_i_eligible: true });
      expect(row.enrollment!).toBeGreaterThanOrEqual(300);
    }
  });
});

describe('districts, finance, equity', () => {
  it('searchDistricts by name prefix and LEAID prefix, name starts ranked by enrollment', () => {
    const district = content.districts[0]!;
    const byName = reader.searchDistricts({ q: district.name.split(' ')[0]!.slice(0, 4), limit: 100 }).rows;
    expect(byName.map((row) => row.leaid)).toContain(district.leaid);
    const enrollments = byName.filter((row) => row.match === 'name_start').map((row) => row.enrollment ?? -1);
    expect(enrollments).toEqual([...enrollments].sort((a, b) => b - a));
    expect(reader.searchDistricts({ q: district.leaid, limit: 5 }).rows[0]).toMatchObject({ leaid: district.leaid, name: district.name });
  });

  it('getFinance(leaid) -> the latest fiscal year; with a year -> that year', () => {
    const leaid = content.districts[0]!.leaid;
    expect(reader.getFinance(leaid)!.fiscal_year).toBe(2023);
    expect(reader.getFinance(leaid, 2020)!.fiscal_year).toBe(2020);
    expect(reader.getFinance(leaid, 1990)).toBeUndefined();
  });

  it('financeBenchmarks(state) -> state and national averages with shares near 60% instruction', () => {
    const benchmarks = reader.financeBenchmarks('ca')!;
    expect(benchmarks.state.abbr).toBe('CA');
    expect(benchmarks.national.district_count).toBe(content.districts.length);
    expect(benchmarks.national.instruction_pct!).toBeGreaterThan(55);
    expect(benchmarks.national.instruction_pct!).toBeLessThan(65);
    expect(benchmarks.state.per_pupil_median).not.toBeNull();
  });

  it('rankDistrictsBySpending(perPupil) pages -> descending values, no duplicates', () => {
    const first = reader.rankDistrictsBySpending({ sortBy: 'perPupil', limit: 10 });
    const second = reader.rankDistrictsBySpending({ sortBy: 'perPupil', limit: 10, after: first.next });
    const values = [...first.rows, ...second.rows].map((row) => row.value);
    expect(values).toEqual([...values].sort((a, b) => b - a));
    const ids = [...first.rows, ...second.rows].map((row) => row.leaid);
    expect(new Set(ids).size).toBe(20);
  });

  it('listEquity(apCourseCount) -> high schools only, fewest AP courses first', () => {
    const { rows } = reader.listEquity({ metric: 'apCourseCount', limit: 30 });
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.level).toBe('High');
    const values = rows.map((row) => row.metric_value);
    expect(values).toEqual([...values].sort((a, b) => a - b));
  });
});

describe('E-Rate', () => {
  it('erateEntityFor(school) -> its district entity; c2Committed -> the sum of C2 pre-discount in the cycle', () => {
    const entity = content.erate_entities.find(
      (candidate) => candidate.entity_type === 'School District' && content.erate_commitments.some((row) => row.ben === candidate.ben && row.category === 2 && row.funding_year >= 2021),
    )!;
    const school = content.schools.find((candidate) => candidate.leaid === entity.leaid)!;
    const ownEntity = content.erate_entities.find((candidate) => candidate.nces_id === school.nces_id);
    expect(reader.erateEntityFor({ ncesId: school.nces_id })!.ben).toBe(ownEntity?.ben ?? entity.ben);
    expect(reader.erateEntityFor({ leaid: entity.leaid! })!.ben).toBe(entity.ben);
    const expected = content.erate_commitments
      .filter((row) => row.ben === entity.ben && row.category === 2 && row.funding_year >= 2021 && row.funding_year <= 2025)
      .reduce((sum, row) => sum + row.pre_discount_amount, 0);
    expect(reader.c2Committed({ leaid: entity.leaid!, cycleStartYear: 2021 })).toBeCloseTo(expected, 2);
    expect(reader.erateCommitments({ leaid: entity.leaid!, fundingYear: 2024 }).every((row) => row.funding_year === 2024)).toBe(true);
  });

  it('vendorRanking -> vendors by total committed desc, pages without overlap, totals match the commitments', () => {
    const first = reader.vendorRanking({ limit: 5 });
    const second = reader.vendorRanking({ limit: 5, after: first.next });
    const totals = [...first.rows, ...second.rows].map((row) => row.total_committed);
    expect(totals).toEqual([...totals].sort((a, b) => b - a));
    const top = first.rows[0]!;
    const own = content.erate_commitments.filter((row) => row.spin === top.spin);
    expect(top.total_committed).toBeCloseTo(own.reduce((sum, row) => sum + row.committed_amount, 0), 2);
    expect(top.client_count).toBe(new Set(own.map((row) => row.ben)).size);
    expect(second.rows.map((row) => row.spin)).not.toContain(top.spin);
  });

  it('vendorDetail(NAME IN CAPITALS) and vendorDetail(spin) -> the same vendor', () => {
    const vendor = content.erate_vendors[0]!;
    expect(reader.vendorDetail(vendor.name.toUpperCase())!.vendor.spin).toBe(vendor.spin);
    expect(reader.vendorDetail(vendor.spin)!.vendor.name).toBe(vendor.name);
    expect(reader.vendorDetail("x' OR 1=1 --")).toBeUndefined();
  });
});

describe('states, sales and reference', () => {
  it('getState is case-insensitive; stateProfile totals match the rows', () => {
    expect(reader.getState('ny')!.name).toBe('New York');
    expect(reader.getState('ZZ')).toBeUndefined();
    expect(reader.listStates()).toHaveLength(51);
    const profile = reader.stateProfile('tx')!;
    const texas = content.schools.filter((school) => school.state === 'TX');
    expect(profile.total_schools).toBe(texas.length);
    expect(profile.total_enrollment).toBe(texas.reduce((sum, school) => sum + (school.enrollment ?? 0), 0));
    expect(Object.values(profile.level_distribution).reduce((sum, count) => sum + count, 0)).toBe(texas.length);
    expect(profile.largest_schools[0]!.enrollment).toBe(Math.max(...texas.map((school) => school.enrollment ?? 0)));
  });

  it('leadershipChanges pages newest first without duplicates', () => {
    const seen: string[] = [];
    const dates: string[] = [];
    let after: { effective_date: string; change_id: string } | undefined;
    do {
      const page = reader.leadershipChanges({ limit: 25, after });
      seen.push(...page.rows.map((row) => row.change_id));
      dates.push(...page.rows.map((row) => row.effective_date));
      after = page.next;
    } while (after);
    expect(seen.length).toBe(content.leadership_changes.length);
    expect(new Set(seen).size).toBe(seen.length);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('contacts, shortages, standards and programs read back', () => {
    const school = content.schools[0]!;
    expect(reader.contacts({ ncesId: school.nces_id }).some((contact) => contact.role === 'Principal')).toBe(true);
    expect(reader.contacts({ leaid: school.leaid }).some((contact) => contact.role === 'Superintendent')).toBe(true);
    expect(reader.shortages('tx').every((row) => row.state === 'TX')).toBe(true);
    expect(reader.standards('TX', 'mathematics')[0]!.framework).toContain('TEKS');
    expect(reader.listPrograms().map((program) => program.program_id)).toContain('TITLE_I_A');
    expect(reader.getProgram('idea_b')!.assistance_listing).toBe('84.027');
  });
});

describe('writeDataset', () => {
  it('replaces the target whole: a reader opened before keeps the old data, a new reader sees the new', () => {
    const target = path.join(directory, 'swap.sqlite');
    const small = { ...content, schools: content.schools.slice(0, 10) };
    writeDataset(target, small, sandboxMeta(small, { seed: 1, scale: 0.01, asOf: TEST_AS_OF }, new Date('2025-01-01T00:00:00Z')));
    const before = DatasetReader.open(target);
    expect(before.countSchools({})).toBe(10);

    writeDataset(target, content, sandboxMeta(content, { seed: 2, scale: 0.01, asOf: TEST_AS_OF }, new Date('2025-02-01T00:00:00Z')));
    expect(before.countSchools({})).toBe(10);
    expect(before.meta().seed).toBe(1);
    const after = DatasetReader.open(target);
    expect(after.countSchools({})).toBe(content.schools.length);
    expect(after.meta().seed).toBe(2);
    before.close();
    after.close();
    expect(fs.readdirSync(directory).filter((name) => name.includes('.building-'))).toEqual([]);
  });

  it('a failing build leaves the target untouched and no temporary file', () => {
    const target = path.join(directory, 'keep.sqlite');
    const small = { ...content, schools: content.schools.slice(0, 3) };
    writeDataset(target, small, sandboxMeta(small, { seed: 3, scale: 0.01, asOf: TEST_AS_OF }, new Date('2025-01-01T00:00:00Z')));
    const broken = { ...content, schools: [{ ...content.schools[0]!, cep: 'yes' as unknown as boolean }] };
    expect(() => writeDataset(target, broken, sandboxMeta(broken, { seed: 4, scale: 0.01, asOf: TEST_AS_OF }, new Date()))).toThrow(/expected a boolean/);
    const check = DatasetReader.open(target);
    expect(check.meta().seed).toBe(3);
    check.close();
    expect(fs.readdirSync(directory).filter((name) => name.includes('.building-'))).toEqual([]);
  });
});
