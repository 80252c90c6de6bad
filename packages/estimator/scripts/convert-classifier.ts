/**
 * Converts the committed TFLite classifier into the TF.js graph model the estimator loads, once:
 *
 *   pnpm exec tsx packages/estimator/scripts/convert-classifier.ts [model folder]
 *
 * The folder (default models/mobilenet-v2-imagenet) holds the .tflite named in its PROVENANCE.md and
 * `imagenet_labels.txt`; the script writes `classifier.json` (the graph, the labels and the source's
 * SHA-256) and `classifier.bin` (8-bit weights) beside them. `src/tflite/converted-model.test.ts`
 * checks that the committed output is what this script makes from the committed source.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';

import { classifierDir, convertClassifier } from '../src/tflite/convert.ts';

const dir = process.argv[2] ?? classifierDir();
const { json, weights } = await convertClassifier(dir);
await writeFile(join(dir, 'classifier.json'), `${JSON.stringify(json)}\n`);
await writeFile(join(dir, 'classifier.bin'), weights);
console.log(
  `${dir}: ${json.modelTopology.node.length} nodes, ${(weights.byteLength / 1e6).toFixed(2)} MB of weights, output ${String(json.userDefinedMetadata.output)}`,
);
