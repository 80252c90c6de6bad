/** What the watches' rules said (`watch_alerts`), per device, with whether each was read and pushed. */
import type { Kysely, Selectable } from 'kysely';
import type { Database } from './database.ts';
import type { Tables, WatchAlertsTable } from './tables.ts';

export type AlertRow = Selectable<WatchAlertsTable>;
export type AlertWithTitle = AlertRow & { watch_title: string };

export async function insertAlerts(db: Kysely<Tables>, rows: AlertRow[]): Promise<void> {
  if (rows.length) await db.insertInto('watch_alerts').values(rows).execute();
}

function withTitles(database: Database) {
  return database.db
    .selectFrom('watch_alerts')
    .innerJoin('watches', 'watches.id', 'watch_alerts.watch_id')
    .selectAll('watch_alerts')
    .select('watches.title as watch_title');
}

/** The device's alerts, newest first (optionally of one watch). */
export function listAlerts(
  database: Database,
  deviceId: string,
  opts: { watchId?: string; limit: number },
): Promise<AlertWithTitle[]> {
  let query = withTitles(database).where('watch_alerts.device_id', '=', deviceId);
  if (opts.watchId) query = query.where('watch_alerts.watch_id', '=', opts.watchId);
  return query
    .orderBy('watch_alerts.created_at', 'desc')
    .orderBy('watch_alerts.id', 'desc')
    .limit(opts.limit)
    .execute();
}

/** Unread alerts per watch of the device. */
export async function unreadByWatch(database: Database, deviceId: string): Promise<Map<string, number>> {
  const rows = await database.db
    .selectFrom('watch_alerts')
    .select(['watch_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('device_id', '=', deviceId)
    .where('read_at', 'is', null)
    .groupBy('watch_id')
    .execute();
  return new Map(rows.map((r) => [r.watch_id, Number(r.n)]));
}

/** Marks the device's alerts read: those listed, or all. */
export async function markAlertsRead(database: Database, deviceId: string, ids: string[] | undefined, now: number) {
  let query = database.db
    .updateTable('watch_alerts')
    .set({ read_at: now })
    .where('device_id', '=', deviceId)
    .where('read_at', 'is', null);
  if (ids) {
    if (ids.length === 0) return;
    query = query.where('id', 'in', ids);
  }
  await query.execute();
}

export async function markAlertsPushed(database: Database, ids: string[], now: number): Promise<void> {
  if (ids.length)
    await database.db.updateTable('watch_alerts').set({ pushed_at: now }).where('id', 'in', ids).execute();
}

/** One alert with its watch's title, or undefined once the watch (and with it the alert) is deleted. */
export function findAlertWithTitle(database: Database, id: string): Promise<AlertWithTitle | undefined> {
  return withTitles(database).where('watch_alerts.id', '=', id).executeTakeFirst();
}
