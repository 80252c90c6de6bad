/** The installed apps' Web Push subscriptions (`push_subscriptions`), by endpoint, per device. */
import type { Selectable } from 'kysely';
import type { Database } from './database.ts';
import type { PushSubscriptionsTable } from './tables.ts';

export type PushSubscriptionRow = Selectable<PushSubscriptionsTable>;

/** Stores a subscription; the same endpoint again (a renewed key, another device's cookie) replaces it. */
export async function upsertPushSubscription(database: Database, row: PushSubscriptionRow): Promise<void> {
  await database.db
    .insertInto('push_subscriptions')
    .values(row)
    .onConflict((oc) =>
      oc.column('endpoint').doUpdateSet({ device_id: row.device_id, p256dh: row.p256dh, auth: row.auth }),
    )
    .execute();
}

export function pushSubscriptionsOf(database: Database, deviceId: string): Promise<PushSubscriptionRow[]> {
  return database.db.selectFrom('push_subscriptions').selectAll().where('device_id', '=', deviceId).execute();
}

/** Removes a subscription: the device's own (unsubscribe), or any (the push service said it is gone). */
export async function deletePushSubscription(database: Database, endpoint: string, deviceId?: string): Promise<void> {
  let query = database.db.deleteFrom('push_subscriptions').where('endpoint', '=', endpoint);
  if (deviceId !== undefined) query = query.where('device_id', '=', deviceId);
  await query.execute();
}

export async function markPushSent(database: Database, endpoint: string, now: number): Promise<void> {
  await database.db
    .updateTable('push_subscriptions')
    .set({ last_sent_at: now })
    .where('endpoint', '=', endpoint)
    .execute();
}
