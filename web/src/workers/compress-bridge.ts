/** The page's side of the compression worker (one job at a time: a 12 MP decode holds ~50 MB); it
 *  honours an AbortSignal, stopping a running job by ending the worker. */
import type { CompressedImage } from './compress-image.ts';
import type { CompressWorkerApi } from './compress.worker.ts';
import { createWorkerHost } from './worker-host.ts';

/** The name and type the API expects for every capture and upload. */
export const UPLOAD_FILE_NAME = 'captured-image.jpg';
export const UPLOAD_FILE_TYPE = 'image/jpeg';
/** Long enough to keep the worker warm across a retake, short enough to free its memory soon after. */
export const WORKER_IDLE_MS = 15_000;

const host = createWorkerHost<CompressWorkerApi>(
  () => new Worker(new URL('./compress.worker.ts', import.meta.url), { type: 'module', name: 'compress' }),
  WORKER_IDLE_MS,
);

function abortError(): DOMException {
  return new DOMException('Compression was cancelled', 'AbortError');
}

/** Compresses in the worker; rejects with an AbortError as soon as `signal` aborts, queued or running. */
export function compressInWorker(input: Blob, opts: { signal?: AbortSignal } = {}): Promise<CompressedImage> {
  const { signal } = opts;
  if (signal?.aborted) return Promise.reject(abortError());
  const aborted = new Promise<never>((_, reject) =>
    signal?.addEventListener('abort', () => reject(abortError()), { once: true }),
  );
  aborted.catch(() => undefined); // observed below; never an unhandled rejection
  const job = host.run(async (remote) => {
    if (signal?.aborted) throw abortError();
    try {
      return await Promise.race([remote().compressImage(input), aborted]);
    } catch (err) {
      // Ending the worker is the only way to stop a decode already under way; the next job starts a new one.
      if (signal?.aborted) host.end();
      throw err;
    }
  });
  return Promise.race([job, aborted]);
}

/** The upload file for a capture or an uploaded image: ≤ 1600 px, JPEG 0.8, named captured-image.jpg. */
export async function compressForUpload(input: Blob, opts: { signal?: AbortSignal } = {}): Promise<File> {
  const { blob } = await compressInWorker(input, opts);
  return new File([blob], UPLOAD_FILE_NAME, { type: UPLOAD_FILE_TYPE });
}
