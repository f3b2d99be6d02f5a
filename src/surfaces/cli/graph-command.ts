import type { Config } from '../../config.js';
import { datasetFile } from '../../data/catalog.js';

/** `k12-intel graph push [sandbox|live]`: loads a dataset's graph projection into Neo4j (NEO4J_URI). */
export async function pushGraphCommand(args: string[], config: Config): Promise<number> {
  const [action, name = 'sandbox'] = args;
  if (action !== 'push' || (name !== 'sandbox' && name !== 'live')) {
    process.stderr.write('Usage: k12-intel graph push [sandbox|live]   (needs NEO4J_URI, NEO4J_USER, NEO4J_PASSWORD)\n');
    return 2;
  }
  if (!config.NEO4J_URI) {
    process.stderr.write('k12-intel graph push needs NEO4J_URI (and NEO4J_USER / NEO4J_PASSWORD) to know which Neo4j to load.\n');
    return 2;
  }
  // The Neo4j driver is loaded only by this command (and by a service configured for Neo4j).
  const { pushGraphToNeo4j } = await import('../../data/graph/push-neo4j.js');
  const result = await pushGraphToNeo4j({
    datasetFile: datasetFile(config.dataDir, name),
    driverConfig: { uri: config.NEO4J_URI, user: config.NEO4J_USER, password: config.NEO4J_PASSWORD },
  });
  process.stdout.write(`Pushed the ${name} graph to Neo4j in ${(result.milliseconds / 1000).toFixed(1)} s: ` +
    `${Object.entries(result.nodes).map(([label, count]) => `${count} ${label}`).join(', ')}; ` +
    `${Object.entries(result.relationships).map(([type, count]) => `${count} ${type}`).join(', ')}\n`);
  return 0;
}
