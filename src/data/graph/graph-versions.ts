import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { AppError } from '../../errors.js';

/**
 * Layout of a graph directory:
 *   <graphDir>/CURRENT                 one line: the name of the version being served
 *   <graphDir>/graph-<stamp>/graph.kuzu  one kuzu database per build
 * A build writes a fresh version and then replaces CURRENT by rename (atomic), so a serving process
 * that holds the old version open read-only keeps reading it until it reopens; nothing it has open is
 * deleted by the swap. The previous version is kept for such readers; older ones are removed.
 */
export const CURRENT_POINTER_FILE = 'CURRENT';
export const DATABASE_FILE = 'graph.kuzu';
const VERSION_PATTERN = /^graph-\d{8}T\d{9}Z-[0-9a-f]{6}$/;
const LOCK_FILE = 'BUILDING.lock';

export interface GraphVersion {
  name: string;
  directory: string;
  databasePath: string;
}

export function readCurrentVersion(graphDir: string): string | null {
  try {
    const name = fs.readFileSync(path.join(graphDir, CURRENT_POINTER_FILE), 'utf8').trim();
    return VERSION_PATTERN.test(name) ? name : null;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** The database file of the version being served; unavailable when no graph was built yet. */
export function currentGraphDatabasePath(graphDir: string): string {
  const name = readCurrentVersion(graphDir);
  const databasePath = name === null ? null : path.join(graphDir, name, DATABASE_FILE);
  if (databasePath === null || !fs.existsSync(databasePath)) {
    throw new AppError('unavailable', 'The graph has not been built yet: run the seed or import step first.');
  }
  return databasePath;
}

/** A new, empty version directory (the name sorts by creation time). */
export function createGraphVersion(graphDir: string, now: Date = new Date()): GraphVersion {
  const stamp = now.toISOString().replace(/[-:]/g, '').replace('.', '');
  const name = `graph-${stamp}-${randomBytes(3).toString('hex')}`;
  const directory = path.join(graphDir, name);
  fs.mkdirSync(directory, { recursive: true });
  return { name, directory, databasePath: path.join(directory, DATABASE_FILE) };
}

/** Points CURRENT at `name` by writing a temporary file and renaming it over the pointer. */
export function publishGraphVersion(graphDir: string, name: string): void {
  const temporary = path.join(graphDir, `${CURRENT_POINTER_FILE}.${process.pid}.tmp`);
  fs.writeFileSync(temporary, `${name}\n`);
  fs.renameSync(temporary, path.join(graphDir, CURRENT_POINTER_FILE));
}

/** Removes every version directory not named in `keep`; returns the names removed. */
export function removeGraphVersions(graphDir: string, keep: readonly (string | null)[]): string[] {
  const removed: string[] = [];
  for (const entry of fs.readdirSync(graphDir, { withFileTypes: true })) {
    if (!entry.isDirectory() || !VERSION_PATTERN.test(entry.name) || keep.includes(entry.name)) continue;
    fs.rmSync(path.join(graphDir, entry.name), { recursive: true, force: true });
    removed.push(entry.name);
  }
  return removed;
}

/**
 * One build at a time per graph directory (a second one would remove the first one's unfinished
 * version). The lock names its process, so a lock left by a crashed build is taken over.
 */
export function acquireBuildLock(graphDir: string): () => void {
  const lockPath = path.join(graphDir, LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
      return () => fs.rmSync(lockPath, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(fs.readFileSync(lockPath, 'utf8'));
      if (isRunning(holder)) throw new AppError('unavailable', `Another graph build (process ${holder}) is running.`);
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new AppError('unavailable', 'Could not take the graph build lock.');
}

function isRunning(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
