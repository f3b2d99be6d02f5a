import { sql } from 'kysely';
import { newWebhookId } from './ids.js';
import type { IntegrationsDb, WebhooksTable } from './schema.js';

export interface WebhookSubscription {
  id: string;
  account_id: string;
  url: string;
  description: string | null;
  events: string[];
  status: 'active' | 'disabled';
  created_at: string;
  disabled_at: string | null;
  stats: {
    attempted: number;
    succeeded: number;
    failed: number;
    pending: number;
    last_attempt_at: string | null;
    last_status: number | null;
    last_error: string | null;
    next_retry_at: string | null;
  };
}

/** A delivery a worker has claimed, with what it needs to send it. */
export interface ClaimedDelivery {
  id: string;
  webhook_id: string;
  event_id: string;
  event_type: string;
  payload: string;
  attempts: number;
  created_at: string;
  url: string;
  secret: string;
}

export interface AttemptOutcome {
  ok: boolean;
  status: number | null;
  error: string | null;
}

export type AttemptResult = 'delivered' | 'retry' | 'disabled';

export interface RetryPolicy {
  /** Delay before the next attempt after `attempts` failed ones (milliseconds). */
  delayAfter(attempts: number): number;
  /** A delivery failing for longer than this gives up, and disables its subscription. */
  budgetMs: number;
}

const iso = (date: Date) => date.toISOString();

/** Subscriptions and their outbox. Every query names the account, so ids of others are 404. */
export class WebhookStore {
  constructor(
    private readonly db: IntegrationsDb,
    private readonly kind: 'sqlite' | 'postgres',
  ) {}

  async create(input: { accountId: string; url: string; description: string | null; secret: string; events: string[]; at: Date }): Promise<WebhookSubscription> {
    const id = newWebhookId();
    await this.db
      .insertInto('webhooks')
      .values({
        id,
        account_id: input.accountId,
        url: input.url,
        description: input.description,
        secret: input.secret,
        events: JSON.stringify(input.events),
        status: 'active',
        created_at: iso(input.at),
        disabled_at: null,
        deleted_at: null,
        attempted: 0,
        succeeded: 0,
        failed: 0,
        last_attempt_at: null,
        last_status: null,
        last_error: null,
      })
      .execute();
    return (await this.get(input.accountId, id))!;
  }

  async list(accountId: string): Promise<WebhookSubscription[]> {
    const rows = await this.db
      .selectFrom('webhooks')
      .selectAll()
      .where('account_id', '=', accountId)
      .where('deleted_at', 'is', null)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    return this.withStats(rows);
  }

  async get(accountId: string, id: string): Promise<WebhookSubscription | undefined> {
    const row = await this.db
      .selectFrom('webhooks')
      .selectAll()
      .where('account_id', '=', accountId)
      .where('id', '=', id)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    return row ? (await this.withStats([row]))[0] : undefined;
  }

