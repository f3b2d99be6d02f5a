import type { DatasetHandle } from '../../src/context.js';
import type { DatasetReader } from '../../src/data/dataset/reader.js';

/**
 * A reader for one request over many schools (the bulk import), answering repeated look-ups from
 * memory. A profile of a 1,000-school import with every section showed each school's sections
 * asking the same questions again: its contacts and equity row twice (contacts and opportunity,
 * health and opportunity), its district's finance history twice and its district's contacts for
 * every school of the district. The answers live as long as the request, so nothing outlives it,
 * and the dataset file is read-only, so a repeated answer is the answer the reader would give.
 * Callers must not change the rows they get (none of the record builders does).
 */
export function requestReader(reader: DatasetReader): DatasetReader {
  const memo = new Map<string, unknown>();
  const once = <Value>(key: string, read: () => Value): Value => {
    if (memo.has(key)) return memo.get(key) as Value;
    const value = read();
    memo.set(key, value);
    return value;
  };
  const selectorKey = (selector: { ncesId: string } | { leaid: string } | { ben: string }) =>
    'ncesId' in selector ? `school:${selector.ncesId}` : 'leaid' in selector ? `district:${selector.leaid}` : `ben:${selector.ben}`;
  // The reader's methods are instance properties bound to it, so the prototype chain reaches them.
  const memoized: DatasetReader = Object.create(reader) as DatasetReader;
  Object.assign(memoized, {
    contacts: (selector: Parameters<DatasetReader['contacts']>[0]) => once(`contacts ${selectorKey(selector)}`, () => reader.contacts(selector)),
    boardItems: (selector: Parameters<DatasetReader['boardItems']>[0]) => once(`board ${selectorKey(selector)}`, () => reader.boardItems(selector)),
    getEquity: (ncesId: string) => once(`equity ${ncesId}`, () => reader.getEquity(ncesId)),
    financeHistory: (leaid: string) => once(`finance ${leaid}`, () => reader.financeHistory(leaid)),
    erateHistoryByYear: (selector: Parameters<DatasetReader['erateHistoryByYear']>[0]) =>
      once(`erate-years ${selectorKey(selector)}`, () => reader.erateHistoryByYear(selector)),
  } satisfies Partial<DatasetReader>);
  return memoized;
}

/** The handle with its reader answering through requestReader; derived values stay the handle's own. */
export function withRequestReader(dataset: DatasetHandle): DatasetHandle {
  return { name: dataset.name, reader: requestReader(dataset.reader), graph: () => dataset.graph(), derived: (key, build) => dataset.derived(key, build) };
}
