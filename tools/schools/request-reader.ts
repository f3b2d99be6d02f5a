import type { DatasetHandle } from '../../src/context.js';
import type { BoardItemRow, ContactRow } from '../../src/data/dataset/model.js';
import type { DatasetReader, SchoolProfile } from '../../src/data/dataset/reader.js';
import { BoundedMap, boundedMapOf } from './bounded-map.js';

type RequestSchool = Pick<SchoolProfile, 'nces_id' | 'leaid'>;
type Selector = { ncesId: string } | { leaid: string } | { ben: string };

/**
 * Answers about districts kept from one request to the next (per dataset, frozen): the district's
 * contacts and its district-wide board items, which every school of the district repeats. At most
 * DISTRICT_ANSWERS_LIMIT districts each; the national sandbox has about 3 contacts and 3 such items
 * per district, and 5,000 districts of each take about 8 and 6 MB (measured full; a 1,000-school
 * import touches about 750 districts).
 */
export interface DistrictAnswers {
  contacts: BoundedMap<string, readonly ContactRow[]>;
  boardItems: BoundedMap<string, readonly BoardItemRow[]>;
}

export const DISTRICT_ANSWERS_LIMIT = 5_000;

export function districtAnswers(dataset: DatasetHandle): DistrictAnswers {
  return {
    contacts: boundedMapOf(dataset, 'district-contacts', DISTRICT_ANSWERS_LIMIT),
    boardItems: boundedMapOf(dataset, 'district-board-items', DISTRICT_ANSWERS_LIMIT),
  };
}

/**
 * A reader for one request over many schools (the bulk import), answering repeated look-ups from
 * memory. A profile of a 1,000-school import with every section showed each school's sections
 * asking the same questions again (its contacts and equity row twice, its district's finance
 * history twice, its district's contacts for every school of the district), and the remaining
 * one-row reads costing more in statements than in rows. So the first question of a kind about one
 * of the request's schools (or their districts) reads the answers for all of them in one statement,
 * ordered as the single read orders them, and later ones are answered from memory. With `kept`,
 * the district answers also outlive the request: only the districts it does not hold are read.
 * The dataset file is read-only, so an answer from memory is the one the reader would give.
 * Callers must not change the rows they get (none of the record builders does; kept rows are frozen).
 */
export function requestReader(reader: DatasetReader, schools: readonly RequestSchool[] = [], kept?: DistrictAnswers): DatasetReader {
  const ncesIds = [...new Set(schools.map((school) => school.nces_id))];
  const leaids = [...new Set(schools.map((school) => school.leaid))];
  const leaidOf = new Map(schools.map((school) => [school.nces_id, school.leaid]));
  const memo = new Map<string, Map<string, unknown>>();

  const districtContacts = () => keptOrRead(leaids, kept?.contacts, (missing) => reader.contactsOf({ leaids: missing }));
  /** boardItems({ ncesId }): the items naming the school merged with its district's district-wide ones. */
  const schoolBoardItems = () => {
    const own = reader.boardItemsNamingSchools(ncesIds);
    const district = keptOrRead(leaids, kept?.boardItems, (missing) => reader.districtWideBoardItems(missing));
    return new Map(ncesIds.map((id) => [id, newestFirst(own.get(id) ?? [], district.get(leaidOf.get(id)!) ?? [])]));
  };

  /** Each kind's batched read: the ids it covers and their answers (an absent id gets `empty()`). */
  const batches: Record<string, () => { ids: string[]; answers: ReadonlyMap<string, unknown>; empty: () => unknown }> = {
    'contacts school': () => ({ ids: ncesIds, answers: reader.contactsOf({ ncesIds }), empty: () => [] }),
    'contacts district': () => ({ ids: leaids, answers: districtContacts(), empty: () => [] }),
    'board school': () => ({ ids: ncesIds, answers: schoolBoardItems(), empty: () => [] }),
    'equity school': () => ({ ids: ncesIds, answers: reader.equityOf(ncesIds), empty: () => undefined }),
    'finance district': () => ({ ids: leaids, answers: reader.financeHistories(leaids), empty: () => [] }),
    'bens school': () => ({ ids: ncesIds, answers: reader.bensOfSchools(ncesIds), empty: () => [] }),
  };
  const answersOf = (kind: string) => {
    let answers = memo.get(kind);
    if (!answers) {
      answers = new Map();
      memo.set(kind, answers);
      const batch = batches[kind];
      if (batch) {
        const { ids, answers: read, empty } = batch();
        for (const id of ids) answers.set(id, read.has(id) ? read.get(id) : empty());
      }
    }
    return answers;
  };
  const once = <Value>(kind: string, id: string, read: () => Value): Value => {
    const answers = answersOf(kind);
    if (answers.has(id)) return answers.get(id) as Value;
    const value = read();
    answers.set(id, value);
    return value;
  };
  const scoped = (kind: string, selector: Selector, read: () => unknown) =>
    'ncesId' in selector
      ? once(`${kind} school`, selector.ncesId, read)
      : 'leaid' in selector
        ? once(`${kind} district`, selector.leaid, read)
        : once(`${kind} ben`, selector.ben, read);

  // The reader's methods are instance properties bound to it, so the prototype chain reaches them.
  const memoized: DatasetReader = Object.create(reader) as DatasetReader;
  Object.assign(memoized, {
    contacts: (selector: Parameters<DatasetReader['contacts']>[0]) => scoped('contacts', selector, () => reader.contacts(selector)) as ReturnType<DatasetReader['contacts']>,
    boardItems: (selector: Parameters<DatasetReader['boardItems']>[0]) => scoped('board', selector, () => reader.boardItems(selector)) as ReturnType<DatasetReader['boardItems']>,
    getEquity: (ncesId: string) => once('equity school', ncesId, () => reader.getEquity(ncesId)),
    financeHistory: (leaid: string) => once('finance district', leaid, () => reader.financeHistory(leaid)),
    // The reader leaves out schools without an entity; so does this (none has an empty list).
    bensOfSchools: (ids: readonly string[]) =>
      new Map(ids.flatMap((id) => {
        const bens = once('bens school', id, () => reader.bensOfSchools([id]).get(id) ?? []);
        return bens.length > 0 ? [[id, bens] as const] : [];
      })),
  } satisfies Partial<DatasetReader>);
  return memoized;
}

