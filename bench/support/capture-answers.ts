/**
 * Captures what the embedded estimator answers for the fixture photos, as the API would store them, into
 * bench/fixtures/estimator-answers.json: the bodies the scale bench seeds with, so its bytes per answer
 * and per stored row are those of real analyses. Re-run after the estimator changes:
 * `node --import tsx bench/support/capture-answers.ts`.
 */
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { createProviders, loadConfig } from '@costlens/api/testing';

const PHOTOS = new URL('../../packages/estimator/test/fixtures/photos/', import.meta.url);
const OUT = new URL('../fixtures/estimator-answers.json', import.meta.url);
/** Every product photo (no negatives): what people photograph. The estimator refuses some of them; the
 *  ones it answers are kept. */
const NAMES = readdirSync(PHOTOS)
  .filter((f) => /\.(jpe?g|png)$/.test(f) && !f.startsWith('negative-'))
  .sort();

const config = loadConfig({ LOG_LEVEL: 'silent', VISION_WARMUP: 'false' });
const { vision } = createProviders(config);
const answers: Array<{ photo: string; analysis: unknown }> = [];
for (const photo of NAMES) {
  const bytes = new Uint8Array(readFileSync(new URL(photo, PHOTOS)));
  const started = performance.now();
  try {
    const analysis = await vision.analyze(bytes, photo.endsWith('.png') ? 'image/png' : 'image/jpeg');
    answers.push({ photo, analysis });
    console.log(`${photo}: ${analysis.productName} (${Math.round(performance.now() - started)} ms)`);
  } catch (err) {
    console.log(`${photo}: no analysis (${(err as Error).message})`);
  }
}
writeFileSync(OUT, `${JSON.stringify({ estimator: vision.methodologyType, answers }, null, 2)}\n`);
console.log(`${answers.length} answers written`);
process.exit(0);
