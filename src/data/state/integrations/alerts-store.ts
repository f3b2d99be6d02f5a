import { newAlertRuleId, newFiringId } from './ids.js';
import { recordEventWithOutbox } from './outbox.js';
import type { AlertRulesTable, IntegrationsDb } from './schema.js';

export type AlertRule = AlertRulesTable;
export type NewAlertRule = Omit<AlertRulesTable, 'id' | 'created_at' | 'last_evaluated_at'>;

export interface Observation {
  subject: string;
  value: string;
}

export interface NewFiring {
  nces_id: string | null;
  /** Unique per rule: a condition fires once, whoever evaluates it and however often. */
  condition_key: string;
  data: Record<string, unknown>;
}

export interface Firing {
  id: string;
  rule_id: string;
  nces_id: string | null;
  condition_key: string;
  data: unknown;
  fired_at: string;
}

const iso = (date: Date) => date.toISOString();

/** Alert rules, what each has seen, and what has fired. */
export class AlertStore {
  constructor(
    private readonly db: IntegrationsDb,
    private readonly decodeJson: (value: unknown) => unknown,
  ) {}

  /** Creates a rule together with its baseline, so only what changes after now fires. */
  async create(rule: NewAlertRule, baseline: Observation[], at: Date): Promise<AlertRule> {
    const row: AlertRule = { ...rule, id: newAlertRuleId(), created_at: iso(at), last_evaluated_at: iso(at) };
    await this.db.transaction().execute(async (trx) => {
      await trx.insertInto('alert_rules').values(row).execute();
      for (let start = 0; start < baseline.length; start += 500) {
        await trx
          .insertInto('alert_observations')
          .values(baseline.slice(start, start + 500).map((observation) => ({ rule_id: row.id, ...observation })))
          .execute();
      }
    });
    return row;
  }

  list(accountId: string): Promise<AlertRule[]> {
    return this.db.selectFrom('alert_rules').selectAll().where('account_id', '=', accountId).orderBy('created_at').orderBy('id').execute();
  }

  get(accountId: string, id: string): Promise<AlertRule | undefined> {
    return this.db.selectFrom('alert_rules').selectAll().where('account_id', '=', accountId).where('id', '=', id).executeTakeFirst();
  }

  /** Every rule watching one dataset, of every account (the evaluation runs for all). */
  rulesFor(dataset: string): Promise<AlertRule[]> {
    return this.db.selectFrom('alert_rules').selectAll().where('dataset', '=', dataset).orderBy('created_at').orderBy('id').execute();
  }

