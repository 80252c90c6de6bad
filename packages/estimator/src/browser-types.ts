/**
 * The public types of `@costlens/estimator/browser`, kept free of tfjs's declarations: tfjs-core's
 * .d.ts files reference @webgpu/types, whose `getContext('webgpu')` overload would change canvas
 * typings for every file of the program that imports this entry (the web app). The package's `types`
 * condition points here; bundlers run browser.ts, which is typed against these declarations
 * (browser.test.ts checks the three function signatures match).
 */
import type { Identification } from '@costlens/contracts';

// image.ts imports nothing; identify.ts would bring detect.ts and with it tfjs (see above).
import type { RgbImage } from './image.ts';

export type { RgbImage } from './image.ts';

/** What the device can tell about a photo before the server sees it. */
export interface DeviceIdentification {
  /** Cost-book entry id, null when nothing named the category. */
  entryId: string | null;
  /** The cost-book label ("Laptop"), null when unknown. */
  category: string | null;
  productName: string;
  /** What price search would use: the UPC when read, else the category's query; '' when refused. */
  productQuery: string;
  upc: string | null;
  /** 0–100 by the analysis's rule: min(evidence, the cost book's ceiling); 0 when no category. */
  confidence: number;
  source: Identification['source'];
  /** Set when the photo shows a person, an animal, a vehicle, food or nothing priceable. */
  refused: { kind: string; reason: string } | null;
  /**
   * named: show `category` as the answer; probable: ask "Probably <category> — is that right?" and
   * offer `candidates`; refused: show `refused.reason` (or ask for the category when `upc` is set).
   * Always set by this build; optional so identifications stored before it still type-check.
   */
  outcome?: 'named' | 'probable' | 'refused';
  /** Up to three categories the evidence supports, strongest first; score 0–1. */
  candidates?: { categoryId: string; label: string; score: number }[];
}

export interface BrowserIdentifyResult extends DeviceIdentification {
  /** Milliseconds per step (the same names as the server's StepTimings; OCR never runs here). */
  timings: { barcodeMs: number; detectMs: number; classifyMs: number; ocrMs: number; totalMs: number };
}

/** The two files of a tfjs graph model (the detector's or the classifier's), read however the platform reads files. */
export interface BrowserModelFiles {
  /** The parsed model.json (tfjs checks its shape when loading). */
  modelJson(): Promise<object>;
  weights(paths: string[]): Promise<ArrayBuffer[]>;
}

export interface BrowserIdentifierOptions {
  /** The detector's graph (centernet.json and its weights). */
  modelFiles: BrowserModelFiles;
  /** The classifier's graph (classifier.json, with its labels, and its weights). */
  classifierFiles: BrowserModelFiles;
  /** The product head read on the classifier's features: its parsed product-head.json (see fetchProductHead). */
  productHead: () => Promise<object>;
  /** The bytes of zxing-wasm's `dist/reader/zxing_reader.wasm`, or a function that fetches them once. */
  zxingWasm: ArrayBuffer | (() => Promise<ArrayBuffer>);
  /** URL prefix (ending in '/') serving @tensorflow/tfjs-backend-wasm's .wasm files. */
  tfjsWasmPaths: string;
  /** Photos allowed to wait behind the one being identified; one more is refused with EstimatorBusyError. */
  maxWaiting?: number;
}

export interface BrowserIdentifier {
  /**
   * Identifies one decoded photo; calls made together run one after another. An aborted `signal`
   * drops a photo still waiting (EstimatorAbortedError); a full queue rejects with EstimatorBusyError.
   */
  identify(image: RgbImage, options?: { signal?: AbortSignal }): Promise<BrowserIdentifyResult>;
  /** Loads the reader and both image models now instead of on the first photo. */
  warmup(): Promise<void>;
  close(): void;
}

/** One identifier per worker: the reader and both image models load on first use and stay loaded. */
export declare function createBrowserIdentifier(options: BrowserIdentifierOptions): BrowserIdentifier;
/** Model files over HTTP: `${base}${name}` (centernet.json by default) and its weight shards beside it. */
export declare function fetchModelFiles(base: string, fetcher?: typeof fetch, name?: string): BrowserModelFiles;
/** The product head's file over HTTP: `${base}product-head.json`, fetched when the models load. */
export declare function fetchProductHead(base: string, fetcher?: typeof fetch): () => Promise<object>;
/** Long side, in pixels, a photo is decoded to before identification (the same as the server's). */
export declare const WORKING_SIDE_PX: number;
/** The queue is full: try again later. */
export declare class EstimatorBusyError extends Error {
  readonly code: 'estimator_busy';
  readonly limit: number;
  constructor(limit: number);
}
/** The photo's AbortSignal fired while it waited. */
export declare class EstimatorAbortedError extends Error {
  readonly code: 'estimator_aborted';
  constructor(cause?: unknown);
}
/** RGBA pixels (ImageData's layout) to the packed RGB the pipeline reads; alpha is dropped. */
export declare function rgbFromRgba(rgba: ArrayLike<number>, width: number, height: number): RgbImage;
