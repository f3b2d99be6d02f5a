import { STATE_BY_ABBR, type Metric, PROGRAMS } from './lexicon.js';
import type { QueryPlan } from './plan.js';

/**
 * The answer sentence of the local engine, built from the plan and the rows the query returned: it
 * only states numbers that are in the result.
 */
export function phraseAnswer(plan: QueryPlan, columns: string[], rows: Record<string, unknown>[], truncated: boolean): string {
  const scope = describeScope(plan);
  const first = rows[0];
  const value = first ? first[columns.at(-1)!] : undefined;
  if (plan.groupBy) {
    if (rows.length === 0) return `No ${scope} matched, so there is nothing to group.`;
    const [key, measure] = columns as [string, string];
    if (plan.limit === 1) {
      return `${groupLabel(first![key])} has the ${plan.direction === 'asc' ? 'lowest' : 'highest'} ${measureLabel(plan)}: ${format(first![measure], unitOf(plan))}${scope ? ` (${scope})` : ''}.`;
    }
    const listed = rows.slice(0, 5).map((row) => `${groupLabel(row[key])} ${format(row[measure], unitOf(plan))}`).join(', ');
    return `${measureLabel(plan)[0]!.toUpperCase()}${measureLabel(plan).slice(1)} by ${key.replace('_', ' ')}, ${scope}: ${rows.length} groups (${listed}${rows.length > 5 ? ', …' : ''}).`;
  }
  switch (plan.operation) {
    case 'count':
      return `There ${value === 1 ? 'is' : 'are'} ${format(value, 'count')} ${scope}.`;
    case 'avg':
    case 'sum':
    case 'min':
    case 'max': {
      const name = { avg: 'average', sum: 'total', min: 'lowest', max: 'highest' }[plan.operation];
      if (value === null || value === undefined) return `No ${scope} with a recorded ${measureLabel(plan)} matched, so there is no ${name} to give.`;
      return `The ${name} ${measureLabel(plan)} of ${scope} is ${format(value, unitOf(plan))}.`;
    }
    case 'top': {
      if (rows.length === 0) return `No ${scope} with a recorded ${measureLabel(plan)} matched.`;
      const measure = columns.at(-1)!;
      const listed = rows.slice(0, 10).map((row, index) => `${index + 1}. ${String(row[columns[0]!])} (${format(row[measure], unitOf(plan))})`).join('; ');
      return `${rows.length === 1 ? 'The' : `The ${rows.length}`} ${scope} with the ${plan.direction === 'asc' ? 'lowest' : 'highest'} ${measureLabel(plan)}: ${listed}${rows.length > 10 ? '; …' : ''}.`;
    }
    case 'list': {
      if (rows.length === 0) return `No ${scope} matched.`;
      const names = rows.slice(0, 5).map((row) => String(row[columns[0]!])).join(', ');
      return `${format(rows.length, 'count')}${truncated ? '+' : ''} ${scope} matched${rows.length > 5 ? `, including ${names}` : `: ${names}`}.`;
    }
  }
}

function unitOf(plan: QueryPlan): Metric['unit'] {
  if (plan.operation === 'count') return 'count';
  return plan.metric?.unit ?? (plan.subject === 'Served' ? 'dollars' : 'count');
}

function measureLabel(plan: QueryPlan): string {
  if (plan.operation === 'count') return `number of ${plan.subject === 'School' ? 'schools' : plan.countOf === 'vendor' ? 'vendors' : 'districts'}`;
  if (plan.metric) return plan.metric.label;
  return plan.subject === 'Served' ? 'E-Rate funding committed' : 'value';
}

function groupLabel(value: unknown): string {
  // "Texas (TX)": the name people read, and the code a later request (or a program) uses.
  if (typeof value === 'string' && STATE_BY_ABBR.has(value)) return `${STATE_BY_ABBR.get(value)!.name} (${value})`;
  return String(value);
}

/** "rural elementary schools in Ohio with FRL over 70%", "E-Rate commitments in Texas in 2024". */
export function describeScope(plan: QueryPlan): string {
  const f = plan.filters;
  const adjectives = [
    f.leadTier ? `${f.leadTier} lead` : '',
    f.brightSpot ? 'bright-spot' : '',
    f.healthTier ? f.healthTier.toLowerCase().replace('_', '-') : '',
    f.titleI === true ? 'Title I' : f.titleI === false ? 'non-Title I' : '',
    f.titleISchoolwide ? 'Title I schoolwide' : '',
    f.cep ? 'CEP' : '',
    f.locale ?? '',
    f.level ? f.level.toLowerCase() : '',
  ].filter(Boolean);
  const noun = plan.subject === 'School' ? 'schools' : plan.subject === 'District' ? 'districts'
    : plan.operation === 'count' || plan.operation === 'list' ? (plan.countOf === 'district' ? 'districts served through E-Rate' : 'E-Rate vendors') : 'E-Rate commitments';
  const parts = [`${adjectives.join(' ')} ${noun}`.trim()];
  if (f.vendor) parts.push(`of ${f.vendor}`);
  if (f.district) parts.push(`in ${f.district}`);
  if (f.state) parts.push(`in ${STATE_BY_ABBR.get(f.state)?.name ?? f.state}`);
  else if (!f.district) parts.push('nationwide');
  if (f.fundingYear !== undefined) parts.push(`in funding year ${f.fundingYear}`);
  if (f.program) parts.push(`eligible for ${PROGRAMS.find((program) => program.value === f.program)?.label ?? f.program}`);
  for (const condition of f.conditions) {
    const unit = condition.metric.unit;
    const bound = condition.comparator === 'between'
      ? `between ${format(condition.value, unit)} and ${format(condition.upper, unit)}`
      : `${{ '>': 'over', '>=': 'at least', '<': 'under', '<=': 'at most' }[condition.comparator]} ${format(condition.value, unit)}`;
    parts.push(`with ${condition.metric.label} ${bound}`);
  }
  return parts.join(' ');
}

export function format(value: unknown, unit: Metric['unit']): string {
  if (typeof value !== 'number') return value === null || value === undefined ? 'unknown' : String(value);
  switch (unit) {
    case 'percent':
      return `${round(value, 1)}%`;
    case 'dollars':
      return `$${value.toLocaleString('en-US', { maximumFractionDigits: 0 })}`;
    case 'count':
      return Number.isInteger(value) ? value.toLocaleString('en-US') : round(value, 1).toLocaleString('en-US');
    default:
      return String(round(value, 2));
  }
}

function round(value: number, digits: number): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}
