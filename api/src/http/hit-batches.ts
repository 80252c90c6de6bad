/**
 * Hits of one rate-limit window that arrive in the same turn of the event loop are counted in the
 * database with one write (`count = count + n`) instead of n. That write is most of what a limit costs a
 * request, and under load one turn reads many requests of the same client (all of one client's requests
 * update one row, so on PostgreSQL each also waited for the one before). Every hit still gets its own
 * place in the window's count, in the order the hits came, as n writes one after the other would have
 * given them, and no request goes on before the write that counts it has committed: the limit stays
 * exact across processes.
 */
import type { Database } from '../db/database.ts';
import { countRateLimitHits } from '../db/rate-limits.ts';

interface Waiting {
  bucket: string;
  windowStart: number;
  places: Array<{ resolve: (count: number) => void; reject: (err: unknown) => void }>;
}

/** The hits waiting for this turn's writes, per database handle and window. */
const turns = new WeakMap<Database, Map<string, Waiting>>();

/** Counts one hit in the bucket's window; answers the window's count up to and including this hit. */
export function countHit(database: Database, bucket: string, windowStart: number): Promise<number> {
  let waiting = turns.get(database);
  if (!waiting) turns.set(database, (waiting = new Map()));
  // Written once this turn has read what it could: the check phase comes right after the poll phase.
  if (waiting.size === 0) setImmediate(() => writeTurn(database));
  const key = `${windowStart}\n${bucket}`;
  let window = waiting.get(key);
  if (!window) waiting.set(key, (window = { bucket, windowStart, places: [] }));
  const places = window.places;
  return new Promise((resolve, reject) => places.push({ resolve, reject }));
}

function writeTurn(database: Database): void {
  const waiting = turns.get(database);
  if (!waiting) return;
  turns.delete(database);
  for (const { bucket, windowStart, places } of waiting.values()) {
    countRateLimitHits(database, bucket, windowStart, places.length).then(
      (count) => {
        const first = count - places.length + 1;
        places.forEach((place, i) => place.resolve(first + i));
      },
      (err: unknown) => {
        for (const place of places) place.reject(err);
      },
    );
  }
}
