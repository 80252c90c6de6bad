/**
 * The estimator's identification in a browser worker: barcode + detector + classifier + fusion, the same modules
 * the server runs, without OCR (onnxruntime and tesseract stay on the server). Nothing here fetches on
 * its own: model files come through `ModelFiles` (a same-origin fetch the service worker caches) and
 * the wasm binaries are passed in. No Node module is imported (see README "Running in a browser worker").
 *
 *   const identifier = createBrowserIdentifier({ modelFiles: fetchModelFiles('/models/x/'), zxingWasm, tfjsWasmPaths: '/models/x/' });
 *   const result = await identifier.identify(rgbImage);
 */
import { findEntryById } from '@costlens/costbook';

import { confidenceFor } from './confidence.ts';
import type { ModelFiles } from './detect.ts';
import { createIdentifierCore } from './identifier-core.ts';
import type { RgbImage } from './image.ts';
import { identifyImage } from './identify.ts';
import type { PhotoIdentification } from './identify.ts';
import type { ProductHeadFile } from './product-head.ts';
import type {
  BrowserIdentifier,
  BrowserIdentifierOptions,
  BrowserModelFiles,
  DeviceIdentification,
} from './browser-types.ts';

export type {
  BrowserIdentifier,
  BrowserIdentifierOptions,
  BrowserIdentifyResult,
  BrowserModelFiles,
  DeviceIdentification,
  RgbImage,
} from './browser-types.ts';
export { WORKING_SIDE_PX } from './working-size.ts';
export { EstimatorAbortedError, EstimatorBusyError } from './job-queue.ts';

/** The centernet graph the detector runs (the same files the server reads from @vladmandic/human). */
export const DETECTOR_MODEL_JSON = 'centernet.json';
/** The classifier graph (the same files the server reads from this package's models/). */
export const CLASSIFIER_MODEL_JSON = 'classifier.json';
/** The product head read on the classifier's features (models/product-head/). */
export const PRODUCT_HEAD_JSON = 'product-head.json';

/** The part of an identification the device shows and keeps, with the analysis's confidence rule. */
export function toDeviceIdentification(id: PhotoIdentification): DeviceIdentification {
  const entry = id.entryId ? findEntryById(id.entryId) : undefined;
  return {
    entryId: entry?.id ?? null,
    category: entry?.label ?? null,
    productName: id.productName,
    productQuery: id.productQuery,
    upc: id.upc ?? null,
    confidence: entry ? confidenceFor(id.signals, entry.bomCad).percent : 0,
    source: id.source,
    refused: id.refused ? { kind: id.refused.kind, reason: id.refused.reason } : null,
    outcome: id.outcome,
    candidates: id.candidates,
  };
}

/** RGBA pixels (ImageData's layout) to the packed RGB the pipeline reads; alpha is dropped. */
export function rgbFromRgba(rgba: ArrayLike<number>, width: number, height: number): RgbImage {
  const pixels = width * height;
  if (rgba.length !== pixels * 4)
    throw new Error(`Expected ${pixels * 4} RGBA bytes for ${width}×${height}, got ${rgba.length}`);
  const data = new Uint8Array(pixels * 3);
  for (let p = 0, i = 0, o = 0; p < pixels; p++, i += 4, o += 3) {
    data[o] = rgba[i]!;
    data[o + 1] = rgba[i + 1]!;
    data[o + 2] = rgba[i + 2]!;
  }
  return { width, height, data };
}

/** ModelFiles over HTTP: `${base}centernet.json` and its weight shards beside it. */
export function fetchModelFiles(
  base: string,
  fetcher: typeof fetch = fetch,
  name = DETECTOR_MODEL_JSON,
): ModelFiles & BrowserModelFiles {
  const get = async (path: string): Promise<Response> => {
    const res = await fetcher(`${base}${path}`);
    if (!res.ok) throw new Error(`Model file ${path} answered ${res.status}`);
    return res;
  };
  return {
    modelJson: async () => (await (await get(name)).json()) as Awaited<ReturnType<ModelFiles['modelJson']>>,
    weights: (paths) => Promise.all(paths.map(async (p) => (await get(p)).arrayBuffer())),
  };
}

/** The product head's file over HTTP (`${base}product-head.json`), for `productHead`. */
export function fetchProductHead(base: string, fetcher: typeof fetch = fetch): () => Promise<object> {
  return async () => {
    const res = await fetcher(`${base}${PRODUCT_HEAD_JSON}`);
    if (!res.ok) throw new Error(`Model file ${PRODUCT_HEAD_JSON} answered ${res.status}`);
    return (await res.json()) as object;
  };
}

/** One identifier per worker: the reader and both image models load on first use and stay loaded. */
export function createBrowserIdentifier(options: BrowserIdentifierOptions): BrowserIdentifier {
  const core = createIdentifierCore({
    // tfjs checks the graph's shape as it loads it; the declared type only says "parsed JSON".
    modelFiles: options.modelFiles as ModelFiles,
    classifierFiles: options.classifierFiles as ModelFiles,
    // Checked as it is parsed (parseProductHead); the declared type only says "parsed JSON".
    productHead: async () => (await options.productHead()) as ProductHeadFile,
    zxingWasm: options.zxingWasm,
    tfjsWasmPaths: options.tfjsWasmPaths,
    ...(options.maxWaiting !== undefined ? { maxWaiting: options.maxWaiting } : {}),
  });
  // No OCR in a worker (onnxruntime and tesseract stay on the server), so no lexicon either.
  const engines = core.engines(null, []);

  return {
    identify: (image, call) =>
      core.queue.run(async () => {
        const started = performance.now();
        await core.models.get();
        const { identification, timings } = await identifyImage(engines, image);
        return {
          ...toDeviceIdentification(identification),
          timings: { ...timings, totalMs: performance.now() - started },
        };
      }, call?.signal),
    warmup: () =>
      core.queue.run(
        async () => {
          await core.models.get();
        },
        undefined,
        { ignoreLimit: true },
      ),
    close: () => {
      void core.models.release();
    },
  };
}
