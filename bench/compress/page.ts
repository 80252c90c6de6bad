/**
 * The browser half of bench/compress.bench.ts: makes a 12 MP camera-like JPEG, then times the
 * compression worker (through its real bridge) against the native floor on this page's main thread,
 * and counts the main thread's long tasks while each runs.
 */
import { wrap } from 'comlink';
import { compressInWorker } from '@costlens/web/workers/compress-bridge';
import { fitWithin, JPEG_QUALITY } from '@costlens/web/workers/compress-image';

export interface RunResult {
  ms: number;
  bytes: number;
  width: number;
  height: number;
  longTasks: number;
  longTaskMs: number;
}

const longTasks: PerformanceEntry[] = [];
new PerformanceObserver((list) => longTasks.push(...list.getEntries())).observe({ type: 'longtask', buffered: true });

let source: Blob | null = null;
let sourceSize = { width: 0, height: 0 };

/** A photo-like 12 MP JPEG: smooth light, some edges, and sensor noise (noise is what makes photos big). */
async function makePhoto(width: number, height: number): Promise<{ bytes: number }> {
  const canvas = new OffscreenCanvas(width, height);
  const ctx = canvas.getContext('2d')!;
  const g = ctx.createLinearGradient(0, 0, width, height);
  g.addColorStop(0, '#d9c7a7');
  g.addColorStop(1, '#6b5a4a');
  ctx.fillStyle = g;
  ctx.fillRect(0, 0, width, height);
  ctx.fillStyle = '#f4f4f2';
  ctx.beginPath();
  ctx.ellipse(width / 2, height / 2, width / 5, height / 3, 0, 0, Math.PI * 2);
  ctx.fill();
  const img = ctx.getImageData(0, 0, width, height);
  const d = img.data;
  let seed = 12345; // deterministic noise: the same source bytes every run
  for (let i = 0; i < d.length; i += 4) {
    seed = (seed * 1103515245 + 12345) >>> 0;
    const n = ((seed >>> 16) & 63) - 32;
    d[i] = d[i]! + n;
    d[i + 1] = d[i + 1]! + n;
    d[i + 2] = d[i + 2]! + n;
  }
  ctx.putImageData(img, 0, 0);
  source = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.92 });
  sourceSize = { width, height };
  return { bytes: source.size };
}

async function measure(run: () => Promise<Blob>): Promise<RunResult> {
  await new Promise((r) => setTimeout(r, 100)); // let earlier long tasks be delivered first
  const t0 = performance.now();
  const blob = await run();
  const ms = performance.now() - t0;
  await new Promise((r) => setTimeout(r, 100)); // long-task entries arrive after the task ends
  const during = longTasks.filter((e) => e.startTime >= t0 && e.startTime <= t0 + ms);
  const bitmap = await createImageBitmap(blob);
  const out = {
    ms,
    bytes: blob.size,
    width: bitmap.width,
    height: bitmap.height,
    longTasks: during.length,
    longTaskMs: during.reduce((s, e) => s + e.duration, 0),
  };
  bitmap.close();
  return out;
}

/** The compression worker as the app uses it. */
function runWorker(): Promise<RunResult> {
  return measure(async () => (await compressInWorker(source!)).blob);
}

const library = wrap<{ compressWithLibrary(b: Blob): Promise<Blob> }>(
  new Worker(new URL('./library.worker.ts', import.meta.url), { type: 'module' }),
);

/** The alternative: browser-image-compression in a worker of its own. */
function runLibrary(): Promise<RunResult> {
  return measure(() => library.compressWithLibrary(source!));
}

/** The floor: the browser's own resize-while-decoding and encode on this page's main thread, told the
 *  source size in advance (an app must first read it), nothing else. */
function runFloor(): Promise<RunResult> {
  return measure(async () => {
    const target = fitWithin(sourceSize.width, sourceSize.height);
    const resized = await createImageBitmap(source!, {
      resizeWidth: target.width,
      resizeHeight: target.height,
      resizeQuality: 'high',
    });
    const canvas = new OffscreenCanvas(target.width, target.height);
    canvas.getContext('2d')!.drawImage(resized, 0, 0);
    resized.close();
    return canvas.convertToBlob({ type: 'image/jpeg', quality: JPEG_QUALITY });
  });
}

Object.assign(window, { bench: { makePhoto, runWorker, runLibrary, runFloor } });
