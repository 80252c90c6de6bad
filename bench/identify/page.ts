/**
 * The browser half of bench/identify.bench.ts: identifies photos fetched from the bench server with the
 * app's identification worker, through its real bridge, one after another, as the app does with drafts.
 */
import { identifyInWorker } from '@costlens/web/workers/identify-bridge';
import type { PhotoRun } from './photo-run.ts';

async function run(path: string): Promise<PhotoRun> {
  const photo = await (await fetch(path)).blob();
  const started = performance.now();
  const id = await identifyInWorker(photo);
  const ms = performance.now() - started;
  return {
    file: path,
    ms,
    entryId: id.entryId,
    outcome: id.outcome,
    candidates: (id.candidates ?? []).map((c) => c.categoryId),
    upc: id.upc,
    refused: id.refused !== null,
    steps: {
      decodeMs: id.decodeMs,
      barcodeMs: id.timings.barcodeMs,
      detectMs: id.timings.detectMs,
      classifyMs: id.timings.classifyMs,
    },
  };
}

(window as unknown as { bench: { run: typeof run } }).bench = { run };
