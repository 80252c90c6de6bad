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
  if (!(await boss.getQueue(CHECK_QUEUE))) {
    try {
      await boss.createQueue(CHECK_QUEUE, {
        name: CHECK_QUEUE,
        policy: 'stately',
        retryLimit: 0,
        expireInSeconds: EXPIRE_S,
      });
    } catch (err) {
      // Another process created it between our look and our create.
      if (!(await boss.getQueue(CHECK_QUEUE))) throw err;
    }
  }
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
