/**
 * The check queue on PostgreSQL: pg-boss, so the checks due are shared by every API process and each runs
 * once. Jobs go to a `stately` queue keyed by watch: at most one check of a watch waits and one runs at a
 * time, whichever process queued it. A process that dies mid-check leaves its job to expire; the watch's
 * own claim (CHECK_LEASE_MS) makes it due again, so no check is lost or doubled. pg-boss keeps its tables
 * in its own schema (`pgboss`), migrated by pg-boss itself at start.
 */
import PgBoss from 'pg-boss';
import type { Logger } from '../lib/logger.ts';
import type { CheckJob, CheckQueue, CheckRunner } from './check-queue.ts';

export const CHECK_QUEUE = 'watch-check';
/** How often each worker asks for work when idle (pg-boss polls; 0.5 s is its floor). */
const POLL_S = 1;
/** A job still active after this is expired by pg-boss (a check takes seconds). */
const EXPIRE_S = 10 * 60;

/** Attempts at making the queue when several processes start at once (see ensureQueue). */
const CREATE_ATTEMPTS = 5;

/**
 * Makes the check queue unless it exists. Processes starting together may each try: pg-boss makes a
 * queue's table and attaches it in one transaction, and two of those can deadlock (PostgreSQL ends one)
 * or see each other half done. Whichever way it fails, the queue usually exists a moment later; a
 * process looks again and tries again a few times before it gives up.
 */
async function ensureQueue(boss: PgBoss): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    if (await boss.getQueue(CHECK_QUEUE)) return;
    try {
      await boss.createQueue(CHECK_QUEUE, {
        name: CHECK_QUEUE,
        policy: 'stately',
        retryLimit: 0,
        expireInSeconds: EXPIRE_S,
      });
      return;
    } catch (err) {
      if (attempt >= CREATE_ATTEMPTS) {
        if (await boss.getQueue(CHECK_QUEUE)) return;
        throw err;
      }
      await new Promise((r) => setTimeout(r, 100 * attempt + Math.random() * 100));
    }
  }
}

export async function pgBossQueue(
  { databaseUrl, logger }: { databaseUrl: string; logger: Logger },
  run: CheckRunner,
  concurrency: number,
): Promise<CheckQueue> {
  const boss = new PgBoss({
    connectionString: databaseUrl,
    max: concurrency + 1,
    application_name: 'costlens-watch-checks',
    // Our own scheduler finds due watches; pg-boss's cron is not used.
    schedule: false,
  });
  boss.on('error', (err) => logger.warn('check queue error', { err: err.message }));
  await boss.start();
  await ensureQueue(boss);
  const workers: string[] = [];
  for (let i = 0; i < concurrency; i++) {
    workers.push(
      await boss.work<CheckJob>(CHECK_QUEUE, { batchSize: 1, pollingIntervalSeconds: POLL_S }, async (jobs) => {
        for (const job of jobs) await run(job.data);
      }),
    );
  }
  return {
    kind: 'pg-boss',
    async enqueue(jobs) {
      if (jobs.length === 0) return;
      await boss.insert(jobs.map((data) => ({ name: CHECK_QUEUE, data, singletonKey: data.watchId, retryLimit: 0 })));
      // Wake this process's workers instead of waiting for their next poll.
      for (const id of workers) boss.notifyWorker(id);
    },
    async drain(timeoutMs = 60_000) {
      const deadline = Date.now() + timeoutMs;
      while ((await boss.getQueueSize(CHECK_QUEUE, { before: 'completed' })) > 0) {
        if (Date.now() > deadline) throw new Error(`checks still queued after ${timeoutMs} ms`);
        await new Promise((r) => setTimeout(r, 100));
      }
    },
    async stop() {
      await boss.stop({ graceful: true, wait: true, timeout: 20_000 });
    },
  };
}
