import type { Kysely } from 'kysely';

// What abuse resistance keeps in the database, shared by every API process:
// - server_secrets: keys the server makes itself at first start (the device cookie's signing key);
// - device_upgrades: device ids of unsigned cookies from before ids were signed, each upgraded once;
// - likes.device_id: one like per device as well as per fingerprint (older likes have none);
// - events by created_at: the retention sweep deletes the oldest.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('server_secrets')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('device_upgrades')
    .addColumn('device_id', 'text', (c) => c.primaryKey())
    .addColumn('upgraded_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema.alterTable('likes').addColumn('device_id', 'text').execute();
  // NULLs are distinct in a unique index in both engines: likes made before this column stay valid.
  await db.schema.createIndex('likes_device').on('likes').columns(['analysis_id', 'device_id']).unique().execute();

  await db.schema.createIndex('events_created').on('events').column('created_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('events_created').execute();
  await db.schema.dropIndex('likes_device').execute();
  await db.schema.alterTable('likes').dropColumn('device_id').execute();
  await db.schema.dropTable('device_upgrades').execute();
  await db.schema.dropTable('server_secrets').execute();
}
