import type {
  BoardItemRow,
  ContactRow,
  DatasetContent,
  DistrictRow,
  EquityRow,
  LeadershipChangeRow,
  SchoolRow,
} from '../../data/dataset/model.js';
import { c2Position, fundingYearOf, type C2Position } from './erate-c2.js';
import { financeFacts, latestFinanceByDistrict, type FinanceFacts } from './finance-facts.js';
import { isPresent } from './scale.js';

/**
 * One pass over a dataset's tables to build the lookups per-school scoring needs, so that scoring
 * 100,000 schools is a loop of map reads. Items about a school are its own plus its district's
 * district-wide ones (nces_id null); items about sibling schools are not the school's signals.
 */
export interface DatasetIndex {
  as_of: string;
  districts: Map<string, DistrictRow>;
  equity: Map<string, EquityRow>;
  finance: Map<string, FinanceFacts | null>;
  /** Pre-discount C2 commitments per district per funding year. */
  c2SpentByDistrict: Map<string, Map<number, number>>;
  /** Filled lazily by districtC2. */
  c2ByDistrict: Map<string, C2Position | null>;
  districtStudents: Map<string, number>;
  districtSchools: Map<string, number>;
  /** Per school and per district: the latest item of each kind on or before as_of. */
  boardItems: Grouped<BoardItemRow>;
  /** Per school and per district: the latest change on or before as_of. */
  leadershipChanges: Grouped<LeadershipChangeRow>;
  contacts: Grouped<ContactRow>;
}

export interface Grouped<Row> {
  bySchool: Map<string, Row[]>;
  byDistrict: Map<string, Row[]>;
}

function push<Row>(map: Map<string, Row[]>, key: string, row: Row): void {
  const list = map.get(key);
  if (list) list.push(row);
  else map.set(key, [row]);
}

function group<Row extends { nces_id: string | null; leaid: string | null }>(rows: readonly Row[]): Grouped<Row> {
  const grouped: Grouped<Row> = { bySchool: new Map(), byDistrict: new Map() };
  for (const row of rows) {
    if (row.nces_id) push(grouped.bySchool, row.nces_id, row);
    else if (row.leaid) push(grouped.byDistrict, row.leaid, row);
  }
  return grouped;
}

/**
 * Keeps, per group and per kind, only the most recent row dated on or before `asOf`. Recency signals
 * read only the most recent event of a kind, so this gives the same scores with short lists.
 */
function keepLatest<Row>(grouped: Grouped<Row>, dateOf: (row: Row) => string, kindOf: (row: Row) => string, asOf: string): void {
  const today = asOf.slice(0, 10);
  for (const map of [grouped.bySchool, grouped.byDistrict]) {
    for (const [key, rows] of map) {
      const latest = new Map<string, Row>();
      for (const row of rows) {
        const date = dateOf(row).slice(0, 10);
        if (date > today) continue;
        const current = latest.get(kindOf(row));
        if (!current || date > dateOf(current).slice(0, 10)) latest.set(kindOf(row), row);
      }
      map.set(key, [...latest.values()]);
    }
  }
}

/** The rows about one school: its own and its district's district-wide ones. */
export function rowsFor<Row>(grouped: Grouped<Row>, school: Pick<SchoolRow, 'nces_id' | 'leaid'>): readonly Row[] {
  const own = grouped.bySchool.get(school.nces_id);
  const district = grouped.byDistrict.get(school.leaid);
  if (!own) return district ?? NO_ROWS;
  return district ? [...own, ...district] : own;
}

const NO_ROWS: readonly never[] = [];

/**
 * The date signals are measured from when the caller gives none: the latest date the dataset itself
 * records, so the same content always scores the same (a wall clock would not).
 */
export function latestDatasetDate(content: DatasetContent): string {
  let latest = '';
  const consider = (date: string | null | undefined): void => {
    if (date && date.length >= 10 && date.slice(0, 10) > latest) latest = date.slice(0, 10);
  };
  for (const item of content.board_items) consider(item.meeting_date);
  for (const change of content.leadership_changes) consider(change.effective_date);
  for (const contact of content.contacts) consider(contact.refreshed_at);
  if (latest === '') {
    // A loop, not Math.max(...rows): spreading 100,000 arguments overflows the stack.
    let year = 0;
    for (const commitment of content.erate_commitments) year = Math.max(year, commitment.funding_year);
    for (const school of content.schools) if (isPresent(school.source_year)) year = Math.max(year, school.source_year);
    latest = year > 0 ? `${year}-07-01` : '2025-07-01';
  }
  return latest;
}

export function buildDatasetIndex(content: DatasetContent, asOf?: string): DatasetIndex {
  const districts = new Map(content.districts.map((district) => [district.leaid, district]));
  const equity = new Map(content.equity.map((row) => [row.nces_id, row]));
  const finance = new Map<string, FinanceFacts | null>();
  for (const [leaid, row] of latestFinanceByDistrict(content.finance)) finance.set(leaid, financeFacts(row, districts.get(leaid)));

  const schoolDistrict = new Map<string, string>();
  const districtStudents = new Map<string, number>();
  const districtSchools = new Map<string, number>();
  for (const school of content.schools) {
    schoolDistrict.set(school.nces_id, school.leaid);
    districtSchools.set(school.leaid, (districtSchools.get(school.leaid) ?? 0) + 1);
    if (isPresent(school.enrollment)) districtStudents.set(school.leaid, (districtStudents.get(school.leaid) ?? 0) + school.enrollment);
  }
  for (const district of content.districts) {
    if (isPresent(district.enrollment) && district.enrollment > 0) districtStudents.set(district.leaid, district.enrollment);
  }

  const entityDistrict = new Map<string, string>();
  for (const entity of content.erate_entities) {
    const leaid = entity.leaid ?? (entity.nces_id ? schoolDistrict.get(entity.nces_id) : undefined);
    if (leaid) entityDistrict.set(entity.ben, leaid);
  }
  const c2SpentByDistrict = new Map<string, Map<number, number>>();
  for (const commitment of content.erate_commitments) {
    if (commitment.category !== 2) continue;
    const leaid = entityDistrict.get(commitment.ben);
    if (!leaid) continue;
    const years = c2SpentByDistrict.get(leaid) ?? new Map<number, number>();
    years.set(commitment.funding_year, (years.get(commitment.funding_year) ?? 0) + commitment.pre_discount_amount);
    c2SpentByDistrict.set(leaid, years);
  }

  const as_of = asOf ?? latestDatasetDate(content);
  const boardItems = group(content.board_items);
  keepLatest(boardItems, (item) => item.meeting_date, (item) => item.kind, as_of);
  const leadershipChanges = group(content.leadership_changes);
  keepLatest(leadershipChanges, (change) => change.effective_date, () => 'change', as_of);

  return {
    as_of,
    districts,
    equity,
    finance,
    c2SpentByDistrict,
    c2ByDistrict: new Map(),
    districtStudents,
    districtSchools,
    boardItems,
    leadershipChanges,
    contacts: group(content.contacts),
  };
}

/** The district's place in the current C2 cycle at the index's as-of date (computed once per district). */
export function districtC2(index: DatasetIndex, leaid: string): C2Position | null {
  const cached = index.c2ByDistrict.get(leaid);
  if (cached !== undefined) return cached;
  const position = c2Position({
    fundingYear: fundingYearOf(index.as_of),
    students: index.districtStudents.get(leaid) ?? null,
    entities: index.districtSchools.get(leaid) ?? 1,
    spentByYear: index.c2SpentByDistrict.get(leaid) ?? new Map(),
  });
  index.c2ByDistrict.set(leaid, position);
  return position;
}
