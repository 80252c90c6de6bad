/**
 * A few worker threads that run one kind of CPU-bound task off the main thread, so a costly input
 * delays only its own answer: the server keeps answering everyone else meanwhile.
 *
 * - At most `size` tasks run at once, one per worker; at most `maxWaiting` more wait, in order. A task
 *   offered to a full line is refused at once (WorkerPoolBusyError), so the wait never grows unbounded.
 * - A task that runs longer than `timeLimitMs` is stopped by terminating its worker (a hard limit: the
 *   worker's own code cannot delay it) and rejects with WorkerPoolTimeLimitError; a fresh worker
 *   replaces it. The time counts from when the task reaches a started worker, never while one boots.
 * - A task whose AbortSignal fires is dropped while it waits, and its worker is terminated while it runs.
 * - A worker left idle for `idleMs` is stopped; idle workers never keep the process alive.
 *
 * The worker module answers with `serveTasks` (worker-tasks.ts).
 */
import type { Worker } from 'node:worker_threads';
import { startWorker } from './ts-worker.ts';
import type { TaskAnswer, WorkerMessage } from './worker-tasks.ts';

export interface WorkerPoolOptions {
  /** The worker module (it calls serveTasks). */
  entry: URL;
  size: number;
  maxWaiting: number;
  timeLimitMs: number;
  idleMs?: number;
}

export interface WorkerPool<I, O> {
  run(input: I, signal?: AbortSignal): Promise<O>;
  /** Stops every worker; tasks still waiting or running reject. */
  close(): Promise<void>;
}

/** The waiting line is full; try again shortly. */
export class WorkerPoolBusyError extends Error {
  constructor(readonly maxWaiting: number) {
    super(`Busy: ${maxWaiting} tasks are already waiting`);
    this.name = 'WorkerPoolBusyError';
  }
}

/** The task ran past its time limit and its worker was terminated. */
export class WorkerPoolTimeLimitError extends Error {
  constructor(readonly timeLimitMs: number) {
    super(`The task ran longer than ${timeLimitMs} ms and was stopped`);
    this.name = 'WorkerPoolTimeLimitError';
  }
}

interface Task<I, O> {
  id: number;
  input: I;
  signal: AbortSignal | undefined;
  resolve(value: O): void;
  reject(reason: unknown): void;
  onAbort?: () => void;
}

interface Slot<I, O> {
  worker: Worker;
  ready: boolean;
  task: Task<I, O> | null;
  deadline?: NodeJS.Timeout;
  idle?: NodeJS.Timeout;
}

const DEFAULT_IDLE_MS = 60_000;

export function createWorkerPool<I, O>(options: WorkerPoolOptions): WorkerPool<I, O> {
  const { entry, size, maxWaiting, timeLimitMs, idleMs = DEFAULT_IDLE_MS } = options;
  const slots: Slot<I, O>[] = [];
  const line: Task<I, O>[] = [];
  let nextId = 1;
  let closed = false;

  const settle = (task: Task<I, O>) => {
    if (task.onAbort) task.signal?.removeEventListener('abort', task.onAbort);
  };

  const remove = (slot: Slot<I, O>) => {
    clearTimeout(slot.deadline);
    clearTimeout(slot.idle);
    const at = slots.indexOf(slot);
    if (at >= 0) slots.splice(at, 1);
  };

  /** Ends the slot's task with `reason` and replaces its worker (the next task starts a fresh one). */
  const kill = (slot: Slot<I, O>, reason: unknown) => {
    remove(slot);
    const task = slot.task;
    slot.task = null;
    if (task) {
      settle(task);
      task.reject(reason);
    }
    void slot.worker.terminate();
    pump();
  };

  const spawn = () => {
    const worker = startWorker(entry);
    worker.unref();
    const slot: Slot<I, O> = { worker, ready: false, task: null };
    slots.push(slot);
    worker.on('message', (message: WorkerMessage<O>) => {
      if (message === 'ready') {
        slot.ready = true;
        pump();
        return;
      }
      const task = slot.task;
      if (!task || message.id !== task.id) return; // the answer of a task that was given up
      clearTimeout(slot.deadline);
      slot.task = null;
      settle(task);
      if (message.ok) task.resolve(message.value);
      else task.reject(answerError(message));
      rest(slot);
      pump();
    });
    worker.on('error', (err) => fail(slot, err));
    worker.on('exit', (code) => fail(slot, new Error(`The worker stopped (exit code ${code})`)));
  };

  /** A worker that died: its task fails, and one that died while starting fails the waiting line too,
   *  which would otherwise wait for a worker that can never start. */
  const fail = (slot: Slot<I, O>, err: Error) => {
    if (!slots.includes(slot)) return;
    const booting = !slot.ready;
    kill(slot, err);
    if (booting) for (const task of line.splice(0)) rejectTask(task, err);
  };

  const rejectTask = (task: Task<I, O>, reason: unknown) => {
    settle(task);
    task.reject(reason);
  };

  /** An idle worker waits for the next task, and is stopped when none comes for `idleMs`. */
  const rest = (slot: Slot<I, O>) => {
    slot.worker.unref();
    slot.idle = setTimeout(() => {
      remove(slot);
      void slot.worker.terminate();
    }, idleMs);
    slot.idle.unref();
  };

  const dispatch = (slot: Slot<I, O>, task: Task<I, O>) => {
    clearTimeout(slot.idle);
    slot.task = task;
    slot.worker.ref();
    slot.deadline = setTimeout(() => kill(slot, new WorkerPoolTimeLimitError(timeLimitMs)), timeLimitMs);
    slot.worker.postMessage({ id: task.id, input: task.input });
  };

  function pump() {
    while (line.length > 0 && !closed) {
      const free = slots.find((s) => s.ready && !s.task);
      if (free) {
        dispatch(free, line.shift()!);
        continue;
      }
      if (!slots.some((s) => !s.ready) && slots.length < size) spawn();
      return;
    }
  }

  return {
    run(input, signal) {
      if (closed) return Promise.reject(new Error('The worker pool is closed'));
      if (signal?.aborted) return Promise.reject(signal.reason);
      const free = slots.some((s) => s.ready && !s.task) || slots.length < size;
      if (!free && line.length >= maxWaiting) return Promise.reject(new WorkerPoolBusyError(maxWaiting));
      return new Promise<O>((resolve, reject) => {
        const task: Task<I, O> = { id: nextId++, input, signal, resolve, reject };
        if (signal) {
          task.onAbort = () => {
            const waiting = line.indexOf(task);
            if (waiting >= 0) {
              line.splice(waiting, 1);
              rejectTask(task, signal.reason);
              return;
            }
            const running = slots.find((s) => s.task === task);
            if (running) kill(running, signal.reason);
          };
          signal.addEventListener('abort', task.onAbort, { once: true });
        }
        line.push(task);
        pump();
      });
    },
    async close() {
      closed = true;
      for (const task of line.splice(0)) rejectTask(task, new Error('The worker pool is closed'));
      await Promise.all(
        [...slots].map((slot) => {
          remove(slot);
          const task = slot.task;
          slot.task = null;
          if (task) rejectTask(task, new Error('The worker pool is closed'));
          return slot.worker.terminate();
        }),
      );
    },
  };
}

function answerError(message: Extract<TaskAnswer<unknown>, { ok: false }>): Error {
  const err = new Error(message.message);
  err.name = message.name;
  return err;
}
