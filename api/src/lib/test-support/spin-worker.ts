/** A worker for worker-pool.test.ts: spins the CPU for as long as it is told, or forever, or fails,
 *  and says how many tasks this worker has run (a fresh worker starts again at 1). */
import { serveTasks } from '../worker-tasks.ts';

export interface SpinTask {
  spinMs?: number;
  forever?: boolean;
  fail?: string;
}

export interface SpinAnswer {
  ran: number;
  /** Wall-clock start and end of the task (Date.now()). */
  from: number;
  to: number;
}

let ran = 0;
serveTasks<SpinTask, SpinAnswer>(({ spinMs = 0, forever = false, fail }) => {
  ran++;
  const from = Date.now();
  const until = performance.now() + spinMs;
  while (forever || performance.now() < until) {
    // a page that takes forever to read: only terminating the thread stops it
  }
  if (fail) throw new RangeError(fail);
  return { ran, from, to: Date.now() };
});
