import { z } from 'zod';
import { defineTool, type AnyTool } from '../../src/tooling/define-tool.js';
import { complianceCheck } from '../funding/compliance-check.js';
import { IsoTimestamp } from '../common/tiers.js';
import { schoolProfile } from '../schools/profile.js';
import { searchSchools } from '../schools/search.js';
import { integrationsOf } from './common.js';

/**
 * The catalogue an automation platform (Zapier, Make, n8n) reads: triggers, each with a webhook
 * event where one exists and a polling endpoint that returns items newest first with a stable
 * `id` (for de-duplication) and `created_at`; and actions, each an existing endpoint with its
 * input and output JSON Schemas.
 */
const TRIGGER_NAMES = ['new_school_saved', 'alert_fired', 'report_generated'] as const;
type TriggerName = (typeof TRIGGER_NAMES)[number];

const PollItem = z.object({
  id: z.string().describe('Stable id of the item: a platform de-duplicates on it.'),
  created_at: IsoTimestamp,
  data: z.record(z.string(), z.unknown()),
});

const TRIGGERS: Record<TriggerName, { title: string; description: string; webhook_event: string | null; item: z.ZodType }> = {
  new_school_saved: {
    title: 'New school saved',
    description: 'A school was saved to one of the account\'s watchlists.',
    webhook_event: 'watchlist.changed',
    item: PollItem.extend({ data: z.object({ watchlist_id: z.string(), watchlist_name: z.string(), nces_id: z.string() }) }),
  },
  alert_fired: {
    title: 'Alert fired',
    description: 'One of the account\'s alert rules fired (leadership change, lead tier change, new E-Rate commitment, score crossing).',
    webhook_event: 'alert.fired',
    item: PollItem.extend({ data: z.object({ alert_id: z.string(), nces_id: z.string().nullable() }).catchall(z.unknown()) }),
  },
  report_generated: {
    title: 'Report generated',
    description: 'The account generated a grant narrative, purchase justification or district report (POST /grants/write, /reports/justification, /reports/district).',
    webhook_event: null,
    item: PollItem,
  },
};

const ACTIONS: { key: string; title: string; tool: AnyTool }[] = [
  { key: 'search_schools', title: 'Search schools', tool: searchSchools },
  { key: 'get_profile', title: 'Get a school profile', tool: schoolProfile },
  { key: 'check_compliance', title: 'Check compliance', tool: complianceCheck },
];

const jsonSchema = (schema: z.ZodType, io: 'input' | 'output') =>
  z.toJSONSchema(schema, { target: 'draft-7', io, unrepresentable: 'any' }) as Record<string, unknown>;

export const listTriggers = defineTool({
  name: 'integrations_triggers',
  title: 'Automation triggers and actions',
  description: 'Triggers and actions for automation platforms, with JSON Schemas and each trigger\'s polling endpoint and webhook event.',
  group: 'integrations',
  access: 'PROFESSIONAL',
  effect: 'read',
  rest: { method: 'GET', path: '/integrations/triggers' },
  input: z.object({}),
  output: z.object({
    triggers: z.array(
      z.object({
        key: z.enum(TRIGGER_NAMES),
        title: z.string(),
        description: z.string(),
        webhook_event: z.string().nullable(),
        polling: z.object({ method: z.literal('GET'), path: z.string(), id_field: z.literal('id'), timestamp_field: z.literal('created_at'), order: z.literal('newest_first') }),
        output_schema: z.record(z.string(), z.unknown()),
      }),
    ),
    actions: z.array(
      z.object({
        key: z.string(),
        title: z.string(),
        description: z.string(),
        tool: z.string(),
        method: z.string(),
        path: z.string(),
        tier: z.string(),
        input_schema: z.record(z.string(), z.unknown()),
        output_schema: z.record(z.string(), z.unknown()),
      }),
    ),
  }),
  handler: () => ({
    triggers: TRIGGER_NAMES.map((key) => ({
      key,
      title: TRIGGERS[key].title,
      description: TRIGGERS[key].description,
      webhook_event: TRIGGERS[key].webhook_event,
      polling: { method: 'GET' as const, path: `/integrations/poll/${key}`, id_field: 'id' as const, timestamp_field: 'created_at' as const, order: 'newest_first' as const },
      output_schema: jsonSchema(TRIGGERS[key].item, 'output'),
    })),
    actions: ACTIONS.map(({ key, title, tool }) => ({
      key,
      title,
      description: tool.description,
      tool: tool.name,
      method: tool.rest!.method,
      path: tool.rest!.path,
      tier: tool.access,
      input_schema: jsonSchema(tool.input, 'input'),
      output_schema: jsonSchema(tool.output, 'output'),
    })),
  }),
});

export const pollTrigger = defineTool({
  name: 'integrations_poll',
  title: 'Poll a trigger',
  description: 'A trigger\'s latest items for the account, newest first, for platforms that poll instead of using webhooks.',
  group: 'integrations',
  access: 'PROFESSIONAL',
  effect: 'read',
  rest: { method: 'GET', path: '/integrations/poll/{trigger}' },
  input: z.object({
    trigger: z.enum(TRIGGER_NAMES).describe('Trigger key.'),
    limit: z.number().int().min(1).max(100).default(25).describe('Items to return.'),
  }),
  output: z.object({ trigger: z.enum(TRIGGER_NAMES), items: z.array(PollItem) }),
  handler: async (context, { trigger, limit }) => {
    const { store, accountId } = integrationsOf(context);
    if (trigger === 'new_school_saved') {
      const saved = await store.watchlists.savedSchools(accountId, limit);
      return {
        trigger,
        items: saved.map((row) => ({
          id: `${row.watchlist_id}.${row.nces_id}.${row.added_at}`,
          created_at: row.added_at,
          data: { watchlist_id: row.watchlist_id, watchlist_name: row.watchlist_name, nces_id: row.nces_id },
        })),
      };
    }
    if (trigger === 'alert_fired') {
      const firings = await store.alerts.firings(accountId, { limit });
      return {
        trigger,
        items: firings.map((firing) => ({
          id: firing.id,
          created_at: firing.fired_at,
          data: { alert_id: firing.rule_id, nces_id: firing.nces_id, ...(firing.data as Record<string, unknown>) },
        })),
      };
    }
    const events = await store.accountEvents(accountId, { type: 'report.generated', limit });
    return {
      trigger,
      items: events.map((event) => ({ id: event.id, created_at: event.created_at, data: (event.data ?? {}) as Record<string, unknown> })),
    };
  },
});

export const triggerTools = [listTriggers, pollTrigger];