  /** Deletes a subscription and cancels what it had pending; false when it is not (or no longer) there. */
  async delete(accountId: string, id: string, at: Date): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const result = await trx
        .updateTable('webhooks')
        .set({ deleted_at: iso(at) })
        .where('account_id', '=', accountId)
        .where('id', '=', id)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      if (result.numUpdatedRows === 0n) return false;
      await trx.updateTable('webhook_deliveries').set({ status: 'cancelled', locked_until: null }).where('webhook_id', '=', id).where('status', '=', 'pending').execute();
      return true;
    });
  }

  /**
   * Claims up to `limit` due deliveries for `leaseMs`: other workers skip them until the lease
   * ends, which is also how a crashed worker's claims come back. On PostgreSQL the candidate rows
   * are locked with FOR UPDATE SKIP LOCKED, so instances polling at once take disjoint rows; on
   * SQLite the single writer lock gives the same.
   */
  async claimDue(now: Date, leaseMs: number, limit: number): Promise<ClaimedDelivery[]> {
    const when = iso(now);
    let candidates = this.db
      .selectFrom('webhook_deliveries')
      .select('seq')
      .where('status', '=', 'pending')
      .where('next_attempt_at', '<=', when)
      .where((where) => where.or([where('locked_until', 'is', null), where('locked_until', '<=', when)]))
      .orderBy('next_attempt_at')
      .orderBy('seq')
      .limit(limit);
    if (this.kind === 'postgres') candidates = candidates.forUpdate().skipLocked();
    const claimed = await this.db
      .updateTable('webhook_deliveries')
      .set({ locked_until: iso(new Date(now.getTime() + leaseMs)) })
      .where('seq', 'in', candidates)
      .returning(['id', 'webhook_id', 'event_id', 'event_type', 'payload', 'attempts', 'created_at'])
      .execute();
    if (claimed.length === 0) return [];
    const hooks = await this.db
      .selectFrom('webhooks')
      .select(['id', 'url', 'secret', 'status', 'deleted_at'])
      .where('id', 'in', [...new Set(claimed.map((row) => row.webhook_id))])
      .execute();
    const live = new Map(hooks.filter((hook) => hook.status === 'active' && hook.deleted_at === null).map((hook) => [hook.id, hook]));
    const dead = claimed.filter((row) => !live.has(row.webhook_id)).map((row) => row.id);
    if (dead.length > 0) {
      await this.db.updateTable('webhook_deliveries').set({ status: 'cancelled', locked_until: null }).where('id', 'in', dead).execute();
    }
    return claimed
      .filter((row) => live.has(row.webhook_id))
      .map((row) => ({ ...row, attempts: Number(row.attempts), url: live.get(row.webhook_id)!.url, secret: live.get(row.webhook_id)!.secret }));
  }

  /**
   * Records one attempt: delivered, retried later (exponential backoff from the policy), or, once
   * the delivery has failed for the whole retry budget, failed, with its subscription disabled and
   * the rest of its queue cancelled.
   */
  async recordAttempt(delivery: ClaimedDelivery, outcome: AttemptOutcome, now: Date, policy: RetryPolicy): Promise<AttemptResult> {
    const [result] = await this.recordAttempts([{ delivery, outcome }], now, policy);
    return result!;
  }

  /** Records the attempts of one batch in one transaction: one commit instead of one per delivery. */
  async recordAttempts(attempts: { delivery: ClaimedDelivery; outcome: AttemptOutcome }[], now: Date, policy: RetryPolicy): Promise<AttemptResult[]> {
    if (attempts.length === 0) return [];
    return this.db.transaction().execute(async (trx) => {
      const results: AttemptResult[] = [];
      for (const { delivery, outcome } of attempts) results.push(await this.#recordOne(trx, delivery, outcome, now, policy));
      return results;
    });
  }

  async #recordOne(trx: IntegrationsDb, delivery: ClaimedDelivery, outcome: AttemptOutcome, now: Date, policy: RetryPolicy): Promise<AttemptResult> {
    const when = iso(now);
    const attempts = delivery.attempts + 1;
    await trx
      .updateTable('webhooks')
      .set((update) => ({
        attempted: sql<number>`${update.ref('attempted')} + 1`,
        succeeded: outcome.ok ? sql<number>`${update.ref('succeeded')} + 1` : update.ref('succeeded'),
        failed: outcome.ok ? update.ref('failed') : sql<number>`${update.ref('failed')} + 1`,
        last_attempt_at: when,
        last_status: outcome.status,
        last_error: outcome.error,
      }))
      .where('id', '=', delivery.webhook_id)
      .execute();
    const row = trx.updateTable('webhook_deliveries').where('id', '=', delivery.id).where('status', '=', 'pending');
    if (outcome.ok) {
      await row.set({ status: 'delivered', attempts, last_status: outcome.status, delivered_at: when, locked_until: null }).execute();
      return 'delivered';
    }
    const failingFor = now.getTime() - new Date(delivery.created_at).getTime();
    if (failingFor >= policy.budgetMs) {
      await row.set({ status: 'failed', attempts, last_status: outcome.status, locked_until: null }).execute();
      await trx.updateTable('webhooks').set({ status: 'disabled', disabled_at: when }).where('id', '=', delivery.webhook_id).where('status', '=', 'active').execute();
      await trx.updateTable('webhook_deliveries').set({ status: 'cancelled', locked_until: null }).where('webhook_id', '=', delivery.webhook_id).where('status', '=', 'pending').execute();
      return 'disabled';
    }
    const next = new Date(now.getTime() + policy.delayAfter(attempts));
    await row.set({ attempts, last_status: outcome.status, next_attempt_at: iso(next), locked_until: null }).execute();
    return 'retry';
  }

  /** Deliveries of one event, for tests and support: which subscriptions got it and how. */
  deliveriesOf(eventId: string) {
    return this.db.selectFrom('webhook_deliveries').selectAll().where('event_id', '=', eventId).orderBy('seq').execute();
  }

  /** How many deliveries wait to be sent (due or not). */
  async pendingCount(): Promise<number> {
    const row = await this.db
      .selectFrom('webhook_deliveries')
      .select((select) => select.fn.countAll<number | string>().as('pending'))
      .where('status', '=', 'pending')
      .executeTakeFirst();
    return Number(row?.pending ?? 0);
  }

  private async withStats(rows: WebhooksTable[]): Promise<WebhookSubscription[]> {
    if (rows.length === 0) return [];
    const queued = await this.db
      .selectFrom('webhook_deliveries')
      .select((select) => [
        'webhook_id',
        select.fn.countAll<number | string>().as('pending'),
        sql<string | null>`min(case when ${sql.ref('attempts')} > 0 then ${sql.ref('next_attempt_at')} end)`.as('next_retry_at'),
      ])
      .where('webhook_id', 'in', rows.map((row) => row.id))
      .where('status', '=', 'pending')
      .groupBy('webhook_id')
      .execute();
    const byId = new Map(queued.map((row) => [row.webhook_id, row]));
    return rows.map((row) => ({
      id: row.id,
      account_id: row.account_id,
      url: row.url,
      description: row.description,
      events: JSON.parse(row.events) as string[],
      status: row.status,
      created_at: row.created_at,
      disabled_at: row.disabled_at,
      stats: {
        attempted: Number(row.attempted),
        succeeded: Number(row.succeeded),
        failed: Number(row.failed),
        pending: Number(byId.get(row.id)?.pending ?? 0),
        last_attempt_at: row.last_attempt_at,
        last_status: row.last_status === null ? null : Number(row.last_status),
        last_error: row.last_error,
        next_retry_at: byId.get(row.id)?.next_retry_at ?? null,
      },
    }));
  }
}
