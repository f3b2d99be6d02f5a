import { describe, expect, it } from 'vitest';
import type { GraphQueryOptions, GraphStore } from '../../data/graph/port.js';
import { runSafely, withRowCap } from './safe-query.js';

describe('withRowCap', () => {
  it('no LIMIT -> LIMIT cap appended', () => {
    expect(withRowCap('MATCH (s:School) RETURN s.name AS name', {}, 100).cypher).toBe('MATCH (s:School) RETURN s.name AS name\nLIMIT 100');
  });
  it('LIMIT above the cap -> lowered to the cap', () => {
    expect(withRowCap('MATCH (s:School) RETURN s.name AS name LIMIT 5000', {}, 100).cypher).toBe('MATCH (s:School) RETURN s.name AS name LIMIT 100');
  });
  it('LIMIT within the cap -> unchanged', () => {
    expect(withRowCap('MATCH (s:School) RETURN s.name AS name LIMIT 7', {}, 100).cypher).toBe('MATCH (s:School) RETURN s.name AS name LIMIT 7');
  });
  it('LIMIT $limit above the cap -> the parameter is lowered', () => {
    expect(withRowCap('MATCH (s) RETURN s.name AS n LIMIT $limit', { limit: 10_000 }, 100).params).toEqual({ limit: 100 });
  });
  it('a LIMIT inside a subquery is not the final one -> cap appended', () => {
    const cypher = 'MATCH (d:District) WHERE EXISTS { MATCH (d)<-[:IN_DISTRICT]-(s:School) } RETURN d.name AS name';
    expect(withRowCap(cypher, {}, 50).cypher.endsWith('LIMIT 50')).toBe(true);
  });
  it('LIMIT $limit with a non-number -> 400', () => {
    expect(() => withRowCap('MATCH (s) RETURN s.name AS n LIMIT $limit', { limit: '5; DROP' }, 100)).toThrow(expect.objectContaining({ code: 'bad_request' }));
  });
});

describe('runSafely', () => {
  const recording = () => {
    const calls: { cypher: string; params: Record<string, unknown>; options?: GraphQueryOptions }[] = [];
    const graph: GraphStore = {
      kind: 'kuzu',
      async query(cypher, params = {}, options) {
        calls.push({ cypher, params, options });
        return { columns: ['n'], rows: [{ n: 1 }] };
      },
      async close() {},
    };
    return { graph, calls };
  };

  it('runs a read query with the timeout, the row cap and LIMIT pushed in', async () => {
    const { graph, calls } = recording();
    await runSafely(graph, 'MATCH (s:School) RETURN count(s) AS n', {}, { timeoutMs: 1234, rowCap: 10 });
    expect(calls).toEqual([{ cypher: 'MATCH (s:School) RETURN count(s) AS n\nLIMIT 10', params: {}, options: { timeoutMs: 1234, maxRows: 10 } }]);
  });

  it.each([
    'MATCH (n) DETACH DELETE n',
    'MATCH (n) SET n.x = 1 RETURN n',
    'CREATE (n:School) RETURN n',
    'MERGE (v:Vendor {spin: "1"}) RETURN v',
    'CALL db.labels()',
    'MATCH (n) RETURN n; MATCH (m) DELETE m',
    'MATCH (n) /* x */ DeLeTe n',
    'LOAD FROM "x.csv" RETURN *',
    'COPY School FROM "x.csv"',
    'RETURN apoc.text.join(["a"], ",") AS x',
  ])('%s -> refused before the store sees it', async (cypher) => {
    const { graph, calls } = recording();
    await expect(runSafely(graph, cypher, {})).rejects.toMatchObject({ code: 'bad_request' });
    expect(calls).toEqual([]);
  });
});
