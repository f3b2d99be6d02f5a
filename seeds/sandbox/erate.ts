import { erateDiscount } from '../../src/core/erate/discount.js';
import type { ErateCommitmentRow, ErateEntityRow } from '../../src/data/dataset/model.js';
import type { SandboxCalendar } from './calendar.js';
import type { DistrictDraft } from './geography.js';
import { type Random, round } from './random.js';
import { type VendorDraft, type VendorKind, VendorMarket } from './erate-vendors.js';


const SERVICE = {
  internet: 'Data Transmission and/or Internet Access',
  voice: 'Voice',
  internal: 'Internal Connections',
  managed: 'MIBS',
  maintenance: 'BMIC',
} as const;

export interface ErateOutput {
  entities: ErateEntityRow[];
  commitments: ErateCommitmentRow[];
}

/**
 * Twenty funding years of commitments, up to the latest one the calendar says has started. Each participating district (a "School District" billed
 * entity) files Category One internet/data FRNs most years with an incumbent provider kept for a
 * multi-year contract; voice until FY2014 (phased down from FY2015); Category Two: before FY2015 only
 * at the highest discount bands (Priority 2 money rarely reached others), from FY2015 within the
 * five-year budgets. Discounts come from the real matrix with the district-wide NSLP share and the
 * majority-rural rule; pre-FY2015 internal connections use the Category One column (90% top band).
 */
