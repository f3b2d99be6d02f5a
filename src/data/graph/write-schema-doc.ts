import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { GRAPH_SCHEMA_DOC_PATH, renderGraphSchemaDoc } from './schema-doc.js';

/** Regenerates docs/GRAPH-SCHEMA.md: `npx tsx src/data/graph/write-schema-doc.ts`. */
const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const target = path.join(repositoryRoot, GRAPH_SCHEMA_DOC_PATH);
fs.mkdirSync(path.dirname(target), { recursive: true });
fs.writeFileSync(target, renderGraphSchemaDoc());
process.stdout.write(`Wrote ${GRAPH_SCHEMA_DOC_PATH}\n`);
