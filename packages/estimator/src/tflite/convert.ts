/**
 * The classifier's conversion as a function of its committed folder, shared by the script that
 * writes the converted files and the test that checks them against a fresh conversion.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { readTflite } from './tflite-file.ts';
import { toGraphModel } from './to-graph-model.ts';
import type { ConvertedModel } from './to-graph-model.ts';

/** The model the estimator ships: MobileNetV2 1.0 224, quantization-aware trained (see its PROVENANCE.md). */
export const CLASSIFIER_SOURCE = 'mobilenet_v2_1.0_224_quant.tflite';
export const CLASSIFIER_FOLDER = 'mobilenet-v2-imagenet';

export function classifierDir(): string {
  return join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'models', CLASSIFIER_FOLDER);
}

export async function convertClassifier(dir: string, source = CLASSIFIER_SOURCE): Promise<ConvertedModel> {
  const tflite = new Uint8Array(await readFile(join(dir, source)));
  const labels = (await readFile(join(dir, 'imagenet_labels.txt'), 'utf8')).split('\n').filter((l) => l.length > 0);
  const converted = toGraphModel(readTflite(tflite), { weightsFile: 'classifier.bin', source });
  converted.json.userDefinedMetadata = {
    ...converted.json.userDefinedMetadata,
    labels,
    sourceSha256: createHash('sha256').update(tflite).digest('hex'),
  };
  return converted;
}
