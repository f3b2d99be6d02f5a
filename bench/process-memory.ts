import fs from 'node:fs';

/**
 * A process's resident memory in MB from /proc/<pid>/status (Linux), split the way it matters:
 * `anon` is the process's own memory (JS heap, native allocations, SQLite's page cache), `file` the
 * pages of files it maps, here the read-only dataset (SQLite mmap): those are the kernel's page
 * cache, shared with every process reading the file and given back under memory pressure.
 * Null where /proc is absent.
 */
export interface ProcessMemory {
  rss_mb: number;
  anon_mb: number;
  file_mb: number;
}

export function processMemory(pid: number | undefined): ProcessMemory | null {
  if (pid === undefined) return null;
  let status: string;
  try {
    status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  } catch {
    return null;
  }
  const mb = (field: string) => Math.round(Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0) / 1024);
  return { rss_mb: mb('VmRSS'), anon_mb: mb('RssAnon'), file_mb: mb('RssFile') };
}
