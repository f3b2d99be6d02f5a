import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { GRAPH_QUERY_EXAMPLES } from './query-examples.js';
import { assertReadOnlyCypher } from './read-only.js';
import { GRAPH_SCHEMA_DOC_PATH, renderGraphSchemaDoc } from './schema-doc.js';
import { GRAPH_SCHEMA } from './schema.js';

const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

describe('docs/GRAPH-SCHEMA.md', () => {
  it('renderGraphSchemaDoc() -> equals the committed doc (regenerate: npx tsx src/data/graph/write-schema-doc.ts)', () => {
    const committed = fs.readFileSync(path.join(repositoryRoot, GRAPH_SCHEMA_DOC_PATH), 'utf8');
    expect(committed).toBe(renderGraphSchemaDoc());
  });

  it('renderGraphSchemaDoc() -> a section per label and relationship type, every property listed', () => {
    const doc = renderGraphSchemaDoc();
    for (const node of GRAPH_SCHEMA.nodes) {
      expect(doc).toContain(`### ${node.label}\n`);
      for (const property of node.properties) expect(doc).toContain(`| \`${property.name}\``);
    }
    for (const relationship of GRAPH_SCHEMA.relationships) {
      expect(doc).toContain(`### (${relationship.from})-[:${relationship.type}]->(${relationship.to})`);
    }
  });

  it.each(GRAPH_QUERY_EXAMPLES.map((example) => [example.question, example.cypher]))(
    'example "%s" -> passes the read-only check',
    (_question, cypher) => {
      expect(() => assertReadOnlyCypher(cypher)).not.toThrow();
    },
  );
});
