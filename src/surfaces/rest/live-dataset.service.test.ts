import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectGraph } from '../../data/build.js';
import { stateBackends, type IsolatedStateStore } from '../../data/state/test-stores.js';
import { realFile } from '../../ingest/fixtures/paths.js';
import { runImport } from '../../ingest/run-import.js';
import { createTestService, type TestService } from '../../testing/harness.js';
import { listen, type TestClient } from '../../testing/http.js';

/**
 * The live dataset end to end: import a real public file, then live keys read it (and say so),
 * test keys still read the sandbox, and fields no source gave are missing rather than invented.
 */
describe.each(stateBackends().slice(0, 1))('live dataset from a real import ($kind)', (backend) => {
  let isolated: IsolatedStateStore;
  let service: TestService;
  let client: TestClient;

  beforeAll(async () => {
    isolated = await backend.create();
    service = createTestService(isolated.store);
    const dataDir = service.runtime.config.dataDir;
    for (const [source, file] of [['cwift', 'cwift/EDGE_ACS_CWIFT2022_LEA2223.txt'], ['hifld', 'hifld_fl/Public_Schools_FL.csv']] as const) {
      await runImport({ source, filePath: realFile(file), dataDir, state: isolated.store, now: () => service.runtime.now() });
    }
    await projectGraph(dataDir, 'live');
    client = await listen(service.app);
  }, 120_000);

  afterAll(async () => {
    await client.close();
    service.dispose();
    await isolated.dispose();
  });

  it('a live key reads the imported schools, with X-Dataset: live and real provenance', async () => {
    const { key } = await service.key('PROFESSIONAL', { mode: 'live' });
    const search = await client.request('GET', '/schools/search?q=miami&limit=5', { key });
    expect(search.status).toBe(200);
    expect(search.headers.get('x-dataset')).toBe('live');
    expect(search.body.results.length).toBeGreaterThan(0);
    expect(search.body.results.every((school: { state: string }) => school.state === 'FL')).toBe(true);
    const enrollments = search.body.results.map((school: { enrollment: number | null }) => school.enrollment ?? -1);
    expect(enrollments).toEqual([...enrollments].sort((a: number, b: number) => b - a));

    const profile = await client.request('GET', `/schools/${search.body.results[0].nces_id}`, { key });
    expect(profile.status).toBe(200);
    expect(profile.body.data_source).toMatchObject({ dataset: 'live', generated: false });
    expect(profile.body.data_source.source).toMatch(/hifld/i);
    // HIFLD carries no lunch or assessment columns: missing, never invented.
    expect(profile.body.frl_pct).toBeNull();
    expect(profile.body.math_proficiency).toBeNull();
  });

  it('live profiles carry the scores the imported fields allow, a lead tier always, and what each score lacked', async () => {
    const { key } = await service.key('PROFESSIONAL', { mode: 'live' });
    const search = await client.request('GET', '/schools/search?q=high&limit=20', { key });
    expect(search.body.results.length).toBeGreaterThan(0);
    for (const result of search.body.results.slice(0, 5)) {
      const profile = await client.request('GET', `/schools/${result.nces_id}`, { key });
      expect(profile.status).toBe(200);
      expect(['HOT', 'WARM', 'NURTURE', 'MONITOR']).toContain(profile.body.lead_tier);
      expect(typeof profile.body.funding_score).toBe('number');
      expect(typeof profile.body.opportunity_score).toBe('number');
      const inputs = profile.body.score_inputs;
      // HIFLD gives enrollment and teachers but no lunch or assessment figures.
      expect(inputs.bright_spot_score).toMatchObject({ inputs_missing: ['frl_pct', 'math_proficiency'] });
      expect(inputs.bright_spot_score.null_reason).toMatch(/frl_pct/);
      expect(profile.body.bright_spot_score).toBeNull();
      expect(inputs.health_score.null_reason).toMatch(/math_proficiency/);
      expect(profile.body.health_score).toBeNull();
      expect(inputs.opportunity_score.inputs_missing).toEqual(expect.arrayContaining(['contacts', 'board_items', 'frl_pct']));
      expect(inputs.opportunity_score.null_reason).toBeNull();
      if (profile.body.pupil_teacher_ratio !== null) expect(inputs.opportunity_score.inputs_used).toContain('pupil_teacher_ratio');
    }
  });

  it('a live school without assessment data -> 422 naming the missing fields', async () => {
    const { key } = await service.key('STARTER', { mode: 'live' });
    const search = await client.request('GET', '/schools/search?q=elementary&limit=1', { key });
    const health = await client.request('GET', `/schools/${search.body.results[0].nces_id}/health`, { key });
    expect(health.status).toBe(422);
    expect(health.body.type).toBe('unprocessable');
    expect(health.body.detail).toMatch(/math_proficiency/);
  });

  it('GET /health lists each imported source with its rows, file and import date', async () => {
    const health = await client.request('GET', '/health');
    const live = health.body.datasets.find((dataset: { name: string }) => dataset.name === 'live');
    const hifld = live.sources.find((source: { source: string }) => source.source === 'hifld-public-schools');
    expect(hifld).toMatchObject({ rows: 4_337, file: 'Public_Schools_FL.csv', rejected: 0 });
    expect(Date.parse(hifld.imported_at)).not.toBeNaN();
    expect(live.sources.find((source: { source: string }) => /cwift/.test(source.source))).toMatchObject({ rows: 13_152, file: 'EDGE_ACS_CWIFT2022_LEA2223.txt' });
  });

  it('test keys keep reading the sandbox; the import recorded data.updated', async () => {
    const { key } = await service.key('STARTER', { mode: 'test' });
    const response = await client.request('GET', '/schools/search?q=miami&limit=1', { key });
    expect(response.headers.get('x-dataset')).toBe('sandbox');
    const events = await isolated.store.listEvents({ type: 'data.updated', limit: 10 });
    expect(events.map((event) => (event.data as { source: string }).source).sort()).toEqual(['cwift', 'hifld']);
  });
});
