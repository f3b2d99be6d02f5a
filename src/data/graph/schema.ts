/**
 * The graph projection of a dataset, described as data. The kuzu DDL, the Neo4j push, the value
 * shapes returned by both stores and docs/GRAPH-SCHEMA.md are all generated from this one list, so
 * the Cypher the NL-query engine writes and the graph it runs on cannot drift apart.
 */

/** The property types both engines store the same way (kuzu column types; Neo4j Integer/Float/String/Boolean). */
export type GraphPropertyType = 'STRING' | 'INT64' | 'DOUBLE' | 'BOOLEAN';

export interface GraphProperty {
  readonly name: string;
  readonly type: GraphPropertyType;
  readonly description: string;
}

export interface GraphNodeType {
  readonly label: string;
  /** The property that identifies a node (kuzu primary key, Neo4j uniqueness constraint). */
  readonly key: string;
  readonly description: string;
  readonly properties: readonly GraphProperty[];
}

export interface GraphRelationshipType {
  readonly type: string;
  readonly from: string;
  readonly to: string;
  /** MANY_ONE: each `from` node has at most one such relationship. */
  readonly multiplicity: 'MANY_ONE' | 'MANY_MANY';
  readonly description: string;
  readonly properties: readonly GraphProperty[];
  /** Properties that, with both end nodes, identify one relationship (what a Neo4j MERGE matches on). */
  readonly identity: readonly string[];
}

export interface GraphSchema {
  readonly nodes: readonly GraphNodeType[];
  readonly relationships: readonly GraphRelationshipType[];
}

const text = (name: string, description: string): GraphProperty => ({ name, type: 'STRING', description });
const integer = (name: string, description: string): GraphProperty => ({ name, type: 'INT64', description });
const decimal = (name: string, description: string): GraphProperty => ({ name, type: 'DOUBLE', description });
const flag = (name: string, description: string): GraphProperty => ({ name, type: 'BOOLEAN', description });

const STATE: GraphNodeType = {
  label: 'State',
  key: 'abbr',
  description: 'A US state, the District of Columbia or Puerto Rico.',
  properties: [
    text('abbr', 'Two-letter postal abbreviation, e.g. "TX".'),
    text('fips', 'Two-digit state FIPS code, e.g. "48".'),
    text('name', 'Full name, e.g. "Texas".'),
  ],
};

const DISTRICT: GraphNodeType = {
  label: 'District',
  key: 'leaid',
  description: 'A local education agency (school district), with its latest annual finance figures.',
  properties: [
    text('leaid', 'NCES LEA ID, 7 digits (state FIPS + 5).'),
    text('name', 'District name.'),
    text('state', 'Two-letter state abbreviation.'),
    text('city', 'City of the district office.'),
    text('locale', 'One of urban, suburban, town, rural.'),
    integer('school_count', 'Number of schools.'),
    integer('enrollment', 'Students enrolled.'),
    integer('population_5_17', 'Census SAIPE: children aged 5-17 living in the district.'),
    integer('children_in_poverty', 'Census SAIPE: children aged 5-17 in poverty.'),
    decimal('poverty_pct', 'Percent (0-100) of children aged 5-17 in poverty.'),
    decimal('cwift', 'NCES comparable wage index for teachers (1.0 = national average).'),
    integer('finance_year', 'Fiscal year of the finance figures below.'),
    decimal('per_pupil_expenditure', 'Current spending per pupil, US dollars.'),
    decimal('total_expenditure', 'Total expenditure, US dollars.'),
    decimal('instruction_expenditure', 'Instruction expenditure, US dollars.'),
    decimal('revenue_federal', 'Federal revenue, US dollars.'),
    decimal('revenue_state', 'State revenue, US dollars.'),
    decimal('revenue_local', 'Local revenue, US dollars.'),
    decimal('title_i_revenue', 'Title I revenue, US dollars.'),
    decimal('idea_revenue', 'IDEA (special education) revenue, US dollars.'),
  ],
};

