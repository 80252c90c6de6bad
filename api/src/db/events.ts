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
