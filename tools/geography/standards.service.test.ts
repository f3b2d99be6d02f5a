import Database from 'better-sqlite3';
import { beforeAll, describe, expect, it } from 'vitest';
import { useSchoolService } from '../schools/testing/school-service.js';
import { standardsCertify } from './standards-certify.js';

const fixture = useSchoolService();
let database: Database.Database;

beforeAll(() => {
  database = new Database(fixture.reader.filePath, { readonly: true });
  return () => database.close();
});

describe('GET /standards/certify', () => {
  it('standards_certify(state) -> totals and grade bands from the dataset; CCSS vs own framework states', async () => {
    const rows = database.prepare("SELECT framework, grade_band, standard_count, state FROM standards WHERE subject = 'Mathematics'").all() as { framework: string; grade_band: string; standard_count: number; state: string }[];
    const state = rows[0]!.state;
    const own = rows.filter((row) => row.state === state);
    const result = await fixture.call(standardsCertify, { state }, 'STARTER');
    expect(result.subject).toBe('Mathematics');
    expect(result.total_standards).toBe(own.reduce((sum, row) => sum + row.standard_count, 0));
    expect(result.grade_distribution['6-8']).toBe(own.filter((row) => row.grade_band === '6-8').reduce((sum, row) => sum + row.standard_count, 0));
    const commonCore = [...new Set(rows.filter((row) => /common core/i.test(row.framework)).map((row) => row.state))].sort();
    const stateOwn = [...new Set(rows.map((row) => row.state))].filter((abbr) => !commonCore.includes(abbr)).sort();
    expect(result.framework_landscape.common_core).toEqual(commonCore);
    expect(result.framework_landscape.state_specific).toEqual(stateOwn);
    expect(commonCore.length).toBeGreaterThan(0);
    expect(result.alignment).toBeNull();
  });

  it('standards_certify(product_description) -> alignment percent over the labelled sample, with matched codes', async () => {
    const response = await fixture.client.request('GET', `/standards/certify?state=ca&product_description=${encodeURIComponent('Adaptive practice on fractions, numerators, denominators, decimals and comparing decimal thousandths')}`, { key: fixture.key });
    expect(response.status).toBe(200);
    const { alignment } = response.body;
    expect(alignment.statement_set.kind).toBe('sample');
    expect(alignment.aligned_statements.map((entry: { code: string }) => entry.code)).toEqual(['3.NF.A.1', '5.NBT.A.3']);
    expect(alignment.alignment_pct).toBeCloseTo((200 / alignment.statement_set.statements), 1);
  });

  it('no state -> 400; state ZZ or unknown subject -> 404; Explorer -> 403; subject "x" -> 400', async () => {
    const missing = await fixture.client.request('GET', '/standards/certify', { key: fixture.key });
    expect(missing.status).toBe(400);
    expect(missing.body.errors[0].field).toBe('state');
    expect((await fixture.client.request('GET', '/standards/certify?state=ZZ', { key: fixture.key })).status).toBe(404);
    expect((await fixture.client.request('GET', '/standards/certify?state=CA&subject=Astrology', { key: fixture.key })).status).toBe(404);
    expect((await fixture.client.request('GET', '/standards/certify?state=CA&subject=x', { key: fixture.key })).status).toBe(400);
    const { key } = await fixture.service.key('EXPLORER');
    expect((await fixture.client.request('GET', '/standards/certify?state=CA', { key })).status).toBe(403);
  });
});
