import { z } from 'zod';
import type { ToolContext } from '../../src/context.js';
import type { SchoolListAfter } from '../../src/data/dataset/reader.js';
import { badRequest } from '../../src/errors.js';
import { cursorScope } from '../../src/tooling/cursor.js';
import { defineTool, FileStream } from '../../src/tooling/define-tool.js';
import { CursorInput, NextCursor } from '../../src/tooling/paging.js';
import { LeadTierName, SchoolLevelName } from '../schools/schemas.js';
import { StateAbbr } from '../common/inputs.js';
import { requireState } from '../common/lookups.js';
import { DataSource, datasetSource } from '../common/provenance.js';
import { csvHeader, csvRecord, type ExportScan, ExportRecord, exportRecord, scanExport } from './export-records.js';
import { alertedSchools, HAS_ALERTS_MEANING } from './school-alerts.js';

export const EXPORT_DEFAULT_LIMIT = 5000;
export const EXPORT_MAX_LIMIT = 25_000;
/** CSV rows written per chunk of the response. */
const CSV_ROWS_PER_WRITE = 250;

const input = z.object({
  state: StateAbbr.optional().describe('2-letter state code.'),
  level: SchoolLevelName.optional().describe('School level.'),
  min_frl: z.number().min(0).max(100).optional().describe('Lowest free/reduced lunch share, percent 0-100.'),
  max_frl: z.number().min(0).max(100).optional().describe('Highest free/reduced lunch share, percent 0-100.'),
  min_enrollment: z.number().int().min(0).optional().describe('Smallest enrollment, students.'),
  lead_tier: LeadTierName.optional().describe('Lead tier.'),
  bright_spot_only: z.boolean().default(false).describe('true: only BRIGHT_SPOT schools.'),
  has_alerts: z
    .boolean()
    .optional()
    .describe(`true: only schools with alerts; false: only schools without. Here ${HAS_ALERTS_MEANING}.`),
  fmt: z.enum(['json', 'csv']).default('json').describe('Paged JSON records or a CSV file.'),
  limit: z
    .number()
    .int()
    .min(1)
    .max(EXPORT_MAX_LIMIT)
    .default(EXPORT_DEFAULT_LIMIT)
    .describe(`Rows to return, 1-${EXPORT_MAX_LIMIT} (default ${EXPORT_DEFAULT_LIMIT}).`),
  cursor: CursorInput,
});
type Input = z.output<typeof input>;

function scanOf(values: Input, alerted: ReadonlySet<string>): ExportScan {
  if (values.min_frl !== undefined && values.max_frl !== undefined && values.min_frl > values.max_frl) {
    throw badRequest('min_frl is above max_frl: no school can match.', [{ field: 'min_frl', message: 'must not exceed max_frl' }]);
  }
  return {
    filter: {
      state: values.state,
      level: values.level,
      minFrl: values.min_frl,
      maxFrl: values.max_frl,
      minEnrollment: values.min_enrollment,
      leadTier: values.lead_tier,
      brightSpotOnly: values.bright_spot_only,
    },
    hasAlerts: values.has_alerts,
    alerted,
  };
}

/** The cursor is bound to the filters and the format (everything but cursor and limit). */
function startAfter(context: ToolContext, values: Input): { scope: string; after: SchoolListAfter | undefined } {
  const scope = cursorScope('export_schools', values);
  return { scope, after: values.cursor ? context.cursors.decode<SchoolListAfter>(scope, values.cursor) : undefined };
}

function csvFilename(values: Input, now: Date): string {
  const parts = ['schools', values.state?.toLowerCase(), values.level?.toLowerCase(), now.toISOString().slice(0, 10)].filter(Boolean);
  return `${parts.join('-')}.csv`;
}

export const exportSchools = defineTool({
  name: 'export_schools',
  title: 'Export schools',
  description: 'Bulk export of school records (profile, FRL, proficiency, tiers, scores), largest enrollment first, as paged JSON or a CSV file.',
  group: 'analytics',
  access: 'PROFESSIONAL',
  effect: 'read',
  rest: { method: 'GET', path: '/export/schools' },
  returnsFile: { contentTypes: ['text/csv; charset=utf-8'] },
  input,
  output: z.object({
    count: z.number().int().describe('Records in this page.'),
    columns: z.array(z.string()).describe('The record fields, in CSV column order.'),
    records: z.array(ExportRecord),
    next_cursor: NextCursor,
    data_source: DataSource,
  }),
  handler: async (context, values) => {
    const reader = context.dataset.reader;
    requireState(context, values.state);
    const scan = scanOf(values, await alertedSchools(context));
    const { scope, after } = startAfter(context, values);
    if (values.fmt === 'csv') {
      return new FileStream(csvFilename(values, context.now()), 'text/csv; charset=utf-8', async function* () {
        yield csvHeader();
        let written = 0;
        let batch = '';
        let inBatch = 0;
        for (const { school } of scanExport(reader, scan, after)) {
          batch += csvRecord(exportRecord(school, scan.alerted));
          written += 1;
          inBatch += 1;
          if (inBatch === CSV_ROWS_PER_WRITE) {
            yield batch;
            batch = '';
            inBatch = 0;
          }
          if (written === values.limit) break;
        }
        if (batch) yield batch;
      });
    }
    const records: ExportRecord[] = [];
    let last: SchoolListAfter | undefined;
    let more = false;
    for (const { school, position } of scanExport(reader, scan, after)) {
      if (records.length === values.limit) {
        more = true;
        break;
      }
      records.push(exportRecord(school, scan.alerted));
      last = position;
    }
    return {
      count: records.length,
      columns: Object.keys(ExportRecord.shape),
      records,
      next_cursor: more && last ? context.cursors.encode(scope, last) : null,
      data_source: datasetSource(context),
    };
  },
});
