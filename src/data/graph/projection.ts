import type { DatasetContent, SchoolRow } from '../dataset/model.js';
import { GRAPH_SCHEMA, type GraphNodeType, type GraphPropertyType, type GraphSchema, nodeType } from './schema.js';

/** The dataset tables the graph is projected from. */
export const PROJECTED_TABLES = [
  'states',
  'districts',
  'schools',
  'equity',
  'finance',
  'programs',
  'erate_entities',
  'erate_vendors',
  'erate_commitments',
  'board_items',
  'school_scores',
] as const satisfies readonly (keyof DatasetContent)[];

export type ProjectedTable = (typeof PROJECTED_TABLES)[number];

/**
 * The columns the projection reads from each table. Every graph property named like its dataset
 * field is read by that name; the rest are listed here. Reading only these keeps a national build
 * from holding every column of a million rows in memory.
 */
export function projectedColumns(schema: GraphSchema = GRAPH_SCHEMA): Record<ProjectedTable, readonly string[]> {
  const names = (label: string) => nodeType(schema, label).properties.map((property) => property.name);
  const schoolNames = names('School');
  return {
    states: names('State'),
    districts: names('District'),
    schools: schoolNames,
    equity: ['nces_id', 'source_year', ...schoolNames],
    finance: [
      'leaid',
      'fiscal_year',
      'per_pupil_expenditure',
      'total_expenditure',
      'instruction',
      'revenue_federal',
      'revenue_state',
      'revenue_local',
      'title_i_revenue',
      'idea_revenue',
    ],
    programs: names('Program'),
    erate_entities: ['ben', 'leaid', 'nces_id'],
    erate_vendors: names('Vendor'),
    erate_commitments: ['ben', 'spin', 'funding_year', 'category', 'service_type', 'committed_amount', 'pre_discount_amount'],
    board_items: ['item_id', 'leaid', 'vendor', 'meeting_date', 'kind', 'summary', 'amount'],
    school_scores: ['nces_id', 'eligible_programs', ...schoolNames],
  };
}

/**
 * The rows the projection reads. Rows read back from a dataset file carry booleans as 0/1; the
 * projection coerces every value to its graph property type, so both shapes work.
 */
export type ProjectionInput = Pick<DatasetContent, ProjectedTable>;

export type PropertyRecord = Record<string, string | number | boolean | null>;

export interface ProjectedRelationship {
  /** Key of the `from` node. */
  from: string;
  /** Key of the `to` node. */
  to: string;
  properties: PropertyRecord;
}

export interface GraphProjection {
  /** Label -> node property records, each with every schema property of the label. */
  nodes: Record<string, PropertyRecord[]>;
  /** Type -> relationships, each with every schema property of the type. */
  relationships: Record<string, ProjectedRelationship[]>;
  /** Relationships left out because a node they need is missing from the dataset, by reason. */
  skipped: Record<string, number>;
}

/** Program IDs are case-insensitive and IDEA_PART_B is an alias of IDEA_B (DECISIONS.md). */
const PROGRAM_ALIASES: Record<string, string> = { IDEA_PART_B: 'IDEA_B' };

