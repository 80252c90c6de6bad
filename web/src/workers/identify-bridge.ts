/** The page's side of the identification worker: started on first use, one photo at a time, ended
 *  once idle so the detector's ~60 MB of wasm memory is not held between captures. */
import { MODEL_BASE, ZXING_WASM_URL } from 'virtual:costlens-model-files';
import type { IdentifyWorkerApi, WorkerIdentifyResult } from './identify.worker.ts';
import { createWorkerHost } from './worker-host.ts';

/** Long enough for a few drafts in a row to share one model load. */
export const IDENTIFY_WORKER_IDLE_MS = 60_000;

const host = createWorkerHost<IdentifyWorkerApi>(
  () => new Worker(new URL('./identify.worker.ts', import.meta.url), { type: 'module', name: 'identify' }),
  IDENTIFY_WORKER_IDLE_MS,
);

const CONFIG = { modelBase: MODEL_BASE, zxingWasmUrl: ZXING_WASM_URL };

/** Identifies one photo on the device. Rejects when the model files cannot be had (offline, never cached). */
export function identifyInWorker(photo: Blob): Promise<WorkerIdentifyResult> {
  return host.run((remote) => remote().identifyPhoto(photo, CONFIG));
}

/** Loads the models once (so the service worker has them for a later offline capture). */
export function warmupInWorker(): Promise<void> {
  return host.run((remote) => remote().warmup(CONFIG));
}
