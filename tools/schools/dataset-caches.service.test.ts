import { describe, expect, it } from 'vitest';
import { districtRateOf } from '../../src/core/erate/district-rate.js';
import { nearestSchools } from '../../src/core/scores/look-alikes.js';
import { programWeightsFrom } from '../../src/core/scores/program-weights.js';
import type { SchoolProfile } from '../../src/data/dataset/reader.js';
import { districtErate } from '../erate/district-rate.js';
import { bulkImportSchools } from './bulk-import.js';
import { schoolContacts } from './sales.js';
import { schoolFunding } from './funding.js';
import { schoolHealth } from './health.js';
import { schoolLookAlikes } from './look-alikes.js';
import { schoolOpportunity } from './opportunity.js';
import { schoolProfile } from './profile.js';
import { programTable } from './program-table.js';
import { scoreInputsOf } from './score-inputs.js';
import { scoringBasis } from './scoring-basis.js';
import { useSchoolService } from './testing/school-service.js';

/**
 * The per-dataset and per-request caches of the school handlers must not change an answer: each
 * cached value is compared here with the value computed the uncached way on the test sandbox.
 */
const fixture = useSchoolService();

let schools: SchoolProfile[] | undefined;
function allSchools(): SchoolProfile[] {
  schools ??= fixture.reader.listSchools({}, { limit: 25_000 }).rows;
  return schools;
}

/** Every 7th school: spread over states, districts and levels, a few hundred in all. */
const sample = () => allSchools().filter((_, index) => index % 7 === 0);

describe('school handler caches', () => {
  it('districtErate(every district of the sample) -> districtRateOf over the district\'s schools, frozen', async () => {
    const context = await fixture.context();
    const leaids = [...new Set(sample().map((school) => school.leaid))];
    expect(leaids.length).toBeGreaterThan(10);
    for (const leaid of leaids) {
      const rate = districtRateOf(fixture.reader.districtSchools(leaid));
      const expected = rate && { nslp_pct: rate.nslp_pct, rural: rate.rural, category1: rate.category1_discount, category2: rate.category2_discount };
      expect(districtErate(context, leaid)).toEqual(expected);
      // The second answer is the cached one.
      expect(districtErate(context, leaid)).toEqual(expected);
      if (expected) expect(Object.isFrozen(districtErate(context, leaid))).toBe(true);
    }
  });

  it('programTable(dataset) -> the rows and weights read afresh, one table per dataset', async () => {
    const context = await fixture.context();
    const table = programTable(context.dataset);
    expect(table.rows).toEqual(fixture.reader.listPrograms());
    expect(table.weights).toEqual(programWeightsFrom(fixture.reader.listPrograms()));
    expect(programTable(context.dataset)).toBe(table);
  });

  it('school_profile(sample) -> eligible_programs and score_inputs as parsed from the stored text', async () => {
    for (const school of sample().slice(0, 150)) {
      const profile = await fixture.call(schoolProfile, { nces_id: school.nces_id });
      const stored = school.scores?.eligible_programs;
      expect(profile.eligible_programs).toEqual(stored ? JSON.parse(stored) : []);
      expect(profile.score_inputs).toEqual(scoreInputsOf(school.scores?.score_inputs));
    }
  });

  it('schools_bulk_import(sample, every section) -> each section equal to the single-school tool\'s answer', async () => {
    const picked = sample().slice(0, 120);
    const result = await fixture.call(bulkImportSchools, { nces_ids: picked.map((school) => school.nces_id), include: ['funding', 'health', 'opportunity', 'contacts'] });
    expect(result.schools).toHaveLength(picked.length);
    let healthCompared = 0;
    for (const [index, school] of picked.entries()) {
      const entry = result.schools[index];
      const input = { nces_id: school.nces_id };
      expect(entry.profile).toEqual(await fixture.call(schoolProfile, input));
      expect(entry.funding).toEqual(await fixture.call(schoolFunding, input));
      expect(entry.opportunity).toEqual(await fixture.call(schoolOpportunity, input));
      expect(entry.contacts).toEqual(await fixture.call(schoolContacts, input));
      if (entry.health !== null) {
        expect(entry.health).toEqual(await fixture.call(schoolHealth, input));
        healthCompared++;
      }
    }
    expect(healthCompared).toBeGreaterThan(50);
  });

  it('school_look_alikes(national and same state, two pages) -> nearestSchools over every school of the dataset', async () => {
    const context = await fixture.context();
    const basis = await scoringBasis(context.dataset);
    const population = [...basis.lookAlikes.profiles];
    for (const school of sample().slice(0, 12)) {
      const target = basis.lookAlikes.get(school.nces_id)!;
      for (const same_state of [false, true]) {
        const candidates = same_state ? population.filter((profile) => profile.state === target.state) : population;
        const expected = nearestSchools(target, candidates, 20, basis.lookAlikes.space);
        const first = await fixture.call(schoolLookAlikes, { nces_id: school.nces_id, limit: 10, same_state });
        const second = first.next_cursor
          ? await fixture.call(schoolLookAlikes, { nces_id: school.nces_id, limit: 10, same_state, cursor: first.next_cursor })
          : { results: [] };
        const strip = (match: { nces_id: string; distance: number; similarity: number; top_features: unknown; features_compared: number }) =>
          ({ nces_id: match.nces_id, distance: match.distance, similarity: match.similarity, top_features: match.top_features, features_compared: match.features_compared });
        expect([...first.results, ...second.results].map(strip)).toEqual(expected);
      }
    }
  });
});
