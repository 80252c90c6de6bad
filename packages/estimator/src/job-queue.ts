/**
 * One job at a time, in order, with a bounded waiting line: the wasm detector and the OCR engine each
 * do one image at a time, so a burst of photos waits here instead of piling up in memory. A job whose
 * AbortSignal fires while it waits is dropped before it runs; a job offered to a full line is refused
 * at once with EstimatorBusyError, which a server answers with 503 rather than letting the wait grow.
 */

/** The waiting line is full; try again later (HTTP 503). */
export class EstimatorBusyError extends Error {
  readonly code = 'estimator_busy' as const;
  constructor(readonly limit: number) {
    super(`The estimator is busy (${limit} photos already waiting). Try again in a moment.`);
    this.name = 'EstimatorBusyError';
  }
}

/** The caller gave up on the job (its AbortSignal fired) before it ran. */
export class EstimatorAbortedError extends Error {
  readonly code = 'estimator_aborted' as const;
  constructor(cause?: unknown) {
    super('The photo was withdrawn before it was identified.', { cause });
    this.name = 'AbortError';
  }
}

/** Jobs allowed to wait behind the running one unless the caller says otherwise. */
export const DEFAULT_MAX_WAITING = 8;

export interface JobQueue {
  /**
   * Runs `task` after every job queued before it; rejects at once when `maxWaiting` jobs already wait
   * (housekeeping such as close() passes `ignoreLimit` so it is never turned away).
   */
  run<T>(task: () => Promise<T>, signal?: AbortSignal, options?: { ignoreLimit?: boolean }): Promise<T>;
  /** Jobs waiting (not counting the one running). */
  readonly waiting: number;
}

interface Pending {
  start(): void;
  signal: AbortSignal | undefined;
}

export function createJobQueue(maxWaiting: number = DEFAULT_MAX_WAITING): JobQueue {
  if (!(maxWaiting >= 0)) throw new RangeError('maxWaiting must be 0 or more');
  const line: Pending[] = [];
  let running = false;

  const next = () => {
    if (running) return;
    const job = line.shift();
    if (!job) return;
    running = true;
    job.start();
  };

  return {
    get waiting() {
      return line.length;
    },
    run<T>(task: () => Promise<T>, signal?: AbortSignal, options?: { ignoreLimit?: boolean }): Promise<T> {
      if (signal?.aborted) return Promise.reject(new EstimatorAbortedError(signal.reason));
      if (running && line.length >= maxWaiting && !options?.ignoreLimit)
        return Promise.reject(new EstimatorBusyError(maxWaiting));
      return new Promise<T>((resolve, reject) => {
        const onAbort = () => {
          const at = line.indexOf(job);
          // Only a job still waiting is dropped; one already running finishes (its engines cannot stop mid-image).
          if (at >= 0) {
            line.splice(at, 1);
            reject(new EstimatorAbortedError(signal?.reason));
          }
        };
        const job: Pending = {
          signal,
          start: () => {
            signal?.removeEventListener('abort', onAbort);
            void (async () => {
              try {
                resolve(await task());
              } catch (error) {
                reject(error);
              } finally {
                running = false;
                next();
              }
            })();
          },
        };
        signal?.addEventListener('abort', onAbort, { once: true });
        line.push(job);
        next();
      });
    },
  };
}
