/**
 * Records what the estimator's OCR read on each fixture photo (`test/fixtures/photos/ocr-text.json`), so
 * the lexicon's tests match text an engine really produced, not text written to pass. Photos on which
 * OCR did not run or read nothing are left out.
 *
 *   pnpm exec tsx packages/estimator/scripts/record-ocr-text.ts
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';

import { createEstimator } from '../src/index.ts';

const dir = new URL('../test/fixtures/photos/', import.meta.url);
const estimator = createEstimator();
const photos: Record<string, string> = {};
let engine = '';
for (const file of readdirSync(dir)
  .filter((f) => /\.(jpe?g|png)$/.test(f))
  .sort()) {
  const { ocr } = await estimator.identify(new Uint8Array(readFileSync(new URL(file, dir))));
  if (!ocr.ran || !ocr.text?.trim()) continue;
  engine = ocr.engine ?? engine;
  photos[file] = ocr.text;
}
await estimator.close();
const record = {
  about: 'Text the estimator read with OCR on each fixture photo (identify(), models and settings of the day).',
  engine,
  recorded: new Date().toISOString().slice(0, 10),
  command: 'pnpm exec tsx packages/estimator/scripts/record-ocr-text.ts',
  photos,
};
writeFileSync(new URL('ocr-text.json', dir), `${JSON.stringify(record, null, 2)}\n`);
console.log(`${Object.keys(photos).length} photos with text, read by ${engine}`);
process.exit(0); // onnxruntime keeps the process alive
