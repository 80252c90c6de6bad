/**
 * Views of shared analyses, counted without a write per read. A view counts once per visitor per UTC
 * day. Each process remembers which visitors it has seen today, so a repeat read touches nothing; a
 * first view waits in memory and is written with the others in one transaction at most once per
 * FLUSH_MS (or sooner past MAX_PENDING), where the database decides whether another process counted
 * that visitor already. Answers of this process add its pending first views, so a visitor sees their
 * own view at once and the same number on a reload. Lists flush first (`flushViews`).
 */
import type { Database } from '../../db/database.ts';
import { addViews } from '../../db/analyses.ts';
import type { View } from '../../db/analyses.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Logger } from '../../lib/logger.ts';

export const VIEW_FLUSH_MS = 1_000;
const MAX_PENDING = 1_000;
/** Visitors remembered per process and day; past it the memory is cleared (the database still dedupes). */
const MAX_SEEN = 200_000;

export interface ViewCounter {
  /** Counts the visitor's view unless they viewed it today; answers the views not yet written. */
  count(id: string, visitor: string): number;
  /** Writes every pending view now. */
  flush(): Promise<void>;
  /** Whether views wait in memory or are being written. */
  readonly busy: boolean;
}

/** The counters of each database handle (one per app instance using it). */
const counters = new WeakMap<Database, Set<ViewCounter>>();

export const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export function createViewCounter(database: Database, clock: Clock, logger: Logger): ViewCounter {
  let pending: View[] = [];
  const pendingById = new Map<string, number>();
  let seenDay = '';
  let seen = new Set<string>();
  let timer: ReturnType<typeof setTimeout> | null = null;
  let writing: Promise<void> = Promise.resolve();
  let batchesWriting = 0;

  const flush = (): Promise<void> => {
    if (timer) clearTimeout(timer);
    timer = null;
    if (pending.length === 0) return writing;
    const batch = pending;
    pending = [];
    const today = utcDay(clock.now());
    batchesWriting++;
    // Writes run one after another; a failed batch is put back so its views are not lost.
    writing = writing.then(() =>
      addViews(database, batch, today)
        .then(
          () => {
            for (const view of batch) {
              const left = (pendingById.get(view.id) ?? 1) - 1;
              if (left > 0) pendingById.set(view.id, left);
              else pendingById.delete(view.id);
            }
          },
          (err: unknown) => {
            pending.push(...batch);
            logger.warn('view counts not written; kept for the next flush', { err: String(err) });
          },
        )
        .finally(() => batchesWriting--),
    );
    return writing;
  };

  const counter: ViewCounter = {
    count(id, visitor) {
      const day = utcDay(clock.now());
      if (day !== seenDay || seen.size >= MAX_SEEN) {
        seenDay = day;
        seen = new Set();
      }
      const key = `${id}\n${visitor}`;
      if (!seen.has(key)) {
        seen.add(key);
        pending.push({ id, visitor, day });
        pendingById.set(id, (pendingById.get(id) ?? 0) + 1);
        if (pending.length >= MAX_PENDING) void flush();
        else if (!timer) {
          timer = setTimeout(() => void flush(), VIEW_FLUSH_MS);
          timer.unref?.();
        }
      }
      return pendingById.get(id) ?? 0;
    },
    flush,
    get busy() {
      return pending.length > 0 || batchesWriting > 0;
    },
  };
  const mine = counters.get(database) ?? new Set<ViewCounter>();
  mine.add(counter);
  counters.set(database, mine);
  return counter;
}

const NOTHING_TO_WRITE = Promise.resolve();

/** Writes the pending views this process holds for a database (before a list is read, and at shutdown). */
export function flushViews(database: Database): Promise<void> {
  const busy = [...(counters.get(database) ?? [])].filter((c) => c.busy);
  // Most reads find nothing waiting: they go on without a write or a wait.
  if (busy.length === 0) return NOTHING_TO_WRITE;
  return Promise.all(busy.map((c) => c.flush())).then(() => undefined);
}
