import type { Kysely } from 'kysely';

// What keeps push alerts and scheduled checks within bounds, shared by every API process:
// - push_subscriptions.failures: pushes to the subscription that failed since the last that went; the
//   subscription is removed when it reaches the allowed attempts;
// - watch_hosts.strikes: how many of a site's last reads in a row were slow or failed, each doubling
//   the time before the site is read again;
// - watches.device_seen_at: when the watch's device last opened its watches; the watches of a device
//   away for long are paused. Existing watches count their device as seen when this runs.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('push_subscriptions')
    .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('watch_hosts')
    .addColumn('strikes', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('watches')
    .addColumn('device_seen_at', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await (db as Kysely<{ watches: { device_seen_at: number } }>)
    .updateTable('watches')
    .set({ device_seen_at: Date.now() })
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('watches').dropColumn('device_seen_at').execute();
  await db.schema.alterTable('watch_hosts').dropColumn('strikes').execute();
  await db.schema.alterTable('push_subscriptions').dropColumn('failures').execute();
}
