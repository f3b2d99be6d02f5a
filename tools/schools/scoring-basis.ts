import type { DatasetHandle } from '../../src/context.js';
import type { DatasetContent, LeadershipChangeRow, SchoolRow } from '../../src/data/dataset/model.js';
import type { DatasetReader, DistrictSearchAfter, LeadershipAfter, SchoolListAfter, SchoolProfile } from '../../src/data/dataset/reader.js';
import { latestDatasetDate, rowsFor, type Grouped } from '../../src/core/scores/dataset-index.js';
import { c2CycleOf, c2Position, fundingYearOf, type C2Position } from '../../src/core/scores/erate-c2.js';
import { financeFacts, type FinanceFacts } from '../../src/core/scores/finance-facts.js';
import { lookAlikeProfile, type LookAlikeProfile } from '../../src/core/scores/look-alikes.js';
import { isPresent } from '../../src/core/scores/scale.js';
import {
  referenceAverages,
  StateAveragesBuilder,
  type AverageTable,
  type SchoolFacts,
  type StateAverages,
} from '../../src/core/scores/state-averages.js';
import { LookAlikeIndex } from './look-alike-index.js';
import { ProfileTable } from './profile-table.js';

/**
 * What the scores of one school are measured against, computed from a whole dataset: the state
 * and national averages, the date signals are aged from, each district's money facts, and the
 * look-alike population. The dataset build derives the stored scores from exactly these
 * (buildScoringContext in src/core/scores/derive.ts, which needs the whole dataset content in
 * memory); this is its counterpart read through the DatasetReader, so the tools can explain a
 * stored score (its risk factors, dimensions and inputs) with numbers that add up to it.
 */
export interface ScoringBasis {
  /** ISO date recency signals are measured from (latestDatasetDate of the dataset). */
  asOf: string;
  averages: AverageTable;
  districts: Map<string, DistrictFacts>;
  leadership: Grouped<LeadershipChangeRow>;
  lookAlikes: LookAlikeIndex;
  stateAverages(state: string): StateAverages;
}

export interface DistrictFacts {
  finance: FinanceFacts | null;
  /** District enrollment, else the sum of its schools' (as the build counts students for C2). */
  students: number | null;
  schools: number;
  c2: C2Position | null;
}

/** Schools read per slice of the build; the event loop gets a turn between slices. */
const SLICE = 2_000;

/**
 * One basis per open dataset file, built once and shared by every request: rebuilding it per
 * request would read the whole dataset each time. It lives with the dataset handle, so it goes
 * when an import replaces the live file, and a failed build is tried again by the next request.
 */
export function scoringBasis(dataset: DatasetHandle): Promise<ScoringBasis> {
  return dataset.derived('scoring-basis', () => buildBasis(dataset.reader));
}

/** Lets requests that need no basis run while one is being built (a full dataset is 100,000 schools). */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

function allLeadershipChanges(reader: DatasetReader): LeadershipChangeRow[] {
  const rows: LeadershipChangeRow[] = [];
  let after: LeadershipAfter | undefined;
  do {
    const page = reader.leadershipChanges({ limit: 25_000, after });
    rows.push(...page.rows);
    after = page.next;
  } while (after);
  return rows;
}

function group<Row extends { nces_id: string | null; leaid: string | null }>(rows: readonly Row[]): Grouped<Row> {
  const grouped: Grouped<Row> = { bySchool: new Map(), byDistrict: new Map() };
  for (const row of rows) {
    const [map, key] = row.nces_id ? [grouped.bySchool, row.nces_id] : [grouped.byDistrict, row.leaid];
    if (!key) continue;
    const list = map.get(key);
    if (list) list.push(row);
    else map.set(key, [row]);
  }
  return grouped;
}

/** Every district ID of the districts table (the ID-prefix search, one leading digit at a time). */
function districtIds(reader: DatasetReader): string[] {
  const ids: string[] = [];
  for (const digit of '0123456789') {
    let after: DistrictSearchAfter | undefined;
    do {
      const page = reader.searchDistricts({ q: digit, limit: 1_000, after });
      ids.push(...page.rows.map((row) => row.leaid));
      after = page.next;
    } while (after);
  }
  return ids;
}

/**
 * Every school, in slices of about SLICE. District by district when the districts table covers
 * every school (an indexed read per district, a third faster than paging the enrollment order);
 * else in enrollment pages, which reach every school whatever its district.
 */
async function* schoolSlices(reader: DatasetReader): AsyncGenerator<SchoolProfile[]> {
  const leaids = districtIds(reader);
  const covered = leaids.reduce((sum, leaid) => sum + reader.countSchools({ leaid }), 0);
  if (covered === reader.countSchools({})) {
    let slice: SchoolProfile[] = [];
    for (const leaid of leaids) {
      slice.push(...reader.districtSchools(leaid));
      if (slice.length >= SLICE) {
        yield slice;
        slice = [];
      }
    }
    if (slice.length > 0) yield slice;
    return;
  }
  let after: SchoolListAfter | undefined;
  do {
    const page = reader.listSchools({}, { orderBy: 'enrollment', limit: SLICE, after });
    yield page.rows;
    after = page.next;
  } while (after);
}

/**
 * Read slice by slice, keeping of each school only what the basis needs once the slice is gone: its
 * part of the averages, and its look-alike features (the district's C2 spend is filled in once every
 * school of the district has been counted). Keeping the 100,000 profiles and their facts until the end
 * held some hundreds of MB at the peak, most of which the process kept after it.
 */
