/** When each site may next be read (`watch_hosts`): one interval per site for every process together. */
import type { Database } from './database.ts';

/**
 * Takes the site's next reading slot: true when the site may be read now (and no other read of it may
 * start for `intervalMs`), else when it may be. One atomic upsert, so two processes never both get it.
 */
export async function claimHostSlot(
  database: Database,
  host: string,
  now: number,
  intervalMs: number,
): Promise<{ claimed: true } | { claimed: false; nextAt: number }> {
  const next = now + intervalMs;
  const won = await database.db
    .insertInto('watch_hosts')
    .values({ host, next_fetch_at: next })
    .onConflict((oc) =>
      oc.column('host').doUpdateSet({ next_fetch_at: next }).where('watch_hosts.next_fetch_at', '<=', now),
    )
    .returning('host')
    .executeTakeFirst();
  if (won) return { claimed: true };
  const row = await database.db
    .selectFrom('watch_hosts')
    .select('next_fetch_at')
    .where('host', '=', host)
    .executeTakeFirst();
  return { claimed: false, nextAt: Number(row?.next_fetch_at ?? next) };
}
