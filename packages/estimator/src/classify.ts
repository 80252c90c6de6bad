/**
 * The ImageNet-1k classifier (MobileNetV2, converted from TFLite by scripts/convert-classifier.ts) on
 * the same tfjs wasm backend as the detector. It reads a region of the photo: the photo itself and the
 * detector's subject box, each cut to a square around its centre and scaled to the model's 224 px.
 * Nothing here fetches: the graph comes through ModelFiles, as the detector's does.
 */
import * as tf from '@tensorflow/tfjs-core';
import { loadGraphModel } from '@tensorflow/tfjs-converter';
import type { GraphModel } from '@tensorflow/tfjs-converter';

import { modelFilesHandler, prepareBackend } from './detect.ts';
import type { ModelFiles } from './detect.ts';
import type { RgbImage } from './image.ts';

export const CLASSIFIER_INPUT_SIZE = 224; // the graph's fixed input: 1×224×224×3 pixels 0–255

/** A region of the photo in fractions of its width and height. */
export interface Region {
  x: number;
  y: number;
  w: number;
  h: number;
}

export const WHOLE_PHOTO: Region = { x: 0, y: 0, w: 1, h: 1 };

/**
 * The square the classifier reads for a region: as wide as the region's shorter side (in pixels),
 * centred on it and kept inside the photo. ImageNet's own photos were shown to the model cropped this
 * way; squashing a tall bottle to a square distorts it.
 */
export function squareAround(region: Region, width: number, height: number, margin = 0): Region {
  const cx = (region.x + region.w / 2) * width;
  const cy = (region.y + region.h / 2) * height;
  const side = Math.min(Math.min(region.w * width, region.h * height) * (1 + margin), width, height);
  const left = Math.min(Math.max(cx - side / 2, 0), width - side);
  const top = Math.min(Math.max(cy - side / 2, 0), height - side);
  return { x: left / width, y: top / height, w: side / width, h: side / height };
}

/**
 * The regions of the whole photo whose classes are averaged: the centre square, and the whole frame squeezed
 * to a square (a long product the centre square cuts off). One look at a photo is sure of the wrong class about
 * as often as of the right one; what two looks agree on is the product more often (measured on the tuning
 * photos against one, three and four looks: README, "The whole photo, read twice").
 */
export function photoLooks(width: number, height: number): Region[] {
  return [squareAround(WHOLE_PHOTO, width, height), WHOLE_PHOTO];
}

/** The mean of several looks' probabilities (or of their embeddings). */
export function meanProbabilities(looks: readonly Float32Array[]): Float32Array {
  const mean = new Float32Array(looks[0]?.length ?? 0);
  for (const p of looks) for (let i = 0; i < mean.length; i++) mean[i]! += p[i]! / looks.length;
  return mean;
}

/** What one execution of the graph gives for a region: the class probabilities and the pooled features under them. */
export interface ClassifierReading {
  /** The 1,001 ImageNet probabilities (index 0 is "background"). */
  probabilities: Float32Array;
  /** The global-average-pooled features the last layer reads (1,280 for MobileNetV2): what a trained head reads. */
  embedding: Float32Array;
}

/**
 * The graph's pooling node: the one average pool, whose output the final 1×1 convolution turns into
 * class scores. Found by its op rather than its name, so a fresh conversion that renumbers nodes still works.
 */
export function poolingNodeOf(json: { modelTopology?: unknown }): string {
  const nodes = (json.modelTopology as { node?: { name: string; op: string }[] } | undefined)?.node ?? [];
  const pools = nodes.filter((n) => n.op === 'AvgPool');
  if (pools.length !== 1) throw new Error(`The classifier graph has ${pools.length} average pools, expected one`);
  return pools[0]!.name;
}

export class ImageClassifier {
  private constructor(
    private readonly model: GraphModel,
    private readonly output: string,
    private readonly pooled: string,
  ) {}

  /** Loads and warms the model (the first execution compiles kernels). */
  static async load(files: ModelFiles, options: { wasmPaths?: string } = {}): Promise<ImageClassifier> {
    await prepareBackend(options.wasmPaths);
    const json = await files.modelJson();
    const output = (json.userDefinedMetadata as { output?: string } | undefined)?.output;
    if (!output) throw new Error('The classifier graph does not name its output node');
    const pooled = poolingNodeOf(json);
    const model = await loadGraphModel(modelFilesHandler({ modelJson: async () => json, weights: files.weights }));
    const classifier = new ImageClassifier(model, output, pooled);
    await classifier.classify({ width: 8, height: 8, data: new Uint8Array(8 * 8 * 3) }, WHOLE_PHOTO);
    return classifier;
  }

  /** Class probabilities and pooled features for one region of the photo, from one execution of the graph. */
  async classify(image: RgbImage, region: Region): Promise<ClassifierReading> {
    const size = CLASSIFIER_INPUT_SIZE;
    // Shrink by whole pixels first (a box average), so the bilinear step scales down at most 2×:
    // bilinear alone skips pixels when it shrinks a 1600 px photo to 224 and the model sees noise.
    const cropPx = Math.min(region.w * image.width, region.h * image.height);
    const factor = Math.max(1, Math.floor(cropPx / size / 1.5));
    const output = tf.tidy(() => {
      let pixels = tf.cast(tf.tensor4d(image.data, [1, image.height, image.width, 3], 'int32'), 'float32');
      if (factor > 1) pixels = tf.avgPool(pixels, factor, factor, 'valid');
      const box = [[region.y, region.x, region.y + region.h, region.x + region.w]];
      const input = tf.image.cropAndResize(pixels as tf.Tensor4D, box, [0], [size, size], 'bilinear');
      return this.model.execute(input, [this.output, this.pooled]) as tf.Tensor[];
    });
    const [probabilities, embedding] = (await Promise.all(output.map((t) => t.data()))) as Float32Array[];
    for (const t of output) t.dispose();
    return { probabilities: probabilities!, embedding: embedding! };
  }

  /** The mean of the probabilities and of the features read in each region (one region: its own). */
  async classifyRegions(image: RgbImage, regions: readonly Region[]): Promise<ClassifierReading> {
    const seen: ClassifierReading[] = [];
    for (const region of regions) seen.push(await this.classify(image, region));
    return {
      probabilities: meanProbabilities(seen.map((r) => r.probabilities)),
      embedding: meanProbabilities(seen.map((r) => r.embedding)),
    };
  }

  dispose(): void {
    this.model.dispose();
  }
}
