// Databases for testing a migration on data made before it: a bare database (no migration run), and a
// migrator over the named migrations only.
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import { Migrator } from 'kysely/migration';
import pg from 'pg';
import { scratchPostgres } from '../../../test/scratch-postgres.ts';
import type { Dialect } from '../database.ts';
import type { Tables } from '../tables.ts';
import { newAnalysisRow } from '../analyses.ts';
import { migrations } from './index.ts';

/** A database no migration has run on: in-memory SQLite, or a new PostgreSQL database dropped by `drop`. */
export async function open(dialect: Dialect): Promise<{ db: Kysely<Tables>; drop(): Promise<void> }> {
  if (dialect === 'sqlite') {
    const file = new SQLite(':memory:');
    file.pragma('foreign_keys = ON');
    const db = new Kysely<Tables>({ dialect: new SqliteDialect({ database: file }) });
    return { db, drop: () => db.destroy() };
  }
  const scratch = await scratchPostgres('cl_mig');
  const db = new Kysely<Tables>({
    dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: scratch.url }) }),
  });
  return {
    db,
    async drop() {
      await db.destroy();
      await scratch.drop();
    },
  };
}

/** Migrates to the newest of `names` only. */
export const migrator = (db: Kysely<Tables>, names: string[]) =>
  new Migrator({
    db,
    provider: { getMigrations: async () => Object.fromEntries(names.map((n) => [n, migrations[n]!])) },
    allowUnorderedMigrations: true,
  });

/** An analyses row as an older server wrote it, for a migration to find: a kettle of one device. */
export const kettleRow = (deviceId: string, createdAt?: string) =>
  newAnalysisRow({
    deviceId,
    type: 'full',
    productName: 'Kettle',
    productCategory: 'Kitchen',
    costRangeLow: 1,
    costRangeHigh: 2,
    confidence: 50,
    methodologyType: 'on-device-estimate',
    ...(createdAt ? { createdAt: new Date(createdAt) } : {}),
  });
