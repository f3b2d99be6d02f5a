/**
 * Writes every generated case to a folder to look at: `npx tsx evals/extract/generate/write-samples.ts <dir> [id..]`.
 * Only dev cases unless --heldout is given (held-out documents are not for tuning).
 */
import fs from 'node:fs';
import path from 'node:path';
import { EXTRACT_CASES } from '../cases.js';
import { generateCase } from './case-document.js';

const args = process.argv.slice(2);
const directory = args.find((arg) => !arg.startsWith('--') && !EXTRACT_CASES.some((c) => c.id === arg));
if (!directory) throw new Error('usage: write-samples.ts <dir> [case ids] [--heldout]');
const ids = args.filter((arg) => EXTRACT_CASES.some((c) => c.id === arg));
fs.mkdirSync(directory, { recursive: true });
for (const spec of EXTRACT_CASES) {
  if (ids.length > 0 ? !ids.includes(spec.id) : spec.split === 'heldout' && !args.includes('--heldout')) continue;
  const generated = await generateCase(spec);
  fs.writeFileSync(path.join(directory, generated.filename), generated.data);
  fs.writeFileSync(path.join(directory, `${spec.id}.expected.json`), `${JSON.stringify(generated.expected, null, 2)}\n`);
}
console.log(`wrote to ${directory}`);
