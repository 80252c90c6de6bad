/**
 * The community list is the same answer for every visitor and the busiest read, so each process keeps
 * its serialised answer for a second: under load one query and one serialisation serve thousands of
 * requests (see the README's Performance figures). Another process may show a share up to a second
 * late; this process forgets its copy the moment it stores a share, so the sharer sees it at once.
 * Kept per database handle, so separate app instances (tests, several processes) never share it.
 */
import { COMPRESS_MIN_BYTES, compressBytes } from '../../compression/compress-answers.ts';
import type { AnswerEncoding } from '../../compression/compress-answers.ts';
import type { Database } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';

export const PUBLIC_LIST_FRESH_MS = 1_000;

interface Entry {
  body: Promise<Uint8Array<ArrayBuffer>>;
  /** The same bytes compressed, made once per encoding a client asked for. */
  encoded: Map<AnswerEncoding, Promise<Uint8Array<ArrayBuffer>>>;
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
  const fresh: Entry = { body, encoded: new Map(), at: now };
  entries.set(database, fresh);
  // A failed query is not kept: the next request tries again.
  body.catch(() => {
    if (entries.get(database) === fresh) entries.delete(database);
  });
  return body;
}

/** The kept list in `encoding` (compressed once per copy, not per request), or as it is when the client
 *  takes no compression or the list is too small to gain from it. */
export async function freshPublicListEncoded(
  database: Database,
  clock: Clock,
  make: () => Promise<string>,
  encoding: AnswerEncoding | null,
): Promise<{ body: Uint8Array<ArrayBuffer>; encoding: AnswerEncoding | null }> {
  const body = await freshPublicList(database, clock, make);
  const entry = entries.get(database);
  if (!encoding || body.byteLength < COMPRESS_MIN_BYTES || !entry) return { body, encoding: null };
  let packed = entry.encoded.get(encoding);
  if (!packed) {
    packed = compressBytes(body, encoding).then(
      (b) => new Uint8Array(b.buffer, b.byteOffset, b.byteLength) as Uint8Array<ArrayBuffer>,
    );
    entry.encoded.set(encoding, packed);
  }
  return { body: await packed, encoding };
}

/** Called when this process makes an analysis public. */
export function forgetPublicList(database: Database): void {
  entries.delete(database);
}
