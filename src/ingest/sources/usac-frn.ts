import path from 'node:path';
import { badRequest } from '../../errors.js';
import type { ErateCategory } from '../../data/dataset/model.js';
import { RecordCollector } from '../collector.js';
import { readDelimited, readHeader } from '../delimited.js';
import { FieldProblem, money, requiredNumber, requiredText, text } from '../fields.js';
import type { UsacFrnRecord } from '../records.js';
import type { SourceImporter } from '../source.js';

/**
 * USAC open-data FRN exports: "FRN Status" (qdmp-ygft) and "Recipient Details & Commitments"
 * (avi8-svp9), as CSV with either API field names (`funding_request_number`) or display names
 * ("Funding Request Number"): headers are reduced to snake case and each field accepts the names
 * below. Written from the published field names and tested on a fixture only.
 */
const FIELD_NAMES = {
  frn: ['funding_request_number', 'frn'],
  fundingYear: ['funding_year'],
  ben: ['ben', 'billed_entity_number'],
  spin: ['spin', 'spin_number', 'service_provider_number', 'service_provider_identification_number'],
  spinName: ['spin_name', 'service_provider_name'],
  category: ['chosen_category_of_service', 'category_of_service'],
  serviceType: ['form_471_service_type_name', 'service_type'],
  status: ['form_471_frn_status_name', 'frn_status', 'frn_status_name'],
  preDiscount: ['total_pre_discount_costs', 'pre_discount_extended_eligible_line_item_costs', 'original_total_pre_discount_costs'],
  discount: ['dis_pct', 'discount_pct', 'discount_percentage'],
  committed: ['funding_commitment_request', 'post_discount_extended_eligible_line_item_costs', 'committed_amount'],
  disbursed: ['total_authorized_disbursement'],
  formVersion: ['form_version'],
  lineItem: ['form_471_line_item_number'],
  recipient: ['ros_entity_number'],
} as const;

type Field = keyof typeof FIELD_NAMES;
const REQUIRED: readonly Field[] = ['frn', 'fundingYear', 'ben', 'spin', 'serviceType', 'preDiscount', 'discount', 'committed'];

/** "Funding Request Number" -> "funding_request_number". */
export function snakeCase(name: string): string {
  return name.trim().toLowerCase().replace(/[^a-z0-9]+/g, '_').replace(/^_|_$/g, '');
}

/** Category of an E-Rate service type (USAC: C1 = data transmission/internet access and voice; C2 = internal connections, MIBS, BMIC). */
const SERVICE_CATEGORY: Record<string, ErateCategory> = {
  'data transmission and/or internet access': 1,
  voice: 1,
  'internal connections': 2,
  'managed internal broadband services': 2,
  'basic maintenance of internal connections': 2,
};

function category(rawCategory: string | null, serviceType: string): ErateCategory {
  if (rawCategory !== null) {
    const match = /^(?:category\s*|c)?([12])$/i.exec(rawCategory.replace(/\s+/g, ' ').trim());
    if (match) return Number(match[1]) as ErateCategory;
    throw new FieldProblem(`category of service is not Category 1 or 2: "${rawCategory}"`);
  }
  const derived = SERVICE_CATEGORY[serviceType.toLowerCase()];
  if (derived === undefined) throw new FieldProblem(`service type "${serviceType}" has no known E-Rate category`);
  return derived;
}

/** Discounts come as 80, "80%", or 0.8; all become 80. */
function discountPct(value: string | undefined): number {
  const raw = requiredText(value, 'discount').replace(/%$/, '');
  const parsed = requiredNumber(raw, 'discount', { min: 0, max: 100 });
  return parsed > 0 && parsed <= 1 ? Math.round(parsed * 10000) / 100 : parsed;
}

function amount(value: string | undefined, field: string): number {
  const parsed = money(value, field);
  if (parsed === null) throw new FieldProblem(`${field} is empty`);
  if (parsed < 0) throw new FieldProblem(`${field} is negative: ${parsed}`);
  return parsed;
}

