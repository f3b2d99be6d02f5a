#!/usr/bin/env node
import { parseArgs } from 'node:util';
import { loadConfig, type Config } from '../../config.js';
import { runCommand } from './commands.js';

/**
 * `k12-intel <command>`: serve, mcp, keys, import, seed, graph, eval, chat.
 * Each command's own options are parsed in commands.ts; this file only reads the environment once.
 */
async function main(argv: string[]): Promise<number> {
  const { positionals } = parseArgs({ args: argv, allowPositionals: true, strict: false });
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n`);
    return 2;
  }
  return runCommand(positionals[0], argv.slice(1), config);
}

main(process.argv.slice(2)).then(
  (code) => {
    if (code !== -1) process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(`k12-intel: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  },
);
