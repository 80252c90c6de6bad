/** Price watches (`watches`): what each device watches, its rules, and the claim on its next check. */
import type { Kysely, Selectable } from 'kysely';
import type { Database } from './database.ts';
import type { Tables, WatchesTable } from './tables.ts';

export type WatchRow = Selectable<WatchesTable>;
/** The columns a finished check may change. */
export type WatchCheckPatch = Partial<
  Pick<
    WatchRow,
    | 'title'
    | 'currency'
    | 'rule_states'
    | 'status'
    | 'status_message'
    | 'status_since'
    | 'failures'
    | 'etag'
    | 'last_modified'
    | 'last_checked_at'
  >
> & { next_check_at: number };

/** Stores a new watch, or finds the device's watch of the same page or search; `created` says which. */
export async function insertWatch(database: Database, row: WatchRow): Promise<{ watch: WatchRow; created: boolean }> {
  const inserted = await database.db
    .insertInto('watches')
    .values(row)
    .onConflict((oc) => oc.columns(['device_id', 'dedupe_key']).doNothing())
    .returning('id')
    .executeTakeFirst();
  const watch = await database.db
    .selectFrom('watches')
    .selectAll()
    .where('device_id', '=', row.device_id)
    .where('dedupe_key', '=', row.dedupe_key)
    .executeTakeFirstOrThrow();
  return { watch, created: inserted !== undefined };
}

export async function countWatches(database: Database, deviceId: string): Promise<number> {
  const row = await database.db
    .selectFrom('watches')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('device_id', '=', deviceId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The device's watch, or undefined (another device's watch is not found either). */
export function findWatch(database: Database, deviceId: string, id: string): Promise<WatchRow | undefined> {
  return database.db
    .selectFrom('watches')
    .selectAll()
    .where('id', '=', id)
    .where('device_id', '=', deviceId)
    .executeTakeFirst();
}

export function findWatchById(database: Database, id: string): Promise<WatchRow | undefined> {
  return database.db.selectFrom('watches').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The device's watches, newest first. */
export function listWatches(database: Database, deviceId: string): Promise<WatchRow[]> {
  return database.db
    .selectFrom('watches')
    .selectAll()
    .where('device_id', '=', deviceId)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
}

export async function updateWatchRules(
  database: Database,
  deviceId: string,
  id: string,
  patch: Pick<WatchRow, 'rules' | 'rule_states'> & { title?: string },
): Promise<boolean> {
  const result = await database.db
    .updateTable('watches')
    .set(patch)
    .where('id', '=', id)
    .where('device_id', '=', deviceId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteWatch(database: Database, deviceId: string, id: string): Promise<boolean> {
  const result = await database.db
    .deleteFrom('watches')
    .where('id', '=', id)
    .where('device_id', '=', deviceId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Watches whose check is due, the longest waiting first. */
export function dueWatches(
  database: Database,
  now: number,
  limit: number,
): Promise<Array<{ id: string; due: number }>> {
  return database.db
    .selectFrom('watches')
    .select(['id', 'next_check_at as due'])
    .where('next_check_at', '<=', now)
    .orderBy('next_check_at')
    .limit(limit)
    .execute();
}

/**
 * Claims a watch's check for one process: atomically, only while the watch is still due at `due` (a
 * scheduled check) or is not being checked (`due` null: a check the user asked for, or a first read). The
 * claim moves the next check to `leaseUntil`, so a process that dies mid-check leaves a watch that falls
 * due again by itself; `token` names the claim, and only its holder may finish it.
 */
export async function claimWatchCheck(
  database: Database,
  id: string,
  claim: { due: number | null; now: number; token: string; leaseUntil: number },
): Promise<boolean> {
  let query = database.db
    .updateTable('watches')
    .set({ check_token: claim.token, next_check_at: claim.leaseUntil })
    .where('id', '=', id);
  query =
    claim.due === null
      ? query.where((eb) => eb.or([eb('check_token', 'is', null), eb('next_check_at', '<=', claim.now)]))
      : query.where('next_check_at', '=', claim.due).where('next_check_at', '<=', claim.now);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Ends a claimed check with what it found; false when the claim was lost (it ran past its lease and
 *  another process took the watch), in which case nothing is written. */
export async function finishWatchCheck(
  db: Kysely<Tables>,
  id: string,
  token: string,
  patch: WatchCheckPatch,
): Promise<boolean> {
  const result = await db
    .updateTable('watches')
    .set({ ...patch, check_token: null })
    .where('id', '=', id)
    .where('check_token', '=', token)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** A device's visits are noted at most this often (a write per visit would be one per request). */
export const DEVICE_SEEN_RESOLUTION_MS = 60 * 60 * 1000;

/**
 * Notes that the device opened its watches. Its paused watches fall due now and say so (`resumed`
 * words, from when the device was last seen) until their next check; the others only note the visit.
 */
export async function noteDeviceSeen(
  database: Database,
  deviceId: string,
  now: number,
  resumed: (lastSeen: number) => string,
): Promise<void> {
  const paused = await database.db
    .selectFrom('watches')
    .select(['id', 'device_seen_at'])
    .where('device_id', '=', deviceId)
    .where('status', '=', 'paused')
    .execute();
  for (const watch of paused) {
    await database.db
      .updateTable('watches')
      .set({ next_check_at: now, device_seen_at: now, status_message: resumed(Number(watch.device_seen_at)) })
      .where('id', '=', watch.id)
      .where('status', '=', 'paused')
      .where('check_token', 'is', null)
      .execute();
  }
  await database.db
    .updateTable('watches')
    .set({ device_seen_at: now })
    .where('device_id', '=', deviceId)
    .where('device_seen_at', '<', now - DEVICE_SEEN_RESOLUTION_MS)
    .execute();
}