function digitsId(value: string | undefined, field: string): string {
  const raw = requiredText(value, field);
  if (!/^\d{1,12}$/.test(raw)) throw new FieldProblem(`${field} is not a number of up to 12 digits: "${raw}"`);
  return raw;
}

function columnMap(header: readonly string[]): Partial<Record<Field, string>> {
  const present = new Set(header);
  const map: Partial<Record<Field, string>> = {};
  for (const field of Object.keys(FIELD_NAMES) as Field[]) {
    const name = FIELD_NAMES[field].find((candidate) => present.has(candidate));
    if (name !== undefined) map[field] = name;
  }
  return map;
}

export const usacFrnImporter: SourceImporter<UsacFrnRecord> = {
  id: 'usac-frn',
  title: 'USAC E-Rate FRN commitments',
  description: 'Funding requests with year, BEN, SPIN, service type, pre-discount amount, discount and committed amount (USAC open-data CSV exports).',
  detect: (header) => {
    const columns = columnMap(header.map(snakeCase));
    return REQUIRED.every((field) => columns[field] !== undefined);
  },
  async parse(filePath, onProgress) {
    const columns = columnMap((await readHeader(filePath)).map(snakeCase));
    const missing = REQUIRED.filter((field) => columns[field] === undefined);
    if (missing.length > 0) {
      const wanted = missing.map((field) => FIELD_NAMES[field].join(' or ')).join('; ');
      throw badRequest(`${path.basename(filePath)} is not a USAC FRN export: missing ${wanted}`);
    }
    const get = (values: Readonly<Record<string, string>>, field: Field) => {
      const name = columns[field];
      return name === undefined ? undefined : values[name];
    };
    const collector = new RecordCollector<UsacFrnRecord>('FRN');
    const years = new Set<number>();
    const result = await readDelimited(
      filePath,
      ({ line, values }) => {
        const formVersion = text(get(values, 'formVersion'));
        if (formVersion !== null && formVersion.toLowerCase() === 'original') {
          throw new FieldProblem('form_version Original is superseded by the Current row of the same FRN');
        }
        const frn = digitsId(get(values, 'frn'), 'funding request number');
        const serviceType = requiredText(get(values, 'serviceType'), 'service type');
        const preDiscount = amount(get(values, 'preDiscount'), 'pre-discount amount');
        const committed = amount(get(values, 'committed'), 'committed amount');
        if (committed > preDiscount + 0.01) {
          throw new FieldProblem(`committed amount ${committed} exceeds pre-discount amount ${preDiscount}`);
        }
        const disbursed = money(get(values, 'disbursed'), 'disbursed amount');
        if (disbursed !== null && disbursed < 0) throw new FieldProblem(`disbursed amount is negative: ${disbursed}`);
        const fundingYear = requiredNumber(get(values, 'fundingYear'), 'funding year', { min: 1998, max: 2100, integer: true });
        years.add(fundingYear);
        const lineItem = text(get(values, 'lineItem'));
        const recipient = text(get(values, 'recipient'));
        collector.add(line, {
          kind: 'usac-frn',
          id: [frn, lineItem, recipient].filter((part) => part !== null).join('/'),
          frn,
          funding_year: fundingYear,
          ben: digitsId(get(values, 'ben'), 'BEN'),
          spin: digitsId(get(values, 'spin'), 'SPIN'),
          spin_name: text(get(values, 'spinName')),
          category: category(text(get(values, 'category')), serviceType),
          service_type: serviceType,
          status: text(get(values, 'status')),
          pre_discount_amount: preDiscount,
          discount_pct: discountPct(get(values, 'discount')),
          committed_amount: committed,
          disbursed_amount: disbursed,
        });
      },
      { onProgress, normaliseHeader: snakeCase },
    );
    return {
      part: 'commitments',
      year: Math.max(...years, 0) || null,
      rows: collector.rows,
      rejects: result.rejects,
      notes: ['layout: USAC FRN export (not yet verified on a real USAC export)'],
    };
  },
};
