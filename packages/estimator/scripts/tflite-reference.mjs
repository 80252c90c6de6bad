/**
 * Records what the TensorFlow Lite runtime itself answers for the committed classifier on a few fixture
 * photos, the reference src/tflite/converted-model.test.ts holds the converted graph to. Not part of the
 * build: TFLite's runtime for Node is a native addon the project does not depend on. To re-record, in an
 * empty folder `npm i tfjs-tflite-node@0.0.2 @tensorflow/tfjs-core@4.22.0 @tensorflow/tfjs-backend-cpu@4.22.0`,
 * then from the repository root:
 *
 *   NODE_PATH=<that folder>/node_modules node packages/estimator/scripts/tflite-reference.mjs
 *
 * Each photo is read as the test reads it: sharp, EXIF-rotated, cropped to its centre square, 224 px.
 */
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const pkg = join(dirname(fileURLToPath(import.meta.url)), '..');
// sharp from this package; the TFLite runtime from NODE_PATH (CommonJS resolution reads it, imports do not).
const fromPackage = createRequire(join(pkg, 'package.json'));
const fromNodePath = createRequire(import.meta.url);
const sharp = fromPackage('sharp');
const tf = fromNodePath('@tensorflow/tfjs-core');
fromNodePath('@tensorflow/tfjs-backend-cpu');
const { loadTFLiteModel } = fromNodePath('tfjs-tflite-node');

const PHOTOS = [
  'cup-1.jpg',
  'laptop-2.jpg',
  'shoe-1.jpg',
  'clock-1.jpg',
  'snack_bag-2.jpg',
  'bicycle-1.jpg',
  'negative-nature-1.jpg',
  'monitor-1.jpg',
];
const MODEL = join(pkg, 'models', 'mobilenet-v2-imagenet', 'mobilenet_v2_1.0_224_quant.tflite');

await (async () => {
  await tf.setBackend('cpu');
  const model = await loadTFLiteModel(MODEL, { numThreads: 1 });
  const photos = {};
  for (const name of PHOTOS) {
    const pixels = await sharp(join(pkg, 'test', 'fixtures', 'photos', name))
      .rotate()
      .removeAlpha()
      .resize(224, 224, { fit: 'cover' })
      .raw()
      .toBuffer();
    const output = model.predict(tf.tensor4d(new Int32Array(pixels), [1, 224, 224, 3], 'int32'));
    // The model's output is uint8 softmax with scale 1/256.
    const scores = Array.from(output.dataSync(), (q) => q / 256);
    photos[name] = scores
      .map((p, index) => [index, p])
      .sort((a, b) => b[1] - a[1])
      .slice(0, 5);
  }
  const out = {
    runtime: 'TensorFlow Lite C library in tfjs-tflite-node 0.0.2 (1 thread)',
    model: 'mobilenet_v2_1.0_224_quant.tflite',
    sharp: sharp.versions.sharp,
    top5: photos,
  };
  writeFileSync(join(pkg, 'test', 'classifier', 'tflite-reference.json'), `${JSON.stringify(out, null, 2)}\n`);
  console.log(`${PHOTOS.length} photos recorded`);
})();
