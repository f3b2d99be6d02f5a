/** `npm run docs`: regenerates the parts of README.md that come from the code. */
import fs from 'node:fs';
import path from 'node:path';
import { allTools } from '../tools/index.js';
import { withToolTable } from '../src/tooling/tool-table.js';
import { withListingSizeTable } from '../src/surfaces/mcp/listing-size.js';

const readme = path.resolve(import.meta.dirname, '..', 'README.md');
const before = fs.readFileSync(readme, 'utf8');
const after = withListingSizeTable(withToolTable(before, allTools), allTools);
if (after !== before) fs.writeFileSync(readme, after);
process.stdout.write(after === before ? 'README.md is current\n' : 'README.md tool table regenerated\n');
