/** The identification worker: decodes a draft's JPEG and runs the estimator's browser entry (barcode
 *  + detector + classifier + fusion, no OCR). Model files are fetched same-origin; the service worker keeps them. */
import { expose } from 'comlink';
import { createBrowserIdentifier, fetchModelFiles, fetchProductHead, rgbFromRgba } from '@costlens/estimator/browser';
import type { BrowserIdentifier, BrowserIdentifyResult, RgbImage } from '@costlens/estimator/browser';
import { fitWithin, WORKING_SIDE_PX } from './fit.ts';

export interface IdentifyConfig {
  /** Same-origin prefix of centernet.json/.bin, classifier.json/.bin, product-head.json and tfjs's .wasm files. */
  modelBase: string;
  zxingWasmUrl: string;
}

export type WorkerIdentifyResult = BrowserIdentifyResult & { decodeMs: number };

let identifier: BrowserIdentifier | null = null;

function identifierFor(config: IdentifyConfig): BrowserIdentifier {
  identifier ??= createBrowserIdentifier({
    modelFiles: fetchModelFiles(config.modelBase),
    classifierFiles: fetchModelFiles(config.modelBase, fetch, 'classifier.json'),
    productHead: fetchProductHead(config.modelBase),
    zxingWasm: async () => {
      const res = await fetch(config.zxingWasmUrl);
      if (!res.ok) throw new Error(`Barcode reader answered ${res.status}`);
      return res.arrayBuffer();
    },
    tfjsWasmPaths: config.modelBase,
  });
  return identifier;
}

/** Upright pixels (EXIF applied by createImageBitmap), long side ≤ WORKING_SIDE_PX. */
async function decode(photo: Blob): Promise<RgbImage> {
  const bitmap = await createImageBitmap(photo, { imageOrientation: 'from-image' });
  try {
    const { width, height } = fitWithin(bitmap.width, bitmap.height, WORKING_SIDE_PX);
    const canvas = new OffscreenCanvas(width, height);
    const ctx = canvas.getContext('2d', { willReadFrequently: true });
    if (!ctx) throw new Error('No 2D context in the identification worker');
    ctx.drawImage(bitmap, 0, 0, width, height);
    return rgbFromRgba(ctx.getImageData(0, 0, width, height).data, width, height);
  } finally {
    bitmap.close();
  }
}

async function identifyPhoto(photo: Blob, config: IdentifyConfig): Promise<WorkerIdentifyResult> {
  const started = performance.now();
  const image = await decode(photo);
  const decodeMs = performance.now() - started;
  return { ...(await identifierFor(config).identify(image)), decodeMs };
}

/** Loads the reader and the detector (fetching their files, which the service worker then keeps). */
async function warmup(config: IdentifyConfig): Promise<void> {
  await identifierFor(config).warmup();
}

const api = { identifyPhoto, warmup };
export type IdentifyWorkerApi = typeof api;

expose(api);
