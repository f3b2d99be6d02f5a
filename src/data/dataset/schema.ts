import type {
  BoardItemRow,
  ContactRow,
  DatasetContent,
  DistrictRow,
  EquityRow,
  ErateCommitmentRow,
  ErateEntityRow,
  ErateVendorRow,
  FinanceRow,
  LeadershipChangeRow,
  ProgramRow,
  SchoolRow,
  SchoolScoreRow,
  ShortageRow,
  StandardsFrameworkRow,
  StateRow,
} from './model.js';

/**
 * The SQLite layout of a dataset file. Contract (others read these files directly): one table per
 * key of DatasetContent, one column per row field with the same name, booleans stored as 0/1, plus
 * a `meta` key/value table holding the DatasetMeta as JSON.
 *
 * The column maps below are typed against the model rows with every key required, so a field added
 * to model.ts does not compile until it has a column here.
 */
export type ColumnType = 'text' | 'integer' | 'real' | 'boolean';

type Columns<Row> = { readonly [Field in keyof Row]-?: ColumnType };

export interface TableDefinition<Row> {
  columns: Columns<Row>;
  primaryKey: readonly (keyof Row & string)[];
}

const provenance = { source: 'text', source_year: 'integer', generated: 'boolean' } as const;

const states: TableDefinition<StateRow> = {
  columns: { fips: 'text', abbr: 'text', name: 'text', ...provenance },
  primaryKey: ['abbr'],
};

const districts: TableDefinition<DistrictRow> = {
  columns: {
    leaid: 'text',
    name: 'text',
    state: 'text',
    city: 'text',
    locale: 'text',
    school_count: 'integer',
    enrollment: 'integer',
    population_5_17: 'integer',
    children_in_poverty: 'integer',
    poverty_pct: 'real',
    cwift: 'real',
    ...provenance,
  },
  primaryKey: ['leaid'],
};

const schools: TableDefinition<SchoolRow> = {
  columns: {
    nces_id: 'text',
    leaid: 'text',
    name: 'text',
    city: 'text',
    state: 'text',
    zip: 'text',
    lat: 'real',
    lon: 'real',
    locale: 'text',
    level: 'text',
    grade_low: 'text',
    grade_high: 'text',
    enrollment: 'integer',
    frl_count: 'integer',
    frl_pct: 'real',
    cep: 'boolean',
    title_i_eligible: 'boolean',
    title_i_schoolwide: 'boolean',
    math_proficiency: 'real',
    reading_proficiency: 'real',
    teachers_fte: 'real',
    pupil_teacher_ratio: 'real',
    counselors_fte: 'real',
    ell_pct: 'real',
    swd_pct: 'real',
    phone: 'text',
    address: 'text',
    ...provenance,
  },
  primaryKey: ['nces_id'],
};

const equity: TableDefinition<EquityRow> = {
  columns: {
    nces_id: 'text',
    suspension_rate: 'real',
    suspension_rate_black: 'real',
    suspension_rate_hispanic: 'real',
    suspension_rate_white: 'real',
    suspension_rate_swd: 'real',
    ap_course_count: 'integer',
    pct_white: 'real',
    pct_black: 'real',
    pct_hispanic: 'real',
    pct_asian: 'real',
    pct_other: 'real',
    math_gap_low_income: 'real',
    math_gap_ell: 'real',
    math_gap_swd: 'real',
    ...provenance,
  },
  primaryKey: ['nces_id'],
};

const finance: TableDefinition<FinanceRow> = {
  columns: {
    leaid: 'text',
    fiscal_year: 'integer',
    total_expenditure: 'integer',
    instruction: 'integer',
    support_services: 'integer',
    administration: 'integer',
    capital_outlay: 'integer',
    revenue_federal: 'integer',
    revenue_state: 'integer',
    revenue_local: 'integer',
    title_i_revenue: 'integer',
    idea_revenue: 'integer',
    per_pupil_expenditure: 'integer',
    ...provenance,
  },
  primaryKey: ['leaid', 'fiscal_year'],
};

const programs: TableDefinition<ProgramRow> = {
  columns: {
    program_id: 'text',
    name: 'text',
    assistance_listing: 'text',
    statute: 'text',
    annual_appropriation: 'integer',
    appropriation_year: 'integer',
    source: 'text',
  },
  primaryKey: ['program_id'],
};

const erateEntities: TableDefinition<ErateEntityRow> = {
  columns: { ben: 'text', name: 'text', entity_type: 'text', state: 'text', leaid: 'text', nces_id: 'text', ...provenance },
  primaryKey: ['ben'],
};

const erateVendors: TableDefinition<ErateVendorRow> = {
  columns: { spin: 'text', name: 'text', status: 'text', state: 'text', city: 'text', ...provenance },
  primaryKey: ['spin'],
};

