import { afterAll, describe, expect, it } from 'vitest';
import { datasetFile } from '../../src/data/catalog.js';
import { DatasetReader } from '../../src/data/dataset/reader.js';
import { sandboxDataDir } from '../../src/testing/harness.js';
import { requestReader } from './request-reader.js';

/**
 * The bulk import's request reader answers a kind of question for all of the request's schools in
 * one read: every answer must be the one the reader gives for that school alone, rows and order.
 */
describe('requestReader (batched reads of one request)', () => {
  const reader = DatasetReader.open(datasetFile(sandboxDataDir(), 'sandbox'));
  afterAll(() => reader.close());
  // Every 5th school: several per district, districts with and without contacts, items and finance.
  const schools = reader.listSchools({}, { limit: 25_000 }).rows.filter((_, index) => index % 5 === 0);

  it('contacts, board items, equity, finance history and E-Rate years of each school and district -> the single reads\' answers', () => {
    expect(schools.length).toBeGreaterThan(100);
    const batched = requestReader(reader, schools);
    let nonEmpty = { contacts: 0, districtContacts: 0, board: 0, equity: 0, finance: 0, erate: 0 };
    for (const school of schools) {
      const contacts = reader.contacts({ ncesId: school.nces_id });
      const districtContacts = reader.contacts({ leaid: school.leaid });
      const board = reader.boardItems({ ncesId: school.nces_id });
      const equity = reader.getEquity(school.nces_id);
      const finance = reader.financeHistory(school.leaid);
      expect(batched.contacts({ ncesId: school.nces_id })).toEqual(contacts);
      expect(batched.contacts({ leaid: school.leaid })).toEqual(districtContacts);
      expect(batched.boardItems({ ncesId: school.nces_id })).toEqual(board);
      expect(batched.getEquity(school.nces_id)).toEqual(equity);
      expect(batched.financeHistory(school.leaid)).toEqual(finance);
      const erate = reader.erateHistoryByYear({ ncesId: school.nces_id });
      expect(batched.erateHistoryByYear({ ncesId: school.nces_id })).toEqual(erate);
      nonEmpty = {
        contacts: nonEmpty.contacts + Number(contacts.length > 0),
        districtContacts: nonEmpty.districtContacts + Number(districtContacts.length > 0),
        board: nonEmpty.board + Number(board.length > 1),
        equity: nonEmpty.equity + Number(equity !== undefined),
        finance: nonEmpty.finance + Number(finance.length > 1),
        erate: nonEmpty.erate + Number(erate.length > 1),
      };
    }
    // The comparison means something only if the sample has rows of each kind (and orders to keep).
    for (const count of Object.values(nonEmpty)) expect(count).toBeGreaterThan(10);
  });

  it('a school outside the request -> read on its own, the same answer', () => {
    const [inside, outside] = [schools[0]!, reader.listSchools({}, { limit: 25_000 }).rows[1]!];
    const batched = requestReader(reader, [inside]);
    expect(batched.contacts({ ncesId: inside.nces_id })).toEqual(reader.contacts({ ncesId: inside.nces_id }));
    expect(batched.contacts({ ncesId: outside.nces_id })).toEqual(reader.contacts({ ncesId: outside.nces_id }));
    expect(batched.boardItems({ ncesId: outside.nces_id })).toEqual(reader.boardItems({ ncesId: outside.nces_id }));
  });
});
