import { badRequest } from '../../errors.js';

/**
 * Questions are read as questions about the data, never as instructions. Before any engine sees a
 * question, this refuses the ones that ask to change data, carry query or command syntax, try comment
 * tricks, or address the system itself ("ignore previous instructions"). The read-only validator
 * still checks every query afterwards; this makes the refusal explicit and engine-independent.
 */
const WRITE_WORDS = /\b(delete|deletes|deleting|detach|drop|remove|erase|wipe|truncate|insert|update|merge|create|alter|purge|destroy|overwrite)\b/i;
const IMPERATIVE_CHANGES = /(^|[.;:!?,]\s*|\b(?:please|and|then|also|now|just)\s+)(set|change|modify|rename|replace|add|edit|make)\b/i;
const CHANGE_TO = /\b(set|change|modify|rename|replace|edit)\b.*\bto\b/i;
const COMMAND_WORDS = /\b(call|load|copy|install|attach|export|import|foreach|unwind|checkpoint|grant|revoke|dbms|apoc|begin|commit|rollback)\b\s*(\w+\s*)?[.(:'"]|\bload\s+(csv|from|extension)\b|\bcopy\s+\w+\s+(from|to)\b|\b(install|attach|foreach)\b|\bexport\s+(database|graph|to)\b/i;
const QUERY_SYNTAX = /\b(match|return|with|where|optional)\b[^?]*[(){}[\]]|\(\s*\w*\s*:\s*\w+|-\[|\]->|\$\w+|\bMATCH\s*\(/i;
const COMMENT_TRICKS = /\/\/|\/\*|\*\/|;|--\s|`/;
const INJECTION = /\b(ignore|disregard|forget|override|bypass)\b.{0,40}\b(instructions?|rules?|prompts?|above|previous|prior|earlier|guidelines?)\b|\b(system|hidden|secret)\s+prompt\b|\bdeveloper mode\b|\byou are now\b|\bpretend\b|\bjailbreak\b|\breveal\b|\bapi keys?\b|\bpasswords?\b|^\s*(system|assistant|user)\s*:|\b(database|db|graph) admin\b/i;

export function assertAnswerableQuestion(question: string): void {
  const refuse = (why: string) => {
    throw badRequest(`This question was refused: ${why} Ask about the data in plain words, e.g. "How many Title I schools are in Texas?"`, [
      { field: 'question', message: why },
    ]);
  };
  if (INJECTION.test(question)) refuse('it contains instructions to the system rather than a question about the data.');
  if (COMMENT_TRICKS.test(question)) refuse('it contains comment markers, statement separators or quoting used in query syntax.');
  if (WRITE_WORDS.test(question) || IMPERATIVE_CHANGES.test(question) || CHANGE_TO.test(question)) {
    refuse('the data is read-only; questions can look things up but never change, add or delete anything.');
  }
  if (COMMAND_WORDS.test(question) || QUERY_SYNTAX.test(question)) refuse('it contains database commands or query syntax; this service writes the query itself.');
}
