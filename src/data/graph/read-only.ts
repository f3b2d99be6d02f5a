import { badRequest } from '../../errors.js';
import { type CypherToken, tokenizeCypher } from './cypher-lexer.js';

/**
 * Clauses that write, change the schema, touch files, manage transactions or databases, or run
 * procedures, in kuzu's or Neo4j's Cypher. EXPLAIN and PROFILE are refused too: the stores return
 * rows, and the Neo4j store adds its own EXPLAIN.
 */
const REFUSED_KEYWORDS = new Set([
  'CREATE', 'MERGE', 'SET', 'DELETE', 'DETACH', 'REMOVE', 'DROP', 'ALTER',
  'COPY', 'LOAD', 'CALL', 'INSTALL', 'ATTACH', 'EXPORT', 'IMPORT', 'USE', 'FOREACH',
  'CHECKPOINT', 'BEGIN', 'COMMIT', 'ROLLBACK',
  'SHOW', 'GRANT', 'DENY', 'REVOKE', 'TERMINATE',
  'EXPLAIN', 'PROFILE',
]);

/**
 * Functions that build a value as large as an argument asks for, in one step the query timeout
 * cannot interrupt: `UNWIND range(1, 100000000)` grows a kuzu process by tens of gigabytes.
 */
const REFUSED_FUNCTIONS = new Set(['RANGE', 'REPEAT', 'LPAD', 'RPAD']);

/**
 * Throws bad_request unless `cypher` is one statement that can only read. This is the first line of
 * defence; the stores are also opened read-only (kuzu) or run READ sessions whose plan is checked
 * first (Neo4j).
 */
export function assertReadOnlyCypher(cypher: string): void {
  const tokens = tokenizeCypher(cypher);
  if (tokens.length === 0) throw badRequest('The graph query is empty.');
  tokens.forEach((token, index) => {
    if (token.kind === 'symbol' && token.text === ';') {
      throw badRequest('Send one graph statement at a time, without ";".');
    }
    if (!isName(tokens[index]) || isPropertyKey(tokens, index)) return;
    if (isNamespacedCall(tokens, index)) {
      throw badRequest(`Graph queries cannot call namespaced functions or procedures (${token.text}.…).`);
    }
    const keyword = unquoted(token).toUpperCase();
    if (token.kind === 'word' && REFUSED_KEYWORDS.has(keyword)) {
      throw badRequest(`Graph queries are read-only: ${keyword} is not allowed.`);
    }
    if (REFUSED_FUNCTIONS.has(keyword) && isSymbol(tokens[index + 1], '(')) {
      throw badRequest(`${unquoted(token)}() is not allowed in graph queries: it can exhaust memory.`);
    }
  });
}

/**
 * `n.set` is a property key, not the SET clause: a word right after a `.` that follows something a
 * property can be read from (a name, a parameter, or a closing bracket). Anything else before the
 * dot (`1. CREATE`, `*1..CREATE`) does not exempt the word.
 */
function isPropertyKey(tokens: readonly CypherToken[], index: number): boolean {
  const owner = tokens[index - 2];
  if (!isSymbol(tokens[index - 1], '.') || owner === undefined) return false;
  return isName(owner) || owner.kind === 'parameter' || [')', ']', '}'].some((text) => isSymbol(owner, text));
}

/**
 * `apoc.cypher.run(...)`, `db.labels()`: plugin functions can do anything (including writes),
 * and no function of the subset we use has a namespace. A word followed by `.word…(`.
 */
function isNamespacedCall(tokens: readonly CypherToken[], index: number): boolean {
  let cursor = index + 1;
  let dotted = false;
  while (isSymbol(tokens[cursor], '.') && isName(tokens[cursor + 1])) {
    dotted = true;
    cursor += 2;
  }
  return dotted && isSymbol(tokens[cursor], '(');
}

function unquoted(token: CypherToken): string {
  return token.kind === 'quoted-name' ? token.text.slice(1, -1).replace(/``/g, '`') : token.text;
}

function isName(token: CypherToken | undefined): boolean {
  return token?.kind === 'word' || token?.kind === 'quoted-name';
}

function isSymbol(token: CypherToken | undefined, text: string): boolean {
  return token?.kind === 'symbol' && token.text === text;
}
