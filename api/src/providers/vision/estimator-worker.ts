/**
 * The worker thread the on-device estimator runs in (estimator-thread.ts starts it). Its detector runs
 * on TensorFlow's WebAssembly backend, which computes on the thread that calls it: on the main thread
 * one photo held every other request for up to 2.3 s. Here it holds only this thread. The estimator's
 * own line (bounded, AbortSignal drops a waiting photo) decides what runs; an abort from the main
 * thread reaches it by the job's id.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { Estimator, KindChoice } from '@costlens/estimator';
import type { EstimatorJob, EstimatorReply } from './estimator-thread.ts';

const port = parentPort!;
const { maxWaiting } = workerData as { maxWaiting: number };
const running = new Map<number, AbortController>();
let estimator: Promise<Estimator> | null = null;

function load(): Promise<Estimator> {
  estimator ??= import('@costlens/estimator')
    .then((m) => m.createEstimator({ maxWaiting }))
    .catch((err: unknown) => {
      estimator = null; // a later photo may find it installed
      throw Object.assign(new Error((err as Error).message), { code: 'load_failed' });
    });
  return estimator;
}

async function run(job: Exclude<EstimatorJob, { type: 'abort' }>, signal: AbortSignal): Promise<unknown> {
  // Words alone need the cost book, not the models or the photo line.
  if (job.type === 'words') return (await import('@costlens/estimator')).buildAnalysisFromWords(job.hints, job.upc);
  const est = await load();
  if (job.type === 'identify') return est.identify(job.bytes, { signal });
  if (job.type === 'analyze') return est.analyze(job.bytes, job.hints, { signal });
  return est.warmup();
}

port.on('message', async (job: EstimatorJob) => {
  if (job.type === 'abort') {
    running.get(job.id)?.abort();
    return;
  }
  const controller = new AbortController();
  running.set(job.id, controller);
  let reply: EstimatorReply;
  try {
    reply = { id: job.id, ok: true, value: await run(job, controller.signal) };
  } catch (err) {
    const e = err as Error & { code?: unknown; choices?: unknown };
    reply = {
      id: job.id,
      ok: false,
      error: {
        name: e.name,
        message: e.message,
        code: typeof e.code === 'string' ? e.code : undefined,
        ...(Array.isArray(e.choices) ? { choices: e.choices as KindChoice[] } : {}),
      },
    };
  } finally {
    running.delete(job.id);
  }
  port.postMessage(reply);
});
