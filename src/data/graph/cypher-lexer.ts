import { badRequest } from '../../errors.js';

/**
 * A small Cypher lexer: enough of the openCypher lexical grammar (which kuzu and Neo4j share) to
 * tell keywords from string contents, quoted names, comments and property keys. It never parses;
 * the read-only check and the parameter check only need to see tokens the way the engines do.
 */
export type CypherTokenKind = 'word' | 'quoted-name' | 'string' | 'number' | 'parameter' | 'symbol';

export interface CypherToken {
  readonly kind: CypherTokenKind;
  /** For `string` and `quoted-name`, the raw text including quotes; for `parameter`, the name without `$`. */
  readonly text: string;
  readonly offset: number;
}

const WORD_START = /[\p{L}_]/u;
const WORD_PART = /[\p{L}\p{N}_]/u;
const DIGIT = /[0-9]/;
const SPACE = /\s/u;

export function tokenizeCypher(cypher: string): CypherToken[] {
  const tokens: CypherToken[] = [];
  let index = 0;
  while (index < cypher.length) {
    const character = cypher[index]!;
    const next = cypher[index + 1];
    if (SPACE.test(character)) {
      index += 1;
    } else if (character === '/' && next === '/') {
      const end = cypher.indexOf('\n', index);
      index = end === -1 ? cypher.length : end + 1;
    } else if (character === '/' && next === '*') {
      const end = cypher.indexOf('*/', index + 2);
      if (end === -1) throw badRequest(`Unterminated comment at offset ${index}`);
      index = end + 2;
    } else if (character === "'" || character === '"') {
      const end = endOfString(cypher, index);
      tokens.push({ kind: 'string', text: cypher.slice(index, end), offset: index });
      index = end;
    } else if (character === '`') {
      const end = endOfQuotedName(cypher, index);
      tokens.push({ kind: 'quoted-name', text: cypher.slice(index, end), offset: index });
      index = end;
    } else if (character === '$') {
      const start = index + 1;
      let end = start;
      if (cypher[start] === '`') end = endOfQuotedName(cypher, start);
      else while (end < cypher.length && WORD_PART.test(cypher[end]!)) end += 1;
      if (end === start) throw badRequest(`A "$" without a parameter name at offset ${index}`);
      tokens.push({ kind: 'parameter', text: cypher.slice(start, end).replace(/^`|`$/g, ''), offset: index });
      index = end;
    } else if (DIGIT.test(character)) {
      let end = index + 1;
      while (end < cypher.length && WORD_PART.test(cypher[end]!)) end += 1;
      // A decimal point belongs to the number only when a digit follows (`1..3` is a range).
      if (cypher[end] === '.' && DIGIT.test(cypher[end + 1] ?? '')) {
        end += 1;
        while (end < cypher.length && WORD_PART.test(cypher[end]!)) end += 1;
      }
      tokens.push({ kind: 'number', text: cypher.slice(index, end), offset: index });
      index = end;
    } else if (WORD_START.test(character)) {
      let end = index + 1;
      while (end < cypher.length && WORD_PART.test(cypher[end]!)) end += 1;
      tokens.push({ kind: 'word', text: cypher.slice(index, end), offset: index });
      index = end;
    } else {
      tokens.push({ kind: 'symbol', text: character, offset: index });
      index += 1;
    }
  }
  return tokens;
}

/** Cypher strings escape with a backslash (both engines); a string ends at its first unescaped quote. */
function endOfString(cypher: string, start: number): number {
  const quote = cypher[start];
  let index = start + 1;
  while (index < cypher.length) {
    const character = cypher[index];
    if (character === '\\') index += 2;
    else if (character === quote) return index + 1;
    else index += 1;
  }
  throw badRequest(`Unterminated string starting at offset ${start}`);
}

/** A quoted name runs to the next backtick; two backticks in a row continue it. */
function endOfQuotedName(cypher: string, start: number): number {
  let index = start;
  while (cypher[index] === '`') {
    const end = cypher.indexOf('`', index + 1);
    if (end === -1) throw badRequest(`Unterminated quoted name starting at offset ${start}`);
    index = end + 1;
  }
  return index;
}

/** The distinct `$name` parameters a query uses, in order of first use. */
export function cypherParameterNames(cypher: string): string[] {
  const names = tokenizeCypher(cypher)
    .filter((token) => token.kind === 'parameter')
    .map((token) => token.text);
  return [...new Set(names)];
}