const SCHOOL: GraphNodeType = {
  label: 'School',
  key: 'nces_id',
  description: 'A public school, with its civil-rights indicators and derived scores.',
  properties: [
    text('nces_id', 'NCES school ID, 12 digits (LEA ID + 5).'),
    text('name', 'School name.'),
    text('leaid', 'NCES LEA ID of its district.'),
    text('state', 'Two-letter state abbreviation.'),
    text('city', 'City.'),
    text('zip', 'Five-digit ZIP code.'),
    decimal('lat', 'Latitude.'),
    decimal('lon', 'Longitude.'),
    text('locale', 'One of urban, suburban, town, rural.'),
    text('level', 'One of Elementary, Middle, High.'),
    text('grade_low', 'Lowest grade offered, e.g. "PK", "KG", "06".'),
    text('grade_high', 'Highest grade offered, e.g. "05", "12".'),
    integer('enrollment', 'Students enrolled.'),
    integer('frl_count', 'Students eligible for free or reduced-price lunch.'),
    decimal('frl_pct', 'Percent (0-100) of students eligible for free or reduced-price lunch.'),
    flag('cep', 'Community Eligibility Provision school.'),
    flag('title_i_eligible', 'Eligible for Title I.'),
    flag('title_i_schoolwide', 'Runs a Title I schoolwide program.'),
    decimal('math_proficiency', 'Percent (0-100) of students proficient in math.'),
    decimal('reading_proficiency', 'Percent (0-100) of students proficient in reading.'),
    decimal('teachers_fte', 'Teachers, full-time equivalent.'),
    decimal('pupil_teacher_ratio', 'Students per teacher.'),
    decimal('counselors_fte', 'Counselors, full-time equivalent.'),
    decimal('ell_pct', 'Percent (0-100) of English learners.'),
    decimal('swd_pct', 'Percent (0-100) of students with disabilities.'),
    decimal('suspension_rate', 'Percent (0-100) of students suspended (civil-rights data).'),
    integer('ap_course_count', 'Advanced Placement courses offered.'),
    decimal('pct_white', 'Percent (0-100) of students who are White.'),
    decimal('pct_black', 'Percent (0-100) of students who are Black.'),
    decimal('pct_hispanic', 'Percent (0-100) of students who are Hispanic.'),
    decimal('pct_asian', 'Percent (0-100) of students who are Asian.'),
    decimal('math_gap_low_income', 'Math proficiency of low-income students minus all students, points.'),
    decimal('funding_score', 'Funding score, 0-100.'),
    integer('funding_program_count', 'Number of grant programs the school is eligible for.'),
    decimal('expected_math', 'Math proficiency expected for its FRL level, percent.'),
    decimal('bright_spot_score', 'How far the school beats its expected math proficiency, 0-100.'),
    text('bright_spot_tier', '"BRIGHT_SPOT" or null.'),
    decimal('health_score', 'Health score, 0-100.'),
    text('health_tier', 'One of THRIVING, STABLE, AT_RISK, CRITICAL.'),
    decimal('opportunity_score', 'Sales opportunity score, 0-100.'),
    decimal('opportunity_budget', 'Opportunity dimension: available funding, 0-100.'),
    decimal('opportunity_need', 'Opportunity dimension: resource gaps, 0-100.'),
    decimal('opportunity_timing', 'Opportunity dimension: procurement signals, 0-100.'),
    decimal('opportunity_access', 'Opportunity dimension: decision-maker reachability, 0-100.'),
    text('lead_tier', 'One of HOT, WARM, NURTURE, MONITOR.'),
  ],
};

const PROGRAM: GraphNodeType = {
  label: 'Program',
  key: 'program_id',
  description: 'A federal grant program.',
  properties: [
    text('program_id', 'One of TITLE_I_A, TITLE_II_A, TITLE_III_A, TITLE_IV_A, IDEA_B, 21ST_CCLC, PERKINS_V.'),
    text('name', 'Program name.'),
    text('assistance_listing', 'Assistance Listing (CFDA) number, e.g. "84.010".'),
    text('statute', 'Authorising statute.'),
    decimal('annual_appropriation', 'Annual federal appropriation, US dollars.'),
    integer('appropriation_year', 'Year of the appropriation.'),
  ],
};

