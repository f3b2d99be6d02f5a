/** Writes docs/RULES.md from the rule tables: `npx tsx seeds/reference/write-rules-doc.ts`. */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderRulesDoc } from '../../src/core/funding/rules-doc.js';

const target = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../docs/RULES.md');
writeFileSync(target, renderRulesDoc());
console.log(`wrote ${path.relative(process.cwd(), target)}`);
