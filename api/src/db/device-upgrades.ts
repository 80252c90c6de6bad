/** Unsigned device ids from before the server signed them (`device_upgrades`): each upgraded once. */
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

/** Whether any analysis belongs to `deviceId`: an unsigned id with none has no history to keep. */
export async function deviceHasAnalyses(database: Database, deviceId: string): Promise<boolean> {
  const row = await database.db
    .selectFrom('analyses')
    .select('id')
    .where('device_id', '=', deviceId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
