/**
 * What the Node entry (index.ts) and the browser entry (browser.ts) share: the barcode reader, the
 * detector and the classifier with its product head, loaded once on first use (and again after a failed load), and the one
 * queue every photo waits in. Each entry adds only what its platform has: decoding and OCR in Node,
 * nothing in a worker.
 */
import { prepareBarcodeReader, readTiltedCode, readUprightCode } from './barcode.ts';
import { ImageClassifier } from './classify.ts';
import { ObjectDetector } from './detect.ts';
import type { ModelFiles } from './detect.ts';
import { buildImagenetTable, readView } from './imagenet-evidence.ts';
import type { ImagenetTable } from './imagenet-evidence.ts';
import type { Engines } from './identify.ts';
import { createJobQueue } from './job-queue.ts';
import { mixWithHead, parseProductHead } from './product-head.ts';
import type { ProductHead, ProductHeadFile } from './product-head.ts';
import { CALIBRATION } from './calibration.ts';
import type { JobQueue } from './job-queue.ts';
import { lazyResource } from './lazy-resource.ts';
import type { LazyResource } from './lazy-resource.ts';
import type { LexiconTerm } from './lexicon.ts';

export interface IdentifierCoreOptions {
  /** The detector's graph (centernet). */
  modelFiles: ModelFiles;
  /** The classifier's graph (classifier.json, its labels inside). */
  classifierFiles: ModelFiles;
  /** The product head read on the classifier's pooled features (models/product-head/product-head.json). */
  productHead: () => Promise<ProductHeadFile>;
  /** zxing-wasm's reader binary, or a function that reads or fetches it once. */
  zxingWasm: ArrayBuffer | (() => Promise<ArrayBuffer>);
  /** URL prefix of tfjs's .wasm files (a browser); Node finds them beside the package. */
  tfjsWasmPaths?: string;
  /** Photos allowed to wait behind the one being identified (see job-queue.ts). */
  maxWaiting?: number;
}

export interface ImageModels {
  detector: ObjectDetector;
  classifier: ImageClassifier;
  head: ProductHead;
  /** The classifier's classes and then the head's, each with its meaning. */
  imagenet: ImagenetTable;
}

export interface IdentifierCore {
  queue: JobQueue;
  /** Both image models and the barcode reader, loaded together on first use. */
  models: LazyResource<ImageModels>;
  /** The engines identifyImage runs, with this platform's text reader (null: no OCR) and lexicon. */
  engines(readText: Engines['readText'], lexicon: readonly LexiconTerm[]): Engines;
}

export function createIdentifierCore(options: IdentifierCoreOptions): IdentifierCore {
  const models = lazyResource(
    async (): Promise<ImageModels> => {
      const wasm = typeof options.zxingWasm === 'function' ? await options.zxingWasm() : options.zxingWasm;
      await prepareBarcodeReader(wasm);
      const detector = await ObjectDetector.load(options.modelFiles, { wasmPaths: options.tfjsWasmPaths });
      const classifierJson = await options.classifierFiles.modelJson();
      const labels = (classifierJson.userDefinedMetadata as { labels?: string[] } | undefined)?.labels;
      if (!labels) throw new Error('The classifier graph carries no class labels');
      const classifier = await ImageClassifier.load(
        { modelJson: async () => classifierJson, weights: options.classifierFiles.weights },
        { wasmPaths: options.tfjsWasmPaths },
      );
      const head = parseProductHead(await options.productHead());
      return { detector, classifier, head, imagenet: buildImagenetTable(labels, head.classes) };
    },
    (m) => {
      m.detector.dispose();
      m.classifier.dispose();
    },
  );
  return {
    queue: createJobQueue(options.maxWaiting),
    models,
    engines: (readText, lexicon) => ({
      readBarcode: readUprightCode,
      readTiltedBarcode: readTiltedCode,
      detect: async (image) => (await models.get()).detector.detect(image),
      classify: async (image, regions, name) => {
        const { classifier, head, imagenet } = await models.get();
        const { probabilities, embedding } = await classifier.classifyRegions(image, regions);
        return readView(imagenet, mixWithHead(probabilities, head.read(embedding), CALIBRATION), name);
      },
      readText,
      lexicon,
    }),
  };
}
