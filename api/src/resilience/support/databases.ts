/**
 * Databases that a separate API process can open: a temporary SQLite data folder, or a fresh database
 * on the PostgreSQL cluster the test script started (TEST_DATABASE_URL). The test process opens the
 * same database itself to seed it and to check what was stored.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase } from '../../db/database.ts';
import type { Database, Dialect } from '../../db/database.ts';
import { randomId } from '../../lib/ids.ts';

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
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `cl_res_${randomId()
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')}`;
  await admin(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    dialect,
    env: { DATABASE_URL: url.toString() },
    open: () => openDatabase({ databaseUrl: url.toString() }),
    remove: () => admin(adminUrl, `drop database if exists ${name} with (force)`),
  };
}

async function admin(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
