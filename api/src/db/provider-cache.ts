/** Answers of outside services kept in the database, so every API process shares them (nothing shared
 *  lives in memory). Values are JSON; a row past its `expires_at` counts as absent. */
import type { Database } from './database.ts';

/** How often a write also drops expired rows: the table stays small without a scheduler. */
const SWEEP_CHANCE = 0.02;

/** The value kept under `key`, or null when there is none or it has expired by `now`. */
export async function readProviderCache<T>(database: Database, key: string, now: number): Promise<T | null> {
  const row = await database.db
    .selectFrom('provider_cache')
    .select(['value', 'expires_at'])
    .where('key', '=', key)
    .executeTakeFirst();
  if (!row || Number(row.expires_at) <= now) return null;
  return JSON.parse(row.value) as T;
}

/** Keeps `value` under `key` until `now + ttlMs`, replacing what was there. */
export async function writeProviderCache(
  database: Database,
  key: string,
  value: unknown,
  ttlMs: number,
  now: number,
): Promise<void> {
  const row = { key, value: JSON.stringify(value), expires_at: now + ttlMs, created_at: now };
  await database.db
    .insertInto('provider_cache')
    .values(row)
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({ value: row.value, expires_at: row.expires_at, created_at: row.created_at }),
    )
    .execute();
  if (Math.random() < SWEEP_CHANCE) {
    await database.db.deleteFrom('provider_cache').where('expires_at', '<=', now).execute();
  }
}