export function projectDataset(input: ProjectionInput, schema: GraphSchema = GRAPH_SCHEMA): GraphProjection {
  const skipped: Record<string, number> = {};
  const skip = (reason: string) => {
    skipped[reason] = (skipped[reason] ?? 0) + 1;
  };

  const latestFinance = latestBy(input.finance, (row) => row.leaid, (row) => row.fiscal_year);
  const equityBySchool = latestBy(input.equity, (row) => row.nces_id, (row) => row.source_year ?? 0);
  const scoresBySchool = new Map(input.school_scores.map((row) => [row.nces_id, row]));

  const states = input.states.map((row) => shape(nodeType(schema, 'State'), row));
  const districts = input.districts.map((row) => {
    const finance = latestFinance.get(row.leaid);
    return shape(nodeType(schema, 'District'), {
      ...row,
      finance_year: finance?.fiscal_year,
      per_pupil_expenditure: finance?.per_pupil_expenditure,
      total_expenditure: finance?.total_expenditure,
      instruction_expenditure: finance?.instruction,
      revenue_federal: finance?.revenue_federal,
      revenue_state: finance?.revenue_state,
      revenue_local: finance?.revenue_local,
      title_i_revenue: finance?.title_i_revenue,
      idea_revenue: finance?.idea_revenue,
    });
  });
  const schoolType = nodeType(schema, 'School');
  const schools = input.schools.map((row) =>
    shape(schoolType, row, scoresBySchool.get(row.nces_id), equityBySchool.get(row.nces_id)),
  );
  const programs = input.programs.map((row) => shape(nodeType(schema, 'Program'), row));
  const vendors = input.erate_vendors.map((row) => shape(nodeType(schema, 'Vendor'), row));

  const stateKeys = new Set(states.map((row) => row.abbr));
  const districtKeys = new Set(districts.map((row) => row.leaid));
  const programKeys = new Set(programs.map((row) => row.program_id));
  const vendorKeys = new Set(vendors.map((row) => row.spin));

  const inState: ProjectedRelationship[] = [];
  for (const district of input.districts) {
    if (stateKeys.has(district.state)) inState.push({ from: district.leaid, to: district.state, properties: {} });
    else skip('IN_STATE: state not in dataset');
  }

  const inDistrict: ProjectedRelationship[] = [];
  for (const school of input.schools) {
    if (districtKeys.has(school.leaid)) inDistrict.push({ from: school.nces_id, to: school.leaid, properties: {} });
    else skip('IN_DISTRICT: district not in dataset');
  }

  const eligibleFor: ProjectedRelationship[] = [];
  const schoolKeys = new Set(input.schools.map((row) => row.nces_id));
  for (const scores of input.school_scores) {
    if (!schoolKeys.has(scores.nces_id)) continue;
    const programIds = parseProgramIds(scores.eligible_programs);
    if (programIds === null) skip('ELIGIBLE_FOR: eligible_programs is not a JSON array');
    for (const programId of programIds ?? []) {
      if (programKeys.has(programId)) eligibleFor.push({ from: scores.nces_id, to: programId, properties: {} });
      else skip('ELIGIBLE_FOR: program not in dataset');
    }
  }

  return {
    nodes: { State: states, District: districts, School: schools, Program: programs, Vendor: vendors },
    relationships: {
      IN_STATE: inState,
      IN_DISTRICT: inDistrict,
      ELIGIBLE_FOR: eligibleFor,
      SERVED: servedRelationships(input, schema, districtKeys, vendorKeys, skip),
      MENTIONED_IN_BOARD: boardMentions(input, schema, districtKeys, skip),
    },
    skipped,
  };
}

/**
 * E-Rate commitments summed per vendor, district, funding year, category and service type. A
 * commitment reaches its district through its billed entity: the entity's LEAID, or the district
 * of the entity's school.
 */
function servedRelationships(
  input: ProjectionInput,
  schema: GraphSchema,
  districtKeys: ReadonlySet<unknown>,
  vendorKeys: ReadonlySet<unknown>,
  skip: (reason: string) => void,
): ProjectedRelationship[] {
  const schoolDistrict = new Map(input.schools.map((row: SchoolRow) => [row.nces_id, row.leaid]));
  const entityDistrict = new Map(
    input.erate_entities.map((entity) => [
      entity.ben,
      entity.leaid ?? (entity.nces_id === null ? undefined : schoolDistrict.get(entity.nces_id)),
    ]),
  );
  const relationshipType = schema.relationships.find((relationship) => relationship.type === 'SERVED')!;
  const totals = new Map<string, ProjectedRelationship>();
  for (const commitment of input.erate_commitments) {
    const leaid = entityDistrict.get(commitment.ben);
    if (leaid === undefined || leaid === null || !districtKeys.has(leaid)) {
      skip('SERVED: billed entity has no district in dataset');
      continue;
    }
    if (!vendorKeys.has(commitment.spin)) {
      skip('SERVED: vendor not in dataset');
      continue;
    }
    const category = Number(commitment.category);
    const key = JSON.stringify([commitment.spin, leaid, commitment.funding_year, category, commitment.service_type]);
    let total = totals.get(key);
    if (!total) {
      total = {
        from: commitment.spin,
        to: leaid,
        properties: coerceAll(relationshipType.properties, {
          funding_year: commitment.funding_year,
          category,
          service_type: commitment.service_type,
          committed_amount: 0,
          pre_discount_amount: 0,
          request_count: 0,
        }),
      };
      totals.set(key, total);
    }
    const properties = total.properties as Record<string, number>;
    properties.committed_amount! += numberOrZero(commitment.committed_amount);
    properties.pre_discount_amount! += numberOrZero(commitment.pre_discount_amount);
    properties.request_count! += 1;
  }
  return [...totals.values()];
}

