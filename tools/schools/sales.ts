import { z } from 'zod';
import type { ToolContext } from '../../src/context.js';
import type { ContactRow, Provenance } from '../../src/data/dataset/model.js';
import type { SchoolProfile } from '../../src/data/dataset/reader.js';
import { defineTool } from '../../src/tooling/define-tool.js';
import { NcesId } from '../common/inputs.js';
import { requireSchool } from '../common/lookups.js';
import { DataSource, rowSource } from '../common/provenance.js';

/** Contact and board records are kept this long before they are refreshed (SERVICE-SPEC: cached 90 days). */
export const CACHE_TTL_DAYS = 90 as const;
const DAY_MS = 86_400_000;

const BOARD_KINDS = ['vendor_mention', 'curriculum_adoption', 'budget_approval', 'leadership_change', 'technology_decision'] as const;

/** Freshness fields shared by board intelligence and contacts. */
const Freshness = {
  refreshed_at: z.string().nullable().describe('ISO date the newest record was gathered or checked; null when there is none.'),
  cache_ttl_days: z.literal(CACHE_TTL_DAYS).describe('Records are kept this many days before they are refreshed.'),
  generated: z.boolean().describe('True when the records are generated for the sandbox: the people, meetings and vendors are fictional.'),
  notice: z.string().nullable().describe('A warning to show users, e.g. that the records are fictional.'),
};

/** With no records, the school's own provenance says whether this dataset is generated. */
function provenanceNotice(rows: readonly Provenance[], school: Provenance, what: string): { generated: boolean; notice: string | null } {
  const generated = rows.length === 0 ? school.generated : rows.some((row) => row.generated);
  return {
    generated,
    notice: generated ? `Sandbox data: these ${what} are generated and fictional; do not contact or cite them.` : null,
  };
}

const latest = (dates: readonly string[]): string | null => (dates.length === 0 ? null : dates.reduce((a, b) => (b > a ? b : a)));

function sourceOf(context: ToolContext, school: SchoolProfile, rows: readonly Provenance[]) {
  return rows[0] ? rowSource(context, rows[0]) : rowSource(context, school);
}

export const schoolBoardIntel = defineTool({
  name: 'school_board_intel',
  title: 'School board intelligence',
  description: 'Board-meeting items for a school and its district (vendors, curriculum, budgets, leadership, technology), newest first. Use it to time outreach.',
  group: 'schools',
  access: 'PROFESSIONAL',
  effect: 'read',
  rest: { method: 'GET', path: '/schools/{nces_id}/board-intel' },
  input: z.object({
    nces_id: NcesId,
    kind: z.enum(BOARD_KINDS).optional().describe('Only items of this kind (default: all kinds).'),
  }),
  output: z.object({
    nces_id: z.string(),
    name: z.string(),
    district_name: z.string().nullable(),
    items: z.array(
      z.object({
        item_id: z.string(),
        meeting_date: z.string().describe('ISO date of the meeting.'),
        kind: z.enum(BOARD_KINDS),
        scope: z.enum(['school', 'district']).describe('Whether the item names this school or the whole district.'),
        summary: z.string(),
        vendor: z.string().nullable(),
        amount: z.number().nullable().describe('Dollars, when the item states an amount.'),
      }),
    ),
    counts: z.object(Object.fromEntries(BOARD_KINDS.map((kind) => [kind, z.number().int()])) as Record<(typeof BOARD_KINDS)[number], z.ZodNumber>)
      .describe('Items of each kind, before the kind filter.'),
    ...Freshness,
    data_source: DataSource,
  }),
  handler: (context, { nces_id, kind }) => {
    const school = requireSchool(context, nces_id);
    const all = context.dataset.reader.boardItems({ ncesId: school.nces_id });
    const counts = Object.fromEntries(BOARD_KINDS.map((name) => [name, all.filter((item) => item.kind === name).length])) as Record<(typeof BOARD_KINDS)[number], number>;
    const items = kind ? all.filter((item) => item.kind === kind) : all;
    return {
      nces_id: school.nces_id,
      name: school.name,
      district_name: school.district_name,
      items: items.map((item) => ({
        item_id: item.item_id,
        meeting_date: item.meeting_date,
        kind: item.kind,
        scope: item.nces_id ? ('school' as const) : ('district' as const),
        summary: item.summary,
        vendor: item.vendor,
        amount: item.amount,
      })),
      counts,
      refreshed_at: latest(all.map((item) => item.meeting_date)),
      cache_ttl_days: CACHE_TTL_DAYS,
      ...provenanceNotice(all, school, 'board items'),
      data_source: sourceOf(context, school, all),
    };
  },
});

export const ContactsRecord = z.object({
  nces_id: z.string(),
  name: z.string(),
  district_name: z.string().nullable(),
  contacts: z.array(
    z.object({
      contact_id: z.string(),
      role: z.string().describe('Principal, Curriculum Director, Technology Coordinator, Business Manager, Superintendent, CFO, CTO or Purchasing Director.'),
      scope: z.enum(['school', 'district']),
      name: z.string(),
      email: z.string().nullable(),
      phone: z.string().nullable(),
      refreshed_at: z.string().describe('ISO date the contact was last checked.'),
      stale: z.boolean().describe(`True when last checked more than ${CACHE_TTL_DAYS} days ago.`),
    }),
  ).describe('School contacts first, then district contacts.'),
  ...Freshness,
  data_source: DataSource,
});

export function contactsRecord(context: ToolContext, school: SchoolProfile): z.infer<typeof ContactsRecord> {
  const reader = context.dataset.reader;
  const own = reader.contacts({ ncesId: school.nces_id });
  const district = reader.contacts({ leaid: school.leaid });
  const rows = own.length === 0 ? district : district.length === 0 ? own : [...own, ...district];
  const now = context.now().getTime();
  const contact = (row: ContactRow, scope: 'school' | 'district') => ({
    contact_id: row.contact_id,
    role: row.role,
    scope,
    name: row.name,
    email: row.email,
    phone: row.phone,
    refreshed_at: row.refreshed_at,
    stale: now - Date.parse(row.refreshed_at) > CACHE_TTL_DAYS * DAY_MS,
  });
  return {
    nces_id: school.nces_id,
    name: school.name,
    district_name: school.district_name,
    // School contacts first, then the district's.
    contacts: [...own.map((row) => contact(row, 'school')), ...district.map((row) => contact(row, 'district'))],
    refreshed_at: latest(rows.map((row) => row.refreshed_at)),
    cache_ttl_days: CACHE_TTL_DAYS,
    ...provenanceNotice(rows, school, 'contacts'),
    data_source: sourceOf(context, school, rows),
  };
}

export const schoolContacts = defineTool({
  name: 'school_contacts',
  title: 'School decision-makers',
  description: 'Named decision-makers of a school and its district with email, phone and last-checked date; `stale` marks records over 90 days old.',
  group: 'schools',
  access: 'PROFESSIONAL',
  effect: 'read',
  rest: { method: 'GET', path: '/schools/{nces_id}/contacts' },
  input: z.object({ nces_id: NcesId }),
  output: ContactsRecord,
  handler: (context, { nces_id }) => contactsRecord(context, requireSchool(context, nces_id)),
});
