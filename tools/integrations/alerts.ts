import { z } from 'zod';
import type { AlertRule } from '../../src/data/state/integrations/alerts-store.js';
import { badRequest, notFound, type FieldError } from '../../src/errors.js';
import { snapshotOf } from '../../src/services/alerts/evaluate.js';
import { ALERT_DIRECTIONS, ALERT_KINDS, ALERT_METRICS } from '../../src/services/alerts/kinds.js';
import { defineTool } from '../../src/tooling/define-tool.js';
import { StateAbbr } from '../common/inputs.js';
import { IsoTimestamp } from '../common/tiers.js';
import { integrationsOf, ObjectId } from './common.js';

const Rule = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(ALERT_KINDS),
  watchlist_id: z.string().nullable().describe('The watchlist whose schools are watched; null when the rule watches a state.'),
  state: z.string().nullable().describe('The state whose schools are watched; null when the rule watches a watchlist.'),
  metric: z.enum(ALERT_METRICS).nullable(),
  threshold: z.number().nullable(),
  direction: z.enum(ALERT_DIRECTIONS).nullable(),
  dataset: z.string().describe('sandbox or live: the dataset the rule is evaluated on (that of the key that made it).'),
  created_at: IsoTimestamp,
  last_evaluated_at: IsoTimestamp.nullable(),
  fired_count: z.number().int(),
  last_fired_at: IsoTimestamp.nullable(),
});

const Firing = z.object({
  id: z.string(),
  alert_id: z.string(),
  nces_id: z.string().nullable(),
  fired_at: IsoTimestamp,
  data: z.record(z.string(), z.unknown()).describe('What fired: the school, and the change (from/to tier, score and threshold, commitment, leadership change).'),
});

function shown(rule: AlertRule, counts: Map<string, { count: number; last: string | null }>): z.infer<typeof Rule> {
  return {
    id: rule.id,
    name: rule.name,
    kind: rule.kind as z.infer<typeof Rule>['kind'],
    watchlist_id: rule.watchlist_id,
    state: rule.state,
    metric: rule.metric as z.infer<typeof Rule>['metric'],
    threshold: rule.threshold === null ? null : Number(rule.threshold),
    direction: rule.direction as z.infer<typeof Rule>['direction'],
    dataset: rule.dataset,
    created_at: rule.created_at,
    last_evaluated_at: rule.last_evaluated_at,
    fired_count: counts.get(rule.id)?.count ?? 0,
    last_fired_at: counts.get(rule.id)?.last ?? null,
  };
}

export const createAlert = defineTool({
  name: 'alerts_create',
  title: 'Create an alert rule',
  description: 'Creates an alert rule on a watchlist\'s or state\'s schools: leadership change, lead tier change, new E-Rate commitment or score threshold. Fires alert.fired.',
  group: 'integrations',
  access: 'PROFESSIONAL',
  effect: 'write',
  rest: { method: 'POST', path: '/alerts', status: 201 },
  input: z.object({
    kind: z.enum(ALERT_KINDS).describe('What to watch.'),
    name: z.string().trim().min(1).max(200).optional().describe('Rule name.'),
    watchlist_id: z.string().min(1).max(64).optional().describe('Watchlist to watch (or state).'),
    state: StateAbbr.optional().describe('State to watch (or watchlist_id).'),
    metric: z.enum(ALERT_METRICS).optional().describe('score_threshold: the score to watch.'),
    threshold: z.number().min(0).max(100).optional().describe('score_threshold only: the value to cross, 0-100.'),
    direction: z.enum(ALERT_DIRECTIONS).optional().describe('score_threshold: crossing upward or downward.'),
  }),
  output: Rule,
  handler: async (context, input) => {
    const { store, accountId } = integrationsOf(context);
    const errors: FieldError[] = [];
    if ((input.watchlist_id === undefined) === (input.state === undefined)) errors.push({ field: 'watchlist_id', message: 'give exactly one of watchlist_id and state' });
    const threshold = input.kind === 'score_threshold';
    if (threshold && input.metric === undefined) errors.push({ field: 'metric', message: 'required for score_threshold' });
    if (threshold && input.threshold === undefined) errors.push({ field: 'threshold', message: 'required for score_threshold' });
    if (!threshold) {
      for (const field of ['metric', 'threshold', 'direction'] as const) {
        if (input[field] !== undefined) errors.push({ field, message: 'only for score_threshold' });
      }
    }
    if (errors.length > 0) throw badRequest('Invalid alert rule.', errors);
    if (input.watchlist_id !== undefined && !(await store.watchlists.get(accountId, input.watchlist_id))) throw notFound(`No watchlist ${input.watchlist_id} in this account.`);
    const reader = context.dataset.reader;
    if (input.state !== undefined && !reader.getState(input.state)) throw notFound(`No state ${input.state}.`);

    const draft: AlertRule = {
      id: 'draft',
      account_id: accountId,
      name: input.name ?? `${input.kind}${threshold ? ` ${input.metric} ${input.direction ?? 'above'} ${input.threshold}` : ''} on ${input.watchlist_id ?? input.state}`,
      kind: input.kind,
      dataset: context.dataset.name,
      watchlist_id: input.watchlist_id ?? null,
      state: input.state ?? null,
      metric: input.metric ?? null,
      threshold: input.threshold ?? null,
      direction: threshold ? (input.direction ?? 'above') : null,
      created_at: '',
      last_evaluated_at: null,
    };
    const baseline = await snapshotOf(store, reader, draft);
    const { id: _draft, created_at: _created, last_evaluated_at: _evaluated, ...rule } = draft;
    const created = await store.alerts.create(rule, baseline.observations, context.now());
    return shown(created, new Map());
  },
});