async function buildBasis(reader: DatasetReader): Promise<ScoringBasis> {
  const averagesBuilder = new StateAveragesBuilder();
  const profiles = new ProfileTable();
  const profileDistricts: string[] = [];
  const districtFinance = new Map<string, FinanceFacts | null>();
  const schoolStudents = new Map<string, number>();
  const schoolCounts = new Map<string, number>();
  let latestSourceYear = 0;
  for await (const slice of schoolSlices(reader)) {
    // One read of the slice's equity rows, not one per school.
    const equity = reader.equityOf(slice.map((school) => school.nces_id));
    for (const school of slice) {
      if (!districtFinance.has(school.leaid)) {
        districtFinance.set(school.leaid, financeFacts(reader.getFinance(school.leaid), reader.getDistrict(school.leaid)));
      }
      const finance = districtFinance.get(school.leaid) ?? null;
      averagesBuilder.add({ school, equity: equity.get(school.nces_id) ?? null, finance });
      profiles.push(schoolProfile(school, finance), school.state);
      profileDistricts.push(school.leaid);
      schoolCounts.set(school.leaid, (schoolCounts.get(school.leaid) ?? 0) + 1);
      if (isPresent(school.enrollment)) schoolStudents.set(school.leaid, (schoolStudents.get(school.leaid) ?? 0) + school.enrollment);
      if (isPresent(school.source_year)) latestSourceYear = Math.max(latestSourceYear, school.source_year);
    }
    await nextTurn();
  }

  // The latest contact and board dates in one read each, as the build takes them from every record
  // (reading each school's and district's lists for their dates took a third of the basis's time).
  const { contact: latestContact, boardItem: latestBoardItem } = reader.latestRecordDates();
  const leadershipChanges = allLeadershipChanges(reader);
  const noDatedRecords = latestBoardItem === undefined && latestContact === undefined && leadershipChanges.length === 0;
  // The build's own rule decides; it only reads these dates (and, without any, commitment and school years).
  const asOf = latestDatasetDate({
    board_items: latestBoardItem ? [{ meeting_date: latestBoardItem }] : [],
    leadership_changes: leadershipChanges,
    contacts: latestContact ? [{ refreshed_at: latestContact }] : [],
    erate_commitments: noDatedRecords ? commitmentYears(reader, schoolCounts.keys()) : [],
    schools: noDatedRecords && latestSourceYear > 0 ? [{ source_year: latestSourceYear }] : [],
  } as unknown as DatasetContent);
  await nextTurn();

  const fundingYear = fundingYearOf(asOf);
  const cycle = c2CycleOf(fundingYear);
  const districts = new Map<string, DistrictFacts>();
  for (const [leaid, count] of schoolCounts) {
    const district = reader.getDistrict(leaid);
    const students = isPresent(district?.enrollment) && district.enrollment > 0 ? district.enrollment : (schoolStudents.get(leaid) ?? null);
    // c2Committed sums the cycle's five years; the build counts the years up to the as-of funding
    // year, the same thing as long as no commitment is dated after the dataset's latest date.
    const spent = cycle ? reader.c2Committed({ leaid, cycleStartYear: cycle.first_year }) : 0;
    const c2 = cycle ? c2Position({ fundingYear, students, entities: count, spentByYear: new Map([[cycle.first_year, spent]]) }) : null;
    districts.set(leaid, { finance: districtFinance.get(leaid) ?? null, students, schools: count, c2 });
  }

  const averages = averagesBuilder.table();
  const references = new Map<string, StateAverages>();
  profileDistricts.forEach((leaid, row) => profiles.set(row, 'c2_spend_per_student', c2SpendPerStudent(districts.get(leaid))));
  return {
    asOf,
    averages,
    districts,
    leadership: group(leadershipChanges),
    lookAlikes: new LookAlikeIndex(profiles),
    stateAverages(state) {
      let reference = references.get(state);
      if (!reference) {
        reference = referenceAverages(averages, state);
        references.set(state, reference);
      }
      return reference;
    },
  };
}

/** Only read when the dataset records no dated board item, leadership change or contact. */
function commitmentYears(reader: DatasetReader, leaids: Iterable<string>): { funding_year: number }[] {
  const years: { funding_year: number }[] = [];
  for (const leaid of leaids) {
    for (const year of reader.erateHistoryByYear({ leaid })) years.push({ funding_year: year.funding_year });
  }
  return years;
}

/** A school's look-alike features, with the money figures SCORING.md defines; its district's C2 spend is filled in when known. */
function schoolProfile(school: SchoolProfile, finance: FinanceFacts | null): LookAlikeProfile {
  return lookAlikeProfile(school, {
    per_pupil_expenditure: finance?.per_pupil_expenditure ?? null,
    c2_spend_per_student: null,
    funding_score: school.scores?.funding_score ?? null,
  });
}

/** C2 as SCORING.md defines it for look-alikes: the district's current-cycle spend over its students. */
function c2SpendPerStudent(district: DistrictFacts | undefined): number | null {
  const c2 = district?.c2;
  const students = district?.students ?? null;
  return c2 && students ? c2.spent / students : null;
}

/** The facts of one school as the build scored them. */
export function schoolFacts(reader: DatasetReader, basis: ScoringBasis, school: SchoolRow): SchoolFacts {
  return {
    school,
    equity: reader.getEquity(school.nces_id) ?? null,
    finance: basis.districts.get(school.leaid)?.finance ?? null,
  };
}

/** Leadership changes about a school: its own and its district's district-wide ones. */
export function leadershipFor(basis: ScoringBasis, school: Pick<SchoolRow, 'nces_id' | 'leaid'>): readonly LeadershipChangeRow[] {
  return rowsFor(basis.leadership, school);
}
