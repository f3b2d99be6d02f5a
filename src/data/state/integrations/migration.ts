import type { Migration } from '../migrations.js';

/** Webhooks with their outbox, watchlists and alerts: one migration, added after the core ones. */
export const integrationsMigration: Migration = {
  id: 'integrations_0001_webhooks_watchlists_alerts',
  async up(db, backend) {
    // Which account an event concerns (null: every account, e.g. data.updated).
    await db.schema.alterTable('events').addColumn('account_id', 'text').execute();

    await db.schema
      .createTable('webhooks')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('account_id', 'text', (column) => column.notNull())
      .addColumn('url', 'text', (column) => column.notNull())
      .addColumn('description', 'text')
      .addColumn('secret', 'text', (column) => column.notNull())
      .addColumn('events', 'text', (column) => column.notNull())
      .addColumn('status', 'text', (column) => column.notNull())
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addColumn('disabled_at', 'text')
      .addColumn('deleted_at', 'text')
      .addColumn('attempted', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('succeeded', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('failed', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('last_attempt_at', 'text')
      .addColumn('last_status', 'integer')
      .addColumn('last_error', 'text')
      .execute();
    await db.schema.createIndex('webhooks_account').on('webhooks').columns(['account_id', 'created_at']).execute();

    await backend
      .addSequenceColumn(db.schema.createTable('webhook_deliveries'), 'seq')
      .addColumn('id', 'text', (column) => column.notNull().unique())
      .addColumn('webhook_id', 'text', (column) => column.notNull())
      .addColumn('event_id', 'text', (column) => column.notNull())
      .addColumn('event_type', 'text', (column) => column.notNull())
      .addColumn('payload', 'text', (column) => column.notNull())
      .addColumn('status', 'text', (column) => column.notNull())
      .addColumn('attempts', 'integer', (column) => column.notNull())
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addColumn('next_attempt_at', 'text', (column) => column.notNull())
      .addColumn('locked_until', 'text')
      .addColumn('last_status', 'integer')
      .addColumn('delivered_at', 'text')
      .execute();
    await db.schema.createIndex('webhook_deliveries_due').on('webhook_deliveries').columns(['status', 'next_attempt_at']).execute();
    await db.schema.createIndex('webhook_deliveries_webhook').on('webhook_deliveries').columns(['webhook_id', 'status']).execute();

    await db.schema
      .createTable('watchlists')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('account_id', 'text', (column) => column.notNull())
      .addColumn('name', 'text', (column) => column.notNull())
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addColumn('updated_at', 'text', (column) => column.notNull())
      .execute();
    await db.schema.createIndex('watchlists_account').on('watchlists').columns(['account_id', 'created_at']).execute();

    await db.schema
      .createTable('watchlist_schools')
      .addColumn('watchlist_id', 'text', (column) => column.notNull())
      .addColumn('nces_id', 'text', (column) => column.notNull())
      .addColumn('added_at', 'text', (column) => column.notNull())
      .addPrimaryKeyConstraint('watchlist_schools_pk', ['watchlist_id', 'nces_id'])
      .execute();
    await db.schema.createIndex('watchlist_schools_added').on('watchlist_schools').columns(['added_at']).execute();

    await db.schema
      .createTable('alert_rules')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('account_id', 'text', (column) => column.notNull())
      .addColumn('name', 'text', (column) => column.notNull())
      .addColumn('kind', 'text', (column) => column.notNull())
      .addColumn('dataset', 'text', (column) => column.notNull())
      .addColumn('watchlist_id', 'text')
      .addColumn('state', 'text')
      .addColumn('metric', 'text')
      .addColumn('threshold', 'real')
      .addColumn('direction', 'text')
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addColumn('last_evaluated_at', 'text')
      .execute();
    await db.schema.createIndex('alert_rules_account').on('alert_rules').columns(['account_id', 'created_at']).execute();

    await db.schema
      .createTable('alert_observations')
      .addColumn('rule_id', 'text', (column) => column.notNull())
      .addColumn('subject', 'text', (column) => column.notNull())
      .addColumn('value', 'text', (column) => column.notNull())
      .addPrimaryKeyConstraint('alert_observations_pk', ['rule_id', 'subject'])
      .execute();

    await backend
      .addSequenceColumn(db.schema.createTable('alert_firings'), 'seq')
      .addColumn('id', 'text', (column) => column.notNull().unique())
      .addColumn('rule_id', 'text', (column) => column.notNull())
      .addColumn('account_id', 'text', (column) => column.notNull())
      .addColumn('nces_id', 'text')
      .addColumn('condition_key', 'text', (column) => column.notNull())
      .addColumn('data', 'text', (column) => column.notNull())
      .addColumn('fired_at', 'text', (column) => column.notNull())
      .addUniqueConstraint('alert_firings_once', ['rule_id', 'condition_key'])
      .execute();
    await db.schema.createIndex('alert_firings_account').on('alert_firings').columns(['account_id', 'seq']).execute();

    await db.schema
      .createTable('alert_progress')
      .addColumn('dataset', 'text', (column) => column.primaryKey())
      .addColumn('last_event_seq', 'integer', (column) => column.notNull())
      .execute();
  },
};
