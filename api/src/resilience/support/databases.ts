/**
 * Databases that a separate API process can open: a temporary SQLite data folder, or a fresh database
 * on the PostgreSQL cluster the test script started (TEST_DATABASE_URL). The test process opens the
 * same database itself to seed it and to check what was stored.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../db/database.ts';
import type { Database, Dialect } from '../../db/database.ts';
import { scratchPostgres } from '../../../test/scratch-postgres.ts';

export interface SharedDatabase {
  dialect: Dialect;
  /** What an API process needs in its environment to use this database. */
  env: Record<string, string>;
  /** A connection from the test process (migrated). */
  open(): Promise<Database>;
  /** Deletes the folder or drops the database. */
  remove(): Promise<void>;
}

export async function sharedDatabase(dialect: Dialect): Promise<SharedDatabase> {
  if (dialect === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'costlens-resilience-'));
    return {
      dialect,
      env: { DATA_DIR: dir },
      open: () => openDatabase({ dataDir: dir }),
      remove: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  const scratch = await scratchPostgres('cl_res');
  return {
    dialect,
    env: { DATABASE_URL: scratch.url },
    open: () => openDatabase({ databaseUrl: scratch.url }),
    remove: scratch.drop,
  };
}
