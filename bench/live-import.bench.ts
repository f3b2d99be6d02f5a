/**
 * Imports every real sample into an empty data directory, one file after another, and prints per
 * file: rows kept, refused, the share of its school or district ids found in the composed directory,
 * and the import time; then the share of live schools with each score present.
 *
 *   npx tsx bench/live-import.bench.ts [real-data-dir]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { realDataDir } from '../src/ingest/fixtures/paths.js';
import { findImporter } from '../src/ingest/registry.js';
import { livePath, runImport } from '../src/ingest/run-import.js';

const root = process.argv[2] ?? realDataDir();
const FILES: [string, string][] = [
  ['saipe', 'saipe/ussd23.xls'],
  ['cwift', 'cwift/EDGE_ACS_CWIFT2022_LEA2223.txt'],
  ['ccd-district', 'tx_ccd/tx-districts-ccd.csv'],
  ['ccd-school', 'tx_ccd/tx-campuses-ccd.csv'],
  ['ccd-school', 'ccd_current/ccd_sch_029_2526_w_0a_050626_head.csv'],
  ['hifld', 'hifld_fl/Public_Schools_FL.csv'],
  ['nces-search', 'nces_school_search/california_public_schools.csv'],
  ['nces-search', 'nces_school_search/washington_schools.csv'],
  ['elsi', 'elsi/ELSI_csv_export_6392166529530453281445_public_school_2024-25.csv'],
  ['usac-vendors', 'usac_skyrate/usac_vendors_raw.csv'],
  ['usac-entities', 'usac_skyrate/usac_entities_no_contacts.csv'],
  ['edfacts', 'edfacts/acgr-sch-sy2014-15_from_kchaaa.csv'],
  ['crdc-lea', 'crdc/crdc_2020-21_LEA_Distance_Education.csv'],
  ['crdc-lea', 'crdc/crdc_2020-21_LEA_High_School_Equivalency.csv'],
];

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'k12-live-bench-'));
const rows: string[] = [
  '| source | file | read | kept | refused | join to district directory | join to school directory | time |',
  '|---|---|---|---|---|---|---|---|',
];
const share = (ids: string[], known: Set<string>) => (ids.length === 0 ? 'n/a' : `${((100 * ids.filter((id) => known.has(id)).length) / ids.length).toFixed(1)}%`);
try {
  for (const [source, file] of FILES) {
    const parsed = await findImporter(source).parse(path.join(root, file));
    const summary = await runImport({ source, filePath: path.join(root, file), dataDir, now: () => new Date() });
    const database = new Database(livePath(dataDir), { readonly: true });
    const leaids = new Set((database.prepare('SELECT leaid FROM districts').all() as { leaid: string }[]).map((row) => row.leaid));
    const schoolIds = new Set((database.prepare('SELECT nces_id FROM schools').all() as { nces_id: string }[]).map((row) => row.nces_id));
    database.close();
    const records = parsed.rows as unknown as Array<{ leaid?: string | null; nces_id?: string | null }>;
    const idsOf = (key: 'leaid' | 'nces_id') => records.map((row) => row[key]).filter((id): id is string => typeof id === 'string');
    rows.push(
      `| ${source} | ${path.basename(file)} | ${summary.rows + summary.rejected} | ${summary.rows} | ${summary.rejected} | ${share(idsOf('leaid'), leaids)} | ${share(idsOf('nces_id'), schoolIds)} | ${(summary.milliseconds / 1000).toFixed(2)} s |`,
    );
  }
  console.log(rows.join('\n'));
  const database = new Database(livePath(dataDir), { readonly: true });
  const total = (database.prepare('SELECT count(*) AS n FROM school_scores').get() as { n: number }).n;
  console.log(`\nlive schools: ${total}`);
  for (const column of ['funding_score', 'expected_math', 'bright_spot_score', 'health_score', 'opportunity_score', 'lead_tier']) {
    const present = (database.prepare(`SELECT count(*) AS n FROM school_scores WHERE ${column} IS NOT NULL`).get() as { n: number }).n;
    console.log(`${column}: ${((100 * present) / total).toFixed(1)}% present`);
  }
  const withFrl = (database.prepare('SELECT count(*) AS n, avg(frl_pct) AS mean FROM schools WHERE frl_pct IS NOT NULL').get() as { n: number; mean: number });
  console.log(`schools with frl_pct: ${withFrl.n} (mean ${withFrl.mean.toFixed(1)}%)`);
  database.close();
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
