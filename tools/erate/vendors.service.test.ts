import { describe, expect, it } from 'vitest';
import { useToolTestBed } from '../funding/test-service.js';
import { erateVendorDetail } from './vendor-detail.js';
import { erateVendors } from './vendors.js';

const bed = useToolTestBed();

type Vendor = { rank: number; spin: string; name: string; total_committed: number; service_types: Array<{ service_type: string }> };

describe('GET /vendors/erate', () => {
  it('erate_vendors() -> ranked by total committed, descending, 25 by default', async () => {
    const result = await bed.call(erateVendors, {});
    const vendors = result.vendors as Vendor[];
    expect(vendors.length).toBeGreaterThan(1);
    expect(vendors.length).toBeLessThanOrEqual(25);
    for (let index = 1; index < vendors.length; index += 1) {
      expect(vendors[index - 1]!.total_committed).toBeGreaterThanOrEqual(vendors[index]!.total_committed);
      expect(vendors[index]!.rank).toBe(index + 1);
    }
  });

  it('erate_vendors(limit 7, cursor pages) -> the whole ranking, no gaps or duplicates, ranks continue', async () => {
    const all = (await bed.call(erateVendors, { limit: 100 })).vendors as Vendor[];
    const paged: Vendor[] = [];
    let cursor: string | undefined;
    do {
      const page = await bed.call(erateVendors, { limit: 7, cursor });
      paged.push(...page.vendors);
      cursor = page.next_cursor ?? undefined;
    } while (cursor);
    expect(paged.map((vendor) => vendor.spin)).toEqual(all.map((vendor) => vendor.spin));
    expect(paged.map((vendor) => vendor.rank)).toEqual(all.map((_, index) => index + 1));
  });

  it('erate_vendors(q, service_type in any case) -> only matching vendors and types', async () => {
    const top = ((await bed.call(erateVendors, { limit: 1 })).vendors as Vendor[])[0]!;
    const fragment = top.name.split(' ')[0]!.toLowerCase();
    const byName = (await bed.call(erateVendors, { q: fragment })).vendors as Vendor[];
    expect(byName.length).toBeGreaterThan(0);
    expect(byName.every((vendor) => vendor.name.toLowerCase().includes(fragment))).toBe(true);
    const internal = (await bed.call(erateVendors, { service_type: 'internal connections' })).vendors as Vendor[];
    expect(internal.length).toBeGreaterThan(0);
    expect(internal.every((vendor) => vendor.service_types.every((type) => type.service_type === 'Internal Connections'))).toBe(true);
  });

  it('erate_vendors(state, funding_year) -> totals of that state and year only', async () => {
    const [vendor] = (await bed.call(erateVendors, { limit: 1 })).vendors as Array<Vendor & { top_states: Array<{ state: string }>; history: Array<{ funding_year: number }> }>;
    const state = vendor!.top_states[0]!.state;
    const year = vendor!.history[vendor!.history.length - 1]!.funding_year;
    const filtered = (await bed.call(erateVendors, { state: state.toLowerCase(), funding_year: year })).vendors as Array<Vendor & { top_states: Array<{ state: string }>; history: Array<{ funding_year: number }> }>;
    expect(filtered.length).toBeGreaterThan(0);
    for (const entry of filtered) {
      expect(entry.top_states.map((row) => row.state)).toEqual([state]);
      expect(entry.history.map((row) => row.funding_year)).toEqual([year]);
    }
  });

  it.each([
    [{ limit: 0 }, 400],
    [{ limit: 101 }, 400],
    [{ state: 'Texas' }, 400],
    [{ state: 'ZZ' }, 404],
    [{ service_type: 'Satellite' }, 400],
    [{ cursor: 'not-a-cursor' }, 400],
  ])('erate_vendors(%j) -> %i', async (input, status) => {
    expect((await bed.failure(erateVendors, input)).status).toBe(status);
  });
});

describe('GET /vendors/erate/{vendor_name}', () => {
  it('erate_vendor_detail(name in another case) -> summary equal to its by-year sums, year-over-year changes', async () => {
    const top = ((await bed.call(erateVendors, { limit: 1 })).vendors as Vendor[])[0]!;
    const detail = await bed.call(erateVendorDetail, { vendor_name: top.name.toUpperCase() });
    expect(detail.spin).toBe(top.spin);
    const years = detail.trends.years as Array<{ funding_year: number; total_committed: number; change_amount: number | null; change_pct: number | null }>;
    expect(detail.summary.total_committed).toBeCloseTo(years.reduce((sum, year) => sum + year.total_committed, 0), 0);
    expect(detail.summary.total_committed).toBeCloseTo(top.total_committed, 0);
    for (let index = 1; index < years.length; index += 1) {
      const [previous, current] = [years[index - 1]!, years[index]!];
      if (current.funding_year !== previous.funding_year + 1) continue;
      expect(current.change_amount).toBeCloseTo(current.total_committed - previous.total_committed, 1);
      expect(current.change_pct).toBeCloseTo(((current.total_committed - previous.total_committed) / previous.total_committed) * 100, 0);
    }
    expect(years[0]!.change_pct).toBeNull();
    expect(detail.recipients.length).toBeGreaterThan(0);
    expect(['growing', 'declining', 'stable', 'insufficient_data']).toContain(detail.trends.direction);
  });

  it('erate_vendor_detail(SPIN) -> the same vendor', async () => {
    const top = ((await bed.call(erateVendors, { limit: 1 })).vendors as Vendor[])[0]!;
    expect((await bed.call(erateVendorDetail, { vendor_name: top.spin })).name).toBe(top.name);
  });

  it('erate_vendor_detail(the name\'s words without its punctuation, in lower case) -> the same vendor', async () => {
    const vendors = (await bed.call(erateVendors, { limit: 25 })).vendors as Vendor[];
    const punctuated = vendors.find((vendor) => /[,.]/.test(vendor.name))!;
    const words = punctuated.name.replace(/[,.]/g, '').toLowerCase();
    expect(words).not.toBe(punctuated.name.toLowerCase());
    expect((await bed.call(erateVendorDetail, { vendor_name: words })).spin).toBe(punctuated.spin);
  });

  it('erate_vendor_detail(the name without its company form, "Acme Networks" for "Acme Networks, Inc.") -> that vendor when only one fits', async () => {
    const vendors = (await bed.call(erateVendors, { limit: 100 })).vendors as Vendor[];
    const formed = vendors.find((vendor) => /,?\s+(?:Co|Inc|LLC|Corp)\.?$/.test(vendor.name))!;
    const bare = formed.name.replace(/,?\s+(?:Co|Inc|LLC|Corp)\.?$/, '');
    expect((await bed.call(erateVendorDetail, { vendor_name: bare })).spin).toBe(formed.spin);
  });

  it('GET /vendors/erate/{unknown} over HTTP -> 404 problem details', async () => {
    const { key } = await bed.service.key('STARTER');
    const response = await bed.client.request('GET', `/vendors/erate/${encodeURIComponent('No Such Vendor & Sons')}`, { key });
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(response.body.detail).toMatch(/No Such Vendor & Sons/);
  });
});
