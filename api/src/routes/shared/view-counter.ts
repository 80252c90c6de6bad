/**
 * Views of shared analyses, counted without a write per read: each process adds them up in memory and
 * writes them in one transaction at most once per FLUSH_MS (or sooner past MAX_PENDING distinct
 * analyses). A view is counted exactly; another process's views reach this one's answers within a
 * flush. Answers of this process add its pending views, so a visitor sees their own view at once.
 * Lists flush first (`flushViews`), so a card never shows fewer views than the page it leads to did.
 */
import type { Database } from '../../db/database.ts';
import { addViews } from '../../db/analyses.ts';
import type { Logger } from '../../lib/logger.ts';

export const VIEW_FLUSH_MS = 1_000;
const MAX_PENDING = 1_000;

export interface ViewCounter {
  /** Counts one view of the analysis and answers the views not yet written (this one included). */
  count(id: string): number;
  /** Writes every pending view now. */
  flush(): Promise<void>;
}

/** The counters of each database handle (one per app instance using it). */
const counters = new WeakMap<Database, Set<ViewCounter>>();

export function createViewCounter(database: Database, logger: Logger): ViewCounter {
  let pending = new Map<string, number>();
  let timer: ReturnType<typeof setTimeout> | null = null;
  let writing: Promise<void> = Promise.resolve();

  const flush = (): Promise<void> => {
    if (timer) clearTimeout(timer);
    timer = null;
    if (pending.size === 0) return writing;
    const batch = pending;
    pending = new Map();
    // Writes run one after another; a failed batch is put back so its views are not lost.
    writing = writing.then(() =>
      addViews(database, batch).catch((err: unknown) => {
        for (const [id, n] of batch) pending.set(id, (pending.get(id) ?? 0) + n);
        logger.warn('view counts not written; kept for the next flush', { err: String(err) });
      }),
    );
    return writing;
  };

  const counter: ViewCounter = {
    count(id) {
      const n = (pending.get(id) ?? 0) + 1;
      pending.set(id, n);
      if (pending.size >= MAX_PENDING) void flush();
      else if (!timer) {
        timer = setTimeout(() => void flush(), VIEW_FLUSH_MS);
        timer.unref?.();
      }
      return n;
    },
    flush,
  };
  const mine = counters.get(database) ?? new Set<ViewCounter>();
  mine.add(counter);
  counters.set(database, mine);
  return counter;
}

/** Writes the pending views this process holds for a database (before a list is read, and at shutdown). */
export async function flushViews(database: Database): Promise<void> {
  await Promise.all([...(counters.get(database) ?? [])].map((c) => c.flush()));
}
