/** Fixed-window counters (`rate_limits`), shared by every API process on one database. */
import { sql } from 'kysely';
import type { Database } from './database.ts';
import { prepared } from './prepared.ts';

// Every limited request runs it (hit-batches.ts: once per turn of the event loop): a prepared statement.
const countHits = prepared((db) =>
  db
    .insertInto('rate_limits')
    .values({ bucket: '(bucket)', window_start: 0, count: 1 })
    .onConflict((oc) =>
      oc.columns(['bucket', 'window_start']).doUpdateSet({ count: sql<number>`rate_limits.count + excluded.count` }),
    )
    .returning('count'),
);

/** Counts `hits` hits in the bucket's window and returns the window's count, these hits included. One
 *  atomic upsert (`count = count + hits`), so concurrent processes never lose a hit. */
export async function countRateLimitHits(
  database: Database,
  bucket: string,
  windowStart: number,
  hits = 1,
): Promise<number> {
  const [row] = await countHits(database, [bucket, windowStart, hits]);
  if (!row) throw new Error('the rate-limit count answered no row');
  return Number(row.count);
}

/** Drops the bucket's windows that started before `windowStart`: they no longer count. */
export async function deleteOlderWindows(database: Database, bucket: string, windowStart: number): Promise<void> {
  await database.db
    .deleteFrom('rate_limits')
    .where('bucket', '=', bucket)
    .where('window_start', '<', windowStart)
    .execute();
}

/** Drops every bucket's windows that started before `before` (clients that never came back). */
export async function sweepRateLimits(database: Database, before: number): Promise<void> {
  await database.db.deleteFrom('rate_limits').where('window_start', '<', before).execute();
}
