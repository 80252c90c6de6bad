/** Every price a watch saw (`watch_observations`), as it was seen. */
import type { Kysely, Selectable } from 'kysely';
import type { Database } from './database.ts';
import type { Tables, WatchObservationsTable } from './tables.ts';

export type ObservationRow = Selectable<WatchObservationsTable>;

export async function insertObservation(db: Kysely<Tables>, row: ObservationRow): Promise<void> {
  await db.insertInto('watch_observations').values(row).execute();
}

/** The watch's latest observations, newest first. */
export function latestObservations(database: Database, watchId: string, count: number): Promise<ObservationRow[]> {
  return database.db
    .selectFrom('watch_observations')
    .selectAll()
    .where('watch_id', '=', watchId)
    .orderBy('observed_at', 'desc')
    .orderBy('id', 'desc')
    .limit(count)
    .execute();
}

/** The watch's observations from `since` on, oldest first, at most `limit` (the newest kept). */
export async function observationsSince(
  database: Database,
  watchId: string,
  since: number,
  limit: number,
): Promise<ObservationRow[]> {
  const rows = await database.db
    .selectFrom('watch_observations')
    .selectAll()
    .where('watch_id', '=', watchId)
    .where('observed_at', '>=', since)
    .orderBy('observed_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.reverse();
}

/** The lowest price in `currency` seen in [from, to), and when that currency was first seen at all. */
export async function priceWindow(
  database: Database,
  watchId: string,
  currency: string,
  from: number,
  to: number,
): Promise<{ low: number | null; firstSeenAt: number | null }> {
  const [window, first] = await Promise.all([
    database.db
      .selectFrom('watch_observations')
      .select((eb) => eb.fn.min<number>('price').as('low'))
      .where('watch_id', '=', watchId)
      .where('currency', '=', currency)
      .where('observed_at', '>=', from)
      .where('observed_at', '<', to)
      .executeTakeFirst(),
    database.db
      .selectFrom('watch_observations')
      .select((eb) => eb.fn.min<number>('observed_at').as('first'))
      .where('watch_id', '=', watchId)
      .where('currency', '=', currency)
      .executeTakeFirst(),
  ]);
  const low = window?.low;
  const firstSeen = first?.first;
  return {
    low: low === null || low === undefined ? null : Number(low),
    firstSeenAt: firstSeen === null || firstSeen === undefined ? null : Number(firstSeen),
  };
}
