import { GRAPH_QUERY_EXAMPLES, type GraphQueryExample } from './query-examples.js';
import { GRAPH_SCHEMA, type GraphProperty, type GraphSchema } from './schema.js';

/** Where the rendered document lives, relative to the repository root. */
export const GRAPH_SCHEMA_DOC_PATH = 'docs/GRAPH-SCHEMA.md';

const CYPHER_SUBSET = `## The Cypher to write

The same statement runs on kuzu (embedded, the default) and on Neo4j. Write only what both run:

**Use:** \`MATCH\`, \`OPTIONAL MATCH\`, \`WHERE\`, \`WITH\`, \`RETURN\`, \`RETURN DISTINCT\`, \`ORDER BY ... ASC|DESC\`,
\`SKIP\`, \`LIMIT\`, \`UNWIND\` (over a literal list), \`UNION\` / \`UNION ALL\`; \`EXISTS { MATCH ... }\` and
\`COUNT { MATCH ... }\` subqueries; variable-length paths such as \`-[:IN_DISTRICT|IN_STATE*1..2]->\`;
\`count\`, \`count(DISTINCT x)\`, \`sum\`, \`avg\`, \`min\`, \`max\`, \`collect\`; \`CASE WHEN ... THEN ... ELSE ... END\`;
\`=\`, \`<>\`, \`<\`, \`>=\`, \`IN [literal list]\`, \`IS NULL\`, \`IS NOT NULL\`, \`AND\`, \`OR\`, \`NOT\`, \`STARTS WITH\`,
\`ENDS WITH\`, \`CONTAINS\`, \`=~\`; \`toLower\`, \`toUpper\`, \`trim\`, \`substring\`, \`left\`, \`right\`, \`size\`,
\`coalesce\`, \`abs\`, \`floor\`, \`ceil\`, \`sqrt\`, \`round(x, digits)\` (always with the digits).

**Rules:**
- One read-only statement, no \`;\`. Anything that could write, change the schema, load files or call
  procedures is refused before it runs: \`CREATE\`, \`MERGE\`, \`SET\`, \`DELETE\`, \`DETACH\`, \`REMOVE\`, \`DROP\`,
  \`ALTER\`, \`COPY\`, \`LOAD\`, \`CALL\`, \`INSTALL\`, \`ATTACH\`, \`EXPORT\`, \`IMPORT\`, \`USE\`, \`FOREACH\`, transaction
  and admin commands, \`EXPLAIN\`, \`PROFILE\`, and namespaced functions (\`apoc.*\`, \`db.*\`).
- A map key or variable spelled like one of those words is refused too; quote it with backticks
  (\`\` {\`set\`: 1} \`\`). Property lookups such as \`n.set\` are fine.
- \`range()\`, \`repeat()\`, \`lpad()\` and \`rpad()\` are refused: one call can allocate gigabytes before the
  query timeout can stop it.
- Name every returned expression with \`AS\` (\`count(*) AS schools\`): the engines name unnamed columns differently.
- Pass values as \`$parameters\`; every parameter the statement uses must be given a value (kuzu would
  quietly bind a missing one to NULL, so the stores refuse the query instead).
- Match one node by key with \`{nces_id: $id}\` or \`WHERE s.nces_id = $id\`, not \`IN $ids\` over a list
  parameter (kuzu scans the label once per list element).
- Integer division truncates (\`7 / 2\` is 3); write \`7.0 / 2\` for a fraction. Sums of integers come back
  as ordinary numbers.
- Nulls sort last ascending and first descending on both engines; filter with \`IS NOT NULL\` before
  ordering by a property that may be missing.
- Dates are stored as ISO text (\`'2024-03-12'\`): compare them as text, do not return \`date()\` values.
- Prefer returning properties to whole nodes; a whole node comes back as \`{_label, ...every property}\`,
  a relationship as \`{_type, ...properties}\`, a path as \`{_nodes, _relationships}\`.

**Not available on kuzu** (do not write): \`labels()\`, \`label()\`, \`type()\`, \`id()\`, \`elementId()\`,
\`split\`, \`replace\`, \`toString\`, \`toInteger\`, \`toFloat\`, \`head\`, \`tail\`, \`last\`, \`stDev\`, percentiles,
list comprehensions, pattern comprehensions, map projections, \`CALL { }\` subqueries, \`NULLS FIRST|LAST\`,
\`shortestPath()\`.`;

/** docs/GRAPH-SCHEMA.md, generated from the schema and the examples. */
export function renderGraphSchemaDoc(
  schema: GraphSchema = GRAPH_SCHEMA,
  examples: readonly GraphQueryExample[] = GRAPH_QUERY_EXAMPLES,
): string {
  const sections = [
    '# Graph schema',
    '<!-- Generated from src/data/graph/schema.ts and query-examples.ts by `npx tsx src/data/graph/write-schema-doc.ts`. Do not edit by hand. -->',
    'The dataset is projected into a property graph for questions that follow relationships (which vendors ' +
      'serve which districts, which schools are eligible for which programs). The graph is rebuilt with every ' +
      'dataset and served read-only by kuzu (embedded) or by Neo4j when one is configured. Property names follow ' +
      'the dataset field names; percentages are 0-100 and money is US dollars.',
    overview(schema),
    '## Nodes',
    ...schema.nodes.map(
      (node) =>
        `### ${node.label}\n\n${node.description} Key: \`${node.key}\`.\n\n${propertyTable(node.properties, node.key)}`,
    ),
    '## Relationships',
    ...schema.relationships.map((relationship) => {
      const head =
        `### (${relationship.from})-[:${relationship.type}]->(${relationship.to})\n\n${relationship.description}` +
        (relationship.multiplicity === 'MANY_ONE' ? ` Each ${relationship.from} has at most one.` : '');
      return relationship.properties.length === 0
        ? `${head}\n\nNo properties.`
        : `${head}\n\n${propertyTable(relationship.properties)}`;
    }),
    CYPHER_SUBSET,
    '## Example questions',
    ...examples.map((example) => {
      const params = example.params ? `\nParameters: \`${JSON.stringify(example.params)}\`\n` : '';
      return `**${example.question}**\n\n\`\`\`cypher\n${example.cypher}\n\`\`\`\n${params}`.trimEnd();
    }),
  ];
  return `${sections.join('\n\n')}\n`;
}

function overview(schema: GraphSchema): string {
  const lines = schema.relationships.map(
    (relationship) => `(${relationship.from})-[:${relationship.type}]->(${relationship.to})`,
  );
  return `\`\`\`\n${lines.join('\n')}\n\`\`\``;
}

function propertyTable(properties: readonly GraphProperty[], key?: string): string {
  const rows = properties.map(
    (property) =>
      `| \`${property.name}\`${property.name === key ? ' (key)' : ''} | ${property.type} | ${property.description.replace(/\|/g, '\\|')} |`,
  );
  return ['| property | type | meaning |', '|---|---|---|', ...rows].join('\n');
}
