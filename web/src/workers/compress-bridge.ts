/** The page's side of the compression worker: starts it on first use, runs one job at a time (a 12 MP
 *  decode holds ~50 MB), honours an AbortSignal (a running job is stopped by ending the worker), and
 *  ends the worker once it has been idle for a while so it holds no memory between captures. */
import { wrap, type Remote } from 'comlink';
import type { CompressedImage } from './compress-image.ts';
import type { CompressWorkerApi } from './compress.worker.ts';

/** The name and type the API expects for every capture and upload (spec §3 'Captured image'). */
export const UPLOAD_FILE_NAME = 'captured-image.jpg';
export const UPLOAD_FILE_TYPE = 'image/jpeg';
/** Long enough to keep the worker warm across a retake, short enough to free its memory soon after. */
export const WORKER_IDLE_MS = 15_000;

interface Running { worker: Worker; remote: Remote<CompressWorkerApi> }

let running: Running | null = null;
let queue: Promise<unknown> = Promise.resolve();
let busy = 0;
let idleTimer: ReturnType<typeof setTimeout> | null = null;

function start(): Running {
  if (idleTimer) { clearTimeout(idleTimer); idleTimer = null; }
  if (!running) {
    const worker = new Worker(new URL('./compress.worker.ts', import.meta.url), { type: 'module', name: 'compress' });
    running = { worker, remote: wrap<CompressWorkerApi>(worker) };
  }
  return running;
}

function end(): void {
  if (idleTimer) { clearTimeout(idleTimer); idleTimer = null; }
  running?.worker.terminate();
  running = null;
}

function abortError(): DOMException {
  return new DOMException('Compression was cancelled', 'AbortError');
}

/** Compresses in the worker; rejects with an AbortError as soon as `signal` aborts, queued or running. */
export function compressInWorker(input: Blob, opts: { signal?: AbortSignal } = {}): Promise<CompressedImage> {
  const { signal } = opts;
  if (signal?.aborted) return Promise.reject(abortError());
  const aborted = new Promise<never>((_, reject) => signal?.addEventListener('abort', () => reject(abortError()), { once: true }));
  aborted.catch(() => undefined); // observed below; never an unhandled rejection
  busy++;
  const job = queue.then(async () => {
    if (signal?.aborted) throw abortError();
    const { remote } = start();
    try {
      return await Promise.race([remote.compressImage(input), aborted]);
    } catch (err) {
      // Ending the worker is the only way to stop a decode already under way; the next job starts a new one.
      if (signal?.aborted) end();
      throw err;
    }
  });
  const settle = () => {
    busy--;
    if (busy === 0) idleTimer = setTimeout(end, WORKER_IDLE_MS);
  };
  queue = job.then(settle, settle);
  return Promise.race([job, aborted]);
}

/** The upload file for a capture or an uploaded image: ≤ 1600 px, JPEG 0.8, named captured-image.jpg. */
export async function compressForUpload(input: Blob, opts: { signal?: AbortSignal } = {}): Promise<File> {
  const { blob } = await compressInWorker(input, opts);
  return new File([blob], UPLOAD_FILE_NAME, { type: UPLOAD_FILE_TYPE });
}
