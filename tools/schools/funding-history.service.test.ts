import { describe, expect, it } from 'vitest';
import type { ToolContext } from '../../src/context.js';
import { derivedValues } from '../../src/data/catalog.js';
import type { SchoolProfile } from '../../src/data/dataset/reader.js';
import { BoundedMap } from './bounded-map.js';
import { bulkImportSchools } from './bulk-import.js';
import { erateHistory, financeHistory, type FinanceField } from './funding-history.js';
import { useSchoolService } from './testing/school-service.js';

/**
 * The funding histories kept per dataset (E-Rate per set of billed entities, finance per district)
 * must be the histories computed afresh from the reader for each school, before and after they are
 * kept, and whether or not another school of the district filled them.
 */
const fixture = useSchoolService();

/** The histories as the funding record computed them before they were kept. */
function erateExpected(context: ToolContext, school: SchoolProfile) {
  const allocations = context.dataset.reader.erateHistoryByYear({ ncesId: school.nces_id }).map((year) => ({ year: year.funding_year, amount: year.committed_total }));
  return allocations.length > 0
    ? { available: true, scope: 'school_and_district', field: 'erate_commitments.committed_amount', note: 'E-Rate commitments by funding year to the school\'s and its district\'s billed entities.', allocations }
    : { available: false, scope: null, field: null, note: 'Not available: no E-Rate commitments to this school or its district in the dataset.', allocations: [] };
}

function financeExpected(context: ToolContext, school: SchoolProfile, field: FinanceField) {
  const allocations = context.dataset.reader
    .financeHistory(school.leaid)
    .flatMap((row) => (row[field] === null ? [] : [{ year: row.fiscal_year, amount: row[field]! }]));
  return allocations.length > 0
    ? { available: true, scope: 'district', field, note: `District revenue from this program by fiscal year (${school.district_name ?? school.leaid}); schools get a share of it.`, allocations }
    : { available: false, scope: null, field: null, note: 'Not available: the dataset has no finance records of this district for this program.', allocations: [] };
}

/** A context over the same dataset file with nothing kept yet. */
async function freshContext(): Promise<ToolContext> {
  const context = await fixture.context();
  const { name, reader, graph } = context.dataset;
  return { ...context, dataset: { name, reader, graph, derived: derivedValues() } };
}

describe('funding histories kept per dataset', () => {
  it('erateHistory and financeHistory(every 3rd school, twice) -> the histories read afresh, kept ones frozen', async () => {
    const context = await freshContext();
    const schools = fixture.reader.listSchools({}, { limit: 25_000 }).rows.filter((_, index) => index % 3 === 0);
    let available = { erate: 0, titleI: 0, idea: 0, sharedErate: 0 };
    const seen = new Set<unknown>();
    for (const pass of [1, 2]) {
      for (const school of schools) {
        const erate = erateHistory(context, school);
        expect(erate).toEqual(erateExpected(context, school));
        expect(Object.isFrozen(erate) && Object.isFrozen(erate.allocations)).toBe(true);
        for (const field of ['title_i_revenue', 'idea_revenue'] as const) expect(financeHistory(context, school, field)).toEqual(financeExpected(context, school, field));
        if (pass === 1) {
          available = {
            erate: available.erate + Number(erate.available),
            titleI: available.titleI + Number(financeHistory(context, school, 'title_i_revenue').available),
            idea: available.idea + Number(financeHistory(context, school, 'idea_revenue').available),
            // A history another school of the sample already brought: kept, not read again.
            sharedErate: available.sharedErate + Number(erate.available && seen.has(erate)),
          };
          seen.add(erate);
        }
      }
    }
    for (const count of Object.values(available)) expect(count).toBeGreaterThan(20);
  });

  it('a profile naming its district otherwise -> its own note, the kept history unchanged', async () => {
    const context = await freshContext();
    const school = fixture.reader.listSchools({}, { limit: 500 }).rows.find((row) => financeExpected(context, row, 'title_i_revenue').available)!;
    const kept = financeHistory(context, school, 'title_i_revenue');
    const renamed = { ...school, district_name: 'Another name' };
    expect(financeHistory(context, renamed, 'title_i_revenue')).toEqual(financeExpected(context, renamed, 'title_i_revenue'));
    expect(financeHistory(context, school, 'title_i_revenue')).toBe(kept);
  });

  it('schools_bulk_import(400 schools, every section) twice -> the same answer with nothing kept and with everything kept', async () => {
    const ids = fixture.reader.listSchools({}, { limit: 25_000 }).rows.filter((_, index) => index % 11 === 0).slice(0, 400).map((school) => school.nces_id);
    const input = { nces_ids: ids, include: ['funding', 'health', 'opportunity', 'contacts'] };
    const context = await freshContext();
    const cold = await bulkImportSchools.handler(context, bulkImportSchools.input.parse(input));
    const warm = await bulkImportSchools.handler(context, bulkImportSchools.input.parse(input));
    expect(JSON.stringify(warm)).toBe(JSON.stringify(cold));
    expect(JSON.stringify(await bulkImportSchools.handler(await freshContext(), bulkImportSchools.input.parse(input)))).toBe(JSON.stringify(cold));
  });

  it('BoundedMap(limit 2) after a, b, c -> holds b and c', () => {
    const map = new BoundedMap<string, number>(2);
    for (const [key, value] of [['a', 1], ['b', 2], ['c', 3]] as const) map.set(key, value);
    expect([map.get('a'), map.get('b'), map.get('c'), map.size]).toEqual([undefined, 2, 3, 2]);
  });
});
