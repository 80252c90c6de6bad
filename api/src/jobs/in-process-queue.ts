/** The check queue of a single process (SQLite): a map of waiting checks by watch and a bounded number
 *  running at once. Nothing is lost in a crash: the watches stay due in the database and the next start's
 *  first look queues them again. */
import type { CheckJob, CheckQueue, CheckRunner } from './check-queue.ts';

export function inProcessQueue(run: CheckRunner, concurrency: number): CheckQueue {
  const waiting = new Map<string, CheckJob>();
  const running = new Set<string>();
  const idle = new Set<() => void>();
  let stopped = false;

  const settle = () => {
    if (waiting.size === 0 && running.size === 0) for (const done of idle) done();
  };
  const pump = () => {
    while (!stopped && running.size < concurrency && waiting.size > 0) {
      const [watchId, job] = waiting.entries().next().value as [string, CheckJob];
      waiting.delete(watchId);
      running.add(watchId);
      void run(job)
        .catch(() => undefined)
        .finally(() => {
          running.delete(watchId);
          pump();
          settle();
        });
    }
    settle();
  };

  return {
    kind: 'in-process',
    async enqueue(jobs) {
      if (stopped) return;
      for (const job of jobs) if (!running.has(job.watchId)) waiting.set(job.watchId, job);
      pump();
    },
    drain(timeoutMs = 60_000) {
      if (waiting.size === 0 && running.size === 0) return Promise.resolve();
      return new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => {
          idle.delete(done);
          reject(new Error(`checks still running after ${timeoutMs} ms`));
        }, timeoutMs);
        const done = () => {
          clearTimeout(timer);
          idle.delete(done);
          resolve();
        };
        idle.add(done);
      });
    },
    async stop() {
      stopped = true;
      waiting.clear();
      await this.drain(30_000).catch(() => undefined);
    },
  };
}