export function generateErate(
  random: Random,
  districts: readonly DistrictDraft[],
  vendors: readonly VendorDraft[],
  calendar: SandboxCalendar,
): ErateOutput {
  const { first: firstYear, last: lastYear } = calendar.erate;
  const market = new VendorMarket(vendors);
  const entities: ErateEntityRow[] = [];
  const commitments: ErateCommitmentRow[] = [];
  const frnCounters = new Map<number, number>();
  const nextFrn = (year: number) => {
    const counter = (frnCounters.get(year) ?? random.int(100, 900) * 1000) + random.int(1, 40);
    frnCounters.set(year, counter);
    return `${String(year % 100).padStart(2, '0')}${String(counter).padStart(8, '0')}`;
  };
  let benCounter = 100_000;
  const nextBen = () => String((benCounter += random.int(1, 25)));

  for (const district of districts) {
    const ben = nextBen();
    entities.push({
      ben,
      name: district.row.name,
      entity_type: 'School District',
      state: district.row.state,
      leaid: district.row.leaid,
      nces_id: null,
      source: 'sandbox-generator',
      source_year: lastYear,
      generated: true,
    });
    // Schools that also hold their own entity number (recipients of service in the district's filings).
    for (const school of district.schools) {
      if (!random.chance(0.05)) continue;
      entities.push({
        ben: nextBen(),
        name: school.name,
        entity_type: 'School',
        state: school.state,
        leaid: school.leaid,
        nces_id: school.nces_id,
        source: 'sandbox-generator',
        source_year: lastYear,
        generated: true,
      });
    }
    const students = district.row.enrollment ?? 0;
    if (students === 0 || !random.chance(students > 2000 ? 0.97 : 0.85)) continue;

    const discount1 = erateDiscount({ nslpPct: Math.min(100, district.frlPct), rural: district.rural, category: 1 });
    const discount2 = erateDiscount({ nslpPct: Math.min(100, district.frlPct), rural: district.rural, category: 2 });
    const add = (year: number, vendor: VendorDraft, category: 1 | 2, serviceType: string, preDiscount: number, discount: number) => {
      const pre = round(preDiscount, 2);
      if (pre <= 0) return;
      const committed = round((pre * discount) / 100, 2);
      // Invoices lag service: years two or more back are mostly paid, last year's partly, the current one not yet.
      const paidShare = year <= lastYear - 2 ? random.uniform(random.chance(0.2) ? 0.5 : 0.75, 1) : year === lastYear - 1 ? random.uniform(0.2, 0.8) : 0;
      commitments.push({
        frn: nextFrn(year),
        funding_year: year,
        ben,
        spin: vendor.row.spin,
        category,
        service_type: serviceType,
        pre_discount_amount: pre,
        discount_pct: discount,
        committed_amount: committed,
        disbursed_amount: round(committed * paidShare, 2),
        source: 'sandbox-generator',
        source_year: year,
        generated: true,
      });
    };

    // Category One: an incumbent provider per multi-year contract.
    const perStudentInternet = random.logNormal(36, 0.45);
    let incumbent: VendorDraft | undefined;
    let contractEnds = 0;
    for (let year = firstYear; year <= lastYear; year += 1) {
      if (!incumbent || year > contractEnds || incumbent.lastYear < year) {
        incumbent = market.draw(random, district.row.state, 'carrier', year);
        contractEnds = year + random.int(2, 4);
      }
      if (!random.chance(0.92)) continue;
      const internet = Math.max(3_600, students * perStudentInternet * 1.02 ** (year - firstYear) * random.logNormal(1, 0.1));
      if (students > 5000 && random.chance(0.5)) {
        const wanShare = random.uniform(0.35, 0.6);
        add(year, incumbent, 1, SERVICE.internet, internet * wanShare, discount1);
        add(year, market.draw(random, district.row.state, 'carrier', year), 1, SERVICE.internet, internet * (1 - wanShare), discount1);
      } else {
        add(year, incumbent, 1, SERVICE.internet, internet, discount1);
      }
      if (year <= 2014 && random.chance(0.35)) {
        add(year, market.draw(random, district.row.state, 'carrier', year), 1, SERVICE.voice, students * random.logNormal(12, 0.4), discount1);
      }
      if (year < 2015 && discount1 >= 80 && random.chance(0.2)) {
        add(year, market.draw(random, district.row.state, 'integrator', year), 2, SERVICE.internal, students * random.logNormal(60, 0.6), discount1);
      }
    }

    // Category Two budget cycles (the reference table, FACTS.md §2) within the funding years kept.
    // Budgets are pre-discount. The generator uses the smallest reading of each rule (per-student
    // multiplier times district students, floor once per district), so every district stays within
    // its budget however the floor is applied. FY2015-2019 and FY2020 share one six-year total of
    // $195.63 per student (FCC DA 19-1301).
    let usedBefore = 0;
    for (const cycle of calendar.c2Cycles) {
      const budget = cycle.perStudent * students;
      const available = budget - (cycle.includesPrevious ? usedBefore : 0);
      if (!cycle.includesPrevious) usedBefore = 0;
      if (available <= 0 || random.chance(0.3)) continue;
      const target = available * random.uniform(0.3, 1);
      const filingYears = random.shuffle([...cycle.years]).slice(0, random.int(1, Math.min(2, cycle.years.length)));
      const integrator = market.draw(random, district.row.state, 'integrator', filingYears[0]!);
      let spent = 0;
      for (const year of filingYears.sort()) {
        const yearAmount = Math.floor(((target / filingYears.length) * 100)) / 100;
        const parts: [string, number, VendorKind][] = [
          [SERVICE.internal, 0.7, 'integrator'],
          [SERVICE.managed, random.chance(0.15) ? 0.15 : 0, 'integrator'],
          [SERVICE.maintenance, random.chance(0.4) ? 0.15 : 0, 'integrator'],
        ];
        const weightTotal = parts.reduce((sum, [, share]) => sum + share, 0);
        for (const [serviceType, share] of parts) {
          if (share === 0) continue;
          const amount = Math.floor((yearAmount * share * 100) / weightTotal) / 100;
          if (spent + amount > available) continue;
          spent += amount;
          add(year, integrator.lastYear >= year ? integrator : market.draw(random, district.row.state, 'integrator', year), 2, serviceType, amount, discount2);
        }
      }
      usedBefore += spent;
    }
  }
  return { entities, commitments };
}