const VENDOR: GraphNodeType = {
  label: 'Vendor',
  key: 'spin',
  description: 'An E-Rate service provider.',
  properties: [
    text('spin', 'Service Provider Identification Number.'),
    text('name', 'Vendor name.'),
    text('status', 'Active or Closed.'),
    text('state', 'Two-letter state abbreviation of its address.'),
    text('city', 'City of its address.'),
  ],
};

export const GRAPH_SCHEMA: GraphSchema = {
  nodes: [STATE, DISTRICT, SCHOOL, PROGRAM, VENDOR],
  relationships: [
    {
      type: 'IN_STATE',
      from: 'District',
      to: 'State',
      multiplicity: 'MANY_ONE',
      description: 'The state a district belongs to.',
      properties: [],
      identity: [],
    },
    {
      type: 'IN_DISTRICT',
      from: 'School',
      to: 'District',
      multiplicity: 'MANY_ONE',
      description: 'The district a school belongs to.',
      properties: [],
      identity: [],
    },
    {
      type: 'ELIGIBLE_FOR',
      from: 'School',
      to: 'Program',
      multiplicity: 'MANY_MANY',
      description: 'A grant program the school is eligible for.',
      properties: [],
      identity: [],
    },
    {
      type: 'SERVED',
      from: 'Vendor',
      to: 'District',
      multiplicity: 'MANY_MANY',
      description:
        'E-Rate funding committed for services a vendor provides to a district or its schools: one ' +
        'relationship per funding year, category and service type, summed over funding requests.',
      properties: [
        integer('funding_year', 'E-Rate funding year, e.g. 2024.'),
        integer('category', '1 (connectivity) or 2 (internal connections).'),
        text('service_type', 'e.g. "Data Transmission and/or Internet Access", "Internal Connections".'),
        decimal('committed_amount', 'Committed E-Rate funding, US dollars (sum).'),
        decimal('pre_discount_amount', 'Pre-discount cost, US dollars (sum).'),
        integer('request_count', 'Number of funding requests (FRNs) summed.'),
      ],
      identity: ['funding_year', 'category', 'service_type'],
    },
    {
      type: 'MENTIONED_IN_BOARD',
      from: 'Vendor',
      to: 'District',
      multiplicity: 'MANY_MANY',
      description: 'A school board item of the district that names the vendor.',
      properties: [
        text('item_id', 'Board item ID.'),
        text('meeting_date', 'Meeting date, ISO "YYYY-MM-DD" (compare as text).'),
        text('kind', 'One of vendor_mention, curriculum_adoption, budget_approval, leadership_change, technology_decision.'),
        text('summary', 'What the board decided or discussed.'),
        decimal('amount', 'Amount in US dollars, when the item has one.'),
      ],
      identity: ['item_id'],
    },
  ],
};

export function nodeType(schema: GraphSchema, label: string): GraphNodeType {
  const found = schema.nodes.find((node) => node.label === label);
  if (!found) throw new Error(`The graph schema has no node label ${label}`);
  return found;
}

export function relationshipType(schema: GraphSchema, type: string): GraphRelationshipType {
  const found = schema.relationships.find((relationship) => relationship.type === type);
  if (!found) throw new Error(`The graph schema has no relationship type ${type}`);
  return found;
}

/** kuzu DDL, one statement per entry (kuzu runs one statement per call). */
export function kuzuSchemaStatements(schema: GraphSchema): string[] {
  const columns = (properties: readonly GraphProperty[]) =>
    properties.map((property) => `${property.name} ${property.type}`);
  return [
    ...schema.nodes.map(
      (node) =>
        `CREATE NODE TABLE ${node.label}(${[...columns(node.properties), `PRIMARY KEY (${node.key})`].join(', ')})`,
    ),
    ...schema.relationships.map(
      (relationship) =>
        `CREATE REL TABLE ${relationship.type}(${[
          `FROM ${relationship.from} TO ${relationship.to}`,
          ...columns(relationship.properties),
          relationship.multiplicity,
        ].join(', ')})`,
    ),
  ];
}
