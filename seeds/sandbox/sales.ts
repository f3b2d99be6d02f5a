import type {
  BoardItemKind,
  BoardItemRow,
  ContactRole,
  ContactRow,
  LeadershipChangeRow,
} from '../../src/data/dataset/model.js';
import type { SandboxCalendar } from './calendar.js';
import type { DistrictDraft } from './geography.js';
import { emailLocalPart, fictionalPhone, personName } from './names.js';
import { type Random, WeightedTable } from './random.js';
import type { VendorDraft } from './erate-vendors.js';

const DAY_MS = 86_400_000;
/** Contacts are re-checked at least every thirteen months; board items and leadership changes are from the last year. */
export const CONTACT_REFRESH_DAYS = 400;
export const RECENT_EVENT_DAYS = 365;

export interface SalesOutput {
  contacts: ContactRow[];
  board_items: BoardItemRow[];
  leadership_changes: LeadershipChangeRow[];
}

/**
 * Fictional people and meetings: every name is drawn from the short fixed lists in names.ts, every
 * e-mail address is under example.org and every phone number is 555-01xx. Principals of schools whose
 * principal changed recently are the new names of those changes, so the feeds agree with each other.
 */
export function generateSales(
  random: Random,
  districts: readonly DistrictDraft[],
  vendors: readonly VendorDraft[],
  calendar: SandboxCalendar,
): SalesOutput {
  const provenance = { source: 'sandbox-generator', source_year: Number(calendar.asOf.slice(0, 4)), generated: true } as const;
  // A day in the `maxDays` before the as-of day, the as-of day included: never a date after it.
  const dateBefore = (maxDays: number) => new Date(calendar.asOfMs - random.int(0, maxDays) * DAY_MS).toISOString().slice(0, 10);
  const contacts: ContactRow[] = [];
  const boardItems: BoardItemRow[] = [];
  const changes: LeadershipChangeRow[] = [];
  const vendorNames = new WeightedTable(
    vendors.map((vendor) => vendor.row.name),
    vendors.map((vendor) => vendor.weight),
  );
  let contactCounter = 0;
  let itemCounter = 0;
  let changeCounter = 0;

  const contact = (district: DistrictDraft, role: ContactRole, ncesId: string | null, name = personName(random)) => {
    contactCounter += 1;
    contacts.push({
      contact_id: `ct_${String(contactCounter).padStart(7, '0')}`,
      nces_id: ncesId,
      leaid: ncesId === null ? district.row.leaid : null,
      role,
      name: name.full,
      email: `${emailLocalPart(name.first, name.last)}@${district.emailDomain}`,
      phone: fictionalPhone(random, district.areaCode),
      refreshed_at: dateBefore(CONTACT_REFRESH_DAYS),
      ...provenance,
    });
  };
  const change = (district: DistrictDraft, role: 'Superintendent' | 'Principal', ncesId: string | null) => {
    const next = personName(random);
    changeCounter += 1;
    changes.push({
      change_id: `lc_${String(changeCounter).padStart(6, '0')}`,
      leaid: district.row.leaid,
      nces_id: ncesId,
      role,
      previous_name: random.chance(0.9) ? personName(random).full : null,
      new_name: next.full,
      effective_date: dateBefore(RECENT_EVENT_DAYS),
      ...provenance,
    });
    return next;
  };

  for (const district of districts) {
    const large = (district.row.enrollment ?? 0) >= 2500;
    const superintendent = random.chance(0.12) ? change(district, 'Superintendent', null) : personName(random);
    contact(district, 'Superintendent', null, superintendent);
    const districtRoles: ContactRole[] = large
      ? ['CFO', 'CTO', 'Curriculum Director', 'Purchasing Director']
      : ['Business Manager', ...(random.chance(0.5) ? (['Technology Coordinator'] as const) : [])];
    for (const role of districtRoles) contact(district, role, null);

    for (const school of district.schools) {
      const principal = random.chance(0.14) ? change(district, 'Principal', school.nces_id) : personName(random);
      contact(district, 'Principal', school.nces_id, principal);
      if ((school.enrollment ?? 0) >= 900 && random.chance(0.5)) contact(district, 'Technology Coordinator', school.nces_id);
      if (school.level !== 'High' && random.chance(0.1)) contact(district, 'Curriculum Director', school.nces_id);
    }

    const meetings = random.int(0, large ? 14 : 5);
    for (let index = 0; index < meetings; index += 1) {
      itemCounter += 1;
      const school = random.chance(0.3) ? random.pick(district.schools) : undefined;
      const meetingDate = () => dateBefore(RECENT_EVENT_DAYS);
      boardItems.push({ ...boardItem(random, district, school?.nces_id ?? null, `bi_${String(itemCounter).padStart(7, '0')}`, vendorNames, meetingDate), ...provenance });
    }
  }
  return { contacts, board_items: boardItems, leadership_changes: changes };
}

const KINDS = new WeightedTable<BoardItemKind>(
  ['vendor_mention', 'curriculum_adoption', 'budget_approval', 'leadership_change', 'technology_decision'],
  [0.28, 0.18, 0.24, 0.08, 0.22],
);
const CURRICULA = ['K-5 mathematics', 'middle school science', 'high school English language arts', 'K-8 phonics and reading', 'world languages', 'computer science electives'];
const TECHNOLOGY = ['a 1:1 Chromebook refresh', 'district-wide Wi-Fi 6 access points', 'a student information system migration', 'classroom interactive displays', 'a content-filtering service', 'a cybersecurity monitoring contract'];
const BUDGET = ['the annual operating budget', 'a summer facilities plan', 'a Title I schoolwide plan budget', 'an E-Rate Category Two matching budget', 'transportation fleet replacement'];

type BoardItemDraft = Omit<BoardItemRow, 'source' | 'source_year' | 'generated'>;

function boardItem(
  random: Random,
  district: DistrictDraft,
  ncesId: string | null,
  itemId: string,
  vendors: WeightedTable<string>,
  meetingDate: () => string,
): BoardItemDraft {
  const kind = KINDS.draw(random);
  const enrollment = district.row.enrollment ?? 500;
  let summary: string;
  let vendor: string | null = null;
  let amount: number | null = null;
  switch (kind) {
    case 'vendor_mention':
      vendor = vendors.draw(random);
      amount = Math.round(enrollment * random.logNormal(40, 0.8));
      summary = `Board approved a service agreement with ${vendor}.`;
      break;
    case 'curriculum_adoption':
      amount = Math.round(enrollment * random.logNormal(25, 0.5));
      summary = `Board adopted new ${random.pick(CURRICULA)} materials for the coming school year.`;
      break;
    case 'budget_approval':
      amount = Math.round(enrollment * random.logNormal(random.chance(0.3) ? 14_000 : 300, 0.4));
      summary = `Board approved ${random.pick(BUDGET)}.`;
      break;
    case 'leadership_change':
      summary = `Board approved the appointment of a new ${random.chance(0.3) ? 'assistant superintendent' : 'principal'}.`;
      break;
    case 'technology_decision':
      vendor = random.chance(0.6) ? vendors.draw(random) : null;
      amount = Math.round(enrollment * random.logNormal(60, 0.7));
      summary = `Board voted on ${random.pick(TECHNOLOGY)}${vendor ? ` with ${vendor}` : ''}.`;
      break;
  }
  return {
    item_id: itemId,
    leaid: district.row.leaid,
    nces_id: ncesId,
    meeting_date: meetingDate(),
    kind,
    summary,
    vendor,
    amount,
  };
}
