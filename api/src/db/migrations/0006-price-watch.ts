import type { Kysely } from 'kysely';

// Price watches, shared by every API process:
// - watches: what is watched for a device, its rules and where they stand, and when it is next due
//   (`next_check_at`; `check_token` claims a check so one process does it; `etag`/`last_modified` make
//   the next read of the page a conditional request);
// - watch_observations: every price as it was seen, never interpolated;
// - watch_alerts: what the rules said, listed in the app and sent by Web Push;
// - push_subscriptions: the installed apps' push endpoints (removed when the push service says gone);
// - watch_hosts: when each site may next be read, so every process together keeps the per-site interval.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('watches')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('device_id', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    // One watch per page (or search) per device: a second "Watch price" finds the first.
    .addColumn('dedupe_key', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('url', 'text')
    .addColumn('host', 'text', (c) => c.notNull())
    .addColumn('query', 'text')
    .addColumn('upc', 'text')
    .addColumn('currency', 'text')
    .addColumn('rules', 'text', (c) => c.notNull())
    .addColumn('rule_states', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('status_message', 'text')
    .addColumn('status_since', 'bigint')
    .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('etag', 'text')
    .addColumn('last_modified', 'text')
    .addColumn('next_check_at', 'bigint', (c) => c.notNull())
    .addColumn('check_token', 'text')
    .addColumn('last_checked_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('watches_device_key')
    .on('watches')
    .columns(['device_id', 'dedupe_key'])
    .unique()
    .execute();
  await db.schema.createIndex('watches_due').on('watches').column('next_check_at').execute();

  await db.schema
    .createTable('watch_observations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('watch_id', 'text', (c) => c.notNull().references('watches.id').onDelete('cascade'))
    .addColumn('price', 'double precision', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('retailer', 'text', (c) => c.notNull())
    .addColumn('url', 'text')
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('not_modified', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('observed_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('watch_observations_watch_time')
    .on('watch_observations')
    .columns(['watch_id', 'observed_at'])
    .execute();

  await db.schema
    .createTable('watch_alerts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('watch_id', 'text', (c) => c.notNull().references('watches.id').onDelete('cascade'))
    .addColumn('device_id', 'text', (c) => c.notNull())
    .addColumn('rule', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('price', 'double precision', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('read_at', 'bigint')
    .addColumn('pushed_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('watch_alerts_device_time')
    .on('watch_alerts')
    .columns(['device_id', 'created_at'])
    .execute();
  await db.schema.createIndex('watch_alerts_watch').on('watch_alerts').column('watch_id').execute();

  await db.schema
    .createTable('push_subscriptions')
    .addColumn('endpoint', 'text', (c) => c.primaryKey())
    .addColumn('device_id', 'text', (c) => c.notNull())
    .addColumn('p256dh', 'text', (c) => c.notNull())
    .addColumn('auth', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('last_sent_at', 'bigint')
    .execute();
  await db.schema.createIndex('push_subscriptions_device').on('push_subscriptions').column('device_id').execute();

  await db.schema
    .createTable('watch_hosts')
    .addColumn('host', 'text', (c) => c.primaryKey())
    .addColumn('next_fetch_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('watch_hosts').execute();
  await db.schema.dropTable('push_subscriptions').execute();
  await db.schema.dropTable('watch_alerts').execute();
  await db.schema.dropTable('watch_observations').execute();
  await db.schema.dropTable('watches').execute();
}
