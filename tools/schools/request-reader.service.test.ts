import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { derivedValues, datasetFile } from '../../src/data/catalog.js';
import { DatasetReader } from '../../src/data/dataset/reader.js';
import { sandboxDataDir } from '../../src/testing/harness.js';
import { binaryOrder, districtAnswers, requestReader } from './request-reader.js';

/**
 * The bulk import's request reader answers a kind of question for all of the request's schools in
 * one read: every answer must be the one the reader gives for that school alone, rows and order,
 * whether the district answers are read in the request or kept from an earlier one.
 */
describe('requestReader (batched reads of one request)', () => {
  const reader = DatasetReader.open(datasetFile(sandboxDataDir(), 'sandbox'));
  afterAll(() => reader.close());
  // Every 5th school: several per district, districts with and without contacts, items and finance.
  const schools = reader.listSchools({}, { limit: 25_000 }).rows.filter((_, index) => index % 5 === 0);

  it('contacts, board items, equity, finance history and E-Rate entities of each school and district -> the single reads\' answers', () => {
    expect(schools.length).toBeGreaterThan(100);
    // Without kept district answers; then twice with them: the first request fills them, the second reads them.
    const kept = districtAnswers({ name: 'sandbox', reader, graph: () => Promise.reject(new Error('no graph')), derived: derivedValues() });
    const readers = [requestReader(reader, schools), requestReader(reader, schools, kept), requestReader(reader, schools, kept)];
    let nonEmpty = { contacts: 0, districtContacts: 0, board: 0, boardMerged: 0, equity: 0, finance: 0, bens: 0 };
    for (const school of schools) {
      const contacts = reader.contacts({ ncesId: school.nces_id });
      const districtContacts = reader.contacts({ leaid: school.leaid });
      const board = reader.boardItems({ ncesId: school.nces_id });
      const equity = reader.getEquity(school.nces_id);
      const finance = reader.financeHistory(school.leaid);
      const bens = reader.bensOfSchools([school.nces_id]);
      for (const batched of readers) {
        expect(batched.contacts({ ncesId: school.nces_id })).toEqual(contacts);
        expect(batched.contacts({ leaid: school.leaid })).toEqual(districtContacts);
        expect(batched.boardItems({ ncesId: school.nces_id })).toEqual(board);
        expect(batched.getEquity(school.nces_id)).toEqual(equity);
        expect(batched.financeHistory(school.leaid)).toEqual(finance);
        expect(batched.bensOfSchools([school.nces_id])).toEqual(bens);
      }
      // The entities erateHistoryByYear sums for the school, so the sum of these is its answer.
      expect(reader.erateHistoryOfBens(bens.get(school.nces_id) ?? [])).toEqual(reader.erateHistoryByYear({ ncesId: school.nces_id }));
      const named = board.filter((item) => item.nces_id !== null).length;
      nonEmpty = {
        contacts: nonEmpty.contacts + Number(contacts.length > 0),
        districtContacts: nonEmpty.districtContacts + Number(districtContacts.length > 0),
        board: nonEmpty.board + Number(board.length > 1),
        // Items naming the school and district-wide ones: the two lists are merged.
        boardMerged: nonEmpty.boardMerged + Number(named > 0 && named < board.length),
        equity: nonEmpty.equity + Number(equity !== undefined),
        finance: nonEmpty.finance + Number(finance.length > 1),
        bens: nonEmpty.bens + Number((bens.get(school.nces_id)?.length ?? 0) > 1),
      };
    }
    // The comparison means something only if the sample has rows of each kind (and orders to keep).
    for (const count of Object.values(nonEmpty)) expect(count).toBeGreaterThan(10);
    expect(kept.contacts.size).toBeGreaterThan(10);
    expect(kept.boardItems.size).toBeGreaterThan(10);
  });

  it('a school outside the request -> read on its own, the same answer', () => {
    const [inside, outside] = [schools[0]!, reader.listSchools({}, { limit: 25_000 }).rows[1]!];
    const batched = requestReader(reader, [inside]);
    expect(batched.contacts({ ncesId: inside.nces_id })).toEqual(reader.contacts({ ncesId: inside.nces_id }));
    expect(batched.contacts({ ncesId: outside.nces_id })).toEqual(reader.contacts({ ncesId: outside.nces_id }));
    expect(batched.boardItems({ ncesId: outside.nces_id })).toEqual(reader.boardItems({ ncesId: outside.nces_id }));
    expect(batched.bensOfSchools([outside.nces_id])).toEqual(reader.bensOfSchools([outside.nces_id]));
  });

  it('binaryOrder(texts) -> the order SQLite\'s ORDER BY gives them (accents, U+FFFD, emoji, NULL)', () => {
    const texts = ['2024-05-01', '2024-05-01a', 'B', 'a', 'é', 'e\u0301', '\uFFFD', '\u{1F600}', '\u{10000}', '\uE000', '', null];
    const database = new Database(':memory:');
    database.exec('CREATE TABLE t (v TEXT)');
    const insert = database.prepare('INSERT INTO t VALUES (?)');
    for (const text of texts) insert.run(text);
    const sqlite = database.prepare('SELECT v FROM t ORDER BY v').all().map((row) => (row as { v: string | null }).v);
    database.close();
    expect([...texts].sort(binaryOrder)).toEqual(sqlite);
  });
});
