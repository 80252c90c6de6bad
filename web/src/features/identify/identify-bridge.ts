/** The page's side of the identification worker: started on first use, one photo at a time, ended
 *  once idle so the detector's ~60 MB of wasm memory is not held between captures. */
import { wrap } from 'comlink';
import type { Remote } from 'comlink';
import { MODEL_BASE, ZXING_WASM_URL } from 'virtual:costlens-model-files';
import type { IdentifyWorkerApi, WorkerIdentifyResult } from './identify.worker.ts';

/** Long enough for a few drafts in a row to share one model load. */
export const IDENTIFY_WORKER_IDLE_MS = 60_000;

interface Running { worker: Worker; remote: Remote<IdentifyWorkerApi> }

let running: Running | null = null;
let queue: Promise<unknown> = Promise.resolve();
let busy = 0;
let idleTimer: ReturnType<typeof setTimeout> | null = null;

function start(): Running {
  if (idleTimer) { clearTimeout(idleTimer); idleTimer = null; }
  if (!running) {
    const worker = new Worker(new URL('./identify.worker.ts', import.meta.url), { type: 'module', name: 'identify' });
    running = { worker, remote: wrap<IdentifyWorkerApi>(worker) };
  }
  return running;
}

function end(): void {
  if (idleTimer) { clearTimeout(idleTimer); idleTimer = null; }
  running?.worker.terminate();
  running = null;
}

const CONFIG = { modelBase: MODEL_BASE, zxingWasmUrl: ZXING_WASM_URL };

/** Identifies one photo on the device. Rejects when the model files cannot be had (offline, never cached). */
export function identifyInWorker(photo: Blob): Promise<WorkerIdentifyResult> {
  return run((remote) => remote.identifyPhoto(photo, CONFIG));
}

/** Loads the models once (so the service worker has them for a later offline capture). */
export function warmupInWorker(): Promise<void> {
  return run((remote) => remote.warmup(CONFIG));
}

function run<T>(task: (remote: Remote<IdentifyWorkerApi>) => Promise<T>): Promise<T> {
  busy++;
  const job = queue.then(() => task(start().remote));
  const settle = () => {
    busy--;
    if (busy === 0) idleTimer = setTimeout(end, IDENTIFY_WORKER_IDLE_MS);
  };
  queue = job.then(settle, settle);
  return job;
}
