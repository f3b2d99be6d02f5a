import path from 'node:path';
import { loadConfig } from '../../../config.js';
import { buildGraph } from '../build-kuzu.js';
import { KuzuGraphStore } from '../kuzu-store.js';
import { Neo4jGraphStore } from '../neo4j-store.js';
import type { GraphStore } from '../port.js';
import { pushGraphToNeo4j } from '../push-neo4j.js';

/** A graph store a contract suite runs on, built from a dataset file. */
export interface StoreUnderTest {
  name: string;
  open(datasetFile: string, workDir: string): Promise<GraphStore>;
}

/**
 * The stores the graph contract suites run on: kuzu always, Neo4j when NEO4J_URI is set (the suite
 * then replaces the graph in that database, so point it at a scratch one).
 */
export function graphStoresUnderTest(): StoreUnderTest[] {
  const config = loadConfig();
  const stores: StoreUnderTest[] = [
    {
      name: 'kuzu',
      async open(datasetFile, workDir) {
        await buildGraph({ datasetFile, graphDir: path.join(workDir, 'graph') });
        return KuzuGraphStore.open(path.join(workDir, 'graph'));
      },
    },
  ];
  if (config.NEO4J_URI) {
    const driverConfig = { uri: config.NEO4J_URI, user: config.NEO4J_USER, password: config.NEO4J_PASSWORD };
    stores.push({
      name: 'neo4j',
      async open(datasetFile) {
        await pushGraphToNeo4j({ datasetFile, driverConfig });
        return Neo4jGraphStore.connect(driverConfig);
      },
    });
  }
  return stores;
}
