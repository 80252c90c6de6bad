/**
 * The price-watch scheduler of one API process: every WATCH_TICK_S it looks in the database for watches
 * whose next check is due and queues them. The due time lives in the watches table, so checks survive
 * restarts (the first look after a start finds whatever fell due while the process was down, once each, not
 * once per missed interval). On PostgreSQL the queue is pg-boss and is shared, so several processes
 * together run each check once; on SQLite it is this process's own.
 */
import type { AppDeps } from '../app-types.ts';
import { dueWatches } from '../db/watches.ts';
import { watchChecker } from '../watch/check.ts';
import type { WatchChecker } from '../watch/check.ts';
import type { CheckQueue, CheckRunner } from './check-queue.ts';
import { inProcessQueue } from './in-process-queue.ts';
import { pgBossQueue } from './pg-boss-queue.ts';

/** Due watches queued per look; more wait for the next look. */
export const DUE_PER_TICK = 200;

export interface Scheduler {
  readonly queue: CheckQueue;
  readonly checker: WatchChecker;
  /** Looks for due watches now and queues them; answers how many were due. */
  tick(): Promise<number>;
  /** Resolves once every queued check has run. */
  drain(timeoutMs?: number): Promise<void>;
  stop(): Promise<void>;
}

export interface SchedulerOptions {
  /** PostgreSQL's address, for the shared queue; SQLite when absent. */
  databaseUrl?: string;
  /** Look every WATCH_TICK_S (production); tests call tick() with their own clock. */
  timer?: boolean;
}

export async function startScheduler(deps: AppDeps, opts: SchedulerOptions = {}): Promise<Scheduler> {
  const { database, clock, config, logger } = deps;
  const checker = watchChecker(deps);
  const run: CheckRunner = async (job) => {
    const result = await checker.check(job.watchId, { kind: 'scheduled', due: job.due });
    logger.debug('watch checked', { watch: job.watchId, ...result });
  };
  const queue =
    database.dialect === 'postgres'
      ? await pgBossQueue({ databaseUrl: opts.databaseUrl ?? requireUrl(), logger }, run, config.WATCH_CONCURRENCY)
      : inProcessQueue(run, config.WATCH_CONCURRENCY);

  let looking: Promise<number> | null = null;
  const tick = () =>
    (looking ??= (async () => {
      try {
        const due = await dueWatches(database, clock.now(), DUE_PER_TICK);
        await queue.enqueue(due.map((w) => ({ watchId: w.id, due: Number(w.due) })));
        return due.length;
      } finally {
        looking = null;
      }
    })());

  let timer: NodeJS.Timeout | null = null;
  if (opts.timer) {
    const look = () =>
      void tick().catch((err: unknown) => logger.warn('looking for due watches failed', { err: String(err) }));
    look();
    timer = setInterval(look, config.WATCH_TICK_S * 1000);
    timer.unref();
  }
  logger.info('price watch scheduler started', { queue: queue.kind, tickSeconds: config.WATCH_TICK_S });

  return {
    queue,
    checker,
    tick,
    drain: (timeoutMs) => queue.drain(timeoutMs),
    async stop() {
      if (timer) clearInterval(timer);
      await looking?.catch(() => undefined);
      await queue.stop();
    },
  };
}

function requireUrl(): never {
  throw new Error('the PostgreSQL check queue needs the database address (DATABASE_URL)');
}
