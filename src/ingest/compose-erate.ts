import type { ErateCommitmentRow, ErateEntityRow, ErateVendorRow } from '../data/dataset/model.js';
import type { Labelled } from './compose-schools.js';
import type { UsacEntityRecord, UsacFrnRecord, UsacVendorRecord } from './records.js';

/** FRN statuses that are commitments; Pending, Denied and Cancelled requests are not money committed. */
const COMMITTED_STATUSES = new Set(['funded', 'committed']);

const cents = (value: number) => Math.round(value * 100) / 100;

export function composeVendors(source: Labelled<UsacVendorRecord> | undefined): ErateVendorRow[] {
  return (source?.rows ?? []).map((record) => ({
    spin: record.spin,
    name: record.name,
    status: record.status,
    state: record.state,
    city: record.city,
    source: source?.label ?? 'usac-service-providers',
    source_year: source?.year ?? null,
    generated: false,
  }));
}

/** Entities carry no NCES link in the USAC list, so leaid and nces_id stay null rather than guessed from names. */
export function composeEntities(source: Labelled<UsacEntityRecord> | undefined): ErateEntityRow[] {
  return (source?.rows ?? []).map((record) => ({
    ben: record.ben,
    name: record.name,
    entity_type: record.entity_type,
    state: record.state,
    leaid: null,
    nces_id: null,
    source: source?.label ?? 'usac-entities',
    source_year: source?.year ?? null,
    generated: false,
  }));
}

export interface ComposedCommitments {
  commitments: ErateCommitmentRow[];
  /** FRN rows left out because their status is not a commitment. */
  notCommitted: number;
}

/**
 * One commitment per FRN with a committed status (rows without a status column count as committed).
 * Exports at line-item or recipient grain repeat an FRN: amounts are summed over its distinct line
 * items (the first recipient row of each line item), the other fields come from its first row.
 */
export function composeCommitments(source: Labelled<UsacFrnRecord> | undefined): ComposedCommitments {
  const byFrn = new Map<string, { row: ErateCommitmentRow; lineItems: Set<string> }>();
  let notCommitted = 0;
  for (const record of source?.rows ?? []) {
    if (record.status !== null && !COMMITTED_STATUSES.has(record.status.toLowerCase())) {
      notCommitted += 1;
      continue;
    }
    const lineItem = record.id.split('/').slice(0, 2).join('/');
    const existing = byFrn.get(record.frn);
    if (existing) {
      if (existing.lineItems.has(lineItem)) continue;
      existing.lineItems.add(lineItem);
      existing.row.pre_discount_amount += record.pre_discount_amount;
      existing.row.committed_amount += record.committed_amount;
      if (record.disbursed_amount !== null) {
        existing.row.disbursed_amount = (existing.row.disbursed_amount ?? 0) + record.disbursed_amount;
      }
      continue;
    }
    byFrn.set(record.frn, {
      lineItems: new Set([lineItem]),
      row: {
        frn: record.frn,
        funding_year: record.funding_year,
        ben: record.ben,
        spin: record.spin,
        category: record.category,
        service_type: record.service_type,
        pre_discount_amount: record.pre_discount_amount,
        discount_pct: record.discount_pct,
        committed_amount: record.committed_amount,
        disbursed_amount: record.disbursed_amount,
        source: source?.label ?? 'usac-frn-commitments',
        source_year: record.funding_year,
        generated: false,
      },
    });
  }
  const commitments = [...byFrn.values()]
    .map(({ row }) => ({
      ...row,
      pre_discount_amount: cents(row.pre_discount_amount),
      committed_amount: cents(row.committed_amount),
      disbursed_amount: row.disbursed_amount === null ? null : cents(row.disbursed_amount),
    }))
    .sort((a, b) => a.frn.localeCompare(b.frn));
  return { commitments, notCommitted };
}
