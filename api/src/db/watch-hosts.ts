/** When each site may next be read (`watch_hosts`): one interval per site for every process together,
 *  longer after slow or failed reads. A site is its registrable domain (watch/site-budget.ts). */
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
    .values({ host, next_fetch_at: next, strikes: 0 })
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

/**
 * Records how a read of the site went. A slow or failed read is a strike: the site's next slot moves to
 * `intervalMs` doubled for each strike in a row (at most `maxBackoffMs`) from now; a good read clears them.
 * Answers the site's next slot.
 */
export async function reportSiteRead(
  database: Database,
  host: string,
  read: { bad: boolean; now: number; intervalMs: number; maxBackoffMs: number },
): Promise<number> {
  if (!read.bad) {
    await database.db.updateTable('watch_hosts').set({ strikes: 0 }).where('host', '=', host).execute();
    return read.now + read.intervalMs;
  }
  const row = await database.db
    .updateTable('watch_hosts')
    .set((eb) => ({ strikes: eb('strikes', '+', 1) }))
    .where('host', '=', host)
    .returning('strikes')
    .executeTakeFirst();
  const strikes = Number(row?.strikes ?? 1);
  const cap = Math.max(read.intervalMs, read.maxBackoffMs);
  const next = read.now + Math.min(cap, read.intervalMs * 2 ** Math.min(strikes, 20));
  await database.db
    .updateTable('watch_hosts')
    .set({ next_fetch_at: next })
    .where('host', '=', host)
    .where('next_fetch_at', '<', next)
    .execute();
  return next;
}
