import { RecordCollector } from '../collector.js';
import { missingColumns, readDelimited } from '../delimited.js';
import {
  FieldProblem,
  money,
  number,
  optionalStateAbbr,
  phone,
  requiredText,
  stateAbbr,
  text,
  zip,
} from '../fields.js';
import { ERATE_ENTITY_TYPES, type ErateEntityType, type UsacEntityRecord, type UsacVendorRecord } from '../records.js';
import type { SourceImporter } from '../source.js';

/**
 * USAC E-Rate directories as exported from USAC open data by a third-party scraper:
 * service providers (SPIN list) and applicant entities (BEN list, contact columns removed).
 */
const VENDOR_COLUMNS = ['spin', 'company_name', 'status', 'physical_city', 'physical_state', 'physical_zip', 'last_updated'] as const;
const ENTITY_COLUMNS = ['ben', 'organization_name', 'entity_type', 'state', 'total_frns', 'total_funding_committed', 'latest_funding_year'] as const;

function digitsId(value: string | undefined, field: string, lengths: { min: number; max: number }): string {
  const raw = requiredText(value, field);
  if (!new RegExp(`^\\d{${lengths.min},${lengths.max}}$`).test(raw)) {
    throw new FieldProblem(`${field} is not ${lengths.min}-${lengths.max} digits: "${raw}"`);
  }
  return raw;
}

function vendorStatus(value: string | undefined): 'Active' | 'Closed' {
  const raw = requiredText(value, 'status');
  if (raw === 'Active' || raw === 'Closed') return raw;
  throw new FieldProblem(`status is neither Active nor Closed: "${raw}"`);
}

export const usacVendorsImporter: SourceImporter<UsacVendorRecord> = {
  id: 'usac-vendors',
  title: 'USAC E-Rate service providers (SPINs)',
  description: 'Service provider list: SPIN, company name, status, location.',
  detect: (header) => missingColumns(header, VENDOR_COLUMNS).length === 0,
  async parse(filePath, onProgress) {
    const collector = new RecordCollector<UsacVendorRecord>('SPIN');
    let latest: string | null = null;
    const result = await readDelimited(
      filePath,
      ({ line, values }) => {
        const spin = digitsId(values.spin, 'spin', { min: 9, max: 9 });
        const updated = text(values.last_updated);
        if (updated !== null && !/^\d{4}-\d{2}-\d{2}/.test(updated)) throw new FieldProblem(`last_updated is not a date: "${updated}"`);
        if (updated !== null && (latest === null || updated > latest)) latest = updated;
        collector.add(line, {
          kind: 'usac-vendor',
          id: spin,
          spin,
          name: requiredText(values.company_name, 'company_name'),
          status: vendorStatus(values.status),
          phone: phone(values.phone),
          city: text(values.physical_city) ?? text(values.mailing_city),
          state: optionalStateAbbr(values.physical_state ?? values.mailing_state, 'physical_state'),
          zip: lenientZip(values.physical_zip),
          last_updated: updated,
        });
      },
      { onProgress, requiredColumns: VENDOR_COLUMNS, layoutName: 'USAC service provider CSV' },
    );
    const latestYear = latest === null ? null : Number((latest as string).slice(0, 4));
    return { part: 'vendors', year: latestYear, rows: collector.rows, rejects: result.rejects, notes: [] };
  },
};

/** Providers register foreign and placeholder postal codes; those leave the ZIP null rather than refusing the provider. */
function lenientZip(value: string | undefined): string | null {
  try {
    return zip(value, 'physical_zip');
  } catch (error) {
    if (error instanceof FieldProblem) return null;
    throw error;
  }
}

function entityType(value: string | undefined): ErateEntityType {
  const raw = requiredText(value, 'entity_type');
  const match = ERATE_ENTITY_TYPES.find((type) => type === raw);
  if (!match) throw new FieldProblem(`entity_type is not one of ${ERATE_ENTITY_TYPES.join(', ')}: "${raw}"`);
  return match;
}

export const usacEntitiesImporter: SourceImporter<UsacEntityRecord> = {
  id: 'usac-entities',
  title: 'USAC E-Rate applicant entities (BENs)',
  description: 'Billed entities: BEN, name, type, state, and the scraper\'s rough FRN count and committed total.',
  detect: (header) => missingColumns(header, ENTITY_COLUMNS).length === 0,
  async parse(filePath, onProgress) {
    const collector = new RecordCollector<UsacEntityRecord>('BEN');
    let latestYear = 0;
    const result = await readDelimited(
      filePath,
      ({ line, values }) => {
        const ben = digitsId(values.ben, 'ben', { min: 1, max: 9 });
        const fundingYear = number(values.latest_funding_year, 'latest_funding_year', { min: 1998, max: 2100, integer: true });
        if (fundingYear !== null) latestYear = Math.max(latestYear, fundingYear);
        const committed = money(values.total_funding_committed, 'total_funding_committed');
        if (committed !== null && committed < 0) throw new FieldProblem(`total_funding_committed is negative: ${committed}`);
        collector.add(line, {
          kind: 'usac-entity',
          id: ben,
          ben,
          name: requiredText(values.organization_name, 'organization_name'),
          entity_type: entityType(values.entity_type),
          state: stateAbbr(values.state, 'state'),
          total_frns: number(values.total_frns, 'total_frns', { min: 0, integer: true }),
          total_funding_committed: committed,
          latest_funding_year: fundingYear,
        });
      },
      { onProgress, requiredColumns: ENTITY_COLUMNS, layoutName: 'USAC entity CSV' },
    );
    return { part: 'entities', year: latestYear || null, rows: collector.rows, rejects: result.rejects, notes: [] };
  },
};
