import { createHash } from 'node:crypto';
import { programRows } from '../../seeds/reference/program-rows.js';
import type { DatasetContent, DatasetMeta, StateRow } from '../data/dataset/model.js';
import { sourceLabel } from './compose-labels.js';
import { composeDistricts } from './compose-districts.js';
import { composeCommitments, composeEntities, composeVendors } from './compose-erate.js';
import { composeSchools, type Labelled } from './compose-schools.js';
import { StateCodes } from './fips.js';
import type { StagedKind, RecordOfKind } from './records.js';
import type { SourceId } from './source.js';
import type { StagingStore } from './staging.js';

/**
 * Builds the live dataset from everything staged. Only what the files say goes in: a field no
 * staged source gives is null, and tables no source feeds (equity, finance, contacts, board items,
 * leadership changes, shortages, standards, scores) stay empty; programs are reference data.
 */
export interface ComposedLive {
  content: DatasetContent;
  meta: DatasetMeta;
  /** Facts about the composition worth reporting (rows left out and why). */
  notes: string[];
}

function labelled<K extends StagedKind>(
  staging: StagingStore,
  source: SourceId,
  part: string,
  kind: K,
): Labelled<RecordOfKind<K>> | undefined {
  const current = staging.currentRecords(source, part, kind);
  if (!current) return undefined;
  return { label: sourceLabel(current.slot), year: current.slot.year, rows: current.rows };
}

function composeStates(abbreviations: Iterable<string>, codes: StateCodes): StateRow[] {
  const present = new Set(abbreviations);
  return codes
    .all()
    .filter((code) => present.has(code.abbr))
    .map((code) => ({
      fips: code.fips,
      abbr: code.abbr,
      name: code.name,
      source: 'census-saipe-state-codes',
      source_year: null,
      generated: false,
    }));
}

export function composeLive(staging: StagingStore, builtAt: Date): ComposedLive {
  const codes = new StateCodes();
  const notes: string[] = [];
  const allSchools = composeSchools({
    ccd: labelled(staging, 'ccd-school', 'directory', 'ccd-school'),
    membership: labelled(staging, 'ccd-school', 'membership', 'ccd-membership'),
    lunch: labelled(staging, 'ccd-school', 'lunch', 'ccd-lunch'),
    hifld: labelled(staging, 'hifld', 'schools', 'hifld-school'),
    // ELSI and school-search exports are staged one slot per state set: all of them take part.
    extracts: staging
      .currentImports()
      .filter((slot) => slot.source === 'elsi' || slot.source === 'nces-search')
      .flatMap((slot) => labelled(staging, slot.source, slot.part, 'school-extract') ?? []),
  });
  const covered = (state: string) => codes.fromAbbr(state) !== undefined;
  const schools = allSchools.filter((row) => covered(row.state));
  if (schools.length < allSchools.length) {
    notes.push(`${allSchools.length - schools.length} schools left out: outside the 50 states and DC the service covers`);
  }
  const { districts: allDistricts, withoutState } = composeDistricts(
    {
      ccd: labelled(staging, 'ccd-district', 'directory', 'ccd-district'),
      cwift: labelled(staging, 'cwift', 'lea', 'cwift-lea'),
      saipe: labelled(staging, 'saipe', 'districts', 'saipe-district'),
    },
    schools,
    codes,
  );
  if (withoutState.length > 0) notes.push(`${withoutState.length} LEAIDs left out: no source gives their state`);
  const districts = allDistricts.filter((row) => covered(row.state));
  if (districts.length < allDistricts.length) {
    notes.push(`${allDistricts.length - districts.length} districts left out: outside the 50 states and DC the service covers`);
  }
  const { commitments, notCommitted } = composeCommitments(labelled(staging, 'usac-frn', 'commitments', 'usac-frn'));
  if (notCommitted > 0) notes.push(`${notCommitted} FRN rows left out: status is not Funded/Committed`);

  const allEntities = composeEntities(labelled(staging, 'usac-entities', 'entities', 'usac-entity'));
  const entities = allEntities.filter((row) => covered(row.state));
  if (entities.length < allEntities.length) {
    notes.push(`${allEntities.length - entities.length} E-Rate entities left out: outside the 50 states and DC the service covers`);
  }

  notes.push(...stagedJoins(staging, new Set(schools.map((row) => row.nces_id)), new Set(districts.map((row) => row.leaid))));

  const content: DatasetContent = {
    states: composeStates([...districts.map((row) => row.state), ...schools.map((row) => row.state)], codes),
    districts,
    schools,
    equity: [],
    finance: [],
    programs: programRows(),
    erate_entities: entities,
    erate_vendors: composeVendors(labelled(staging, 'usac-vendors', 'vendors', 'usac-vendor')),
    erate_commitments: commitments,
    contacts: [],
    board_items: [],
    leadership_changes: [],
    shortages: [],
    standards: [],
    school_scores: [],
  };
  const meta: DatasetMeta = {
    name: 'live',
    built_at: builtAt.toISOString(),
    sources: staging.currentImports().map((slot) => ({
      source: sourceLabel(slot),
      year: slot.year,
      rows: slot.rows,
      generated: false,
      file: slot.file_name,
      imported_at: slot.imported_at,
      rejected: slot.rejected,
    })),
  };
  return { content, meta, notes };
}

/**
 * Sources staged but not composed into tables (EDFacts graduation rates, CRDC LEA modules): how many
 * of their rows join the live schools (NCESSCH) or districts (LEAID), so a wrong key or year shows.
 */
function stagedJoins(staging: StagingStore, schoolIds: ReadonlySet<string>, leaids: ReadonlySet<string>): string[] {
  const notes: string[] = [];
  const rate = (matched: number, total: number) => (total === 0 ? '0%' : `${((100 * matched) / total).toFixed(1)}%`);
  for (const slot of staging.currentImports()) {
    if (slot.source === 'edfacts') {
      const rows = staging.currentRecords('edfacts', slot.part, 'edfacts-acgr')?.rows ?? [];
      const matched = rows.filter((row) => schoolIds.has(row.nces_id)).length;
      notes.push(`${sourceLabel(slot)}: ${matched} of ${rows.length} rows (${rate(matched, rows.length)}) join a live school by NCESSCH; staged only`);
    }
    if (slot.source === 'crdc-lea') {
      const rows = staging.currentRecords('crdc-lea', slot.part, 'crdc-lea')?.rows ?? [];
      const matched = rows.filter((row) => leaids.has(row.leaid)).length;
      notes.push(`${sourceLabel(slot)}: ${matched} of ${rows.length} rows (${rate(matched, rows.length)}) join a live district by LEAID; staged only`);
    }
  }
  return notes;
}

/** Row counts per table, for summaries. */
export function tableCounts(content: DatasetContent): Record<keyof DatasetContent, number> {
  return Object.fromEntries(Object.entries(content).map(([table, rows]) => [table, (rows as unknown[]).length])) as Record<
    keyof DatasetContent,
    number
  >;
}

/** SHA-256 of the content (not the meta, which carries the build time): equal imports give equal hashes. */
export function contentHash(content: DatasetContent): string {
  return createHash('sha256').update(JSON.stringify(content)).digest('hex');
}
