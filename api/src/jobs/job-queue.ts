/** A line of background work waiting to run: in this process (SQLite), or shared by every process through
 *  PostgreSQL (pg-boss). The watch checks and the push deliveries each have one. */
export interface QueuedJob<T> {
  /** One job per key waits at a time: a second one with the same key is not queued again. */
  key: string;
  data: T;
  /** Not before this many ms from now (a retry after a back-off). */
  delayMs?: number;
}

export type JobRunner<T> = (data: T) => Promise<void>;

export interface JobQueue<T> {
  readonly kind: 'in-process' | 'pg-boss';
  enqueue(jobs: readonly QueuedJob<T>[]): Promise<void>;
  /** Resolves once nothing is waiting (delayed jobs included) or running, or rejects after `timeoutMs`. */
  drain(timeoutMs?: number): Promise<void>;
  /** Stops taking work and waits for the jobs running in this process. */
  stop(): Promise<void>;
}

/** A queue's name (pg-boss's queue), how many of its jobs one process runs at once, and whether jobs of
 *  one key wait their turn (`stately`: at most one waiting and one running per key, as checks of a watch)
 *  or each job stands alone (`standard`). */
export interface QueueSpec {
  name: string;
  concurrency: number;
  policy: 'stately' | 'standard';
}
