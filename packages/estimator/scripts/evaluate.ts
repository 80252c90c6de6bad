/**
 * Measures the embedded estimator on every fixture photo (test/fixtures/photos, labels.json):
 * category top-1 over product photos, refusal of negatives, barcodes read, time per analysis.
 *
 *   pnpm exec tsx packages/estimator/scripts/evaluate.ts [--ocr paddle|tesseract] [--lang eng+fra] [--ocr-side 640] [--no-ocr] [--verbose]
 *
 * Time per analysis is the wall time of one estimator.analyze() call (decode, barcode, detection, OCR
 * when it runs, and building the Analysis), with the models already loaded.
 */
import { readFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { createEstimator, NotAProductError } from '../src/index.ts';
import type { OcrEngine } from '../src/index.ts';

const PHOTOS = join(dirname(fileURLToPath(import.meta.url)), '..', 'test', 'fixtures', 'photos');

interface Label {
  category: string;
  coco_class: string | null;
  negative?: boolean;
  barcode?: string;
}

/**
 * The cost-book entries that count as right for each label category. Barcode photos show food
 * packaging from the back, so any food-package entry counts; their main test is the code itself.
 */
export const EXPECTED: Record<string, readonly string[]> = {
  cup: ['mug'],
  'teddy bear': ['teddy-bear'],
  laptop: ['laptop'],
  'wall clock': ['wall-clock'],
  suitcase: ['suitcase'],
  bicycle: ['bicycle'],
  'computer monitor': ['computer-monitor'],
  scissors: ['scissors'],
  'sneaker / shoe': ['shoes'],
  'hat / cap': ['hat'],
  chair: ['chair'],
  bottle: ['beverage-bottle'],
  'milk carton': ['beverage-carton'],
  'juice carton': ['beverage-carton'],
  'oat-milk carton': ['beverage-carton'],
  'snack bag (chips)': ['snack-bag'],
  'snack bag (nuts)': ['snack-bag'],
  'food box': ['boxed-food'],
  'jar (peanut butter)': ['jar-can-food'],
  'supplement tub': ['supplement'],
  'barcode (food can)': ['jar-can-food'],
  'barcode (cardboard box)': ['boxed-food', 'snack-bag', 'jar-can-food'],
  'barcode (food package)': ['boxed-food', 'snack-bag', 'jar-can-food'],
};

const args = process.argv.slice(2);
const verbose = args.includes('--verbose');
const langArg = args.indexOf('--lang');
const languages = langArg >= 0 ? (args[langArg + 1] ?? 'eng').split('+') : ['eng'];
const engineArg = args.indexOf('--ocr');
const ocrEngine: OcrEngine = engineArg >= 0 && args[engineArg + 1] === 'tesseract' ? 'tesseract' : 'paddle';
const enableOcr = !args.includes('--no-ocr');
const sideArg = args.indexOf('--ocr-side');
const ocrMaxSide = sideArg >= 0 ? Number(args[sideArg + 1]) : undefined;
const estimator = createEstimator({ enableOcr, ocrEngine, ocrLanguages: languages, ...(ocrMaxSide ? { ocrMaxSide } : {}) });

const labels = JSON.parse(await readFile(join(PHOTOS, 'labels.json'), 'utf8')) as Record<string, Label>;
const warmStart = performance.now();
await estimator.warmup();
const warmupMs = performance.now() - warmStart;

let products = 0;
let productsRight = 0;
let nonBarcodeProducts = 0;
let nonBarcodeRight = 0;
let negatives = 0;
let negativesRefused = 0;
let barcodes = 0;
let barcodesRead = 0;
const times: number[] = [];
const rows: string[] = [];

for (const [file, label] of Object.entries(labels).sort(([a], [b]) => a.localeCompare(b))) {
  const bytes = new Uint8Array(await readFile(join(PHOTOS, file)));
  const id = await estimator.identify(bytes);
  const started = performance.now();
  try {
    await estimator.analyze(bytes);
  } catch (error) {
    if (!(error instanceof NotAProductError)) throw error;
  }
  const ms = performance.now() - started;
  times.push(ms);

  let verdict: string;
  if (label.negative) {
    negatives++;
    const ok = !!id.refused;
    if (ok) negativesRefused++;
    verdict = ok ? 'refused ✓' : `NOT refused (${id.entryId})`;
  } else {
    const expected = EXPECTED[label.category];
    if (!expected) throw new Error(`evaluate.ts: no expected entry for label category "${label.category}"`);
    products++;
    const ok = !!id.entryId && expected.includes(id.entryId);
    if (ok) productsRight++;
    if (!label.barcode) {
      nonBarcodeProducts++;
      if (ok) nonBarcodeRight++;
    }
    verdict = `${ok ? '✓' : '✗'} ${id.entryId ?? (id.refused ? `refused:${id.refused.kind}` : 'unidentified')} (want ${expected.join('|')})`;
  }
  if (label.barcode) {
    barcodes++;
    const read = id.upc !== null && (id.upc === label.barcode || id.upc === label.barcode.replace(/^0/, '') || `0${id.upc}` === label.barcode);
    if (read) barcodesRead++;
    verdict += read ? ` barcode ${id.upc} ✓` : ` barcode ✗ (got ${id.upc})`;
  }
  const t = id.timings;
  rows.push(
    `${file.padEnd(26)} ${Math.round(ms).toString().padStart(5)} ms  [decode ${Math.round(t.decodeMs)} barcode ${Math.round(t.barcodeMs)} detect ${Math.round(t.detectMs)} ocr ${Math.round(t.ocrMs)}]  ${verdict}`
    + (verbose ? `\n    ${id.evidence.join(' | ')}${id.ocr.ran ? `\n    ocr: ${id.ocr.text?.replace(/\s+/g, ' ').slice(0, 140)}` : ''}` : ''),
  );
}
await estimator.close();

const sorted = [...times].sort((a, b) => a - b);
const median = sorted.length % 2 ? sorted[(sorted.length - 1) / 2]! : (sorted[sorted.length / 2 - 1]! + sorted[sorted.length / 2]!) / 2;
const pct = (n: number, d: number) => `${n}/${d} = ${d ? ((100 * n) / d).toFixed(1) : '0'} %`;
console.log(rows.join('\n'));
console.log('');
console.log(`OCR: ${enableOcr ? (ocrEngine === 'tesseract' ? `tesseract ${languages.join('+')}` : 'paddle') + (ocrMaxSide ? ` at ${ocrMaxSide} px` : '') : 'off'}; warm-up (models loaded once): ${Math.round(warmupMs)} ms; load average at the end: ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
console.log(`category top-1, product photos:          ${pct(productsRight, products)}`);
console.log(`category top-1, product photos w/o barcode: ${pct(nonBarcodeRight, nonBarcodeProducts)}`);
console.log(`negatives refused:                       ${pct(negativesRefused, negatives)}`);
console.log(`barcodes read:                           ${pct(barcodesRead, barcodes)}`);
console.log(`time per analysis: median ${Math.round(median)} ms, min ${Math.round(sorted[0] ?? 0)} ms, max ${Math.round(sorted.at(-1) ?? 0)} ms (${times.length} photos)`);
