import { describe, expect, it } from 'vitest';
import { AppError } from '../../errors.js';
import { cypherParameterNames, tokenizeCypher } from './cypher-lexer.js';
import { assertReadOnlyCypher } from './read-only.js';

function refusal(cypher: string): AppError | undefined {
  try {
    assertReadOnlyCypher(cypher);
    return undefined;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
}

const REFUSED: [why: string, cypher: string, detail: RegExp][] = [
  ['CREATE', "CREATE (s:School {nces_id: 'x'})", /CREATE/],
  ['MERGE', "MERGE (s:School {nces_id: 'x'}) RETURN s", /MERGE/],
  ['SET after MATCH', 'MATCH (s:School) SET s.enrollment = 0', /SET/],
  ['DELETE', 'MATCH (s:School) DELETE s', /DELETE/],
  ['DETACH DELETE', 'MATCH (s:School) DETACH DELETE s', /DETACH/],
  ['REMOVE', 'MATCH (s:School) REMOVE s.name', /REMOVE/],
  ['DROP TABLE', 'DROP TABLE School', /DROP/],
  ['ALTER TABLE', 'ALTER TABLE School ADD x INT64', /ALTER/],
  ['COPY FROM', "COPY School FROM 'schools.csv'", /COPY/],
  ['LOAD FROM', "LOAD FROM 'x.csv' RETURN *", /LOAD/],
  ['LOAD CSV', "LOAD CSV FROM 'file:///x.csv' AS line RETURN line", /LOAD/],
  ['CALL procedure', 'CALL show_tables() RETURN *', /CALL/],
  ['CALL subquery with write', 'MATCH (s:School) CALL { WITH s RETURN 1 AS x } RETURN x', /CALL/],
  ['INSTALL extension', 'INSTALL httpfs', /INSTALL/],
  ['LOAD EXTENSION', 'LOAD EXTENSION httpfs', /LOAD/],
  ['ATTACH', "ATTACH 'other.kuzu' AS other (dbtype kuzu)", /ATTACH/],
  ['EXPORT DATABASE', "EXPORT DATABASE '/tmp/out'", /EXPORT/],
  ['IMPORT DATABASE', "IMPORT DATABASE '/tmp/out'", /IMPORT/],
  ['USE', 'USE other MATCH (n) RETURN n', /USE/],
  ['FOREACH', 'MATCH p = (a)-[*]->(b) FOREACH (n IN nodes(p) | SET n.x = 1)', /FOREACH/],
  ['lower-case keyword', "match (s:School) set s.name = 'x'", /SET/],
  ['mixed-case keyword', 'MaTcH (s) DeTaCh DeLeTe s', /DETACH/],
  ['keyword after a block comment', "/* harmless */ CREATE (n:School {nces_id: 'x'})", /CREATE/],
  ['keyword after a line comment', "// read\nCREATE (n:School {nces_id: 'x'})", /CREATE/],
  ['keyword glued to a comment', "MATCH (n)/**/DELETE/**/n", /DELETE/],
  ['keyword after a string that ends in an escaped backslash', "RETURN 'a\\\\' AS a CREATE (n)", /CREATE/],
  ['keyword after a string with an escaped quote', "RETURN 'it\\'s' AS a CREATE (n)", /CREATE/],
  ['keyword after a double-quoted string', 'RETURN "x" AS a DELETE n', /DELETE/],
  ['keyword after a quoted name', 'MATCH (`my node`) DELETE `my node`', /DELETE/],
  ['two statements', 'MATCH (s:School) RETURN s; MATCH (d:District) RETURN d', /one graph statement/],
  ['a trailing semicolon', 'MATCH (s:School) RETURN s;', /one graph statement/],
  ['a semicolon hidden after a comment', 'MATCH (s) RETURN s /* x */ ;', /one graph statement/],
  ['namespaced function (plugin)', "RETURN apoc.cypher.runFirstColumnSingle('CREATE (n)', {}) AS x", /namespaced/],
  ['procedure-style function', 'RETURN db.labels() AS labels', /namespaced/],
  ['quoted namespaced function', 'RETURN `apoc`.`text`.`join`(["a"], ",") AS x', /namespaced/],
  ['namespaced call with a space before the parenthesis', 'RETURN gds.version () AS v', /namespaced/],
  ['range() (memory)', 'UNWIND range(1, 100000000) AS x RETURN sum(x) AS s', /range\(\) is not allowed/],
  ['repeat() (memory)', "RETURN repeat('x', 1000000000) AS s", /repeat\(\) is not allowed/],
  ['quoted range() (memory)', 'UNWIND `range`(1, 100000000) AS x RETURN x', /range\(\) is not allowed/],
  ['keyword after a number and a dot', 'RETURN 1. CREATE (n)', /CREATE/],
  ['keyword after a range dot', 'MATCH (a)-[*1..DELETE]->(b) RETURN a', /DELETE/],
  ['an unquoted map key spelled like a keyword (conservative)', 'RETURN {set: 1} AS m', /SET/],
  ['CHECKPOINT', 'CHECKPOINT', /CHECKPOINT/],
  ['BEGIN TRANSACTION', 'BEGIN TRANSACTION', /BEGIN/],
  ['SHOW DATABASES', 'SHOW DATABASES', /SHOW/],
  ['EXPLAIN', 'EXPLAIN MATCH (s) RETURN s', /EXPLAIN/],
  ['PROFILE', 'PROFILE MATCH (s) RETURN s', /PROFILE/],
  ['an empty query', '   ', /empty/],
  ['only a comment', '// nothing here', /empty/],
  ['unterminated string (could hide the rest)', "MATCH (s) WHERE s.name = 'abc RETURN s", /Unterminated string/],
  ['unterminated comment', 'MATCH (s) RETURN s /* CREATE', /Unterminated comment/],
  ['unterminated quoted name', 'MATCH (`s) RETURN s', /Unterminated quoted name/],
  ['string ending in an escaped quote', "MATCH (s) WHERE s.name = 'abc\\' RETURN s", /Unterminated string/],
];

const ALLOWED: [why: string, cypher: string][] = [
  ['a plain match', 'MATCH (s:School) RETURN s.name AS name LIMIT 5'],
  ['property named like a keyword prefix', 'MATCH (s:School) RETURN s.created_at AS created_at'],
  ['variable containing a keyword', 'MATCH (settled:School) RETURN settled.name AS name'],
  ['keyword inside a single-quoted string', "MATCH (s:School) WHERE s.name = 'CREATE DELETE; DROP' RETURN s.name AS name"],
  ['keyword inside a double-quoted string', 'MATCH (s:School) WHERE s.name CONTAINS "MERGE" RETURN s.name AS name'],
  ['semicolon inside a string', "MATCH (s:School) WHERE s.name = 'a;b' RETURN s.name AS name"],
  ['keyword inside a comment', 'MATCH (s:School) // do not DELETE\nRETURN s.name AS name /* SET ; */'],
  ['keyword as a quoted name', 'MATCH (`DELETE`:School) RETURN `DELETE`.name AS name'],
  ['property key that is a keyword', 'MATCH (s:School) RETURN s.set AS x, s.`delete` AS y'],
  ['property key after whitespace', 'MATCH (s:School) RETURN s. set AS x'],
  ['property key of a map and of a list element', "WITH {amount: 1} AS m, [{`delete`: 2}] AS l RETURN m.amount AS a, m.set AS z, l[0].delete AS b, $p.remove AS c"],
  ['a string with an escaped quote', "MATCH (s:School) WHERE s.name = 'St. Mary\\'s' RETURN s.name AS name"],
  ['a string with an escaped backslash', "MATCH (s:School) WHERE s.name <> 'a\\\\' RETURN s.name AS name"],
  ['parameters', 'MATCH (s:School) WHERE s.state = $state AND s.enrollment > $min RETURN s.name AS name'],
  ['variable-length path', 'MATCH (s:School)-[:IN_DISTRICT*1..2]->(d) RETURN count(*) AS n'],
  ['EXISTS subquery', 'MATCH (d:District) WHERE EXISTS { MATCH (d)<-[:SERVED]-(:Vendor) } RETURN d.name AS name'],
  ['COUNT subquery', 'MATCH (d:District) RETURN d.name AS name, COUNT { MATCH (d)<-[:IN_DISTRICT]-(:School) } AS schools'],
  ['STARTS WITH and CASE', "MATCH (s:School) WHERE s.name STARTS WITH 'A' RETURN CASE WHEN s.frl_pct > 50 THEN 'high' ELSE 'low' END AS band"],
  ['UNION', 'MATCH (s:School) RETURN s.name AS name UNION MATCH (d:District) RETURN d.name AS name'],
  ['a function call without namespace', 'MATCH (s:School) RETURN toLower(s.name) AS name, round(s.frl_pct) AS frl'],
  ['a variable named range', 'MATCH (range:School) RETURN range.name AS name'],
  ['decimal and range numbers', 'MATCH (s:School) WHERE s.frl_pct > 40.5 RETURN s.name AS name SKIP 1 LIMIT 10'],
];

describe('assertReadOnlyCypher', () => {
  it.each(REFUSED)('refuses %s', (_why, cypher, detail) => {
    const error = refusal(cypher);
    expect(error?.code).toBe('bad_request');
    expect(error?.message).toMatch(detail);
  });

  it.each(ALLOWED)('allows %s', (_why, cypher) => {
    expect(refusal(cypher)).toBeUndefined();
  });
});

describe('tokenizeCypher', () => {
  it("tokenizeCypher(\"RETURN 'a;b' AS `x``y`, $p\") -> string, quoted name and parameter tokens", () => {
    const tokens = tokenizeCypher("RETURN 'a;b' AS `x``y`, $p");
    expect(tokens.map((token) => [token.kind, token.text])).toEqual([
      ['word', 'RETURN'],
      ['string', "'a;b'"],
      ['word', 'AS'],
      ['quoted-name', '`x``y`'],
      ['symbol', ','],
      ['parameter', 'p'],
    ]);
  });

  it('tokenizeCypher("[*1..3]") -> the range dots stay symbols', () => {
    expect(tokenizeCypher('[*1..3]').map((token) => token.text)).toEqual(['[', '*', '1', '.', '.', '3', ']']);
  });
});

describe('cypherParameterNames', () => {
  it('cypherParameterNames(query) -> each parameter once, ignoring strings and comments', () => {
    const cypher = "MATCH (s) WHERE s.state = $state AND s.name <> '$not' // $nor\n AND s.x > $min OR s.y = $state RETURN s";
    expect(cypherParameterNames(cypher)).toEqual(['state', 'min']);
  });

  it('cypherParameterNames("RETURN $`odd name`") -> ["odd name"]', () => {
    expect(cypherParameterNames('RETURN $`odd name` AS x')).toEqual(['odd name']);
  });
});
