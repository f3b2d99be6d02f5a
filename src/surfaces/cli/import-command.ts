import { parseArgs } from 'node:util';
import type { Config } from '../../config.js';
import { projectGraph, writeScoredDataset } from '../../data/build.js';
import { createStateStore } from '../../data/state/index.js';
import { createProgressBar } from '../../ingest/progress.js';
import { IMPORTERS } from '../../ingest/registry.js';
import { runImport } from '../../ingest/run-import.js';

/** `k12-intel import <source> <path> [--json]`: one real public file into the live dataset. */
export async function importCommand(args: string[], config: Config): Promise<number> {
  const { values, positionals } = parseArgs({ args, allowPositionals: true, options: { json: { type: 'boolean', default: false } } });
  const [source, filePath] = positionals;
  if (!source || !filePath) {
    const list = IMPORTERS.map((importer) => `  ${importer.id.padEnd(14)} ${importer.title}`).join('\n');
    process.stderr.write(`Usage: k12-intel import <source> <path>\n\nSources:\n${list}\n`);
    return 2;
  }
  const state = createStateStore({ databaseUrl: config.DATABASE_URL, schema: config.DATABASE_SCHEMA, dataDir: config.dataDir });
  const bar = createProgressBar({ label: source });
  try {
    await state.migrate();
    const summary = await runImport({
      source,
      filePath,
      dataDir: config.dataDir,
      state,
      now: () => new Date(),
      onProgress: bar.update,
      write: writeScoredDataset,
    });
    bar.stop();
    await projectGraph(config.dataDir, 'live');
    if (values.json) {
      process.stdout.write(`${JSON.stringify(summary)}\n`);
    } else {
      process.stdout.write(
        `Imported ${summary.rows} rows of ${summary.source} (${summary.file}, year ${summary.year ?? 'unknown'}) in ${(summary.milliseconds / 1000).toFixed(1)} s; ` +
          `${summary.rejected} rejected.\n`,
      );
      for (const reject of summary.rejects) process.stdout.write(`  line ${reject.line}: ${reject.reason}\n`);
      for (const note of summary.notes) process.stdout.write(`  note: ${note}\n`);
      const tables = Object.entries(summary.dataset.tables).filter(([, count]) => count > 0).map(([table, count]) => `${table} ${count}`);
      process.stdout.write(`Live dataset now: ${tables.join(', ')}\n`);
    }
    return 0;
  } finally {
    bar.stop();
    await state.close();
  }
}
