/**
 * What the Node entry (index.ts) and the browser entry (browser.ts) share: the barcode reader and the
 * detector, loaded once on first use (and again after a failed load), and the one queue every photo
 * waits in. Each entry adds only what its platform has: decoding and OCR in Node, nothing in a worker.
 */
import { prepareBarcodeReader, readProductCode } from './barcode.ts';
import { ObjectDetector } from './detect.ts';
import type { ModelFiles } from './detect.ts';
import type { Engines } from './identify.ts';
import { createJobQueue } from './job-queue.ts';
import type { JobQueue } from './job-queue.ts';
import { lazyResource } from './lazy-resource.ts';
import type { LazyResource } from './lazy-resource.ts';
import type { LexiconTerm } from './lexicon.ts';

export interface IdentifierCoreOptions {
  modelFiles: ModelFiles;
  /** zxing-wasm's reader binary, or a function that reads or fetches it once. */
  zxingWasm: ArrayBuffer | (() => Promise<ArrayBuffer>);
  /** URL prefix of tfjs's .wasm files (a browser); Node finds them beside the package. */
  tfjsWasmPaths?: string;
  /** Photos allowed to wait behind the one being identified (see job-queue.ts). */
  maxWaiting?: number;
}

export interface IdentifierCore {
  queue: JobQueue;
  detector: LazyResource<ObjectDetector>;
  /** The engines identifyImage runs, with this platform's text reader (null: no OCR) and lexicon. */
  engines(readText: Engines['readText'], lexicon: readonly LexiconTerm[]): Engines;
}

export function createIdentifierCore(options: IdentifierCoreOptions): IdentifierCore {
  const detector = lazyResource(
    async () => {
      const wasm = typeof options.zxingWasm === 'function' ? await options.zxingWasm() : options.zxingWasm;
      await prepareBarcodeReader(wasm);
      return ObjectDetector.load(options.modelFiles, { wasmPaths: options.tfjsWasmPaths });
    },
    (d) => d.dispose(),
  );
  return {
    queue: createJobQueue(options.maxWaiting),
    detector,
    engines: (readText, lexicon) => ({
      readBarcode: readProductCode,
      detect: async (image) => (await detector.get()).detect(image),
      readText,
      lexicon,
    }),
  };
}
