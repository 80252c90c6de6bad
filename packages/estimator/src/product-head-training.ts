/**
 * How the product head is fitted: multinomial logistic regression with an L2 penalty on the classifier's
 * pooled features, each class weighted by the inverse of its count (a set with eight hundred T-shirts and a
 * hundred hats must not learn that everything is a T-shirt), fitted by full-batch Adam from zero weights.
 * Nothing here draws a random number, so the same photos give the same head to the last bit on any
 * machine; scripts/train-head.ts runs it on the open sets, and a test reruns it on the committed slice.
 *
 * The features are standardised for the fit, and the standardisation is folded back into the weights,
 * so the head reads raw features: logits = W · x + b.
 */
import { createHash } from 'node:crypto';

export interface TrainingExample {
  label: number;
  features: ArrayLike<number>;
}

export interface FitOptions {
  classes: number;
  /** The L2 penalty on the standardised weights. */
  lambda: number;
  iterations: number;
  learningRate?: number;
}

export interface LinearHead {
  /** classes × features, row by row. */
  weights: Float64Array;
  bias: Float64Array;
  classes: number;
  features: number;
}

function standardisation(examples: readonly TrainingExample[], d: number) {
  const mean = new Float64Array(d);
  const std = new Float64Array(d);
  for (const { features } of examples) for (let j = 0; j < d; j++) mean[j]! += features[j]! / examples.length;
  for (const { features } of examples)
    for (let j = 0; j < d; j++) std[j]! += (features[j]! - mean[j]!) ** 2 / examples.length;
  // A feature that never varies (a dead unit) is left unscaled rather than divided by zero.
  for (let j = 0; j < d; j++) std[j] = std[j]! > 1e-12 ? Math.sqrt(std[j]!) : 1;
  return { mean, std };
}

/** Softmax of logits in place. */
export function softmaxInPlace(logits: Float64Array | Float32Array): void {
  let max = -Infinity;
  for (const v of logits) max = Math.max(max, v);
  let sum = 0;
  for (let k = 0; k < logits.length; k++) {
    logits[k] = Math.exp(logits[k]! - max);
    sum += logits[k]!;
  }
  for (let k = 0; k < logits.length; k++) logits[k] = logits[k]! / sum;
}

/** Fits the head; deterministic for a given list of examples and options. */
export function fitLogisticHead(examples: readonly TrainingExample[], options: FitOptions): LinearHead {
  const K = options.classes;
  const d = examples[0]?.features.length ?? 0;
  const n = examples.length;
  const { mean, std } = standardisation(examples, d);
  const X = new Float64Array(n * d);
  examples.forEach(({ features }, i) => {
    for (let j = 0; j < d; j++) X[i * d + j] = (features[j]! - mean[j]!) / std[j]!;
  });
  const counts = new Float64Array(K);
  for (const e of examples) counts[e.label]!++;
  // Balanced weights: every class carries the same total weight, whatever its count.
  const sampleWeight = examples.map((e) => n / (K * counts[e.label]!));
  const totalWeight = sampleWeight.reduce((a, b) => a + b, 0);

  const W = new Float64Array(K * d);
  const b = new Float64Array(K);
  const gW = new Float64Array(K * d);
  const gb = new Float64Array(K);
  const mW = new Float64Array(K * d);
  const vW = new Float64Array(K * d);
  const mb = new Float64Array(K);
  const vb = new Float64Array(K);
  const p = new Float64Array(K);
  const lr = options.learningRate ?? 0.01;
  const [beta1, beta2, eps] = [0.9, 0.999, 1e-8];

  for (let t = 1; t <= options.iterations; t++) {
    gW.fill(0);
    gb.fill(0);
    for (let i = 0; i < n; i++) {
      const row = i * d;
      for (let k = 0; k < K; k++) {
        let z = b[k]!;
        const wk = k * d;
        for (let j = 0; j < d; j++) z += W[wk + j]! * X[row + j]!;
        p[k] = z;
      }
      softmaxInPlace(p);
      const label = examples[i]!.label;
      const w = sampleWeight[i]! / totalWeight;
      for (let k = 0; k < K; k++) {
        const g = (p[k]! - (k === label ? 1 : 0)) * w;
        if (g === 0) continue;
        gb[k]! += g;
        const wk = k * d;
        for (let j = 0; j < d; j++) gW[wk + j]! += g * X[row + j]!;
      }
    }
    for (let q = 0; q < K * d; q++) gW[q]! += options.lambda * W[q]!;
    const c1 = 1 - beta1 ** t;
    const c2 = 1 - beta2 ** t;
    for (let q = 0; q < K * d; q++) {
      mW[q] = beta1 * mW[q]! + (1 - beta1) * gW[q]!;
      vW[q] = beta2 * vW[q]! + (1 - beta2) * gW[q]! ** 2;
      W[q]! -= (lr * (mW[q]! / c1)) / (Math.sqrt(vW[q]! / c2) + eps);
    }
    for (let k = 0; k < K; k++) {
      mb[k] = beta1 * mb[k]! + (1 - beta1) * gb[k]!;
      vb[k] = beta2 * vb[k]! + (1 - beta2) * gb[k]! ** 2;
      b[k]! -= (lr * (mb[k]! / c1)) / (Math.sqrt(vb[k]! / c2) + eps);
    }
  }

  // Fold the standardisation in: w·(x − μ)/σ + b = (w/σ)·x + (b − Σ w μ/σ).
  const weights = new Float64Array(K * d);
  const bias = new Float64Array(K);
  for (let k = 0; k < K; k++) {
    let shift = 0;
    for (let j = 0; j < d; j++) {
      weights[k * d + j] = W[k * d + j]! / std[j]!;
      shift += (W[k * d + j]! * mean[j]!) / std[j]!;
    }
    bias[k] = b[k]! - shift;
  }
  return { weights, bias, classes: K, features: d };
}