const erateCommitments: TableDefinition<ErateCommitmentRow> = {
  columns: {
    frn: 'text',
    funding_year: 'integer',
    ben: 'text',
    spin: 'text',
    category: 'integer',
    service_type: 'text',
    pre_discount_amount: 'real',
    discount_pct: 'real',
    committed_amount: 'real',
    disbursed_amount: 'real',
    ...provenance,
  },
  primaryKey: ['frn'],
};

const contacts: TableDefinition<ContactRow> = {
  columns: {
    contact_id: 'text',
    nces_id: 'text',
    leaid: 'text',
    role: 'text',
    name: 'text',
    email: 'text',
    phone: 'text',
    refreshed_at: 'text',
    ...provenance,
  },
  primaryKey: ['contact_id'],
};

const boardItems: TableDefinition<BoardItemRow> = {
  columns: {
    item_id: 'text',
    leaid: 'text',
    nces_id: 'text',
    meeting_date: 'text',
    kind: 'text',
    summary: 'text',
    vendor: 'text',
    amount: 'integer',
    ...provenance,
  },
  primaryKey: ['item_id'],
};

const leadershipChanges: TableDefinition<LeadershipChangeRow> = {
  columns: {
    change_id: 'text',
    leaid: 'text',
    nces_id: 'text',
    role: 'text',
    previous_name: 'text',
    new_name: 'text',
    effective_date: 'text',
    ...provenance,
  },
  primaryKey: ['change_id'],
};

const shortages: TableDefinition<ShortageRow> = {
  columns: { state: 'text', subject: 'text', school_year: 'text', schools_affected: 'integer', ...provenance },
  primaryKey: ['state', 'subject', 'school_year'],
};

const standards: TableDefinition<StandardsFrameworkRow> = {
  columns: {
    state: 'text',
    subject: 'text',
    framework: 'text',
    grade_band: 'text',
    standard_count: 'integer',
    ...provenance,
  },
  primaryKey: ['state', 'subject', 'framework', 'grade_band'],
};

const schoolScores: TableDefinition<SchoolScoreRow> = {
  columns: {
    nces_id: 'text',
    funding_score: 'real',
    funding_program_count: 'integer',
    eligible_programs: 'text',
    expected_math: 'real',
    bright_spot_score: 'real',
    bright_spot_tier: 'text',
    health_score: 'real',
    health_tier: 'text',
    opportunity_score: 'real',
    opportunity_budget: 'real',
    opportunity_need: 'real',
    opportunity_timing: 'real',
    opportunity_access: 'real',
    lead_tier: 'text',
    score_inputs: 'text',
  },
  primaryKey: ['nces_id'],
};

export type TableName = keyof DatasetContent;

export const TABLES: { readonly [Name in TableName]: TableDefinition<DatasetContent[Name][number]> } = {
  states,
  districts,
  schools,
  equity,
  finance,
  programs,
  erate_entities: erateEntities,
  erate_vendors: erateVendors,
  erate_commitments: erateCommitments,
  contacts,
  board_items: boardItems,
  leadership_changes: leadershipChanges,
  shortages,
  standards,
  school_scores: schoolScores,
};

export const TABLE_NAMES = Object.keys(TABLES) as TableName[];

/** Bumped when the layout changes incompatibly; stored in `meta` under `schema_version`. */
export const SCHEMA_VERSION = 2;

const SQL_TYPES: Record<ColumnType, string> = { text: 'TEXT', integer: 'INTEGER', real: 'REAL', boolean: 'INTEGER' };

export function columnNames(table: TableName): string[] {
  return Object.keys(TABLES[table].columns);
}

export function booleanColumns(table: TableName): string[] {
  const columns: Record<string, ColumnType> = TABLES[table].columns;
  return Object.entries(columns)
    .filter(([, type]) => type === 'boolean')
    .map(([name]) => name);
}

/**
 * CREATE TABLE statements. Primary keys are UNIQUE constraints on ordinary rowid tables: the
 * schools and districts rowids carry the enrollment rank (see writer.ts), which the search
 * queries use to return matches already in ranked order.
 */
export function tableStatements(): string[] {
  const statements = TABLE_NAMES.map((table) => {
    const columns: Record<string, ColumnType> = TABLES[table].columns;
    const key = TABLES[table].primaryKey;
    const lines = Object.entries(columns).map(
      ([name, type]) => `  ${name} ${SQL_TYPES[type]}${key.includes(name as never) ? ' NOT NULL' : ''}`,
    );
    lines.push(`  UNIQUE (${key.join(', ')})`);
    return `CREATE TABLE ${table} (\n${lines.join(',\n')}\n)`;
  });
  statements.push('CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)');
  return statements;
}

/**
 * Indexes and full-text tables, created after the bulk insert (building them once over sorted data
 * is several times faster than maintaining them row by row). Each serves a named reader query.
 */
