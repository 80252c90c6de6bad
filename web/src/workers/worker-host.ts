/** The page's side of one kind of worker: started on first use, one job at a time (each holds tens of
 *  megabytes inside), ended once idle so nothing is held between uses, or at once when the caller must
 *  stop work already under way (ending the worker is the only way). Shared by every bridge. */
import { wrap } from 'comlink';
import type { Remote } from 'comlink';

export interface WorkerHost<Api> {
  /** Runs `task` after the jobs queued before it; `remote()` starts the worker if it is not running. */
  run<T>(task: (remote: () => Remote<Api>) => Promise<T>): Promise<T>;
  /** Ends the worker now; the next job starts a new one. */
  end(): void;
}

/** `spawn` must call `new Worker(new URL('./x.worker.ts', import.meta.url), …)` itself, so Vite sees it. */
export function createWorkerHost<Api>(spawn: () => Worker, idleMs: number): WorkerHost<Api> {
  let running: { worker: Worker; remote: Remote<Api> } | null = null;
  let queue: Promise<unknown> = Promise.resolve();
  let busy = 0;
  let idleTimer: ReturnType<typeof setTimeout> | null = null;

  const stopIdleTimer = () => {
    if (idleTimer) clearTimeout(idleTimer);
    idleTimer = null;
  };
  const remote = (): Remote<Api> => {
    stopIdleTimer();
    if (!running) {
      const worker = spawn();
      running = { worker, remote: wrap<Api>(worker) };
    }
    return running.remote;
  };
  const end = () => {
    stopIdleTimer();
    running?.worker.terminate();
    running = null;
  };

  return {
    end,
    run(task) {
      busy++;
      stopIdleTimer();
      const job = queue.then(() => task(remote));
      const settle = () => {
        busy--;
        if (busy === 0) idleTimer = setTimeout(end, idleMs);
      };
      queue = job.then(settle, settle);
      return job;
    },
  };
}
