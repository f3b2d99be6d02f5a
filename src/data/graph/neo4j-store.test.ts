import neo4j from 'neo4j-driver';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../errors.js';
import { assertReadOnlyPlan } from './neo4j-plan.js';
import { Neo4jGraphStore, neo4jErrorToAppError } from './neo4j-store.js';
import { neo4jParameters, neo4jValueToJson } from './neo4j-values.js';
import { FakeNeo4jDriver, READ_PLAN, neo4jError } from './testing/fake-neo4j.js';

async function rejection(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof AppError)) throw new Error(`expected an AppError, got ${String(error)}`);
  return error;
}

const program = new neo4j.types.Node(neo4j.int(7), ['Program'], {
  program_id: 'IDEA_B',
  name: 'IDEA Part B',
  appropriation_year: neo4j.int(2024),
});

describe('Neo4jGraphStore.query', () => {
  it('query(read) -> EXPLAIN first, then the statement, both in READ sessions, rows JSON-safe', async () => {
    const driver = new FakeNeo4jDriver((run) =>
      run.query.startsWith('EXPLAIN')
        ? { summary: READ_PLAN }
        : { columns: ['p', 'n'], records: [{ p: program, n: neo4j.int(3) }] },
    );
    const store = new Neo4jGraphStore(driver);
    const result = await store.query("MATCH (p:Program {program_id: 'IDEA_B'}) RETURN p, 3 AS n");
    expect(driver.runs.map((run) => [run.accessMode, run.query.split(' ')[0]])).toEqual([
      ['READ', 'EXPLAIN'],
      ['READ', 'MATCH'],
    ]);
    expect(result).toEqual({
      columns: ['p', 'n'],
      rows: [
        {
          p: {
            _label: 'Program',
            program_id: 'IDEA_B',
            name: 'IDEA Part B',
            assistance_listing: null,
            statute: null,
            annual_appropriation: null,
            appropriation_year: 2024,
          },
          n: 3,
        },
      ],
      truncated: false,
    });
    expect(driver.openSessions).toBe(0);
  });

  it('query(plan classified "rw") -> bad_request and the statement never runs', async () => {
    const driver = new FakeNeo4jDriver(() => ({ summary: { queryType: 'rw', plan: READ_PLAN.plan } }));
    const error = await rejection(new Neo4jGraphStore(driver).query('MATCH (s:School) RETURN s'));
    expect(error.code).toBe('bad_request');
    expect(driver.runs).toHaveLength(1);
  });

  it('query(CREATE) -> bad_request before any session opens', async () => {
    const driver = new FakeNeo4jDriver();
    const error = await rejection(new Neo4jGraphStore(driver).query("CREATE (s:School {nces_id: 'x'})"));
    expect(error.message).toMatch(/CREATE/);
    expect(driver.runs).toEqual([]);
  });

  it('query with $state unset -> bad_request naming the parameter, nothing sent', async () => {
    const driver = new FakeNeo4jDriver();
    const error = await rejection(new Neo4jGraphStore(driver).query('MATCH (s:School {state: $state}) RETURN s.name AS name'));
    expect(error.code).toBe('bad_request');
    expect(error.extra).toEqual({ errors: [{ field: 'state', message: 'Parameter has no value.' }] });
    expect(driver.runs).toEqual([]);
  });

  it('query(params {limit: 5, min: 40.5}) -> whole numbers sent as Integers, unused params dropped', async () => {
    const driver = new FakeNeo4jDriver();
    await new Neo4jGraphStore(driver).query('MATCH (s:School) WHERE s.frl_pct > $min RETURN s LIMIT $limit', {
      limit: 5,
      min: 40.5,
      unused: 'x',
    });
    const parameters = driver.runs[1]!.parameters;
    expect(Object.keys(parameters).sort()).toEqual(['limit', 'min']);
    expect(neo4j.isInt(parameters.limit)).toBe(true);
    expect(parameters.min).toBe(40.5);
  });

  it('query(timeoutMs 250) -> passed to both runs as the transaction timeout', async () => {
    const driver = new FakeNeo4jDriver();
    await new Neo4jGraphStore(driver).query('MATCH (s:School) RETURN s', {}, { timeoutMs: 250 });
    expect(driver.runs.map((run) => run.config)).toEqual([{ timeout: 250 }, { timeout: 250 }]);
  });

  it('query(maxRows 2 over 5 records) -> 2 rows, truncated, reading stopped', async () => {
    const records = [1, 2, 3, 4, 5].map((value) => ({ n: neo4j.int(value) }));
    const driver = new FakeNeo4jDriver((run) => (run.query.startsWith('EXPLAIN') ? {} : { columns: ['n'], records }));
    const result = await new Neo4jGraphStore(driver).query('UNWIND [1,2,3,4,5] AS n RETURN n', {}, { maxRows: 2 });
    expect(result).toEqual({ columns: ['n'], rows: [{ n: 1 }, { n: 2 }], truncated: true });
    expect(driver.recordsRead[1]).toBeLessThanOrEqual(3);
  });

  it('query(syntax error from the server) -> bad_request carrying the server message', async () => {
    const driver = new FakeNeo4jDriver(() => ({ error: neo4jError('Neo.ClientError.Statement.SyntaxError', 'Invalid input') }));
    const error = await rejection(new Neo4jGraphStore(driver).query('MATCH (s RETURN s'));
    expect(error.code).toBe('bad_request');
    expect(error.message).toMatch(/Invalid input/);
  });

  it('close() -> waits for a running query, then closes the driver; later queries are unavailable', async () => {
    const driver = new FakeNeo4jDriver();
    const store = new Neo4jGraphStore(driver);
    const running = store.query('MATCH (s:School) RETURN s');
    await store.close();
    await expect(running).resolves.toMatchObject({ columns: [] });
    expect(driver.closed).toBe(true);
    expect((await rejection(store.query('MATCH (s) RETURN s'))).code).toBe('unavailable');
  });
});

