/**
 * Reads a model's reply: the JSON object the prompt asks for, or, when a model answers with bare
 * Cypher anyway, the statement with code fences, "Cypher:" labels, a trailing ";" and stray fence
 * tokens stripped. Nothing is fixed up beyond that: the validator judges what is left.
 */
export type ModelReply =
  | { kind: 'query'; cypher: string; params: Record<string, unknown> }
  | { kind: 'cannot_answer'; reason: string }
  | { kind: 'unreadable'; reason: string };

export function extractModelReply(reply: string): ModelReply {
  const unfenced = reply.replace(/```[a-zA-Z]*\s*/g, '').replace(/```/g, '').trim();
  const start = unfenced.indexOf('{');
  const end = unfenced.lastIndexOf('}');
  if (start >= 0 && end > start) {
    try {
      const parsed = JSON.parse(unfenced.slice(start, end + 1)) as Record<string, unknown>;
      if (typeof parsed.cannot_answer === 'string') return { kind: 'cannot_answer', reason: parsed.cannot_answer };
      if (typeof parsed.cypher === 'string') {
        const params = parsed.params && typeof parsed.params === 'object' && !Array.isArray(parsed.params) ? (parsed.params as Record<string, unknown>) : {};
        return { kind: 'query', cypher: cleanStatement(parsed.cypher), params };
      }
    } catch {
      // Not JSON: fall through to bare Cypher (a map literal in a query also has braces).
    }
  }
  const statement = cleanStatement(unfenced.replace(/^\s*(cypher|query)\s*:\s*/i, ''));
  if (/^\s*(MATCH|OPTIONAL\s+MATCH|WITH|UNWIND|RETURN)\b/i.test(statement)) return { kind: 'query', cypher: statement, params: {} };
  return { kind: 'unreadable', reason: 'the model did not reply with a query' };
}

function cleanStatement(text: string): string {
  return text.trim().replace(/;+\s*$/, '').trim();
}
