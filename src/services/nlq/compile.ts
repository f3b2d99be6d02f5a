import type { Metric } from './lexicon.js';
import type { Condition, GroupKey, QueryPlan } from './plan.js';

/**
 * QueryPlan -> one Cypher statement in the subset kuzu and Neo4j share (docs/GRAPH-SCHEMA.md). Every
 * value, including the row limit, is a $parameter; the only text spliced in is property and alias
 * names taken from the lexicon, never from the question.
 */
export interface CompiledQuery {
  cypher: string;
  params: Record<string, unknown>;
}

export class UnsupportedPlan extends Error {}

const ALIAS: Record<QueryPlan['subject'], string> = { School: 's', District: 'd', Served: 'r' };

export function compilePlan(plan: QueryPlan, rowCap: number): CompiledQuery {
  const params: Record<string, unknown> = {};
  const where: string[] = [];
  const bind = (name: string, value: unknown) => {
    params[name] = value;
    return `$${name}`;
  };
  const { filters, subject } = plan;
  const node = subject === 'School' ? 's' : 'd';
  const property = (metric: Metric): string => {
    const name = metric.property[subject];
    if (!name) throw new UnsupportedPlan(`${metric.label} is not recorded for ${subject === 'Served' ? 'E-Rate commitments' : `${subject.toLowerCase()}s`}.`);
    return `${ALIAS[subject] === 'r' ? 'r' : node}.${name}`;
  };

  const matches: string[] = [];
  if (subject === 'School') {
    matches.push(filters.program ? 'MATCH (s:School)-[:ELIGIBLE_FOR]->(p:Program)' : 'MATCH (s:School)');
    if (filters.program) where.push(`p.program_id = ${bind('program', filters.program)}`);
    if (filters.district || plan.groupBy === 'district') matches.push('MATCH (s)-[:IN_DISTRICT]->(d:District)');
  } else if (subject === 'District') {
    matches.push('MATCH (d:District)');
  } else {
    matches.push('MATCH (v:Vendor)-[r:SERVED]->(d:District)');
  }

  if (filters.state) where.push(`${subject === 'Served' ? 'd' : node}.state = ${bind('state', filters.state)}`);
  if (filters.district) where.push(`d.name = ${bind('district', filters.district)}`);
  if (filters.vendor) {
    if (subject !== 'Served') throw new UnsupportedPlan('Vendors are linked to districts through E-Rate commitments; ask about their E-Rate funding or the districts they serve.');
    where.push(`v.name = ${bind('vendor', filters.vendor)}`);
  }
  if (filters.fundingYear !== undefined) {
    if (subject !== 'Served') throw new UnsupportedPlan('Funding years apply to E-Rate commitments.');
    where.push(`r.funding_year = ${bind('funding_year', filters.fundingYear)}`);
  }
  if (filters.locale) where.push(`${subject === 'Served' ? 'd' : node}.locale = ${bind('locale', filters.locale)}`);

  const schoolOnly: [unknown, string, string, unknown][] = [
    [filters.level, 'level', 'level', filters.level],
    [filters.titleI, 'title_i_eligible', 'title_i', filters.titleI],
    [filters.titleISchoolwide, 'title_i_schoolwide', 'title_i_schoolwide', true],
    [filters.cep, 'cep', 'cep', true],
    [filters.leadTier, 'lead_tier', 'lead_tier', filters.leadTier],
    [filters.healthTier, 'health_tier', 'health_tier', filters.healthTier],
    [filters.brightSpot, 'bright_spot_tier', 'bright_spot', 'BRIGHT_SPOT'],
    [filters.program, '', '', undefined],
  ];
  for (const [present, name, parameter, value] of schoolOnly) {
    if (present === undefined) continue;
    if (subject !== 'School') throw new UnsupportedPlan('Levels, programs, Title I and lead or health tiers describe schools; ask about schools.');
    if (name) where.push(`s.${name} = ${bind(parameter, value)}`);
  }
  filters.conditions.forEach((condition, index) => where.push(conditionText(condition, property(condition.metric), `min_${index}`, bind)));

  const { returns, order, needsNotNull } = returnClause(plan, property, bind, rowCap);
  if (needsNotNull) where.push(`${needsNotNull} IS NOT NULL`);
  const lines = [...matches];
  if (where.length > 0) lines.push(`WHERE ${where.join(' AND ')}`);
  lines.push(returns);
  if (order) lines.push(order);
  return { cypher: lines.join('\n'), params };
}

function conditionText(condition: Condition, target: string, name: string, bind: (name: string, value: unknown) => string): string {
  if (condition.comparator === 'between') {
    return `${target} >= ${bind(name, condition.value)} AND ${target} <= ${bind(`${name}_upper`, condition.upper)}`;
  }
  return `${target} ${condition.comparator} ${bind(name, condition.value)}`;
}

