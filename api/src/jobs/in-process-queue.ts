/** A queue of a single process (SQLite): a map of waiting jobs by key and a bounded number running at
 *  once; a delayed job waits on a timer. Nothing durable is lost in a crash: a watch stays due in the
 *  database and the next start's first look queues it again; a push in hand is lost, its alert stays
 *  listed in the app. */
import type { JobQueue, JobRunner, QueueSpec } from './job-queue.ts';

export function inProcessQueue<T>(spec: Pick<QueueSpec, 'concurrency'>, run: JobRunner<T>): JobQueue<T> {
  const waiting = new Map<string, T>();
  const running = new Set<string>();
  const timers = new Set<NodeJS.Timeout>();
  const idle = new Set<() => void>();
  let stopped = false;

  const settle = () => {
    if (waiting.size === 0 && running.size === 0 && timers.size === 0) for (const done of idle) done();
  };
  const pump = () => {
    while (!stopped && running.size < spec.concurrency && waiting.size > 0) {
      const [key, data] = waiting.entries().next().value as [string, T];
      waiting.delete(key);
      running.add(key);
      void run(data)
        .catch(() => undefined)
        .finally(() => {
          running.delete(key);
          pump();
          settle();
        });
    }
    settle();
  };
  const add = (key: string, data: T) => {
    if (!stopped && !running.has(key)) waiting.set(key, data);
  };

  return {
    kind: 'in-process',
    async enqueue(jobs) {
      if (stopped) return;
      for (const job of jobs) {
        if (!job.delayMs || job.delayMs <= 0) {
          add(job.key, job.data);
          continue;
        }
        const timer = setTimeout(() => {
          timers.delete(timer);
          add(job.key, job.data);
          pump();
        }, job.delayMs);
        timer.unref();
        timers.add(timer);
      }
      pump();
    },
    drain(timeoutMs = 60_000) {
      if (waiting.size === 0 && running.size === 0 && timers.size === 0) return Promise.resolve();
      return new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => {
          idle.delete(done);
          reject(new Error(`jobs still waiting or running after ${timeoutMs} ms`));
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
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await this.drain(30_000).catch(() => undefined);
    },
  };
}
