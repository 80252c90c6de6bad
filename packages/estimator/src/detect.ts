/**
 * COCO-80 object detection with the CenterNet (MobileNetV3) graph model that @vladmandic/human ships
 * (`models/centernet.json` + `.bin`), run on the tfjs wasm backend. The model files come through an
 * IOHandler the caller builds (disk in Node, a cached fetch in a browser worker): nothing here fetches.
 */
import * as tf from '@tensorflow/tfjs-core';
import { loadGraphModel } from '@tensorflow/tfjs-converter';
import type { GraphModel } from '@tensorflow/tfjs-converter';
import { setWasmPaths } from '@tensorflow/tfjs-backend-wasm';

import { COCO_LABELS } from './coco.ts';
import type { RgbImage } from './image.ts';

export const MODEL_INPUT_SIZE = 512; // the graph's fixed input: 1×512×512×3 float, pixel values 0–255
const OUTPUT_NODE = 'tower_0/detections'; // [1,100,6]: x1, y1, x2, y2, score, class (input pixels)
const LETTERBOX_GREY = 114; // padding value; letterboxing kept aspect ratio and found the clock and scissors that stretching missed
const MIN_REPORTED_SCORE = 0.1;

/** A box in fractions of the original image (0–1), with its COCO label and model score (0–1). */
export interface Detection {
  label: string;
  score: number;
  box: { x: number; y: number; w: number; h: number };
}

/** The two files of a tfjs graph model, read by whatever the platform uses. */
export interface ModelFiles {
  modelJson(): Promise<tf.io.ModelJSON>;
  weights(paths: string[]): Promise<ArrayBuffer[]>;
}

/** An IOHandler over ModelFiles: the converter asks it, not the network, for the model. */
export function modelFilesHandler(files: ModelFiles): tf.io.IOHandler {
  return {
    load: async () => {
      const json = await files.modelJson();
      return tf.io.getModelArtifactsForJSON(json, async (manifest) => {
        const paths = manifest.flatMap((group) => group.paths);
        const buffers = await files.weights(paths);
        return [tf.io.getWeightSpecs(manifest), tf.io.concatenateArrayBuffers(buffers)];
      });
    },
  };
}

let backendReady: Promise<void> | null = null;

/**
 * Selects the wasm backend once per process (the pure-JS cpu backend is ~25× slower here). Node finds
 * the backend's .wasm files beside its own module; a browser passes the URL prefix it serves them from.
 */
export function prepareBackend(wasmPaths?: string): Promise<void> {
  backendReady ??= (async () => {
    if (wasmPaths) setWasmPaths(wasmPaths);
    const ok = await tf.setBackend('wasm');
    if (!ok) throw new Error('The tfjs wasm backend failed to start');
    await tf.ready();
  })();
  return backendReady;
}

export class ObjectDetector {
  private constructor(private readonly model: GraphModel) {}

  /** Loads and warms the model (the first execution compiles kernels). */
  static async load(files: ModelFiles, options: { wasmPaths?: string } = {}): Promise<ObjectDetector> {
    await prepareBackend(options.wasmPaths);
    const model = await loadGraphModel(modelFilesHandler(files));
    const detector = new ObjectDetector(model);
    await detector.detect({ width: 8, height: 8, data: new Uint8Array(8 * 8 * 3) });
    return detector;
  }

  /** Every detection above a low floor, best first; boxes are in the original image's fractions. */
  async detect(image: RgbImage): Promise<Detection[]> {
    const scale = MODEL_INPUT_SIZE / Math.max(image.width, image.height);
    const w = Math.max(1, Math.round(image.width * scale));
    const h = Math.max(1, Math.round(image.height * scale));
    const left = Math.floor((MODEL_INPUT_SIZE - w) / 2);
    const top = Math.floor((MODEL_INPUT_SIZE - h) / 2);
    const output = tf.tidy(() => {
      // Functional ops only: tfjs-core without its chained-op registrations keeps the bundle small.
      const pixels = tf.cast(tf.tensor3d(image.data, [image.height, image.width, 3], 'int32'), 'float32');
      const resized = tf.image.resizeBilinear(pixels, [h, w], false, true);
      const padded = tf.pad(
        resized,
        [
          [top, MODEL_INPUT_SIZE - h - top],
          [left, MODEL_INPUT_SIZE - w - left],
          [0, 0],
        ],
        LETTERBOX_GREY,
      );
      return this.model.execute(tf.expandDims(padded, 0), OUTPUT_NODE) as tf.Tensor;
    });
    const rows = (await output.array()) as number[][][];
    output.dispose();
    const detections: Detection[] = [];
    for (const row of rows[0] ?? []) {
      const [x1 = 0, y1 = 0, x2 = 0, y2 = 0, score = 0, cls = -1] = row;
      const label = COCO_LABELS[cls];
      if (!label || !(score >= MIN_REPORTED_SCORE)) continue;
      const fx1 = clamp01((x1 - left) / w);
      const fy1 = clamp01((y1 - top) / h);
      const fx2 = clamp01((x2 - left) / w);
      const fy2 = clamp01((y2 - top) / h);
      if (fx2 <= fx1 || fy2 <= fy1) continue;
      detections.push({ label, score, box: { x: fx1, y: fy1, w: fx2 - fx1, h: fy2 - fy1 } });
    }
    return detections.sort((a, b) => b.score - a.score);
  }

  dispose(): void {
    this.model.dispose();
  }
}

function clamp01(v: number): number {
  return Math.min(1, Math.max(0, v));
}
