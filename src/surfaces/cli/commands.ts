import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import type { Config } from '../../config.js';
import { buildSandboxDataset } from '../../data/build.js';
import { parseAsOf } from '../../../seeds/sandbox/calendar.js';
import { createStateStore } from '../../data/state/index.js';
import type { KeyMode } from '../../data/state/port.js';
import { createLogger } from '../../logger.js';
import { createRegistry, createRuntime, sandboxUnusable, serve } from '../../main.js';
import { issueKey } from '../../services/keys/api-keys.js';
import { parseTier, TIERS } from '../../tooling/tiers.js';
import { runStdioServer } from '../mcp/stdio.js';
import { parseToolsets } from '../mcp/toolsets.js';
import { importCommand } from './import-command.js';
import { evalCommand } from './eval-command.js';
import { chatCommand } from './chat-command.js';

/** Returned by commands that keep the process running (servers). */
export const KEEP_RUNNING = -1;

const USAGE = `k12-intel — US K-12 education data and funding intelligence

Usage:
  k12-intel serve [--port 8080] [--host 127.0.0.1]   REST API, /docs and MCP over HTTP at /mcp
  k12-intel mcp [--toolsets schools,erate]           MCP server over stdio (key from K12_API_KEY)
  k12-intel keys create --tier T [--mode test|live] [--account NAME] [--json]
  k12-intel keys list [--account NAME] [--json]
  k12-intel keys revoke KEY_ID
  k12-intel seed [--scale 1] [--seed N] [--as-of YYYY-MM-DD]
                                                      (re)build the sandbox dataset; dates relative to --as-of (default today)
  k12-intel import <source> <path>                    load a real public file into the live dataset
  k12-intel graph push                                load the graph into Neo4j (NEO4J_URI)
  k12-intel eval | chat                               the eval suite and the terminal agent

Environment: PORT, HOST, DATA_DIR, DATABASE_URL, NEO4J_URI, ANTHROPIC_API_KEY, K12_API_KEY (see README).
`;

type Command = (args: string[], config: Config) => Promise<number>;

const commands: Record<string, Command> = {
  serve: serveCommand,
  mcp: mcpCommand,
  keys: keysCommand,
  seed: seedCommand,
  import: importCommand,
  graph: graphCommand,
  eval: evalCommand,
  chat: chatCommand,
};

export async function runCommand(name: string | undefined, args: string[], config: Config): Promise<number> {
  if (!name || name === 'help' || name === '--help' || name === '-h') {
    process.stdout.write(USAGE);
    return name ? 0 : 2;
  }
  const command = commands[name];
  if (!command) {
    process.stderr.write(`Unknown command "${name}".\n\n${USAGE}`);
    return 2;
  }
  return command(args, config);
}

async function serveCommand(args: string[], config: Config): Promise<number> {
  const { values } = parseArgs({ args, options: { port: { type: 'string' }, host: { type: 'string' } } });
  const port = values.port === undefined ? config.PORT : Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`--port must be 0-65535, got ${values.port}`);
  if (sandboxUnusable(config.dataDir)) seedInChildProcess();
  const running = await serve({ ...config, PORT: port, HOST: values.host ?? config.HOST });
  const stop = () => void running.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  return KEEP_RUNNING;
}

/**
 * A first start builds the sandbox with `k12-intel seed` in a child process, not in the server: a
 * server that built the national dataset and its graph itself kept about 2.5 GB RSS afterwards, one
 * that starts on a built dataset about 250 MB. The child runs the same entry point with the same
 * runtime flags (the TypeScript loader in development) and environment.
 */
function seedInChildProcess(): void {
  const entry = process.argv[1];
  if (!entry) return; // no entry point to run again: the server builds the sandbox itself
  const child = spawnSync(process.execPath, [...process.execArgv, entry, 'seed'], { stdio: 'inherit' });
  if (child.status !== 0) throw new Error(`building the sandbox dataset failed (${child.error?.message ?? `exit ${child.status ?? child.signal}`})`);
}

async function mcpCommand(args: string[], config: Config): Promise<number> {
  const { values } = parseArgs({ args, options: { toolsets: { type: 'string' } } });
  const toolsets = parseToolsets(values.toolsets);
  // stdout carries the protocol: every log line goes to stderr.
  const runtime = await createRuntime(config);
  const running = await runStdioServer({ runtime, registry: createRegistry(), toolsets });
  await running.closed;
  await runtime.limiter.close();
  runtime.datasets.close();
  await runtime.state.close();
  return 0;
}