export const INDEX_STATEMENTS: readonly string[] = [
  // Derived, not part of the DatasetContent contract: E-Rate commitments summed per vendor, year,
  // recipient state, service type and discount. Vendor rankings and market totals read this
  // (tens of thousands of rows) instead of every commitment joined to its entity.
  `CREATE TABLE erate_vendor_rollup AS
     SELECT c.spin, c.funding_year, e.state, c.service_type, c.category, c.discount_pct,
            count(*) AS commitment_count, sum(c.committed_amount) AS total_committed,
            sum(c.pre_discount_amount) AS pre_discount_total, sum(coalesce(c.disbursed_amount, 0)) AS disbursed_total
       FROM erate_commitments c LEFT JOIN erate_entities e ON e.ben = c.ben
      GROUP BY c.spin, c.funding_year, e.state, c.service_type, c.category, c.discount_pct`,
  // Derived as well: one row per vendor and recipient, for distinct client counts and recipient lists.
  `CREATE TABLE erate_vendor_recipients AS
     SELECT c.spin, c.ben, e.state, count(*) AS commitment_count, sum(c.committed_amount) AS total_committed,
            min(c.funding_year) AS first_year, max(c.funding_year) AS last_year
       FROM erate_commitments c LEFT JOIN erate_entities e ON e.ben = c.ben
      GROUP BY c.spin, c.ben`,
  'CREATE INDEX erate_recipients_spin ON erate_vendor_recipients (spin, state, total_committed)',
  'CREATE INDEX erate_rollup_spin ON erate_vendor_rollup (spin, funding_year, state, service_type, total_committed)',
  'CREATE INDEX erate_rollup_year ON erate_vendor_rollup (funding_year, state, spin, total_committed)',
  'CREATE INDEX erate_rollup_state ON erate_vendor_rollup (state, spin, funding_year, total_committed)',
  // Peers: same state and level, scanned in math order, frl filtered from the index itself.
  'CREATE INDEX schools_peers ON schools (state, level, math_proficiency DESC, frl_pct)',
  // State aggregates (profile, market summary) read only this covering index.
  'CREATE INDEX schools_state_cover ON schools (state, level, enrollment, frl_pct, math_proficiency, title_i_eligible)',
  'CREATE INDEX schools_leaid ON schools (leaid, enrollment DESC)',
  'CREATE INDEX schools_state_enrollment ON schools (state, enrollment DESC)',
  'CREATE INDEX schools_math ON schools (math_proficiency DESC)',
  'CREATE INDEX districts_state ON districts (state, enrollment DESC)',
  'CREATE INDEX finance_state_year ON finance (fiscal_year, leaid)',
  'CREATE INDEX scores_bright_spot ON school_scores (bright_spot_score DESC)',
  'CREATE INDEX scores_opportunity ON school_scores (opportunity_score DESC)',
  'CREATE INDEX scores_lead_tier ON school_scores (lead_tier, opportunity_score DESC)',
  'CREATE INDEX equity_suspension ON equity (suspension_rate DESC)',
  'CREATE INDEX erate_entities_leaid ON erate_entities (leaid)',
  'CREATE INDEX erate_entities_nces ON erate_entities (nces_id)',
  'CREATE INDEX erate_entities_state ON erate_entities (state, ben)',
  'CREATE INDEX erate_commitments_ben ON erate_commitments (ben, funding_year, category, pre_discount_amount)',
  'CREATE INDEX erate_commitments_spin ON erate_commitments (spin, funding_year, ben, service_type, committed_amount)',
  'CREATE INDEX erate_vendors_name ON erate_vendors (name COLLATE NOCASE)',
  'CREATE INDEX contacts_school ON contacts (nces_id)',
  'CREATE INDEX contacts_district ON contacts (leaid)',
  'CREATE INDEX board_items_district ON board_items (leaid, meeting_date DESC)',
  'CREATE INDEX board_items_school ON board_items (nces_id, meeting_date DESC)',
  'CREATE INDEX leadership_date ON leadership_changes (effective_date DESC, change_id)',
  // Token-prefix search. remove_diacritics folds "Peña" to "pena"; the prefix indexes make
  // short prefixes ("li*") a single index probe instead of a scan over every matching term.
  `CREATE VIRTUAL TABLE schools_fts USING fts5(name, city, content='schools', content_rowid='rowid',
     tokenize='unicode61 remove_diacritics 2', prefix='1 2 3')`,
  "INSERT INTO schools_fts (schools_fts) VALUES ('rebuild')",
  `CREATE VIRTUAL TABLE districts_fts USING fts5(name, city, content='districts', content_rowid='rowid',
     tokenize='unicode61 remove_diacritics 2', prefix='1 2 3')`,
  "INSERT INTO districts_fts (districts_fts) VALUES ('rebuild')",
];
