import { z } from 'zod';
import { badRequest, notFound } from '../../src/errors.js';
import { WEBHOOK_EVENTS } from '../../src/data/state/integrations/outbox.js';
import type { WebhookSubscription } from '../../src/data/state/integrations/webhooks-store.js';
import { checkWebhookUrl, RefusedUrl } from '../../src/services/webhooks/address-guard.js';
import { generateSecret } from '../../src/services/webhooks/signature.js';
import { defineTool } from '../../src/tooling/define-tool.js';
import { IsoTimestamp } from '../common/tiers.js';
import { integrationsOf, ObjectId } from './common.js';

const EventName = z.enum(WEBHOOK_EVENTS);

const Subscription = z.object({
  id: z.string(),
  url: z.string(),
  description: z.string().nullable(),
  events: z.array(z.string()),
  status: z.enum(['active', 'disabled']).describe('active receives deliveries; disabled stopped after failing for about a day.'),
  created_at: IsoTimestamp,
  disabled_at: IsoTimestamp.nullable(),
  delivery_stats: z.object({
    attempted: z.number().int().describe('Delivery attempts made (retries included).'),
    succeeded: z.number().int(),
    failed: z.number().int(),
    pending: z.number().int().describe('Deliveries waiting to be sent or retried.'),
    last_attempt_at: IsoTimestamp.nullable(),
    last_status: z.number().int().nullable().describe('HTTP status of the last attempt; null when it got no answer.'),
    last_error: z.string().nullable(),
    next_retry_at: IsoTimestamp.nullable(),
  }),
});

const shown = (subscription: WebhookSubscription): z.infer<typeof Subscription> => ({
  id: subscription.id,
  url: subscription.url,
  description: subscription.description,
  events: subscription.events,
  status: subscription.status,
  created_at: subscription.created_at,
  disabled_at: subscription.disabled_at,
  delivery_stats: subscription.stats,
});

export const createWebhook = defineTool({
  name: 'integrations_webhooks_create',
  title: 'Subscribe a webhook',
  description: 'Subscribes an HTTPS URL to events, signed per Standard Webhooks. A generated secret is shown only in this response.',
  group: 'integrations',
  access: 'BUSINESS',
  effect: 'write',
  rest: { method: 'POST', path: '/integrations/webhooks', status: 201 },
  input: z.object({
    url: z.string().min(1).max(2048).describe('HTTPS endpoint that receives the POSTed events.'),
    events: z.array(EventName).min(1).max(WEBHOOK_EVENTS.length * 4).describe('Events to receive.'),
    secret: z.string().min(16).max(256).optional().describe('Signing secret; generated when absent.'),
    description: z.string().max(500).optional().describe('A note for your own records.'),
  }),
  output: Subscription.extend({ secret: z.string().describe('The signing secret. Store it now: it is not shown again.') }),
  handler: async (context, input) => {
    const { store, accountId } = integrationsOf(context);
    try {
      await checkWebhookUrl(input.url, { allowLoopback: context.config.WEBHOOKS_ALLOW_LOOPBACK });
    } catch (error) {
      if (error instanceof RefusedUrl) throw badRequest(`Webhook url refused: ${error.message}.`, [{ field: 'url', message: error.message }]);
      throw error;
    }
    const secret = input.secret ?? generateSecret();
    const subscription = await store.webhooks.create({
      accountId,
      url: input.url,
      description: input.description ?? null,
      secret,
      events: [...new Set(input.events)],
      at: context.now(),
    });
    return { ...shown(subscription), secret };
  },
});

export const listWebhooks = defineTool({
  name: 'integrations_webhooks_list',
  title: 'List webhook subscriptions',
  description: 'The account\'s webhook subscriptions with status, events and delivery statistics.',
  group: 'integrations',
  access: 'BUSINESS',
  effect: 'read',
  rest: { method: 'GET', path: '/integrations/webhooks' },
  input: z.object({}),
  output: z.object({ webhooks: z.array(Subscription) }),
  handler: async (context) => {
    const { store, accountId } = integrationsOf(context);
    return { webhooks: (await store.webhooks.list(accountId)).map(shown) };
  },
});

export const deleteWebhook = defineTool({
  name: 'integrations_webhooks_delete',
  title: 'Delete a webhook subscription',
  description: 'Deletes a webhook subscription of the account, pending retries included.',
  group: 'integrations',
  access: 'BUSINESS',
  effect: 'write',
  rest: { method: 'DELETE', path: '/integrations/webhooks/{webhook_id}' },
  input: z.object({ webhook_id: ObjectId('webhook subscription', 'wh_') }),
  output: z.object({ id: z.string(), deleted: z.literal(true), deleted_at: IsoTimestamp }),
  handler: async (context, { webhook_id }) => {
    const { store, accountId } = integrationsOf(context);
    const now = context.now();
    if (!(await store.webhooks.delete(accountId, webhook_id, now))) throw notFound(`No webhook subscription ${webhook_id} in this account.`);
    return { id: webhook_id, deleted: true as const, deleted_at: now.toISOString() };
  },
});

export const webhookTools = [createWebhook, listWebhooks, deleteWebhook];