async function keysCommand(args: string[], config: Config): Promise<number> {
  const [action, ...rest] = args;
  const { values, positionals } = parseArgs({
    args: rest,
    allowPositionals: true,
    options: {
      tier: { type: 'string' },
      mode: { type: 'string', default: 'test' },
      account: { type: 'string', default: 'default' },
      json: { type: 'boolean', default: false },
    },
  });
  const state = await createStateStore({ databaseUrl: config.DATABASE_URL, schema: config.DATABASE_SCHEMA, dataDir: config.dataDir });
  try {
    await state.migrate();
    if (action === 'create') {
      const tier = values.tier ? parseTier(values.tier) : undefined;
      if (!tier) throw new Error(`keys create needs --tier, one of ${TIERS.join(', ')} (or an alias)`);
      if (values.mode !== 'test' && values.mode !== 'live') throw new Error('--mode must be test or live');
      const { key, record } = await issueKey(state, { accountName: values.account, tier, mode: values.mode as KeyMode, now: new Date() });
      const result = { key, key_id: record.key_id, tier: record.tier, mode: record.mode, account: record.account_name };
      process.stdout.write(values.json ? `${JSON.stringify(result)}\n`
        : `Created ${result.tier} ${result.mode} key ${result.key_id} for account "${result.account}":\n  ${key}\nStore it now: it is not shown again.\n`);
      return 0;
    }
    if (action === 'list') {
      const account = await state.ensureAccount(values.account);
      const keys = (await state.listKeys(account.id)).map(({ key_hash: _hash, ...visible }) => visible);
      if (values.json) process.stdout.write(`${JSON.stringify(keys)}\n`);
      else for (const key of keys) process.stdout.write(`${key.key_id}  ${key.tier.padEnd(12)} ${key.mode}  created ${key.created_at}${key.revoked_at ? `  revoked ${key.revoked_at}` : ''}\n`);
      return 0;
    }
    if (action === 'revoke') {
      const keyId = positionals[0];
      if (!keyId) throw new Error('keys revoke needs a KEY_ID');
      const revoked = await state.revokeKey(keyId, new Date());
      process.stdout.write(values.json ? `${JSON.stringify({ key_id: keyId, revoked })}\n` : revoked ? `Revoked ${keyId}\n` : `No active key ${keyId}\n`);
      return revoked ? 0 : 1;
    }
    throw new Error('keys needs an action: create, list or revoke');
  } finally {
    await state.close();
  }
}

async function seedCommand(args: string[], config: Config): Promise<number> {
  const { values } = parseArgs({ args, options: { scale: { type: 'string' }, seed: { type: 'string' }, 'as-of': { type: 'string' } } });
  const scale = values.scale === undefined ? config.SEED_SCALE : Number(values.scale);
  const seed = values.seed === undefined ? undefined : Number(values.seed);
  if (!(scale > 0 && scale <= 1)) throw new Error('--scale must be in (0, 1]');
  if (seed !== undefined && !Number.isInteger(seed)) throw new Error('--seed must be an integer');
  // A past day rebuilds an earlier sandbox byte for byte (same seed and scale); a future one is refused.
  const asOf = values['as-of'] === undefined ? undefined : parseAsOfOption(values['as-of']);
  const log = createLogger(config.LOG_LEVEL);
  const built = await buildSandboxDataset({ dataDir: config.dataDir, scale, seed, asOf, log });
  await recordSeeded(config, built.schools);
  process.stdout.write(`Sandbox dataset built as of ${built.asOf}: ${built.schools} schools in ${built.seconds.toFixed(1)} s -> ${built.file}\n`);
  return 0;
}

function parseAsOfOption(text: string): Date {
  let day: Date;
  try {
    day = parseAsOf(text);
  } catch {
    throw new Error(`--as-of must be a calendar day YYYY-MM-DD, got "${text}"`);
  }
  if (day.getTime() > Date.now()) throw new Error(`--as-of ${text} is in the future: a sandbox cannot hold dates after the day it is built`);
  return day;
}

/** Tells subscribers and alert rules that the sandbox was rebuilt (data.updated). */
async function recordSeeded(config: Config, schools: number): Promise<void> {
  const state = createStateStore({ databaseUrl: config.DATABASE_URL, schema: config.DATABASE_SCHEMA, dataDir: config.dataDir });
  try {
    await state.migrate();
    await state.recordEvent('data.updated', { dataset: 'sandbox', source: 'seed', schools }, new Date());
  } finally {
    await state.close();
  }
}

async function graphCommand(args: string[], config: Config): Promise<number> {
  const { pushGraphCommand } = await import('./graph-command.js');
  return pushGraphCommand(args, config);
}
