import neo4j from 'neo4j-driver';
import { readProjectionInput } from './dataset-reader.js';
import { type Neo4jConnectionConfig, type Neo4jDriverLike, type Neo4jSessionLike, createNeo4jDriver } from './neo4j-store.js';
import { type PropertyRecord, projectDataset } from './projection.js';
import { GRAPH_SCHEMA, type GraphProperty, nodeType } from './schema.js';

export interface PushGraphOptions {
  /** The SQLite dataset file to project. */
  datasetFile: string;
  driverConfig: Neo4jConnectionConfig;
  /** Rows per UNWIND statement. */
  batchSize?: number;
  /** A driver to use instead of connecting with driverConfig (tests). It is not closed. */
  driver?: Neo4jDriverLike;
}

export interface PushGraphResult {
  nodes: Record<string, number>;
  relationships: Record<string, number>;
  skipped: Record<string, number>;
  milliseconds: number;
}

const DEFAULT_BATCH_SIZE = 5_000;

/**
 * Loads the graph projection of a dataset into Neo4j (`k12-intel graph push`), so that Neo4j holds
 * the same graph the kuzu build makes: key constraints, nodes merged by key in batches with their
 * properties replaced, nodes the dataset no longer has removed, and every relationship type
 * reloaded. Labels, keys and property names come from the schema, never from input.
 */
export async function pushGraphToNeo4j(options: PushGraphOptions): Promise<PushGraphResult> {
  const started = performance.now();
  const schema = GRAPH_SCHEMA;
  const projection = projectDataset(readProjectionInput(options.datasetFile), schema);
  const batchSize = options.batchSize ?? DEFAULT_BATCH_SIZE;
  const driver = options.driver ?? createNeo4jDriver(options.driverConfig);
  const session = driver.session({ defaultAccessMode: 'WRITE', database: options.driverConfig.database });
  try {
    for (const node of schema.nodes) {
      await session.run(
        `CREATE CONSTRAINT ${node.label.toLowerCase()}_${node.key} IF NOT EXISTS ` +
          `FOR (n:${node.label}) REQUIRE n.${node.key} IS UNIQUE`,
      );
    }
    for (const node of schema.nodes) {
      const records = projection.nodes[node.label] ?? [];
      for (const batch of batches(records, batchSize)) {
        await session.run(`UNWIND $rows AS row MERGE (n:${node.label} {${node.key}: row.${node.key}}) SET n = row`, {
          rows: batch.map((record) => toNeo4jProperties(node.properties, record)),
        });
      }
      await session.run(`MATCH (n:${node.label}) WHERE NOT n.${node.key} IN $keys DETACH DELETE n`, {
        keys: records.map((record) => record[node.key]),
      });
    }
    for (const relationship of schema.relationships) {
      await deleteRelationships(session, relationship.type, batchSize);
      const from = nodeType(schema, relationship.from);
      const to = nodeType(schema, relationship.to);
      const identity = relationship.identity.map((name) => `${name}: row.properties.${name}`).join(', ');
      const statement =
        `UNWIND $rows AS row ` +
        `MATCH (a:${from.label} {${from.key}: row.from}) MATCH (b:${to.label} {${to.key}: row.to}) ` +
        `MERGE (a)-[r:${relationship.type}${identity === '' ? '' : ` {${identity}}`}]->(b) SET r = row.properties`;
      for (const batch of batches(projection.relationships[relationship.type] ?? [], batchSize)) {
        await session.run(statement, {
          rows: batch.map((edge) => ({
            from: edge.from,
            to: edge.to,
            properties: toNeo4jProperties(relationship.properties, edge.properties),
          })),
        });
      }
    }
  } finally {
    await session.close();
    if (!options.driver) await driver.close();
  }
  return {
    nodes: countEach(projection.nodes),
    relationships: countEach(projection.relationships),
    skipped: projection.skipped,
    milliseconds: performance.now() - started,
  };
}

/** Deletes every relationship of one type, a batch per transaction. */
async function deleteRelationships(session: Neo4jSessionLike, type: string, batchSize: number): Promise<void> {
  for (;;) {
    const result = session.run(`MATCH ()-[r:${type}]->() WITH r LIMIT $limit DELETE r RETURN count(r) AS deleted`, {
      limit: neo4j.int(batchSize),
    });
    let deleted = 0;
    for await (const record of result) deleted = Number((record.toObject() as { deleted: unknown }).deleted);
    if (deleted < batchSize) return;
  }
}

/**
 * INT64 properties as Neo4j Integers (the driver would send every JS number as a float), and null
 * properties left out (Neo4j does not store nulls; the stores read them back as null).
 */
export function toNeo4jProperties(properties: readonly GraphProperty[], record: PropertyRecord): Record<string, unknown> {
  const converted: Record<string, unknown> = {};
  for (const property of properties) {
    const value = record[property.name];
    if (value === null || value === undefined) continue;
    converted[property.name] = property.type === 'INT64' && typeof value === 'number' ? neo4j.int(value) : value;
  }
  return converted;
}

function* batches<Item>(items: readonly Item[], size: number): Generator<Item[]> {
  for (let start = 0; start < items.length; start += size) yield items.slice(start, start + size);
}

function countEach(tables: Record<string, readonly unknown[]>): Record<string, number> {
  return Object.fromEntries(Object.entries(tables).map(([name, rows]) => [name, rows.length]));
}
