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
  /** Set when the photo shows a person, an animal, a vehicle or nothing priceable. */
  refused: { kind: string; reason: string } | null;
}

export interface BrowserIdentifyResult extends DeviceIdentification {
  /** Milliseconds per step (the same names as the server's StepTimings; OCR never runs here). */
  timings: { barcodeMs: number; detectMs: number; ocrMs: number; totalMs: number };
}

/** The two files of the detector's tfjs graph model, read however the platform reads files. */
export interface BrowserModelFiles {
  /** The parsed model.json (tfjs checks its shape when loading). */
  modelJson(): Promise<object>;
  weights(paths: string[]): Promise<ArrayBuffer[]>;
}

export interface BrowserIdentifierOptions {
  modelFiles: BrowserModelFiles;
  /** The bytes of zxing-wasm's `dist/reader/zxing_reader.wasm`, or a function that fetches them once. */
  zxingWasm: ArrayBuffer | (() => Promise<ArrayBuffer>);
  /** URL prefix (ending in '/') serving @tensorflow/tfjs-backend-wasm's .wasm files. */
  tfjsWasmPaths: string;
}

export interface BrowserIdentifier {
  /** Identifies one decoded photo; calls made together run one after another. */
  identify(image: RgbImage): Promise<BrowserIdentifyResult>;
  /** Loads the reader and the detector now instead of on the first photo. */
  warmup(): Promise<void>;
  close(): void;
}

/** One identifier per worker: the reader and the detector load on first use and stay loaded. */
export declare function createBrowserIdentifier(options: BrowserIdentifierOptions): BrowserIdentifier;
/** Model files over HTTP: `${base}centernet.json` and its weight shards beside it. */
export declare function fetchModelFiles(base: string, fetcher?: typeof fetch, name?: string): BrowserModelFiles;
/** RGBA pixels (ImageData's layout) to the packed RGB the pipeline reads; alpha is dropped. */
export declare function rgbFromRgba(rgba: ArrayLike<number>, width: number, height: number): RgbImage;
