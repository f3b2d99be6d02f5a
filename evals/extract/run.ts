/**
 * Runs the extraction suite on its own: `npx tsx evals/extract/run.ts [--split heldout|dev|all] [--cases id,id] [--out report.json]`.
 * Prints the summary figures and each failed case; the full report goes to --out when given.
 */
import fs from 'node:fs';
import type { SplitChoice } from '../framework/types.js';
import { directExtractTarget } from './direct-target.js';
import { extract } from './suite.js';

const argument = (name: string) => {
  const at = process.argv.indexOf(`--${name}`);
  return at === -1 ? undefined : process.argv[at + 1];
};
const split = (argument('split') ?? 'heldout') as SplitChoice;
const target = directExtractTarget();
try {
  const report = await extract.run({ split, target, caseIds: argument('cases')?.split(',') });
  const out = argument('out');
  if (out) fs.writeFileSync(out, `${JSON.stringify(report, null, 2)}\n`);
  console.log(JSON.stringify({ split, engine: report.engine, metrics: report.metrics, byCategory: report.byCategory, bySplit: report.bySplit }, null, 2));
  for (const result of report.cases.filter((r) => !r.pass)) console.log(`FAIL ${result.id} (${result.split}): ${result.detail ?? ''}`);
} finally {
  await target.close();
}
