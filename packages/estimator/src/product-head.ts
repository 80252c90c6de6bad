/**
 * The product head: a small linear classifier on the ImageNet classifier's pooled features, trained on open
 * labelled photos of what ImageNet has no class for (milk, juice and plant-drink cartons, yoghurt pots,
 * garments laid flat or hung, caps) by scripts/train-head.ts. Its file (models/product-head/) holds 8-bit
 * weights, one float bias a class, and the mean direction of each class's training photos.
 *
 * The head knows only its own classes, so on a photo of anything else it still spreads its probability over
 * them. How much of the photo it may speak for is therefore set by how close the photo's features lie to
 * the nearest class's training photos (`familiarity`, a cosine), and calibration.ts says how close is close.
 * Pure and platform-free: the server and the browser worker read the same file.
 */

export const PRODUCT_HEAD_FORMAT = 'costlens-product-head/1';

export interface ProductHeadFile {
  format: typeof PRODUCT_HEAD_FORMAT;
  classes: string[];
  features: number;
  /** classes × features, 8-bit, row by row; value = q × scale[row]. */
  weights: { scale: number[]; q: string };
  bias: number[];
  /** classes × features, 8-bit unit directions. */
  centroids: { scale: number[]; q: string };
  /** How the file was made (sources, counts, settings, validation figures): read by people, not by the code. */
  training?: unknown;
}

export interface HeadReading {
  /** The head's probability for each of its classes (same order as `classes`). */
  probabilities: Float32Array;
  /** Cosine of the photo's features with the nearest class's mean direction (−1–1). */
  familiarity: number;
}

export interface ProductHead {
  classes: readonly string[];
  read(embedding: ArrayLike<number>): HeadReading;
}

function base64Bytes(text: string): Int8Array {
  const binary = atob(text);
  const out = new Int8Array(binary.length);
  for (let i = 0; i < binary.length; i++) out[i] = (binary.charCodeAt(i) << 24) >> 24;
  return out;
}

function dequantise(rows: { scale: number[]; q: string }, count: number, width: number): Float32Array {
  const q = base64Bytes(rows.q);
  if (q.length !== count * width || rows.scale.length !== count)
    throw new Error(`product head: expected ${count} × ${width} values, got ${q.length}`);
  const out = new Float32Array(q.length);
  for (let r = 0; r < count; r++)
    for (let j = 0; j < width; j++) out[r * width + j] = q[r * width + j]! * rows.scale[r]!;
  return out;
}

export function parseProductHead(file: ProductHeadFile): ProductHead {
  if (file.format !== PRODUCT_HEAD_FORMAT) throw new Error(`product head: unknown format ${String(file.format)}`);
  const K = file.classes.length;
  const d = file.features;
  const weights = dequantise(file.weights, K, d);
  const centroids = dequantise(file.centroids, K, d);
  if (file.bias.length !== K) throw new Error('product head: one bias a class');
  // The stored directions lose a little length to rounding: renormalise so a cosine stays a cosine.
  for (let k = 0; k < K; k++) {
    let norm = 0;
    for (let j = 0; j < d; j++) norm += centroids[k * d + j]! ** 2;
    norm = Math.sqrt(norm) || 1;
    for (let j = 0; j < d; j++) centroids[k * d + j] = centroids[k * d + j]! / norm;
  }
  return {
    classes: file.classes,
    read(embedding) {
      if (embedding.length !== d) throw new Error(`product head: expected ${d} features, got ${embedding.length}`);
      const logits = new Float64Array(K);
      let norm = 0;
      for (let j = 0; j < d; j++) norm += embedding[j]! ** 2;
      norm = Math.sqrt(norm) || 1;
      let familiarity = -1;
      for (let k = 0; k < K; k++) {
        let z = file.bias[k]!;
        let cos = 0;
        for (let j = 0; j < d; j++) {
          z += weights[k * d + j]! * embedding[j]!;
          cos += centroids[k * d + j]! * embedding[j]!;
        }
        logits[k] = z;
        familiarity = Math.max(familiarity, cos / norm);
      }
      let max = -Infinity;
      for (const z of logits) max = Math.max(max, z);
      let sum = 0;
      for (let k = 0; k < K; k++) sum += logits[k] = Math.exp(logits[k]! - max);
      const probabilities = new Float32Array(K);
      for (let k = 0; k < K; k++) probabilities[k] = logits[k]! / sum;
      return { probabilities, familiarity };
    },
  };
}

/** How much the head may speak for, and from what familiarity on (calibration.ts holds the chosen values). */
export interface HeadMixing {
  /** The head's share of the reading for a photo as familiar as its training photos. */
  headShare: number;
  /** Familiarity at and under which the head says nothing... */
  headFamiliarityFrom: number;
  /** ...and at and over which it has its whole share (in between, a straight ramp). */
  headFamiliarityTo: number;
}

/** The head's share of the reading for one photo. */
export function headShareOf(reading: HeadReading, mixing: HeadMixing): number {
  const span = Math.max(mixing.headFamiliarityTo - mixing.headFamiliarityFrom, 1e-6);
  const ramp = Math.min(1, Math.max(0, (reading.familiarity - mixing.headFamiliarityFrom) / span));
  return mixing.headShare * ramp;
}

/**
 * One probability vector for the table (imagenet-evidence.ts): the classifier's classes scaled by what the
 * head leaves them, then the head's classes scaled by its share. It still sums to one, so every threshold
 * reads it as it reads the classifier alone.
 */
export function mixWithHead(
  imagenet: ArrayLike<number>,
  reading: HeadReading | null,
  mixing: HeadMixing,
): Float32Array {
  const heads = reading?.probabilities.length ?? 0;
  const out = new Float32Array(imagenet.length + heads);
  const share = reading ? headShareOf(reading, mixing) : 0;
  for (let i = 0; i < imagenet.length; i++) out[i] = imagenet[i]! * (1 - share);
  for (let k = 0; k < heads; k++) out[imagenet.length + k] = reading!.probabilities[k]! * share;
  return out;
}
