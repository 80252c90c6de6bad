/** Answers of outside services kept in the database, so every API process shares them (nothing shared
 *  lives in memory). Values are JSON; a row past its `expires_at` counts as absent. A row's `created_at`
 *  is its stamp: a process that made something from a value checks it against the stamp before using it
 *  again (two writes in one millisecond share a stamp; both are answers of that moment). */
import type { Database } from './database.ts';
import { prepared } from './prepared.ts';

/** How often a write also drops expired rows: the table stays small without a scheduler. */
const SWEEP_CHANCE = 0.02;

/** The value kept under `key`, or null when there is none or it has expired by `now`. */
export async function readProviderCache<T>(database: Database, key: string, now: number): Promise<T | null> {
  return (await readProviderCacheEntry<T>(database, key, now))?.value ?? null;
}

/** The value kept under `key` with its stamp, or null when there is none or it has expired by `now`. */
export async function readProviderCacheEntry<T>(
  database: Database,
  key: string,
  now: number,
): Promise<{ value: T; stamp: number } | null> {
  const row = await database.db
    .selectFrom('provider_cache')
    .select(['value', 'expires_at', 'created_at'])
    .where('key', '=', key)
    .executeTakeFirst();
  if (!row || Number(row.expires_at) <= now) return null;
  return { value: JSON.parse(row.value) as T, stamp: Number(row.created_at) };
}

// The stamp alone, without the value (a prepared statement: a cached search answered again reads it).
const stampOf = prepared((db) =>
  db.selectFrom('provider_cache').select('created_at').where('key', '=', '(key)').where('expires_at', '>', 0),
);

/** The stamp of the live row under `key`, or null when there is none or it has expired by `now`. */
export async function providerCacheStamp(database: Database, key: string, now: number): Promise<number | null> {
  const [row] = await stampOf(database, [key, now]);
  return row ? Number(row.created_at) : null;
}

/** Keeps `value` under `key` until `now + ttlMs`, replacing what was there; its stamp is `now`. */
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