/** Each id's rows: from `kept` when it holds them, else read (all missing ids at once) and kept, frozen. */
function keptOrRead<Row extends object>(
  ids: readonly string[],
  kept: BoundedMap<string, readonly Row[]> | undefined,
  read: (missing: string[]) => Map<string, Row[]>,
): Map<string, readonly Row[]> {
  const answers = new Map<string, readonly Row[]>();
  const missing: string[] = [];
  for (const id of ids) {
    const rows = kept?.get(id);
    if (rows) answers.set(id, rows);
    else missing.push(id);
  }
  if (missing.length === 0) return answers;
  const fresh = read(missing);
  for (const id of missing) {
    const rows = Object.freeze((fresh.get(id) ?? []).map((row) => Object.freeze(row)));
    kept?.set(id, rows);
    answers.set(id, rows);
  }
  return answers;
}

/**
 * Two lists each ordered as boardItems orders (meeting_date DESC, item_id, SQLite's binary order)
 * merged into one so ordered. Most schools have items on one side only: that list is the answer.
 */
function newestFirst(a: readonly BoardItemRow[], b: readonly BoardItemRow[]): readonly BoardItemRow[] {
  if (a.length === 0) return b;
  if (b.length === 0) return a;
  const merged: BoardItemRow[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) merged.push(boardOrder(a[i]!, b[j]!) <= 0 ? a[i++]! : b[j++]!);
  while (i < a.length) merged.push(a[i++]!);
  while (j < b.length) merged.push(b[j++]!);
  return merged;
}

function boardOrder(x: BoardItemRow, y: BoardItemRow): number {
  return binaryOrder(y.meeting_date, x.meeting_date) || binaryOrder(x.item_id, y.item_id);
}

/**
 * SQLite's BINARY order of two texts (NULL first): the order of their UTF-8 bytes, which is code
 * point order. JavaScript compares UTF-16 units, which agrees except that the two halves of a
 * surrogate pair (code points from U+10000) sort below U+E000-U+FFFF; the ranks below correct that.
 */
export function binaryOrder(a: string | null, b: string | null): number {
  if (a === b) return 0;
  if (a === null) return -1;
  if (b === null) return 1;
  const length = Math.min(a.length, b.length);
  for (let index = 0; index < length; index++) {
    const x = a.charCodeAt(index);
    const y = b.charCodeAt(index);
    if (x !== y) return unitRank(x) - unitRank(y);
  }
  return a.length - b.length;
}

const unitRank = (unit: number) => (unit >= 0xd800 ? (unit >= 0xe000 ? unit - 0x800 : unit + 0x2000) : unit);

/**
 * The handle with its reader answering through requestReader, keeping district answers with the
 * dataset; derived values stay the handle's own.
 */
export function withRequestReader(dataset: DatasetHandle, schools: readonly RequestSchool[] = []): DatasetHandle {
  return {
    name: dataset.name,
    reader: requestReader(dataset.reader, schools, districtAnswers(dataset)),
    graph: () => dataset.graph(),
    derived: (key, build) => dataset.derived(key, build),
  };
}
