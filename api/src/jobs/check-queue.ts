/** The line of watch checks waiting to run: in this process (SQLite), or shared by every process through
 *  PostgreSQL (pg-boss). Either way a watch is queued at most once at a time. */
export interface CheckJob {
  watchId: string;
  /** The watch's due time when it was queued: the check claims the watch only while it is still due then. */
  due: number;
}

export type CheckRunner = (job: CheckJob) => Promise<void>;

export interface CheckQueue {
  readonly kind: 'in-process' | 'pg-boss';
  /** Queues checks; one already waiting for the same watch is not queued again. */
  enqueue(jobs: readonly CheckJob[]): Promise<void>;
  /** Resolves once nothing is waiting or running (or after `timeoutMs`, rejecting). */
  drain(timeoutMs?: number): Promise<void>;
  /** Stops taking work and waits for the checks running in this process. */
  stop(): Promise<void>;
}
