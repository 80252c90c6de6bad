/** The installed apps' Web Push subscriptions (`push_subscriptions`), by endpoint, per device. */
import type { Selectable } from 'kysely';
import type { Database } from './database.ts';
import type { PushSubscriptionsTable } from './tables.ts';

export type PushSubscriptionRow = Selectable<PushSubscriptionsTable>;

export type SubscribeOutcome = 'added' | 'renewed' | 'another_device' | 'device_full';

/**
 * Stores a device's subscription. The same endpoint from the same device renews its keys; an endpoint
 * another device holds stays with it (a client cannot take another device's notifications by posting its
 * address); a device that has `maxPerDevice` already gets no more. Decided in one transaction.
 */
export async function addPushSubscription(
  database: Database,
  row: Omit<PushSubscriptionRow, 'failures' | 'last_sent_at'>,
  maxPerDevice: number,
): Promise<SubscribeOutcome> {
  return database.db.transaction().execute(async (trx) => {
    const held = await trx
      .selectFrom('push_subscriptions')
      .select('device_id')
      .where('endpoint', '=', row.endpoint)
      .executeTakeFirst();
    if (held && held.device_id !== row.device_id) return 'another_device';
    if (held) {
      await trx
        .updateTable('push_subscriptions')
        .set({ p256dh: row.p256dh, auth: row.auth, failures: 0 })
        .where('endpoint', '=', row.endpoint)
        .where('device_id', '=', row.device_id)
        .execute();
      return 'renewed';
    }
    const { n } = await trx
      .selectFrom('push_subscriptions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('device_id', '=', row.device_id)
      .executeTakeFirstOrThrow();
    if (Number(n) >= maxPerDevice) return 'device_full';
    // Two devices racing for one new endpoint: the first insert wins, the other finds it taken.
    const inserted = await trx
      .insertInto('push_subscriptions')
      .values({ ...row, last_sent_at: null, failures: 0 })
      .onConflict((oc) => oc.column('endpoint').doNothing())
      .returning('endpoint')
      .executeTakeFirst();
    return inserted ? 'added' : 'another_device';
  });
}

export function pushSubscriptionsOf(database: Database, deviceId: string): Promise<PushSubscriptionRow[]> {
  return database.db.selectFrom('push_subscriptions').selectAll().where('device_id', '=', deviceId).execute();
}

export function findPushSubscription(database: Database, endpoint: string): Promise<PushSubscriptionRow | undefined> {
  return database.db.selectFrom('push_subscriptions').selectAll().where('endpoint', '=', endpoint).executeTakeFirst();
}

/** Removes a subscription: the device's own (unsubscribe), or any (the push service said it is gone). */
export async function deletePushSubscription(database: Database, endpoint: string, deviceId?: string): Promise<void> {
  let query = database.db.deleteFrom('push_subscriptions').where('endpoint', '=', endpoint);
  if (deviceId !== undefined) query = query.where('device_id', '=', deviceId);
  await query.execute();
}

/** A push went: the failures in a row start again from none. */
export async function markPushSent(database: Database, endpoint: string, now: number): Promise<void> {
  await database.db
    .updateTable('push_subscriptions')
    .set({ last_sent_at: now, failures: 0 })
    .where('endpoint', '=', endpoint)
    .execute();
}

/** Counts a failed push; answers the failures in a row, or null when the subscription is gone. */
export async function countPushFailure(database: Database, endpoint: string): Promise<number | null> {
  const row = await database.db
    .updateTable('push_subscriptions')
    .set((eb) => ({ failures: eb('failures', '+', 1) }))
    .where('endpoint', '=', endpoint)
    .returning('failures')
    .executeTakeFirst();
  return row ? Number(row.failures) : null;
}
