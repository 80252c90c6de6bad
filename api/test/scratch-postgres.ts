/** A new, empty database on the PostgreSQL cluster the test script started (TEST_DATABASE_URL), for a
 *  test that needs one of its own; `drop` removes it (connections still open are ended). */
import pg from 'pg';
import { randomId } from '../src/lib/ids.ts';

export interface ScratchDatabase {
  url: string;
  drop(): Promise<void>;
}

export async function scratchPostgres(prefix: string): Promise<ScratchDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `${prefix}_${randomId()
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')}`;
  await admin(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(adminUrl, `drop database if exists ${name} with (force)`) };
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
