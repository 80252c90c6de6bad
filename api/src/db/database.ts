import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import pg from 'pg';
import { withMigrationLock } from './migration-lock.ts';
import { migrations } from './migrations/index.ts';
import { postgresRunner, sqliteRunner } from './prepared.ts';
import type { StatementRunner } from './prepared.ts';
import { withPreparedStatements } from './statement-cache.ts';
import type { Tables } from './tables.ts';

const SQLITE_CACHE_KIB = 64 * 1024;
const SQLITE_MMAP_BYTES = 1024 * 1024 * 1024;

export type Dialect = 'sqlite' | 'postgres';

export interface Database {
  db: Kysely<Tables>;
  dialect: Dialect;
  /** true when a trivial query answers. */
  ping(): Promise<boolean>;
  /** PostgreSQL: a few connections opened with these server settings (`-c name=value ...`), kept for
   *  reads that must run under them at no extra round trip. Absent on SQLite. */
  withSettings?(options: string): Kysely<Tables>;
  /** Runs a compiled statement straight on the engine's driver (prepared.ts: the busiest paths). */
  runStatement?: StatementRunner;
  close(): Promise<void>;
}

// int8 (bigint) columns hold millisecond timestamps, well inside Number's exact range.
pg.types.setTypeParser(20, (v) => Number(v));

/** Connections per set of settings (`withSettings`): searches are a small share of the reads. */
const SETTLED_POOL_SIZE = 4;

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
  let withSettings: Database['withSettings'];
  let runStatement: StatementRunner;
  const settled = new Map<string, Kysely<Tables>>();
  if (opts.databaseUrl) {
    dialect = 'postgres';
    const url = opts.databaseUrl;
    const pool = (max: number, options?: string) => {
      const made = new pg.Pool({ connectionString: url, max, options });
      // An idle connection the server drops (restart, failover, admin termination) emits 'error' on the
      // pool; unhandled, that would crash the process. The pool replaces the client on the next query.
      made.on('error', (err) => opts.onIdleError?.(err));
      return made;
    };
    const open = (max: number, options?: string) =>
      new Kysely<Tables>({ dialect: new PostgresDialect({ pool: pool(max, options) }) });
    const main = pool(10);
    db = new Kysely<Tables>({ dialect: new PostgresDialect({ pool: main }) });
    runStatement = postgresRunner(main);
    withSettings = (options) => {
      let kept = settled.get(options);
      if (!kept) settled.set(options, (kept = open(SETTLED_POOL_SIZE, options)));
      return kept;
    };
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
    // Reads at 100,000 analyses were half again as slow as at 1,000 with SQLite's defaults (a 2 MB page
    // cache, every page copied in by a read call); with a larger cache and the file mapped, a page of
    // any list costs the same at both sizes. Mapped pages are the system's file cache, shared, not this
    // process's heap.
    sqlite.pragma(`cache_size = -${SQLITE_CACHE_KIB}`);
    sqlite.pragma(`mmap_size = ${SQLITE_MMAP_BYTES}`);
    const statements = withPreparedStatements(sqlite);
    db = new Kysely<Tables>({ dialect: new SqliteDialect({ database: statements }) });
    runStatement = sqliteRunner(sqlite, statements, db);
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
    withSettings,
    runStatement,
    close: async () => {
      await Promise.all([db, ...settled.values()].map((k) => k.destroy()));
    },
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
