import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import pg from 'pg';
import { withMigrationLock } from './migration-lock.ts';
import { migrations } from './migrations/index.ts';
import type { Tables } from './tables.ts';

export type Dialect = 'sqlite' | 'postgres';

export interface Database {
  db: Kysely<Tables>;
  dialect: Dialect;
  /** true when a trivial query answers. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

// int8 (bigint) columns hold millisecond timestamps, well inside Number's exact range.
pg.types.setTypeParser(20, (v) => Number(v));

/** Opens SQLite in `dataDir` (WAL) or PostgreSQL when `databaseUrl` is given, then migrates. */
export async function openDatabase(opts: {
  dataDir?: string;
  databaseUrl?: string;
  sqliteFile?: string;
  onIdleError?: (err: Error) => void;
}): Promise<Database> {
  let db: Kysely<Tables>;
  let dialect: Dialect;
  let sqliteFile = ':memory:';
  if (opts.databaseUrl) {
    dialect = 'postgres';
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    // An idle connection the server drops (restart, failover, admin termination) emits 'error' on the
    // pool; unhandled, that would crash the process. The pool replaces the client on the next query.
    pool.on('error', (err) => opts.onIdleError?.(err));
    db = new Kysely<Tables>({ dialect: new PostgresDialect({ pool }) });
  } else {
    dialect = 'sqlite';
    let file = opts.sqliteFile ?? ':memory:';
    if (!opts.sqliteFile && opts.dataDir) {
      mkdirSync(resolve(opts.dataDir), { recursive: true });
      file = join(resolve(opts.dataDir), 'costlens.db');
    }
    const sqlite = new SQLite(file);
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('synchronous = NORMAL'); // with WAL: durable across process crashes, fast
    sqlite.pragma('foreign_keys = ON');
    sqlite.pragma('busy_timeout = 5000'); // several processes may share one file
    db = new Kysely<Tables>({ dialect: new SqliteDialect({ database: sqlite }) });
    sqliteFile = file;
  }
  await withMigrationLock(sqliteFile, () => migrate(db));
  return {
    db,
    dialect,
    async ping() {
      try {
        await sql`select 1`.execute(db);
        return true;
      } catch {
        return false;
      }
    },
    close: () => db.destroy(),
  };
}

async function migrate(db: Kysely<Tables>): Promise<void> {
  // Migrations are written side by side and numbered when they are begun, so one may be checked in
  // after a later number has already run somewhere; each stands alone, so it is applied all the same.
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    allowUnorderedMigrations: true,
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Database migration failed${failed ? ` at ${failed.migrationName}` : ''}: ${String(error)}`);
  }
}
