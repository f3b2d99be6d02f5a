import { newEventId } from '../ids.js';
import type { StoredEvent } from '../port.js';
import { newDeliveryId } from './ids.js';
import type { IntegrationsDb } from './schema.js';

/** The events a subscription may ask for (DECISIONS §6). */
export const WEBHOOK_EVENTS = ['watchlist.changed', 'alert.fired', 'data.updated'] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

export interface NewEvent {
  type: string;
  data: unknown;
  at: Date;
  /** The account the event concerns; null for events every account sees (data.updated). */
  accountId: string | null;
}

/**
 * Records an event and, on the same connection, one outbox row per active subscription that asked
 * for it. Call it inside the transaction of the change that causes the event: then the change, the
 * event and its deliveries commit together or not at all, and a crash loses none of them.
 */
export async function recordEventWithOutbox(db: IntegrationsDb, event: NewEvent): Promise<StoredEvent> {
  const stored: StoredEvent = {
    id: newEventId(),
    type: event.type,
    created_at: event.at.toISOString(),
    // What a reader gets back: plain JSON values, as after a round trip through the database.
    data: JSON.parse(JSON.stringify(event.data ?? null)) as unknown,
  };
  await db
    .insertInto('events')
    .values({ id: stored.id, type: stored.type, created_at: stored.created_at, data: JSON.stringify(stored.data), account_id: event.accountId })
    .execute();

  let subscriptions = db
    .selectFrom('webhooks')
    .select(['id', 'events'])
    .where('status', '=', 'active')
    .where('deleted_at', 'is', null);
  if (event.accountId !== null) subscriptions = subscriptions.where('account_id', '=', event.accountId);
  const targets = (await subscriptions.execute()).filter((row) => (JSON.parse(row.events) as string[]).includes(event.type));
  if (targets.length === 0) return stored;

  // The payload is fixed now, so every retry sends (and signs) the same bytes.
  const payload = JSON.stringify({ id: stored.id, type: stored.type, created_at: stored.created_at, data: stored.data });
  await db
    .insertInto('webhook_deliveries')
    .values(
      targets.map((target) => ({
        id: newDeliveryId(),
        webhook_id: target.id,
        event_id: stored.id,
        event_type: stored.type,
        payload,
        status: 'pending' as const,
        attempts: 0,
        created_at: stored.created_at,
        next_attempt_at: stored.created_at,
        locked_until: null,
        last_status: null,
        delivered_at: null,
      })),
    )
    .execute();
  return stored;
}