describe('assertReadOnlyPlan', () => {
  const leaf = (operatorType: string) => ({ operatorType, children: [] });

  it.each([
    ['CreateNode@neo4j'],
    ['SetNodeProperty@neo4j'],
    ['DetachDeleteNode@neo4j'],
    ['ProcedureCall@neo4j'],
    ['LoadCSV@neo4j'],
    ['TransactionForeach@neo4j'],
  ])('assertReadOnlyPlan(queryType r, plan with %s deep inside) -> bad_request', (operator) => {
    const plan = { operatorType: 'ProduceResults@neo4j', children: [{ operatorType: 'Apply@neo4j', children: [leaf('Argument'), leaf(operator)] }] };
    expect(() => assertReadOnlyPlan({ queryType: 'r', plan })).toThrow(/plan contains/);
  });

  it.each([['rw'], ['w'], ['s']])('assertReadOnlyPlan(queryType %s) -> bad_request', (queryType) => {
    expect(() => assertReadOnlyPlan({ queryType, plan: READ_PLAN.plan })).toThrow(AppError);
  });

  it('assertReadOnlyPlan(no plan) -> bad_request', () => {
    expect(() => assertReadOnlyPlan({ queryType: 'r', plan: false })).toThrow(/no plan/);
  });

  it('assertReadOnlyPlan(scan, expand, aggregate, sort) -> passes', () => {
    const plan = {
      operatorType: 'ProduceResults@neo4j',
      children: [{ operatorType: 'Sort@neo4j', children: [{ operatorType: 'EagerAggregation@neo4j', children: [{ operatorType: 'Expand(All)@neo4j', children: [leaf('NodeByLabelScan@neo4j')] }] }] }],
    };
    expect(() => assertReadOnlyPlan({ queryType: 'r', plan })).not.toThrow();
  });
});

describe('neo4jErrorToAppError', () => {
  it.each([
    ['Neo.ClientError.Transaction.TransactionTimedOutClientConfiguration', 'bad_request', /longer than 100 ms/],
    ['Neo.ClientError.Statement.ParameterMissing', 'bad_request', /rejected/],
    ['Neo.ClientError.Statement.AccessMode', 'bad_request', /rejected/],
    ['ServiceUnavailable', 'unavailable', /unavailable/],
    ['Neo.DatabaseError.General.UnknownError', 'internal', /failed/],
  ])('neo4jErrorToAppError(%s) -> %s', (code, expected, message) => {
    const error = neo4jErrorToAppError(neo4jError(code), 100);
    expect(error.code).toBe(expected);
    expect(error.message).toMatch(message);
  });
});

describe('neo4jValueToJson', () => {
  it('neo4jValueToJson(Integer beyond 2^53) -> decimal string; within -> number', () => {
    expect(neo4jValueToJson(neo4j.int('9007199254740993'))).toBe('9007199254740993');
    expect(neo4jValueToJson([neo4j.int(-4), 1.5])).toEqual([-4, 1.5]);
  });

  it('neo4jValueToJson(path) -> {_nodes, _relationships} like kuzu', () => {
    const school = new neo4j.types.Node(neo4j.int(1), ['School'], { nces_id: '1' });
    const district = new neo4j.types.Node(neo4j.int(2), ['District'], { leaid: '2' });
    const edge = new neo4j.types.Relationship(neo4j.int(3), neo4j.int(1), neo4j.int(2), 'IN_DISTRICT', {});
    const path = new neo4j.types.Path(school, district, [new neo4j.types.PathSegment(school, edge, district)]);
    const json = neo4jValueToJson(path) as { _nodes: { _label: string }[]; _relationships: unknown[] };
    expect(json._nodes.map((node) => node._label)).toEqual(['School', 'District']);
    expect(json._relationships).toEqual([{ _type: 'IN_DISTRICT' }]);
  });

  it('neo4jValueToJson(Date 2024-03-12) -> "2024-03-12"', () => {
    expect(neo4jValueToJson(new neo4j.types.Date(2024, 3, 12))).toBe('2024-03-12');
  });

  it('neo4jParameters({ids: [1, 2.5], nested: {n: 3}}) -> Integers only for whole numbers', () => {
    const converted = neo4jParameters({ ids: [1, 2.5], nested: { n: 3 } }) as { ids: unknown[]; nested: { n: unknown } };
    expect(neo4j.isInt(converted.ids[0])).toBe(true);
    expect(converted.ids[1]).toBe(2.5);
    expect(neo4j.isInt(converted.nested.n)).toBe(true);
  });
});
