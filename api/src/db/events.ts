/** Analytics events as rows: page views and the analysis funnel, no third-party tracker. */
import type { Database } from './database.ts';
import type { EventsTable } from './tables.ts';

export async function insertEvents(database: Database, rows: readonly EventsTable[]): Promise<void> {
  if (rows.length === 0) return;
  await database.db
    .insertInto('events')
    .values([...rows])
    .execute();
}

/** Deletes events stored before `before`, then all but the newest `maxRows`. */
export async function sweepEvents(database: Database, { before, maxRows }: { before: number; maxRows: number }) {
  await database.db.deleteFrom('events').where('created_at', '<', before).execute();
  const edge = await database.db
    .selectFrom('events')
    .select('created_at')
    .orderBy('created_at', 'desc')
    .limit(1)
    .offset(maxRows)
    .executeTakeFirst();
  if (edge) await database.db.deleteFrom('events').where('created_at', '<=', Number(edge.created_at)).execute();
}
