#!/usr/bin/env node
// `npm start`: compile when the sources are newer than the build, then run the CLI (default: serve).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const entry = path.join(root, 'dist/src/surfaces/cli/main.js');

function newestMtime(directory) {
  let newest = 0;
  for (const item of fs.readdirSync(directory, { withFileTypes: true })) {
    const full = path.join(directory, item.name);
    if (item.isDirectory()) newest = Math.max(newest, newestMtime(full));
    else if (item.name.endsWith('.ts')) newest = Math.max(newest, fs.statSync(full).mtimeMs);
  }
  return newest;
}

const sources = ['src', 'tools', 'seeds', 'evals'].map((name) => path.join(root, name)).filter((dir) => fs.existsSync(dir));
const builtAt = fs.existsSync(entry) ? fs.statSync(entry).mtimeMs : 0;
if (builtAt === 0 || Math.max(...sources.map(newestMtime)) > builtAt) {
  process.stderr.write('Building k12-intel…\n');
  const tsc = path.join(root, 'node_modules/typescript/bin/tsc');
  const build = spawnSync(process.execPath, [tsc, '-p', path.join(root, 'tsconfig.build.json')], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
  fs.utimesSync(entry, new Date(), new Date());
}

const args = process.argv.slice(2);
const run = spawnSync(process.execPath, [entry, ...(args.length ? args : ['serve'])], { stdio: 'inherit' });
process.exit(run.status ?? 1);
