import { tokenizeCypher } from '../../data/graph/cypher-lexer.js';
import type { GraphQueryResult, GraphStore } from '../../data/graph/port.js';
import { assertReadOnlyCypher } from '../../data/graph/read-only.js';
import { badRequest } from '../../errors.js';

/**
 * The one way an NL query reaches the graph, whichever engine wrote it: the read-only validator,
 * a row cap pushed into the statement itself (so the engine stops early, not just the reader), a
 * timeout, and the read-only store.
 */
export interface SafeQueryLimits {
  timeoutMs: number;
  rowCap: number;
}

export const NLQ_LIMITS: SafeQueryLimits = { timeoutMs: 5_000, rowCap: 1_000 };

/**
 * Procedures a generated query may CALL. Empty: the validator refuses every CALL, and no question
 * this service answers needs one. Kept as a named list so adding one is a reviewed change.
 */
export const ALLOWED_PROCEDURES: readonly string[] = [];

export async function runSafely(
  graph: GraphStore,
  cypher: string,
  params: Record<string, unknown>,
  limits: SafeQueryLimits = NLQ_LIMITS,
): Promise<GraphQueryResult & { cypher: string; params: Record<string, unknown> }> {
  assertReadOnlyCypher(cypher);
  const capped = withRowCap(cypher, params, limits.rowCap);
  const result = await graph.query(capped.cypher, capped.params, { timeoutMs: limits.timeoutMs, maxRows: limits.rowCap });
  return { ...result, ...capped };
}

/**
 * Pushes the row cap into the statement: a final LIMIT above the cap (literal or parameter) is
 * lowered to it, and a statement without one gets `LIMIT cap`. UNION statements keep their own
 * limits; the store's row cap still bounds what is read from them.
 */
export function withRowCap(cypher: string, params: Record<string, unknown>, cap: number): { cypher: string; params: Record<string, unknown> } {
  const tokens = tokenizeCypher(cypher);
  let depth = 0;
  let lastLimit = -1;
  let union = false;
  tokens.forEach((token, index) => {
    if (token.kind === 'symbol' && ['(', '[', '{'].includes(token.text)) depth += 1;
    else if (token.kind === 'symbol' && [')', ']', '}'].includes(token.text)) depth -= 1;
    else if (depth === 0 && token.kind === 'word' && token.text.toUpperCase() === 'LIMIT') lastLimit = index;
    else if (depth === 0 && token.kind === 'word' && token.text.toUpperCase() === 'UNION') union = true;
  });
  if (union) return { cypher, params };
  if (lastLimit < 0) return { cypher: `${cypher.trimEnd()}\nLIMIT ${cap}`, params };
  const value = tokens[lastLimit + 1];
  if (value?.kind === 'number') {
    if (Number(value.text) <= cap) return { cypher, params };
    return { cypher: `${cypher.slice(0, value.offset)}${cap}${cypher.slice(value.offset + value.text.length)}`, params };
  }
  if (value?.kind === 'parameter') {
    const given = params[value.text];
    if (typeof given !== 'number' || !Number.isInteger(given) || given < 0) throw badRequest(`The row limit $${value.text} must be a whole number.`);
    return given <= cap ? { cypher, params } : { cypher, params: { ...params, [value.text]: cap } };
  }
  throw badRequest('The row limit of a graph query must be a number or a parameter.');
}
