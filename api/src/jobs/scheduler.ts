/**
 * The background work of one API process, in two queues: watch checks and push deliveries. Every
 * WATCH_TICK_S the scheduler looks in the database for watches whose next check is due and queues them;
 * a check that finds alerts stores them and queues their pushes, which run in their own queue and then in
 * this process's push lanes (PUSH_CONCURRENCY, fair by device: watch/push-lanes.ts), so a slow push
 * service never holds a check slot, nor a queue worker, nor another device's push for long. The due time lives in the
 * watches table, so checks survive restarts (the first look after a start finds whatever fell due while
 * the process was down, once each, not once per missed interval). On PostgreSQL both queues are pg-boss's
 * and shared, so several processes together run each job once; on SQLite they are this process's own.
 * A process with WATCH_SCHEDULER=off runs no checks of its own, but still pushes the alerts of the checks
 * its users ask for.
 */
import type { AppDeps } from '../app-types.ts';
import { dueWatches } from '../db/watches.ts';
import { alertDelivery, pushJobsFor, PUSH_QUEUE } from '../watch/alert-delivery.ts';
import type { AlertPushes, PushJob } from '../watch/alert-delivery.ts';
import { watchChecker } from '../watch/check.ts';
import type { WatchChecker } from '../watch/check.ts';
import { pushLanes } from '../watch/push-lanes.ts';
import { pushSender } from '../watch/push-sender.ts';
import { CHECK_QUEUE } from './check-queue.ts';
import type { CheckJob } from './check-queue.ts';
import { inProcessQueue } from './in-process-queue.ts';
import type { JobQueue, JobRunner, QueueSpec } from './job-queue.ts';
import { pgBossQueues } from './pg-boss-queue.ts';

/** Due watches queued per look; more wait for the next look. */
export const DUE_PER_TICK = 200;
/** Pushes one device may have waiting in a process's lanes; more are dropped (the alerts stay listed). */
export const PUSHES_WAITING_PER_DEVICE = 50;

export interface Scheduler {
  /** The check queue; null in a process that runs no checks (WATCH_SCHEDULER=off). */
  readonly queue: JobQueue<CheckJob> | null;
  readonly pushes: JobQueue<PushJob>;
  /** Where checks hand their alerts (give it to the routes' deps as `alertPushes`). */
  readonly alertPushes: AlertPushes;
  readonly checker: WatchChecker;
  /** Looks for due watches now and queues them; answers how many were due. */
  tick(): Promise<number>;
  /** Resolves once every queued check has run, and then every push they queued (retries included). */
  drain(timeoutMs?: number): Promise<void>;
  stop(): Promise<void>;
}

export interface SchedulerOptions {
  /** PostgreSQL's address, for the shared queues; SQLite when absent. */
  databaseUrl?: string;
  /** Look every WATCH_TICK_S (production); tests call tick() with their own clock. */
  timer?: boolean;
  /** Run watch checks (WATCH_SCHEDULER=on); pushes run either way. Default true. */
  checks?: boolean;
}

export async function startScheduler(deps: AppDeps, opts: SchedulerOptions = {}): Promise<Scheduler> {
  const { database, clock, config, logger } = deps;
  const runChecks = opts.checks ?? true;
  const checkSpec: QueueSpec = { name: CHECK_QUEUE, concurrency: config.WATCH_CONCURRENCY, policy: 'stately' };
  const pushSpec: QueueSpec = { name: PUSH_QUEUE, concurrency: config.PUSH_CONCURRENCY, policy: 'standard' };

  const boss =
    database.dialect === 'postgres'
      ? await pgBossQueues({
          databaseUrl: opts.databaseUrl ?? requireUrl(),
          logger,
          connections: (runChecks ? checkSpec.concurrency : 0) + pushSpec.concurrency + 1,
        })
      : null;
  const makeQueue = <T extends object>(spec: QueueSpec, run: JobRunner<T>) =>
    boss ? boss.queue(spec, run) : Promise.resolve(inProcessQueue<T>(spec, run));

  const deliver = alertDelivery(deps, pushSender(deps));
  const lanes = pushLanes({
    lanes: config.PUSH_CONCURRENCY,
    perDeviceWaiting: PUSHES_WAITING_PER_DEVICE,
    onError: (err) => logger.warn('push failed to run', { err: String(err) }),
  });
  // The queue hands each push to the lanes at once, so its workers never wait on a push service; the
  // lanes run its retries' queueing: a failed push is queued again after its back-off.
  let pushes: JobQueue<PushJob> | null = null;
  pushes = await makeQueue<PushJob>(pushSpec, async (job) => {
    const taken = lanes.submit(job.deviceId ?? job.endpoint, job.attempt === 1 ? 'first' : 'later', async () => {
      const step = await deliver(job);
      if ('retry' in step) await pushes!.enqueue([step.retry]);
      logger.debug('push delivered', { attempt: job.attempt, ...step });
    });
    if (!taken) logger.warn('push dropped: its device has too many pushes waiting', { attempt: job.attempt });
  });
  const alertPushes: AlertPushes = {
    async push(deviceId, alertIds) {
      await pushes!.enqueue(await pushJobsFor(database, deviceId, alertIds));
    },
  };

  const checker = watchChecker({ ...deps, alertPushes });
  const queue = runChecks
    ? await makeQueue<CheckJob>(checkSpec, async (job) => {
        const result = await checker.check(job.watchId, { kind: 'scheduled', due: job.due });
        logger.debug('watch checked', { watch: job.watchId, ...result });
      })
    : null;

  let looking: Promise<number> | null = null;
  const tick = () =>
    (looking ??= (async () => {
      try {
        if (!queue) return 0;
        const due = await dueWatches(database, clock.now(), DUE_PER_TICK);
        await queue.enqueue(due.map((w) => ({ key: w.id, data: { watchId: w.id, due: Number(w.due) } })));
        return due.length;
      } finally {
        looking = null;
      }
    })());

  let timer: NodeJS.Timeout | null = null;
  if (opts.timer && queue) {
    const look = () =>
      void tick().catch((err: unknown) => logger.warn('looking for due watches failed', { err: String(err) }));
    look();
    timer = setInterval(look, config.WATCH_TICK_S * 1000);
    timer.unref();
  }
  logger.info('background work started', {
    queue: boss ? 'pg-boss' : 'in-process',
    checks: runChecks,
    tickSeconds: config.WATCH_TICK_S,
  });

  return {
    queue,
    pushes,
    alertPushes,
    checker,
    tick,
    async drain(timeoutMs) {
      await queue?.drain(timeoutMs);
      // Pushes under way may queue their retries: drained until the lanes were idle.
      do await pushes!.drain(timeoutMs);
      while (await lanes.drain(timeoutMs));
    },
    async stop() {
      if (timer) clearInterval(timer);
      await looking?.catch(() => undefined);
      await queue?.stop();
      await pushes!.stop();
      await lanes.stop();
      await boss?.stop();
    },
  };
}

function requireUrl(): never {
  throw new Error('the PostgreSQL job queues need the database address (DATABASE_URL)');
}
