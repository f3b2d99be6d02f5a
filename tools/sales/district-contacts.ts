import { z } from 'zod';
import { defineTool } from '../../src/tooling/define-tool.js';
import { LeaId } from '../common/inputs.js';
import { requireDistrict } from '../common/lookups.js';
import { DataSource, rowSource } from '../common/provenance.js';

/** District-level roles, in the order a seller calls them. */
const DISTRICT_ROLES = ['Superintendent', 'CFO', 'CTO', 'Curriculum Director', 'Purchasing Director'] as const;
const STALE_AFTER_DAYS = 90;

export const districtContacts = defineTool({
  name: 'district_contacts',
  title: 'District contacts',
  description: 'A district\'s named decision-makers with email, phone and last-checked date (stale after 90 days).',
  group: 'sales',
  access: 'PROFESSIONAL',
  effect: 'read',
  rest: { method: 'GET', path: '/districts/{lea_id}/contacts' },
  input: z.object({
    lea_id: LeaId,
    role: z.enum(DISTRICT_ROLES).optional().describe('Only this role (default: all district roles).'),
  }),
  output: z.object({
    leaid: z.string(),
    name: z.string(),
    state: z.string(),
    contacts: z.array(
      z.object({
        contact_id: z.string(),
        role: z.enum(DISTRICT_ROLES),
        name: z.string(),
        email: z.string().nullable(),
        phone: z.string().nullable(),
        refreshed_at: z.string().describe('ISO date the record was last checked.'),
        stale: z.boolean(),
      }),
    ).describe('In role order: Superintendent, CFO, CTO, Curriculum Director, Purchasing Director.'),
    missing_roles: z.array(z.enum(DISTRICT_ROLES)).describe('District roles with no named contact.'),
    generated: z.boolean(),
    notice: z.string().nullable(),
    data_source: DataSource,
  }),
  handler: (context, { lea_id, role }) => {
    const district = requireDistrict(context, lea_id);
    const now = context.now().getTime();
    const rows = context.dataset.reader
      .contacts({ leaid: district.leaid })
      .filter((row): row is typeof row & { role: (typeof DISTRICT_ROLES)[number] } => (DISTRICT_ROLES as readonly string[]).includes(row.role));
    const present = new Set(rows.map((row) => row.role));
    const chosen = rows
      .filter((row) => role === undefined || row.role === role)
      .sort((a, b) => DISTRICT_ROLES.indexOf(a.role) - DISTRICT_ROLES.indexOf(b.role) || a.contact_id.localeCompare(b.contact_id));
    const generated = rows.length === 0 ? district.generated : rows.some((row) => row.generated);
    return {
      leaid: district.leaid,
      name: district.name,
      state: district.state,
      contacts: chosen.map((row) => ({
        contact_id: row.contact_id,
        role: row.role,
        name: row.name,
        email: row.email,
        phone: row.phone,
        refreshed_at: row.refreshed_at,
        stale: now - Date.parse(row.refreshed_at) > STALE_AFTER_DAYS * 86_400_000,
      })),
      missing_roles: DISTRICT_ROLES.filter((name) => !present.has(name)),
      generated,
      notice: generated ? 'Sandbox data: these contacts are generated and fictional; do not contact them.' : null,
      data_source: rows[0] ? rowSource(context, rows[0]) : rowSource(context, district),
    };
  },
});
