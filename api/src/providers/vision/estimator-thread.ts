/**
 * The on-device estimator in a worker thread of its own (estimator-worker.ts), one per process: its
 * models load once (≈ 300 MB) and photos are read one at a time, in the estimator's bounded line,
 * while this thread keeps answering requests. A caller whose signal aborts is answered at once and its
 * photo is withdrawn from the line; a worker that dies fails the photos it held and is started again
 * for the next one.
 *
 * The line's bound is also kept here: while the worker computes, its own thread cannot answer, so a
 * photo past the bound is refused at once on this side (the same EstimatorBusyError the estimator's
 * line would give) rather than after the photo being read. Messages reach the worker in order, so a
 * withdrawal counts here as soon as it is sent and there before the next photo.
 */
import type { Worker } from 'node:worker_threads';
import type { Analysis, AnalyzeHints } from '@costlens/contracts';
import type { IdentifyResult, KindChoice } from '@costlens/estimator';
import { startWorker } from '../../lib/ts-worker.ts';

export type EstimatorJob =
  | { type: 'identify'; id: number; bytes: Uint8Array }
  | { type: 'analyze'; id: number; bytes: Uint8Array; hints: AnalyzeHints | undefined }
  | { type: 'words'; id: number; hints: AnalyzeHints; upc: string | null }
  | { type: 'warmup'; id: number }
  | { type: 'abort'; id: number };

/** A job as a caller hands it over, before it has an id. */
type NewJob<J = Exclude<EstimatorJob, { type: 'abort' }>> = J extends unknown ? Omit<J, 'id'> : never;

export type EstimatorReply =
  | { id: number; ok: true; value: unknown }
  | {
      id: number;
      ok: false;
      error: { name: string; message: string; code: string | undefined; choices?: KindChoice[] };
    };

/** An error of the estimator, as it crossed from its thread: its name, message and code survive. */
export class EstimatorThreadError extends Error {
  constructor(
    name: string,
    message: string,
    readonly code: string | undefined,
    /** The closest kinds, when the words typed mean no kind the estimator knows. */
    readonly choices: readonly KindChoice[] = [],
  ) {
    super(message);
    this.name = name;
  }
}

export interface EstimatorThread {
  identify(bytes: Uint8Array, signal?: AbortSignal): Promise<IdentifyResult>;
  analyze(bytes: Uint8Array, hints: AnalyzeHints | undefined, signal?: AbortSignal): Promise<Analysis>;
  /** The analysis of the user's words alone (no photo): no model runs, and it waits for no photo. */
  fromWords(hints: AnalyzeHints, upc: string | null, signal?: AbortSignal): Promise<Analysis>;
  warmup(): Promise<void>;
}

interface Pending {
  resolve(value: unknown): void;
  reject(reason: unknown): void;
  done(): void;
}

const threads = new Map<number, EstimatorThread>();

/** The process's estimator thread for this waiting-line length (tests may ask for another). */
export function estimatorThread(maxWaiting: number): EstimatorThread {
  let thread = threads.get(maxWaiting);
  if (!thread) threads.set(maxWaiting, (thread = createEstimatorThread(maxWaiting)));
  return thread;
}

function createEstimatorThread(maxWaiting: number): EstimatorThread {
  let worker: Worker | null = null;
  const pending = new Map<number, Pending>();
  /** Photos sent and neither answered nor withdrawn: the one being read and those waiting. */
  const photos = new Set<number>();
  let nextId = 1;

  const start = (): Worker => {
    const w = startWorker(new URL('./estimator-worker.ts', import.meta.url), { workerData: { maxWaiting } });
    w.unref();
    w.on('message', (reply: EstimatorReply) => {
      const job = pending.get(reply.id);
      if (!job) return; // a photo whose caller gave up
      job.done();
      if (reply.ok) job.resolve(reply.value);
      else
        job.reject(
          new EstimatorThreadError(reply.error.name, reply.error.message, reply.error.code, reply.error.choices),
        );
    });
    const stopped = (err: Error) => {
      if (worker !== w) return;
      worker = null;
      for (const job of [...pending.values()]) {
        job.done();
        job.reject(new EstimatorThreadError('EstimatorStopped', err.message, 'stopped'));
      }
    };
    w.on('error', stopped);
    w.on('exit', (code) => stopped(new Error(`The on-device estimator stopped (exit code ${code})`)));
    return w;
  };

  const send = <T>(job: NewJob, signal?: AbortSignal): Promise<T> => {
    if (signal?.aborted) return Promise.reject(signal.reason);
    const photo = job.type === 'identify' || job.type === 'analyze';
    if (photo && photos.size > maxWaiting) {
      const busy = `The estimator is busy (${maxWaiting} photos already waiting). Try again in a moment.`;
      return Promise.reject(new EstimatorThreadError('EstimatorBusyError', busy, 'estimator_busy'));
    }
    const w = (worker ??= start());
    const id = nextId++;
    if (photo) photos.add(id);
    return new Promise<T>((resolve, reject) => {
      const onAbort = () => {
        if (!pending.has(id)) return;
        pending.get(id)!.done();
        w.postMessage({ type: 'abort', id } satisfies EstimatorJob);
        reject(signal!.reason);
      };
      pending.set(id, {
        resolve: resolve as (value: unknown) => void,
        reject,
        done: () => {
          pending.delete(id);
          photos.delete(id);
          signal?.removeEventListener('abort', onAbort);
          if (pending.size === 0) w.unref();
        },
      });
      signal?.addEventListener('abort', onAbort, { once: true });
      w.ref(); // a photo in hand keeps the process alive until it is answered
      w.postMessage({ ...job, id } as EstimatorJob);
    });
  };

  return {
    identify: (bytes, signal) => send({ type: 'identify', bytes }, signal),
    analyze: (bytes, hints, signal) => send({ type: 'analyze', bytes, hints }, signal),
    fromWords: (hints, upc, signal) => send({ type: 'words', hints, upc }, signal),
    warmup: () => send({ type: 'warmup' }),
  };
}
