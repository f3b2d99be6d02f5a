import { z } from 'zod';
import type { ToolContext } from '../../src/context.js';
import type { SchoolProfile } from '../../src/data/dataset/reader.js';
import { AppError } from '../../src/errors.js';
import { defineTool } from '../../src/tooling/define-tool.js';
import { FundingRecord, fundingRecord } from './funding.js';
import { HealthRecord, healthRecordOf } from './health.js';
import { OpportunityRecord, opportunityRecordOf } from './opportunity.js';
import { profileOf, SchoolProfileOutput } from './profile.js';
import { withRequestReader } from './request-reader.js';
import { ContactsRecord, contactsRecord } from './sales.js';
import { scoringBasis, type ScoringBasis } from './scoring-basis.js';
import { NcesId } from '../common/inputs.js';
import { DataSource, datasetSource } from '../common/provenance.js';

export const BULK_IMPORT_MAX = 1000;
const SECTIONS = ['funding', 'health', 'opportunity', 'contacts'] as const;
type Section = (typeof SECTIONS)[number];

const Enriched = z.object({
  profile: SchoolProfileOutput,
  funding: FundingRecord.optional(),
  health: HealthRecord.nullable().optional().describe('Null when the school has no assessment data (see missing_data).'),
  opportunity: OpportunityRecord.optional(),
  contacts: ContactsRecord.optional(),
  missing_data: z
    .record(z.string(), z.array(z.string()))
    .describe('Per requested section that could not be computed: the fields the school lacks. Empty when nothing is missing.'),
});

/** One section of one school; a 422 (the school lacks the data) becomes null plus its missing fields. */
function section<Result>(compute: () => Result, missing: Record<string, string[]>, name: Section): Result | null {
  try {
    return compute();
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== 'unprocessable') throw error;
    missing[name] = (error.extra.missing_fields as string[] | undefined) ?? [];
    return null;
  }
}

/**
 * One school's record. Synchronous, with the scoring basis passed in: awaiting it in each school's
 * health and opportunity sections cost 1,000 times a few promises and microtask turns.
 */
function enrich(context: ToolContext, basis: ScoringBasis | undefined, school: SchoolProfile, include: ReadonlySet<Section>): z.infer<typeof Enriched> {
  const missing: Record<string, string[]> = {};
  const record: z.infer<typeof Enriched> = { profile: profileOf(context, school), missing_data: missing };
  if (include.has('funding')) record.funding = fundingRecord(context, school);
  if (include.has('health')) record.health = section(() => healthRecordOf(context, basis!, school), missing, 'health');
  if (include.has('opportunity')) record.opportunity = opportunityRecordOf(context, basis!, school);
  if (include.has('contacts')) record.contacts = contactsRecord(context, school);
  return record;
}

export const bulkImportSchools = defineTool({
  name: 'schools_bulk_import',
  title: 'Bulk school import',
  description: 'Profiles of many schools in one request, optionally with funding, health, opportunity and contacts. Unknown IDs go to not_found.',
  group: 'schools',
  access: 'BUSINESS',
  effect: 'read',
  rest: { method: 'POST', path: '/schools/bulk-import' },
  input: z.object({
    nces_ids: z
      .array(NcesId)
      .min(1)
      .max(BULK_IMPORT_MAX)
      .describe(`The schools, as 12-digit NCES IDs: 1 to ${BULK_IMPORT_MAX}.`),
    include: z
      .array(z.enum(SECTIONS))
      .max(SECTIONS.length * 4)
      .default([])
      .describe('Sections to add to each profile.'),
  }),
  output: z.object({
    requested: z.number().int().describe('Distinct IDs asked for.'),
    found: z.number().int(),
    include: z.array(z.enum(SECTIONS)),
    schools: z.array(Enriched).describe('In the order the IDs were given.'),
    not_found: z.array(z.string()).describe('IDs with no school in this dataset.'),
    data_source: DataSource,
  }),
  handler: async (context, input) => {
    const ids = [...new Set(input.nces_ids)];
    const include = new Set(input.include);
    const schools = context.dataset.reader.getSchools(ids);
    const found = new Set(schools.map((school) => school.nces_id));
    // The per-dataset basis is built (once) through the handle's own reader, never the request's.
    const basis = include.has('health') || include.has('opportunity') ? await scoringBasis(context.dataset) : undefined;
    const scoped: ToolContext = { ...context, dataset: withRequestReader(context.dataset, schools) };
    const enriched = schools.map((school) => enrich(scoped, basis, school, include));
    return {
      requested: ids.length,
      found: schools.length,
      include: SECTIONS.filter((name) => include.has(name)),
      schools: enriched,
      not_found: ids.filter((id) => !found.has(id)),
      data_source: datasetSource(context),
    };
  },
});
