import { describe, expect, it } from 'vitest';
import { extractModelReply } from './extract-cypher.js';

describe('extractModelReply', () => {
  it('JSON in a code fence -> query and params', () => {
    const reply = 'Here you go:\n```json\n{"cypher": "MATCH (s:School) WHERE s.state = $state RETURN count(s) AS n;", "params": {"state": "TX"}}\n```';
    expect(extractModelReply(reply)).toEqual({ kind: 'query', cypher: 'MATCH (s:School) WHERE s.state = $state RETURN count(s) AS n', params: { state: 'TX' } });
  });
  it('bare Cypher with a label, fence and trailing ; -> the statement', () => {
    expect(extractModelReply('```cypher\nCypher: MATCH (d:District) RETURN count(d) AS n;\n```')).toEqual({
      kind: 'query', cypher: 'MATCH (d:District) RETURN count(d) AS n', params: {},
    });
  });
  it('cannot_answer -> its reason', () => {
    expect(extractModelReply('{"cannot_answer": "read-only"}')).toEqual({ kind: 'cannot_answer', reason: 'read-only' });
  });
  it('prose -> unreadable', () => {
    expect(extractModelReply('I think there are about 40 schools.').kind).toBe('unreadable');
  });
});
