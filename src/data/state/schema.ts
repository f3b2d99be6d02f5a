import type { Generated } from 'kysely';
import type { Tier } from '../../tooling/tiers.js';
import type { KeyMode } from './port.js';

/**
 * The tables of the state store as Kysely sees them. Timestamps are ISO 8601 UTC strings
 * (`Date.prototype.toISOString`, fixed width) on both backends, so they compare correctly as text
 * and read back the same from SQLite and PostgreSQL.
 */
export interface AccountsTable {
  id: string;
  name: string;
  created_at: string;
}

export interface ApiKeysTable {
  key_id: string;
  account_id: string;
  tier: Tier;
  /** The tier before the last change; set by the same statement that changes `tier`. */
  previous_tier: Tier | null;
  mode: KeyMode;
  key_hash: string;
  created_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
}

export interface UsageCountersTable {
  key_id: string;
  bucket: string;
  count: number;
  updated_at: string;
}

export interface RefusalsTable {
  key_id: string;
  at: string;
}

export interface BlocksTable {
  key_id: string;
  until: string;
}

export interface EventsTable {
  /** Insertion order; event ids are random, so ordering needs its own column. */
  seq: Generated<number>;
  id: string;
  type: string;
  created_at: string;
  /** JSON text on SQLite, jsonb on PostgreSQL; written as JSON text on both. */
  data: string;
}

export interface SchemaMigrationsTable {
  id: string;
  applied_at: string;
}

export interface AgentConversationsTable {
  id: string;
  account_id: string;
  /** JSON text of the messages on both backends (read back with JSON.parse). */
  messages: string;
  created_at: string;
  updated_at: string;
}

export interface StateDatabase {
  accounts: AccountsTable;
  api_keys: ApiKeysTable;
  usage_counters: UsageCountersTable;
  refusals: RefusalsTable;
  blocks: BlocksTable;
  events: EventsTable;
  schema_migrations: SchemaMigrationsTable;
  agent_conversations: AgentConversationsTable;
}