function returnClause(
  plan: QueryPlan,
  property: (metric: Metric) => string,
  bind: (name: string, value: unknown) => string,
  rowCap: number,
): { returns: string; order?: string; needsNotNull?: string } {
  const { subject, metric } = plan;
  const limit = (count: number) => `LIMIT ${bind('limit', Math.max(1, Math.min(count, rowCap)))}`;
  const nameOf = subject === 'School' ? 's.name AS school' : subject === 'District' ? 'd.name AS district' : plan.countOf === 'district' ? 'd.name AS district' : 'v.name AS vendor';
  const nameAlias = nameOf.split(' AS ')[1]!;
  const measure = (op: string) => {
    if (subject === 'Served' && !metric) return `${op}(r.committed_amount) AS ${op === 'sum' ? 'committed' : `${word(op)}_committed`}`;
    return `${op}(${property(metric!)}) AS ${word(op)}_${metric!.key}`;
  };
  const counted = subject === 'School' ? 'count(s) AS schools' : subject === 'District' ? 'count(d) AS districts'
    : plan.countOf === 'district' ? 'count(DISTINCT d.leaid) AS districts' : 'count(DISTINCT v.spin) AS vendors';

  if (plan.groupBy) {
    const key = groupExpression(plan.groupBy, subject);
    const value = plan.operation === 'count' ? counted : measure(plan.operation === 'top' ? 'sum' : plan.operation);
    const valueAlias = value.split(' AS ')[1]!;
    if (plan.limit) return { returns: `RETURN ${key.expression} AS ${key.alias}, ${value}`, order: `ORDER BY ${valueAlias} ${plan.direction === 'asc' ? 'ASC' : 'DESC'}, ${key.alias} ${limit(plan.limit)}` };
    return { returns: `RETURN ${key.expression} AS ${key.alias}, ${value}`, order: `ORDER BY ${key.alias} ${limit(rowCap)}` };
  }
  switch (plan.operation) {
    case 'count':
      return { returns: `RETURN ${counted}` };
    case 'avg':
    case 'sum':
    case 'min':
    case 'max':
      return { returns: `RETURN ${measure(plan.operation)}` };
    case 'top': {
      if (subject === 'Served') {
        const direction = plan.direction === 'asc' ? 'ASC' : 'DESC';
        return { returns: `RETURN ${nameOf}, sum(r.committed_amount) AS committed`, order: `ORDER BY committed ${direction}, ${nameAlias} ${limit(plan.limit ?? 10)}` };
      }
      const target = property(metric!);
      const context = subject === 'School' ? ', s.city AS city, s.state AS state' : ', d.state AS state';
      return {
        returns: `RETURN ${nameOf}${context}, ${target} AS ${metric!.key}`,
        order: `ORDER BY ${metric!.key} ${plan.direction === 'asc' ? 'ASC' : 'DESC'}, ${nameAlias} ${limit(plan.limit ?? 10)}`,
        needsNotNull: target,
      };
    }
    case 'list': {
      if (subject === 'Served') {
        const extra = plan.countOf === 'district' ? ', d.state AS state' : '';
        return { returns: `RETURN DISTINCT ${nameOf}${extra}`, order: `ORDER BY ${nameAlias} ${limit(1_000_000)}` };
      }
      const shown = new Map<string, string>();
      if (metric) shown.set(metric.key, property(metric));
      for (const condition of plan.filters.conditions) shown.set(condition.metric.key, property(condition.metric));
      const context = subject === 'School' ? ', s.city AS city, s.state AS state' : ', d.state AS state';
      const extra = [...shown].map(([alias, expression]) => `, ${expression} AS ${alias}`).join('');
      return { returns: `RETURN ${nameOf}${context}${extra}`, order: `ORDER BY ${nameAlias} ${limit(1_000_000)}` };
    }
  }
}

function groupExpression(key: GroupKey, subject: QueryPlan['subject']): { expression: string; alias: string } {
  switch (key) {
    case 'state':
      return { expression: subject === 'School' ? 's.state' : 'd.state', alias: 'state' };
    case 'level':
      if (subject !== 'School') throw new UnsupportedPlan('Only schools have a level.');
      return { expression: 's.level', alias: 'level' };
    case 'locale':
      return { expression: subject === 'School' ? 's.locale' : 'd.locale', alias: 'locale' };
    case 'district':
      return { expression: 'd.name', alias: 'district' };
    case 'funding_year':
      if (subject !== 'Served') throw new UnsupportedPlan('Funding years apply to E-Rate commitments.');
      return { expression: 'r.funding_year', alias: 'funding_year' };
    case 'vendor':
      if (subject !== 'Served') throw new UnsupportedPlan('Vendors are grouped through their E-Rate commitments.');
      return { expression: 'v.name', alias: 'vendor' };
  }
}

function word(op: string): string {
  return { avg: 'average', sum: 'total', min: 'lowest', max: 'highest' }[op] ?? op;
}