export const listAlerts = defineTool({
  name: 'alerts_list',
  title: 'List alert rules',
  description: 'The account\'s alert rules with fire counts and last fired.',
  group: 'integrations',
  access: 'PROFESSIONAL',
  effect: 'read',
  rest: { method: 'GET', path: '/alerts' },
  input: z.object({}),
  output: z.object({ alerts: z.array(Rule) }),
  handler: async (context) => {
    const { store, accountId } = integrationsOf(context);
    const counts = await store.alerts.firingCounts(accountId);
    return { alerts: (await store.alerts.list(accountId)).map((rule) => shown(rule, counts)) };
  },
});

export const deleteAlert = defineTool({
  name: 'alerts_delete',
  title: 'Delete an alert rule',
  description: 'Deletes an alert rule of the account.',
  group: 'integrations',
  access: 'PROFESSIONAL',
  effect: 'write',
  rest: { method: 'DELETE', path: '/alerts/{alert_id}' },
  input: z.object({ alert_id: ObjectId('alert rule', 'alr_') }),
  output: z.object({ id: z.string(), deleted: z.literal(true) }),
  handler: async (context, { alert_id }) => {
    const { store, accountId } = integrationsOf(context);
    if (!(await store.alerts.delete(accountId, alert_id))) throw notFound(`No alert rule ${alert_id} in this account.`);
    return { id: alert_id, deleted: true as const };
  },
});

export const listFiredAlerts = defineTool({
  name: 'alerts_fired',
  title: 'Alerts that fired',
  description: 'Alerts fired for the account, newest first, optionally for one rule.',
  group: 'integrations',
  access: 'PROFESSIONAL',
  effect: 'read',
  rest: { method: 'GET', path: '/alerts/fired' },
  input: z.object({
    alert_id: z.string().min(1).max(64).optional().describe('Only firings of this rule.'),
    limit: z.number().int().min(1).max(200).default(50).describe('Firings to return.'),
  }),
  output: z.object({ firings: z.array(Firing) }),
  handler: async (context, { alert_id, limit }) => {
    const { store, accountId } = integrationsOf(context);
    if (alert_id !== undefined && !(await store.alerts.get(accountId, alert_id))) throw notFound(`No alert rule ${alert_id} in this account.`);
    const firings = await store.alerts.firings(accountId, { ...(alert_id === undefined ? {} : { ruleId: alert_id }), limit });
    return {
      firings: firings.map((firing) => ({ id: firing.id, alert_id: firing.rule_id, nces_id: firing.nces_id, fired_at: firing.fired_at, data: firing.data as Record<string, unknown> })),
    };
  },
});

export const alertTools = [createAlert, listAlerts, deleteAlert, listFiredAlerts];