/** The head's class probabilities for one feature vector. */
export function headProbabilities(head: LinearHead, features: ArrayLike<number>): Float64Array {
  const p = new Float64Array(head.classes);
  for (let k = 0; k < head.classes; k++) {
    let z = head.bias[k]!;
    for (let j = 0; j < head.features; j++) z += head.weights[k * head.features + j]! * features[j]!;
    p[k] = z;
  }
  softmaxInPlace(p);
  return p;
}

/** A fingerprint of a head's values to 1e-6: what the test compares a fresh fit against. */
export function headChecksum(head: LinearHead): string {
  const hash = createHash('sha256');
  for (const v of [...head.weights, ...head.bias]) hash.update(`${Math.round(v * 1e6)},`);
  return hash.digest('hex');
}

/** Rows of values as 8-bit integers with one scale a row (value ≈ q × scale): a quarter of float32's size. */
export function quantiseRows(values: ArrayLike<number>, rows: number): { scale: number[]; q: Int8Array } {
  const cols = values.length / rows;
  const q = new Int8Array(values.length);
  const scale: number[] = [];
  for (let r = 0; r < rows; r++) {
    let max = 0;
    for (let j = 0; j < cols; j++) max = Math.max(max, Math.abs(values[r * cols + j]!));
    const s = max > 0 ? max / 127 : 1;
    scale.push(s);
    for (let j = 0; j < cols; j++) q[r * cols + j] = Math.round(values[r * cols + j]! / s);
  }
  return { scale, q };
}

/** The mean direction of each class's features (unit length), against which a photo's familiarity is measured. */
export function classCentroids(examples: readonly TrainingExample[], classes: number): Float64Array {
  const d = examples[0]?.features.length ?? 0;
  const c = new Float64Array(classes * d);
  for (const { label, features } of examples) {
    const norm = Math.hypot(...Array.from(features)) || 1;
    for (let j = 0; j < d; j++) c[label * d + j]! += features[j]! / norm;
  }
  for (let k = 0; k < classes; k++) {
    let norm = 0;
    for (let j = 0; j < d; j++) norm += c[k * d + j]! ** 2;
    norm = Math.sqrt(norm) || 1;
    for (let j = 0; j < d; j++) c[k * d + j] = c[k * d + j]! / norm;
  }
  return c;
}
