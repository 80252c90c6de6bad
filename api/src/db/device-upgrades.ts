/** Unsigned device ids from before the server signed them (`unsigned_devices`, `device_upgrades`): each
 *  upgraded once. */
import type { Database } from './database.ts';

/**
 * Whether the unsigned id `deviceId` may be upgraded to a signed one now: the first time it is asked
 * for (the time is kept), and again within `graceMs` of that (a page's requests sent together all
 * carry the old cookie), never after. Concurrent first asks from several processes keep one time.
 */
export async function claimDeviceUpgrade(
  database: Database,
  deviceId: string,
  now: number,
  graceMs: number,
): Promise<boolean> {
  await database.db
    .insertInto('device_upgrades')
    .values({ device_id: deviceId, upgraded_at: now })
    .onConflict((oc) => oc.column('device_id').doNothing())
    .execute();
  const row = await database.db
    .selectFrom('device_upgrades')
    .select('upgraded_at')
    .where('device_id', '=', deviceId)
    .executeTakeFirstOrThrow();
  return now - Number(row.upgraded_at) <= graceMs;
}

/** Whether `deviceId` was issued unsigned, before the server signed its ids (migration 0012 lists them):
 *  no other bare id may ever be upgraded. */
export async function issuedUnsigned(database: Database, deviceId: string): Promise<boolean> {
  const row = await database.db
    .selectFrom('unsigned_devices')
    .select('device_id')
    .where('device_id', '=', deviceId)
    .executeTakeFirst();
  return row !== undefined;
}