  async delete(accountId: string, id: string): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const result = await trx.deleteFrom('alert_rules').where('account_id', '=', accountId).where('id', '=', id).executeTakeFirst();
      if (result.numDeletedRows === 0n) return false;
      await trx.deleteFrom('alert_observations').where('rule_id', '=', id).execute();
      return true;
    });
  }

  async observations(ruleId: string): Promise<Map<string, string>> {
    const rows = await this.db.selectFrom('alert_observations').select(['subject', 'value']).where('rule_id', '=', ruleId).execute();
    return new Map(rows.map((row) => [row.subject, row.value]));
  }

  /**
   * Stores one evaluation of a rule in one transaction: the new observations, each firing not
   * fired before, and for each such firing an `alert.fired` event with its outbox rows. A firing
   * whose condition already fired (another instance got there first) adds nothing. Returns the
   * firings this call added.
   */
  async commitEvaluation(rule: AlertRule, changed: Observation[], firings: NewFiring[], at: Date): Promise<Firing[]> {
    const when = iso(at);
    return this.db.transaction().execute(async (trx) => {
      for (const observation of changed) {
        await trx
          .insertInto('alert_observations')
          .values({ rule_id: rule.id, ...observation })
          .onConflict((conflict) => conflict.columns(['rule_id', 'subject']).doUpdateSet({ value: observation.value }))
          .execute();
      }
      const added: Firing[] = [];
      for (const firing of firings) {
        const id = newFiringId();
        const inserted = await trx
          .insertInto('alert_firings')
          .values({ id, rule_id: rule.id, account_id: rule.account_id, nces_id: firing.nces_id, condition_key: firing.condition_key, data: JSON.stringify(firing.data), fired_at: when })
          .onConflict((conflict) => conflict.columns(['rule_id', 'condition_key']).doNothing())
          .executeTakeFirst();
        if ((inserted.numInsertedOrUpdatedRows ?? 0n) === 0n) continue;
        added.push({ id, rule_id: rule.id, nces_id: firing.nces_id, condition_key: firing.condition_key, data: firing.data, fired_at: when });
        await recordEventWithOutbox(trx, {
          type: 'alert.fired',
          data: { alert_id: rule.id, alert_name: rule.name, kind: rule.kind, firing_id: id, nces_id: firing.nces_id, ...firing.data },
          at,
          accountId: rule.account_id,
        });
      }
      await trx.updateTable('alert_rules').set({ last_evaluated_at: when }).where('id', '=', rule.id).execute();
      return added;
    });
  }

  /** Firings of an account, newest first; of one rule when given. */
  async firings(accountId: string, options: { ruleId?: string; limit: number }): Promise<Firing[]> {
    let query = this.db
      .selectFrom('alert_firings')
      .select(['id', 'rule_id', 'nces_id', 'condition_key', 'data', 'fired_at'])
      .where('account_id', '=', accountId)
      .orderBy('seq', 'desc')
      .limit(options.limit);
    if (options.ruleId !== undefined) query = query.where('rule_id', '=', options.ruleId);
    const rows = await query.execute();
    return rows.map((row) => ({ ...row, data: JSON.parse(row.data) as unknown }));
  }

  async firingCounts(accountId: string): Promise<Map<string, { count: number; last: string | null }>> {
    const rows = await this.db
      .selectFrom('alert_firings')
      .select((select) => ['rule_id', select.fn.countAll<number | string>().as('count'), select.fn.max('fired_at').as('last')])
      .where('account_id', '=', accountId)
      .groupBy('rule_id')
      .execute();
    return new Map(rows.map((row) => [row.rule_id, { count: Number(row.count), last: row.last ?? null }]));
  }

  /**
   * School ids with an alert that fired for the account under a rule that still exists: what
   * `GET /export/schools?has_alerts=true` filters on.
   */
  async schoolIdsWithAlerts(accountId: string): Promise<Set<string>> {
    const rows = await this.db
      .selectFrom('alert_firings')
      .innerJoin('alert_rules', 'alert_rules.id', 'alert_firings.rule_id')
      .select('alert_firings.nces_id')
      .distinct()
      .where('alert_firings.account_id', '=', accountId)
      .where('alert_firings.nces_id', 'is not', null)
      .execute();
    return new Set(rows.map((row) => row.nces_id!));
  }

  /** data.updated events recorded after the last one evaluated, oldest first. */
  async pendingDataUpdates(): Promise<{ seq: number; id: string; dataset: string }[]> {
    const progress = await this.db.selectFrom('alert_progress').select('last_event_seq').where('dataset', '=', 'all').executeTakeFirst();
    const rows = await this.db
      .selectFrom('events')
      .select(['seq', 'id', 'data'])
      .where('type', '=', 'data.updated')
      .where('seq', '>', progress?.last_event_seq ?? 0)
      .orderBy('seq')
      .limit(100)
      .execute();
    return rows.map((row) => {
      const data = this.decodeJson(row.data) as { dataset?: unknown } | null;
      return { seq: Number(row.seq), id: row.id, dataset: typeof data?.dataset === 'string' ? data.dataset : 'live' };
    });
  }

  /** Marks data.updated events up to `seq` evaluated (never moves backwards). */
  async markEvaluated(seq: number): Promise<void> {
    await this.db
      .insertInto('alert_progress')
      .values({ dataset: 'all', last_event_seq: seq })
      .onConflict((conflict) =>
        conflict.column('dataset').doUpdateSet({ last_event_seq: seq }).where('alert_progress.last_event_seq', '<', seq),
      )
      .execute();
  }
}