/**
 * Board items that name a vendor, linked when the name matches exactly one vendor (ignoring case
 * and spacing). A name shared by several vendors is left out rather than guessed.
 */
function boardMentions(
  input: ProjectionInput,
  schema: GraphSchema,
  districtKeys: ReadonlySet<unknown>,
  skip: (reason: string) => void,
): ProjectedRelationship[] {
  const vendorsByName = new Map<string, string[]>();
  for (const vendor of input.erate_vendors) {
    const name = normaliseName(vendor.name);
    vendorsByName.set(name, [...(vendorsByName.get(name) ?? []), vendor.spin]);
  }
  const relationshipType = schema.relationships.find((relationship) => relationship.type === 'MENTIONED_IN_BOARD')!;
  const mentions: ProjectedRelationship[] = [];
  for (const item of input.board_items) {
    if (item.vendor === null || item.vendor === undefined || item.vendor === '') continue;
    const spins = vendorsByName.get(normaliseName(item.vendor)) ?? [];
    if (spins.length !== 1) {
      skip(spins.length === 0 ? 'MENTIONED_IN_BOARD: vendor name unknown' : 'MENTIONED_IN_BOARD: vendor name ambiguous');
    } else if (!districtKeys.has(item.leaid)) {
      skip('MENTIONED_IN_BOARD: district not in dataset');
    } else {
      mentions.push({ from: spins[0]!, to: item.leaid, properties: coerceAll(relationshipType.properties, item) });
    }
  }
  return mentions;
}

/** A node record from one or more source rows; for each property the first row that has it wins. */
function shape(node: GraphNodeType, ...sources: (object | undefined)[]): PropertyRecord {
  return coerceAll(node.properties, ...sources);
}

function coerceAll(
  properties: readonly { name: string; type: GraphPropertyType }[],
  ...sources: (object | undefined)[]
): PropertyRecord {
  const rows = sources.filter((source): source is Record<string, unknown> => source !== undefined);
  const record: PropertyRecord = {};
  for (const property of properties) {
    let value: unknown;
    for (const row of rows) {
      value = row[property.name];
      if (value !== undefined) break;
    }
    record[property.name] = coerce(property.type, value);
  }
  return record;
}

/** A dataset value as the graph property type; anything that does not fit is null, never invented. */
export function coerce(type: GraphPropertyType, value: unknown): string | number | boolean | null {
  if (value === null || value === undefined) return null;
  switch (type) {
    case 'STRING':
      return typeof value === 'string' ? value : typeof value === 'number' || typeof value === 'boolean' ? String(value) : null;
    case 'BOOLEAN':
      if (typeof value === 'boolean') return value;
      if (value === 1 || value === '1' || value === 'true') return true;
      if (value === 0 || value === '0' || value === 'false') return false;
      return null;
    case 'INT64': {
      const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
      return Number.isFinite(number) ? Math.round(number) : null;
    }
    case 'DOUBLE': {
      const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
      return Number.isFinite(number) ? number : null;
    }
  }
}

function parseProgramIds(json: string | null | undefined): string[] | null {
  if (json === null || json === undefined || json === '') return [];
  try {
    const parsed: unknown = JSON.parse(json);
    if (!Array.isArray(parsed)) return null;
    const ids = parsed
      .filter((value): value is string => typeof value === 'string')
      .map((value) => value.trim().toUpperCase())
      .map((value) => PROGRAM_ALIASES[value] ?? value);
    return [...new Set(ids)];
  } catch {
    return null;
  }
}

function latestBy<Row>(rows: readonly Row[], key: (row: Row) => string, order: (row: Row) => number): Map<string, Row> {
  const latest = new Map<string, Row>();
  for (const row of rows) {
    const current = latest.get(key(row));
    if (!current || order(row) > order(current)) latest.set(key(row), row);
  }
  return latest;
}

function normaliseName(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLowerCase();
}

function numberOrZero(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}
