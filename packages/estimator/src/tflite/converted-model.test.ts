// The classifier the estimator ships is the committed TFLite model, converted: the committed graph is what
// the converter makes from it today, and it answers as the TFLite runtime answers on the same photos.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

import * as tf from '@tensorflow/tfjs-core';
import { loadGraphModel } from '@tensorflow/tfjs-converter';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';

import { modelFilesHandler, prepareBackend } from '../detect.ts';
import { diskModelFiles } from '../assets-node.ts';
import { CLASSIFIER_SOURCE, classifierDir, convertClassifier } from './convert.ts';
import { readTflite, UnsupportedModelError } from './tflite-file.ts';
import { toGraphModel } from './to-graph-model.ts';

const dir = classifierDir();
const PACKAGE = join(dir, '..', '..');

interface Reference {
  top5: Record<string, [number, number][]>;
}

async function pixels224(file: string): Promise<Uint8Array> {
  const raw = await sharp(join(PACKAGE, 'test', 'fixtures', 'photos', file))
    .rotate()
    .removeAlpha()
    .resize(224, 224, { fit: 'cover' })
    .raw()
    .toBuffer();
  return new Uint8Array(raw);
}

describe('the converted classifier', () => {
  it('is what the converter makes from the committed .tflite', async () => {
    const fresh = await convertClassifier(dir);
    const committedJson = JSON.parse(await readFile(join(dir, 'classifier.json'), 'utf8')) as unknown;
    const committedBin = new Uint8Array(await readFile(join(dir, 'classifier.bin')));
    expect(committedJson).toEqual(JSON.parse(JSON.stringify(fresh.json)));
    expect(Buffer.compare(Buffer.from(committedBin), Buffer.from(fresh.weights))).toBe(0);
  });

  it('keeps the weights 8-bit (the weights file is no larger than the model)', async () => {
    const json = JSON.parse(await readFile(join(dir, 'classifier.json'), 'utf8')) as {
      weightsManifest: { weights: { quantization?: { dtype: string } }[] }[];
    };
    const weights = json.weightsManifest.flatMap((g) => g.weights);
    const quantized = weights.filter((w) => w.quantization?.dtype === 'uint8');
    // Every convolution filter is 8-bit; only the biases (one per filter) and two input constants are float.
    expect(quantized.length).toBeGreaterThan(weights.length / 2 - 2);
    const bin = await readFile(join(dir, 'classifier.bin'));
    const source = await readFile(join(dir, CLASSIFIER_SOURCE));
    expect(bin.byteLength).toBeLessThanOrEqual(source.byteLength);
  });

  it('stops at an operator it cannot express, naming it', async () => {
    const graph = readTflite(new Uint8Array(await readFile(join(dir, CLASSIFIER_SOURCE))));
    const broken = {
      ...graph,
      ops: graph.ops.map((op, i) => (i === 3 ? { ...op, kind: 'FULLY_CONNECTED' as const, options: {} } : op)),
    };
    expect(() => toGraphModel(broken, { weightsFile: 'x.bin', source: 'test' })).toThrow(UnsupportedModelError);
    expect(() => toGraphModel(broken, { weightsFile: 'x.bin', source: 'test' })).toThrow(/FULLY_CONNECTED/);
  });

  describe('against the TFLite runtime', () => {
    let model: Awaited<ReturnType<typeof loadGraphModel>>;
    let output: string;
    let reference: Reference;

    beforeAll(async () => {
      await prepareBackend();
      const files = diskModelFiles(dir, 'classifier');
      const json = await files.modelJson();
      output = (json.userDefinedMetadata as { output: string }).output;
      model = await loadGraphModel(modelFilesHandler(files));
      reference = JSON.parse(
        await readFile(join(PACKAGE, 'test', 'classifier', 'tflite-reference.json'), 'utf8'),
      ) as Reference;
    });

    it('puts the same classes in its top five, and the same first where TFLite is clear', async () => {
      const photos = Object.entries(reference.top5);
      expect(photos.length).toBeGreaterThanOrEqual(8);
      let sharedInAll = 0;
      for (const [file, top5] of photos) {
        const input = await pixels224(file);
        const y = tf.tidy(
          () =>
            model.execute(
              tf.expandDims(tf.cast(tf.tensor3d(input, [224, 224, 3], 'int32'), 'float32'), 0),
              output,
            ) as tf.Tensor,
        );
        const probabilities = Array.from(await y.data());
        y.dispose();
        const ours = probabilities
          .map((p, i) => [i, p] as const)
          .sort((a, b) => b[1] - a[1])
          .slice(0, 5);
        const theirs = top5.map(([i]) => i);
        sharedInAll += ours.filter(([i]) => theirs.includes(i)).length;
        // Below a few 1/256 steps the runtime's order is noise; every class it gives 0.05 or more is in ours.
        for (const [i, p] of top5)
          if (p >= 0.05)
            expect(
              ours.map(([j]) => j),
              `${file} class ${i}`,
            ).toContain(i);
        const [first, second] = top5;
        // The runtime computes in 8-bit steps of 1/256: two classes within 0.05 of each other may swap.
        if (first![1] - second![1] >= 0.05) expect(ours[0]![0], file).toBe(first![0]);
        expect(Math.abs(probabilities[first![0]]! - first![1]), file).toBeLessThan(0.08);
      }
      expect(sharedInAll / photos.length).toBeGreaterThanOrEqual(4);
    });
  });
});
