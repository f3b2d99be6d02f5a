import { openPostgresBackend, openSqliteBackend } from './dialects.js';
import { KyselyStateStore } from './kysely-state-store.js';
import type { StateStore } from './port.js';

export interface StateStoreOptions {
  /** PostgreSQL connection URL; without it the store is the SQLite file `<dataDir>/state.sqlite`. */
  databaseUrl?: string | undefined;
  dataDir: string;
  /**
   * PostgreSQL only: the schema holding the tables (created by `migrate()` if absent). Default: the
   * connection's own search_path. Lets tests, or several deployments, share one database.
   */
  schema?: string | undefined;
}

/**
 * Opens the state store the configuration asks for. Call `migrate()` before first use; the store
 * owns its connections until `close()`.
 */
export function createStateStore(options: StateStoreOptions): StateStore {
  const backend =
    options.databaseUrl === undefined
      ? openSqliteBackend(options.dataDir)
      : openPostgresBackend(options.databaseUrl, options.schema);
  return new KyselyStateStore(backend);
}
