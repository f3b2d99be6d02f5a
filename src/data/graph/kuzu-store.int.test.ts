import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGraph } from './build-kuzu.js';
import { KuzuGraphStore } from './kuzu-store.js';
import { writeFixtureDataset } from './testing/dataset-fixture.js';

let workDir: string;
let graphDir: string;
let store: KuzuGraphStore;

beforeAll(async () => {
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'graph-kuzu-store-'));
  graphDir = path.join(workDir, 'graph');
  await buildGraph({ datasetFile: writeFixtureDataset(workDir), graphDir });
  store = await KuzuGraphStore.open(graphDir);
});

afterAll(async () => {
  await store.close();
  fs.rmSync(workDir, { recursive: true, force: true });
});

describe('KuzuGraphStore', () => {
  it('query x20 at once -> each answered with its own result (one queue, one connection)', async () => {
    const ids = ['480000100001', '480000100002', '480000200001', '350000100001'];
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        store.query('MATCH (s:School {nces_id: $id}) RETURN s.nces_id AS id', { id: ids[index % ids.length] }),
      ),
    );
    expect(results.map((result) => result.rows[0]!.id)).toEqual(
      Array.from({ length: 20 }, (_, index) => ids[index % ids.length]),
    );
  });

  it('query(a failing query between good ones) -> the queue keeps going', async () => {
    const [first, failed, last] = await Promise.allSettled([
      store.query('MATCH (s:School) RETURN count(*) AS n'),
      store.query('MATCH (s:School) RETURN s.missing AS x'),
      store.query('MATCH (d:District) RETURN count(*) AS n'),
    ]);
    expect(first).toMatchObject({ status: 'fulfilled', value: { rows: [{ n: 6 }] } });
    expect(failed).toMatchObject({ status: 'rejected', reason: { code: 'bad_request' } });
    expect(last).toMatchObject({ status: 'fulfilled', value: { rows: [{ n: 4 }] } });
  });

  it('query(a write that slips past the check) -> refused by the read-only database', async () => {
    // The second line of defence: call the private runner directly, as if the Cypher check had a hole.
    const run = store['run'].bind(store);
    await expect(run("CREATE (:State {abbr: 'ZZ', fips: '99', name: 'Nowhere'})", {}, 1_000, 10)).rejects.toMatchObject({
      code: 'bad_request',
      message: expect.stringMatching(/read-only/),
    });
    expect((await store.query("MATCH (s:State {abbr: 'ZZ'}) RETURN count(*) AS n")).rows).toEqual([{ n: 0 }]);
  });

  it('query(long-running, timeoutMs 50) -> bad_request naming the timeout, and the store still answers', async () => {
    const values = Array.from({ length: 2_000 }, (_, index) => index);
    const slow = 'UNWIND $values AS x UNWIND $values AS y UNWIND $values AS z WITH x, y, z WHERE x = y AND y = z RETURN count(*) AS n';
    await expect(store.query(slow, { values }, { timeoutMs: 50 })).rejects.toMatchObject({
      code: 'bad_request',
      message: expect.stringMatching(/longer than 50 ms/),
    });
    expect((await store.query('MATCH (p:Program) RETURN count(*) AS n')).rows).toEqual([{ n: 3 }]);
  });

  it('query(sum of INT64) -> a number, not a BigInt', async () => {
    const result = await store.query('MATCH (s:School) RETURN sum(s.enrollment) AS total');
    expect(result.rows).toEqual([{ total: 4020 }]);
    expect(() => JSON.stringify(result)).not.toThrow();
  });

  it('close() -> waits for queued queries; later queries are unavailable', async () => {
    const second = await KuzuGraphStore.open(graphDir);
    const pending = second.query('MATCH (s:School) RETURN count(*) AS n');
    await second.close();
    await expect(pending).resolves.toMatchObject({ rows: [{ n: 6 }] });
    await expect(second.query('MATCH (s:School) RETURN count(*) AS n')).rejects.toMatchObject({ code: 'unavailable' });
  });
});
