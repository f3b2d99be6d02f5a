/**
 * A stdio MCP server over the test runtime and sample tools, for the stdio tests to spawn:
 *   node --import tsx stdio-server.fixture.ts [--tier EXPLORER | --key <literal key>]
 * `--tier` issues a key of that tier in the in-memory state and serves as it; `--key` serves as the
 * given key (to test refusals); neither serves with no key at all.
 */
import { parseArgs } from 'node:util';
import { parseTier } from '../../../tooling/tiers.js';
import { runStdioServer } from '../stdio.js';
import { sampleRegistry } from './sample-tools.js';
import { createTestRuntime, keyFor } from './test-runtime.js';

const { values } = parseArgs({ options: { tier: { type: 'string' }, key: { type: 'string' } } });
const bootstrap = createTestRuntime();
const tier = values.tier ? parseTier(values.tier) : undefined;
const key = tier ? await keyFor(bootstrap, tier) : values.key;
// The same state (where the key lives) with the key set in the configuration, as `k12-intel mcp` would have it.
const runtime = { ...bootstrap, config: { ...bootstrap.config, K12_API_KEY: key } };
const { closed } = await runStdioServer({ runtime, registry: sampleRegistry() });
await closed;
process.exit(0);
