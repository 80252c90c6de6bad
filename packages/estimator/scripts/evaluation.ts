/**
 * The embedded estimator measured on every fixture photo (test/fixtures/photos, labels.json):
 * category top-1 over product photos, refusal of negatives, barcodes read, time per analysis.
 * Used by scripts/evaluate.ts (a printed report) and bench/estimator.bench.ts (the bench table).
 *
 * Time per analysis is the wall time of one estimator.analyze() call (decode, barcode, detection, OCR
 * when it runs, and building the Analysis), with the models already loaded.
 */
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { createEstimator, NotAProductError } from '../src/index.ts';
import type { EstimatorOptions } from '../src/index.ts';

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

export interface PhotoResult {
  file: string;
  ms: number;
  timings: { decodeMs: number; barcodeMs: number; detectMs: number; ocrMs: number };
  verdict: string;
  evidence: string[];
  ocrText: string | null;
}

export interface Evaluation {
  photos: PhotoResult[];
  warmupMs: number;
  products: { right: number; total: number };
  productsWithoutBarcode: { right: number; total: number };
  negatives: { refused: number; total: number };
  barcodes: { read: number; total: number };
  /** Wall time per analyze() call, sorted. */
  times: number[];
}

export const median = (sorted: readonly number[]) =>
  sorted.length === 0
    ? 0
    : sorted.length % 2
      ? sorted[(sorted.length - 1) / 2]!
      : (sorted[sorted.length / 2 - 1]! + sorted[sorted.length / 2]!) / 2;

export async function evaluate(options: EstimatorOptions = {}): Promise<Evaluation> {
  const estimator = createEstimator(options);
  const labels = JSON.parse(await readFile(join(PHOTOS, 'labels.json'), 'utf8')) as Record<string, Label>;
  const warmStart = performance.now();
  await estimator.warmup();
  const warmupMs = performance.now() - warmStart;
  const result: Evaluation = {
    photos: [],
    warmupMs,
    times: [],
    products: { right: 0, total: 0 },
    productsWithoutBarcode: { right: 0, total: 0 },
    negatives: { refused: 0, total: 0 },
    barcodes: { read: 0, total: 0 },
  };
  try {
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
      result.times.push(ms);

      let verdict: string;
      if (label.negative) {
        result.negatives.total++;
        const ok = !!id.refused;
        if (ok) result.negatives.refused++;
        verdict = ok ? 'refused ✓' : `NOT refused (${id.entryId})`;
      } else {
        const expected = EXPECTED[label.category];
        if (!expected) throw new Error(`evaluation.ts: no expected entry for label category "${label.category}"`);
        result.products.total++;
        const ok = !!id.entryId && expected.includes(id.entryId);
        if (ok) result.products.right++;
        if (!label.barcode) {
          result.productsWithoutBarcode.total++;
          if (ok) result.productsWithoutBarcode.right++;
        }
        verdict = `${ok ? '✓' : '✗'} ${id.entryId ?? (id.refused ? `refused:${id.refused.kind}` : 'unidentified')} (want ${expected.join('|')})`;
      }
      if (label.barcode) {
        result.barcodes.total++;
        const read =
          id.upc !== null &&
          (id.upc === label.barcode || id.upc === label.barcode.replace(/^0/, '') || `0${id.upc}` === label.barcode);
        if (read) result.barcodes.read++;
        verdict += read ? ` barcode ${id.upc} ✓` : ` barcode ✗ (got ${id.upc})`;
      }
      const t = id.timings;
      result.photos.push({
        file,
        ms,
        verdict,
        evidence: id.evidence,
        timings: { decodeMs: t.decodeMs, barcodeMs: t.barcodeMs, detectMs: t.detectMs, ocrMs: t.ocrMs },
        ocrText: id.ocr.ran ? (id.ocr.text ?? null) : null,
      });
    }
  } finally {
    await estimator.close();
  }
  result.times.sort((a, b) => a - b);
  return result;
}
