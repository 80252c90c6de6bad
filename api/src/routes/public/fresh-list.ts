/**
 * The community list is the same answer for every visitor and the busiest read, so each process keeps
 * its serialised answer for a second: under load one query and one serialisation serve thousands of
 * requests (see the README's Performance figures). Another process may show a share up to a second
 * late; this process forgets its copy the moment it stores a share, so the sharer sees it at once.
 * Kept per database handle, so separate app instances (tests, several processes) never share it.
 */
import { encodedAnswer } from '../../compression/encoded-answer.ts';
import type { EncodedAnswer } from '../../compression/encoded-answer.ts';
import type { Database } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';

export const PUBLIC_LIST_FRESH_MS = 1_000;

/** The kept list: its JSON text (the server's own /public page writes it into the HTML) and the answer's
 *  bytes, each encoding compressed once per copy, not per request. */
export interface FreshList {
  json: string;
  answer: EncodedAnswer;
}

interface Entry {
  list: Promise<FreshList>;
  at: number;
}

const entries = new WeakMap<Database, Entry>();

/** The copy made within the last second, else a new one (concurrent callers share it). */
export function freshPublicList(database: Database, clock: Clock, make: () => Promise<string>): Promise<FreshList> {
  const now = clock.now();
  const entry = entries.get(database);
  if (entry && now - entry.at < PUBLIC_LIST_FRESH_MS) return entry.list;
  const list = make().then((json) => ({ json, answer: encodedAnswer(json) }));
  const fresh: Entry = { list, at: now };
  entries.set(database, fresh);
  // A failed query is not kept: the next request tries again.
  list.catch(() => {
    if (entries.get(database) === fresh) entries.delete(database);
  });
  return list;
}

/** Called when this process makes an analysis public. */
export function forgetPublicList(database: Database): void {
  entries.delete(database);
}
