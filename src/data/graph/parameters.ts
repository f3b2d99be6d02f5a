import { badRequest } from '../../errors.js';
import { cypherParameterNames } from './cypher-lexer.js';

/**
 * The parameters a query uses, each with a value. kuzu binds a missing parameter to NULL without a
 * word (and a query then quietly returns nothing), and refuses parameters the query does not use,
 * so both stores bind exactly the used ones and refuse a query with any left unset.
 */
export function bindParameters(cypher: string, params: Record<string, unknown> = {}): Record<string, unknown> {
  const names = cypherParameterNames(cypher);
  const missing = names.filter((name) => !Object.hasOwn(params, name) || params[name] === undefined);
  if (missing.length > 0) {
    throw badRequest(
      `The graph query uses ${missing.map((name) => `$${name}`).join(', ')} without a value.`,
      missing.map((name) => ({ field: name, message: 'Parameter has no value.' })),
    );
  }
  return Object.fromEntries(names.map((name) => [name, params[name]]));
}
