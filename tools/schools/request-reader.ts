import type { DatasetHandle } from '../../src/context.js';
import type { DatasetReader, SchoolProfile } from '../../src/data/dataset/reader.js';

type RequestSchool = Pick<SchoolProfile, 'nces_id' | 'leaid'>;
type Selector = { ncesId: string } | { leaid: string } | { ben: string };

/**
 * A reader for one request over many schools (the bulk import), answering repeated look-ups from
 * memory. A profile of a 1,000-school import with every section showed each school's sections
 * asking the same questions again (its contacts and equity row twice, its district's finance
 * history twice, its district's contacts for every school of the district), and the remaining
 * one-row reads costing more in statements than in rows. So the first question of a kind about one
 * of the request's schools (or their districts) reads the answers for all of them in one statement,
 * ordered as the single read orders them, and later ones are answered from memory. The answers live
 * as long as the request, and the dataset file is read-only, so an answer from memory is the one the
 * reader would give. Callers must not change the rows they get (none of the record builders does).
 */
export function requestReader(reader: DatasetReader, schools: readonly RequestSchool[] = []): DatasetReader {
  const ncesIds = [...new Set(schools.map((school) => school.nces_id))];
  const leaids = [...new Set(schools.map((school) => school.leaid))];
  const memo = new Map<string, unknown>();

  /** Each kind's batched read: the ids it covers and their answers (an absent id gets `empty()`). */
  const batches: Record<string, () => { ids: string[]; answers: Map<string, unknown>; empty: () => unknown }> = {
    'contacts school': () => ({ ids: ncesIds, answers: reader.contactsOf({ ncesIds }), empty: () => [] }),
    'contacts district': () => ({ ids: leaids, answers: reader.contactsOf({ leaids }), empty: () => [] }),
    'board school': () => ({ ids: ncesIds, answers: reader.boardItemsOfSchools(ncesIds), empty: () => [] }),
    'equity school': () => ({ ids: ncesIds, answers: reader.equityOf(ncesIds), empty: () => undefined }),
    'finance district': () => ({ ids: leaids, answers: reader.financeHistories(leaids), empty: () => [] }),
    'erate-years school': () => ({ ids: ncesIds, answers: erateYearsOfSchools(reader, ncesIds), empty: () => [] }),
  };
  const batched = new Set<string>();
  const fillBatch = (kind: string) => {
    const batch = batches[kind];
    if (!batch || batched.has(kind)) return;
    batched.add(kind);
    const { ids, answers, empty } = batch();
    for (const id of ids) memo.set(`${kind}:${id}`, answers.has(id) ? answers.get(id) : empty());
  };
  const once = <Value>(kind: string, id: string, read: () => Value): Value => {
    const key = `${kind}:${id}`;
    if (!memo.has(key)) fillBatch(kind);
    if (memo.has(key)) return memo.get(key) as Value;
    const value = read();
    memo.set(key, value);
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
    erateHistoryByYear: (selector: Parameters<DatasetReader['erateHistoryByYear']>[0]) =>
      scoped('erate-years', selector, () => reader.erateHistoryByYear(selector)) as ReturnType<DatasetReader['erateHistoryByYear']>,
  } satisfies Partial<DatasetReader>);
  return memoized;
}

/**
 * erateHistoryByYear({ ncesId }) of many schools: their entities in one read, then one sum per
 * distinct set of entities (most schools bill through their district's entities only, so the
 * schools of a district share one).
 */
function erateYearsOfSchools(reader: DatasetReader, ncesIds: readonly string[]): Map<string, unknown> {
  const bensBySchool = reader.bensOfSchools(ncesIds);
  const bySet = new Map<string, unknown>();
  const answers = new Map<string, unknown>();
  for (const ncesId of ncesIds) {
    const bens = bensBySchool.get(ncesId) ?? [];
    const key = bens.join(',');
    if (!bySet.has(key)) bySet.set(key, reader.erateHistoryOfBens(bens));
    answers.set(ncesId, bySet.get(key));
  }
  return answers;
}

/** The handle with its reader answering through requestReader; derived values stay the handle's own. */
export function withRequestReader(dataset: DatasetHandle, schools: readonly RequestSchool[] = []): DatasetHandle {
  return {
    name: dataset.name,
    reader: requestReader(dataset.reader, schools),
    graph: () => dataset.graph(),
    derived: (key, build) => dataset.derived(key, build),
  };
}
