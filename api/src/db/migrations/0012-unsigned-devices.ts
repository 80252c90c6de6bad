import type { Kysely } from 'kysely';
import { sql } from 'kysely';

// unsigned_devices: the device ids that were issued unsigned, before the server signed its ids. Only
// these may ever be upgraded from a bare cookie to a signed one; any other bare id is a new device, so
// a device that had a signed cookie from the start cannot be taken by someone who learned its id.
//
// Which ids were issued unsigned is read from the data: the signing key's row is written by the first
// process that signed an id, and from then on an unsigned cookie without history was replaced, so
// only a device with an analysis older than the key had its id issued unsigned. A database without the
// key never ran a signing server: all its devices were issued unsigned.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('unsigned_devices')
    .addColumn('device_id', 'text', (c) => c.primaryKey())
    .execute();
  const key = await sql<{ created_at: number | string }>`
    select created_at from server_secrets where name = 'device-cookie-key'`.execute(db);
  const since = key.rows[0] ? new Date(Number(key.rows[0].created_at)).toISOString() : null;
  await sql`
    insert into unsigned_devices (device_id)
    select distinct device_id from analyses
    where ${since === null ? sql`1 = 1` : sql`created_at < ${since}`}`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('unsigned_devices').execute();
}
