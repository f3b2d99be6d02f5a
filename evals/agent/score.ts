import type { ExpectedCall, ExpectedTurn } from './cases.js';

/** What one turn of the agent did, as its reply reports it. */
export interface ObservedTurn {
  response: string;
  steps: { tool: string; ok: boolean; arguments: Record<string, unknown> }[];
}

export interface TurnScore {
  truePositives: number;
  falsePositives: number;
  falseNegatives: number;
  argsCorrect: number;
  argsTotal: number;
  factsFound: number;
  factsTotal: number;
  /** Whether the turn was handled as expected: answered, asked, or declined. */
  outcomeRight: boolean;
  expectedAbstain: boolean;
  observedAbstain: boolean;
  missing: string[];
}

/** Resolution calls (search) are free unless the case expects them: BFCL scores the calls that answer. */
const RESOLUTION_TOOLS = new Set(['schools_search', 'districts_search']);

/** `wanted`: tools the case expects; a search it expects (a district's LEA id) is the answer, not a resolution. */
export function observedOutcome(turn: ObservedTurn, wanted: ReadonlySet<string> = new Set()): 'answer' | 'clarify' | 'abstain' {
  const answering = turn.steps.filter((step) => !RESOLUTION_TOOLS.has(step.tool) || wanted.has(step.tool));
  if (answering.length > 0) return 'answer';
  if (/\?\s*$/.test(turn.response.trim())) return 'clarify';
  return turn.steps.length === 0 ? 'abstain' : 'clarify';
}

export function scoreTurn(expected: ExpectedTurn, observed: ObservedTurn, factValues: unknown[]): TurnScore {
  const outcome = expected.outcome ?? 'answer';
  const wanted = new Set((expected.tools ?? []).map((call) => call.name));
  const called = new Set(observed.steps.map((step) => step.tool).filter((tool) => wanted.has(tool) || !RESOLUTION_TOOLS.has(tool)));
  const truePositives = [...called].filter((tool) => wanted.has(tool)).length;
  const missing: string[] = [];
  for (const tool of wanted) if (!called.has(tool)) missing.push(`tool ${tool} not called`);
  for (const tool of called) if (!wanted.has(tool)) missing.push(`unexpected tool ${tool}`);

  let argsCorrect = 0;
  let argsTotal = 0;
  for (const call of expected.tools ?? []) {
    if (!call.args) continue;
    argsTotal += 1;
    if (observed.steps.some((step) => step.tool === call.name && argumentsMatch(call, step.arguments))) argsCorrect += 1;
    else {
      const made = observed.steps.filter((step) => step.tool === call.name).map((step) => JSON.stringify(step.arguments));
      missing.push(`${call.name} arguments differ from ${JSON.stringify(call.args)}${made.length > 0 ? ` (called with ${made.join(', ')})` : ''}`);
    }
  }

  let factsFound = 0;
  for (const value of factValues) {
    if (mentions(observed.response, value)) factsFound += 1;
    else missing.push(`fact ${JSON.stringify(value)} missing`);
  }

  const seen = observedOutcome(observed, wanted);
  if (seen !== outcome) missing.push(`expected ${outcome}, got ${seen}`);
  return {
    truePositives,
    falsePositives: called.size - truePositives,
    falseNegatives: wanted.size - truePositives,
    argsCorrect,
    argsTotal,
    factsFound,
    factsTotal: factValues.length,
    outcomeRight: seen === outcome,
    expectedAbstain: outcome === 'abstain',
    observedAbstain: seen === 'abstain',
    missing,
  };
}

/** Every expected argument present with an allowed value; extra arguments are fine (BFCL's optional ones). */
export function argumentsMatch(call: ExpectedCall, actual: Record<string, unknown>): boolean {
  return Object.entries(call.args ?? {}).every(([name, expected]) => {
    const allowed = expected && typeof expected === 'object' && '$any' in (expected as object) ? (expected as { $any: unknown[] }).$any : [expected];
    return allowed.some((value) => sameValue(value, actual[name]));
  });
}

function sameValue(expected: unknown, actual: unknown): boolean {
  if (Array.isArray(expected)) {
    if (!Array.isArray(actual) || actual.length !== expected.length) return false;
    return expected.every((item) => actual.some((other) => sameValue(item, other)));
  }
  if (typeof expected === 'string' && typeof actual === 'string') return expected.toLowerCase() === actual.toLowerCase();
  if (typeof expected === 'number') return Number(actual) === expected;
  return expected === actual;
}

/** Whether the text carries the value, in any of the ways a number is commonly printed. */
export function mentions(text: string, value: unknown): boolean {
  const haystack = text.toLowerCase();
  if (typeof value === 'number') {
    const forms = new Set([
      String(value),
      value.toLocaleString('en-US', { maximumFractionDigits: 2 }),
      value.toLocaleString('en-US', { maximumFractionDigits: 0 }),
      value.toFixed(1),
      String(Math.round(value)),
    ]);
    return [...forms].some((form) => haystack.includes(form.toLowerCase()));
  }
  return haystack.includes(String(value).toLowerCase());
}

/** The value at a dotted path, or undefined. */
export function valueAt(value: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((current, key) => (current && typeof current === 'object' ? (current as Record<string, unknown>)[key] : undefined), value);
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index]!;
}
