/**
 * The community list is the same answer for every visitor and the busiest read, so each process keeps
 * its serialised answer for a second: under load one query and one serialisation serve thousands of
 * requests (see the README's Performance figures). Another process may show a share up to a second
 * late; this process forgets its copy the moment it stores a share, so the sharer sees it at once.
 * Kept per database handle, so separate app instances (tests, several processes) never share it.
 */
import type { Database } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';

export const PUBLIC_LIST_FRESH_MS = 1_000;

interface Entry {
  body: Promise<Uint8Array<ArrayBuffer>>;
  at: number;
}

const entries = new WeakMap<Database, Entry>();

/** The list as UTF-8 JSON bytes (encoding 77 KB anew per request costs more than the query): the copy
 *  made within the last second, else a new one (concurrent callers share it). */
export function freshPublicList(
  database: Database,
  clock: Clock,
  make: () => Promise<string>,
): Promise<Uint8Array<ArrayBuffer>> {
  const now = clock.now();
  const entry = entries.get(database);
  if (entry && now - entry.at < PUBLIC_LIST_FRESH_MS) return entry.body;
  const body = make().then((json) => new TextEncoder().encode(json));
  const fresh: Entry = { body, at: now };
  entries.set(database, fresh);
  // A failed query is not kept: the next request tries again.
  body.catch(() => {
    if (entries.get(database) === fresh) entries.delete(database);
  });
  return body;
}

/** Called when this process makes an analysis public. */
export function forgetPublicList(database: Database): void {
  entries.delete(database);
}
