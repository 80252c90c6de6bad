/**
 * Queues on PostgreSQL: pg-boss, so the work is shared by every API process and each job runs once. The
 * watch checks go to a `stately` queue keyed by watch (at most one check of a watch waits and one runs at
 * a time, whichever process queued it); push deliveries to a `standard` one. A process that dies mid-job
 * leaves it to expire; a check's own claim on its watch (CHECK_LEASE_MS) makes the watch due again, so no
 * check is lost or doubled. pg-boss keeps its tables in its own schema (`pgboss`), migrated by pg-boss
 * itself at start. One pg-boss (one pool of connections) serves every queue of the process.
 */
import PgBoss from 'pg-boss';
import type { Logger } from '../lib/logger.ts';
import type { JobQueue, JobRunner, QueueSpec } from './job-queue.ts';

/** How often each worker asks for work when idle (pg-boss polls; 0.5 s is its floor). */
const POLL_S = 1;
/** A job still active after this is expired by pg-boss (a check or a push takes seconds). */
const EXPIRE_S = 10 * 60;

/** Attempts at making a queue when several processes start at once (see ensureQueue). */
const CREATE_ATTEMPTS = 5;

/**
 * Makes a queue unless it exists. Processes starting together may each try: pg-boss makes a queue's
 * table and attaches it in one transaction, and two of those can deadlock (PostgreSQL ends one) or see
 * each other half done. Whichever way it fails, the queue usually exists a moment later; a process looks
 * again and tries again a few times before it gives up.
 */
async function ensureQueue(boss: PgBoss, spec: QueueSpec): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    if (await boss.getQueue(spec.name)) return;
    try {
      await boss.createQueue(spec.name, {
        name: spec.name,
        policy: spec.policy,
        retryLimit: 0,
        expireInSeconds: EXPIRE_S,
      });
      return;
    } catch (err) {
      if (attempt >= CREATE_ATTEMPTS) {
        if (await boss.getQueue(spec.name)) return;
        throw err;
      }
      await new Promise((r) => setTimeout(r, 100 * attempt + Math.random() * 100));
    }
  }
}

export interface PgBossQueues {
  queue<T extends object>(spec: QueueSpec, run: JobRunner<T>): Promise<JobQueue<T>>;
  /** Stops every queue's workers (waiting for the jobs in hand) and closes the pool. */
  stop(): Promise<void>;
}

/** Starts pg-boss for this process; `connections` is its pool (the sum of the queues' concurrency, +1). */
export async function pgBossQueues({
  databaseUrl,
  logger,
  connections,
}: {
  databaseUrl: string;
  logger: Logger;
  connections: number;
}): Promise<PgBossQueues> {
  const boss = new PgBoss({
    connectionString: databaseUrl,
    max: connections,
    application_name: 'costlens-background-work',
    // Our own scheduler finds due watches; pg-boss's cron is not used.
    schedule: false,
  });
  boss.on('error', (err) => logger.warn('job queue error', { err: err.message }));
  await boss.start();
  return {
    async queue<T extends object>(spec: QueueSpec, run: JobRunner<T>): Promise<JobQueue<T>> {
      await ensureQueue(boss, spec);
      const workers: string[] = [];
      for (let i = 0; i < spec.concurrency; i++) {
        workers.push(
          await boss.work<T>(spec.name, { batchSize: 1, pollingIntervalSeconds: POLL_S }, async (jobs) => {
            for (const job of jobs) await run(job.data);
          }),
        );
      }
      return {
        kind: 'pg-boss',
        async enqueue(jobs) {
          if (jobs.length === 0) return;
          await boss.insert(
            jobs.map((job) => ({
              name: spec.name,
              data: job.data,
              singletonKey: job.key,
              retryLimit: 0,
              ...(job.delayMs && job.delayMs > 0 ? { startAfter: new Date(Date.now() + job.delayMs) } : {}),
            })),
          );
          // Wake this process's workers instead of waiting for their next poll.
          for (const id of workers) boss.notifyWorker(id);
        },
        async drain(timeoutMs = 60_000) {
          const deadline = Date.now() + timeoutMs;
          while ((await boss.getQueueSize(spec.name, { before: 'completed' })) > 0) {
            if (Date.now() > deadline) throw new Error(`${spec.name} jobs still queued after ${timeoutMs} ms`);
            await new Promise((r) => setTimeout(r, 100));
          }
        },
        // Stops asking for work; the jobs in hand finish before pg-boss itself stops (PgBossQueues.stop).
        stop: () => boss.offWork(spec.name),
      };
    },
    async stop() {
      await boss.stop({ graceful: true, wait: true, timeout: 20_000 });
    },
  };
}
