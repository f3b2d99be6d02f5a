import type { CaseResult, EvalSuite, SuiteOptions, SuiteReport } from '../framework/types.js';
import { EXTRACT_CASES, type ExtractCase } from './cases.js';
import { generateCase } from './generate/case-document.js';
import { type ExtractedLike, f1, fieldCorrect, matchLineItems, percentile, SCORED_FIELDS } from './score.js';

interface Scored extends CaseResult {
  format: string;
  layout: string;
  items: { truePositives: number; falsePositives: number; falseNegatives: number };
  fields: Record<string, boolean>;
  engine: string;
}

/**
 * The document extraction suite: generated quotes, invoices, purchase orders and receipts (text,
 * text PDF, scanned PDF, PNG, JPEG) sent to extract_document; field accuracy per field and
 * overall, line-item F1, both by format (the category) and by layout, and latency per page.
 */
export const extract: EvalSuite = {
  name: 'extract',
  description: 'Purchase document extraction: field accuracy, line-item F1 and latency per page over generated documents of every format and layout.',
  async run(options: SuiteOptions): Promise<SuiteReport> {
    const startedAt = new Date().toISOString();
    const chosen = EXTRACT_CASES.filter(
      (spec) => (options.split === 'all' || spec.split === options.split) && (!options.caseIds || options.caseIds.includes(spec.id)),
    );
    const results: Scored[] = [];
    for (const spec of chosen) {
      for (let run = 0; run < (options.runs ?? 1); run += 1) results.push(await runCase(spec, options));
    }
    const byCategory: Record<string, Record<string, number>> = {};
    for (const format of new Set(results.map((result) => result.format))) byCategory[format] = summarise(results.filter((result) => result.format === format));
    const metrics = summarise(results);
    for (const layout of new Set(results.map((result) => result.layout))) {
      for (const [name, value] of Object.entries(summarise(results.filter((result) => result.layout === layout)))) {
        if (name === 'field_accuracy' || name === 'line_item_f1') metrics[`layout.${layout}.${name}`] = value;
      }
    }
    const report: SuiteReport = {
      suite: 'extract',
      split: options.split,
      engine: [...new Set(results.map((result) => result.engine))].join(',') || 'local',
      startedAt,
      cases: results.map(({ id, split, category, pass, latencyMs, metrics: caseMetrics, detail }) => ({ id, split, category, pass, latencyMs, metrics: caseMetrics, ...(detail ? { detail } : {}) })),
      metrics,
      byCategory,
    };
    if (options.split === 'all') report.bySplit = { dev: summarise(results.filter((r) => r.split === 'dev')), heldout: summarise(results.filter((r) => r.split === 'heldout')) };
    return report;
  },
};

async function runCase(spec: ExtractCase, options: SuiteOptions): Promise<Scored> {
  const generated = await generateCase(spec);
  const outcome = await options.target.callTool('extract_document', { file_base64: Buffer.from(generated.data).toString('base64'), filename: generated.filename });
  const base = { id: spec.id, split: spec.split, category: spec.format, format: spec.format, layout: spec.layout, latencyMs: outcome.ms };
  if (!outcome.ok) {
    const missed = { truePositives: 0, falsePositives: 0, falseNegatives: generated.expected.line_items.length };
    return { ...base, pass: false, metrics: { field_accuracy: 0, line_item_f1: 0 }, items: missed, fields: {}, engine: 'local', detail: `status ${outcome.status}` };
  }
  const body = outcome.body as ExtractedLike & { engine: string };
  const fields = Object.fromEntries(SCORED_FIELDS.map((field) => [field, fieldCorrect(field, body, generated.expected)]));
  const items = matchLineItems(body.line_items, generated.expected.line_items);
  const accuracy = Object.values(fields).filter(Boolean).length / SCORED_FIELDS.length;
  const itemF1 = f1(items.truePositives, items.falsePositives, items.falseNegatives);
  const wrong = SCORED_FIELDS.filter((field) => !fields[field]).map((field) => `${field}: got ${JSON.stringify(body[field])}, want ${JSON.stringify(generated.expected[field])}`);
  if (items.falsePositives + items.falseNegatives > 0) wrong.push(`line items: ${items.truePositives} right, ${items.falsePositives} extra, ${items.falseNegatives} missed`);
  return {
    ...base,
    pass: accuracy === 1 && itemF1 === 1,
    metrics: { field_accuracy: accuracy, line_item_f1: itemF1, ...Object.fromEntries(SCORED_FIELDS.map((field) => [`field.${field}`, fields[field] ? 1 : 0])) },
    items,
    fields,
    engine: body.engine,
    ...(wrong.length > 0 ? { detail: wrong.join('; ') } : {}),
  };
}

/** Field accuracy (all fields, and each), micro line-item F1, pass rate and latency per page. */
function summarise(results: Scored[]): Record<string, number> {
  if (results.length === 0) return {};
  const out: Record<string, number> = {};
  let right = 0;
  for (const field of SCORED_FIELDS) {
    const count = results.filter((result) => result.fields[field]).length;
    right += count;
    out[`field_accuracy.${field}`] = count / results.length;
  }
  out.field_accuracy = right / (results.length * SCORED_FIELDS.length);
  const sum = (key: 'truePositives' | 'falsePositives' | 'falseNegatives') => results.reduce((total, result) => total + result.items[key], 0);
  out.line_item_f1 = f1(sum('truePositives'), sum('falsePositives'), sum('falseNegatives'));
  out.pass_rate = results.filter((result) => result.pass).length / results.length;
  // Every generated document is one page, so a case's latency is its latency per page.
  const latencies = results.map((result) => result.latencyMs);
  out.latency_p50_ms = Math.round(percentile(latencies, 0.5));
  out.latency_p95_ms = Math.round(percentile(latencies, 0.95));
  out.cases = results.length;
  return out;
}
