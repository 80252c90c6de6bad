/**
 * The estimator measured on labelled photos: the fixtures (test/fixtures/photos, labels.json) and the
 * evaluation set (test/eval, manifest.json) in its two halves, `tune` (rules may be changed because
 * of these) and `report` (only ever measured). Used by scripts/evaluate.ts (a printed report) and
 * bench/estimator.bench.ts (the bench table), through the package export `@costlens/estimator/evaluation`.
 *
 * Per photo: the outcome (named / probable / refused), the category, the candidates, the code read,
 * and the wall time of one identify() call with the models loaded (decode, barcode, detection, OCR
 * when it runs).
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { readProductHeadFile } from './assets-node.ts';
import { normaliseGtin } from './barcode.ts';
import { createEstimator } from './index.ts';
import type { EstimatorOptions, IdentifyResult } from './index.ts';

const PACKAGE = join(dirname(fileURLToPath(import.meta.url)), '..');
const FIXTURES = join(PACKAGE, 'test', 'fixtures', 'photos');
const EVAL = join(PACKAGE, 'test', 'eval');

export type PhotoSet = 'fixtures' | 'tune' | 'report';

/**
 * Photos thresholds may be chosen on: the tuning half and the fixtures, except a fixture of a product or
 * photo series whose group is in the report half (its twins there would be rewarded for a change it caused).
 */
export function isTuningPhoto(photo: Pick<LabelledPhoto, 'set' | 'group'>): boolean {
  if (photo.set === 'tune') return true;
  return photo.set === 'fixtures' && (!photo.group || halfOfGroup(photo.group) === 'tune');
}
export const PHOTO_SETS: readonly PhotoSet[] = ['fixtures', 'tune', 'report'];

/**
 * Where an evaluation photo's pixels come from: a classifier trained on ImageNet (or a detector trained on COCO
 * or Open Images) may have seen photos from its own training source, so those are reported apart from `other`
 * (shown by its source to be from none of them). `unknown`: the source does not say.
 */
export type PhotoOrigin = 'imagenet' | 'coco' | 'open-images' | 'other' | 'unknown';
export const PHOTO_ORIGINS: readonly PhotoOrigin[] = ['imagenet', 'coco', 'open-images', 'other', 'unknown'];

export interface LabelledPhoto {
  file: string;
  path: string;
  set: PhotoSet;
  kind: 'product' | 'barcode' | 'negative';
  /** Cost-book entries that count as right (products; a fixture barcode photo also has them). */
  expected: readonly string[];
  /** The true code as the estimator reports it (UPC-A as 12 digits, UPC-E expanded). */
  gtin: string | null;
  /** Evaluation-set photos: the brand, product or photo series the photo belongs to (one half holds all of it). */
  group?: string;
  /** Evaluation-set photos: where the pixels come from. */
  origin?: PhotoOrigin;
  /** Evaluation-set photos: the public repository the photo was taken from. */
  sourceRepo?: string;
}

/** The cost-book entries that count as right for each fixture label category. */
export const FIXTURE_EXPECTED: Record<string, readonly string[]> = {
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

interface FixtureLabel {
  category: string;
  /** The evaluation set's group of the same product or photo series, where it has one. */
  group?: string;
  negative?: boolean;
  barcode?: string;
  barcode_type?: string;
}

interface ManifestRow {
  file: string;
  group: string;
  source?: { repo: string };
  origin: PhotoOrigin;
  split: 'tune' | 'report';
  kind: LabelledPhoto['kind'];
  expected?: string[];
  barcode?: string;
  barcodeFormat?: string;
}

/**
 * The half of the evaluation set a group belongs to: `report` when the first byte of the SHA-256 of the group
 * string (UTF-8) is odd. Splitting by group rather than by photo keeps every shot of one product, one brand or one
 * photo series in one half, so a change made because of a tuning photo cannot be rewarded by its twin in the
 * report half; the rule depends on nothing a result could change.
 */
export const halfOfGroup = (group: string): 'tune' | 'report' =>
  createHash('sha256').update(group, 'utf8').digest()[0]! & 1 ? 'report' : 'tune';

/** A manifest row the split rule does not hold for is refused, so the halves cannot drift from their groups. */
function checkRow(row: ManifestRow): void {
  const where = `evaluation manifest, ${row.file}`;
  if (typeof row.group !== 'string' || row.group === '') throw new Error(`${where}: no group`);
  if (!PHOTO_ORIGINS.includes(row.origin))
    throw new Error(`${where}: origin "${String(row.origin)}" is not one of ${PHOTO_ORIGINS.join(', ')}`);
  const half = halfOfGroup(row.group);
  if (row.split !== half)
    throw new Error(`${where}: split "${row.split}" but group "${row.group}" belongs to "${half}"`);
}

const gtinOf = (code: string | undefined, format: string | undefined) =>
  code ? (normaliseGtin(format ?? (code.length === 8 ? 'EAN-8' : 'EAN-13'), code) ?? code) : null;

export async function loadPhotos(sets: readonly PhotoSet[] = PHOTO_SETS): Promise<LabelledPhoto[]> {
  const photos: LabelledPhoto[] = [];
  if (sets.includes('fixtures')) {
    const labels = JSON.parse(await readFile(join(FIXTURES, 'labels.json'), 'utf8')) as Record<string, FixtureLabel>;
    for (const [file, label] of Object.entries(labels)) {
      const expected = label.negative ? [] : FIXTURE_EXPECTED[label.category];
      if (!expected) throw new Error(`evaluation.ts: no expected entry for fixture category "${label.category}"`);
      photos.push({
        file,
        path: join(FIXTURES, file),
        set: 'fixtures',
        kind: label.negative ? 'negative' : 'product',
        expected,
        gtin: gtinOf(label.barcode, label.barcode_type),
        ...(label.group ? { group: label.group } : {}),
      });
    }
  }
  const manifest = JSON.parse(await readFile(join(EVAL, 'manifest.json'), 'utf8')) as ManifestRow[];
  for (const row of manifest) {
    checkRow(row);
    if (!sets.includes(row.split)) continue;
    photos.push({
      file: row.file,
      path: join(EVAL, 'photos', row.file),
      set: row.split,
      kind: row.kind,
      expected: row.expected ?? [],
      gtin: gtinOf(row.barcode, row.barcodeFormat),
      group: row.group,
      origin: row.origin,
      ...(row.source ? { sourceRepo: row.source.repo } : {}),
    });
  }
  return photos.sort((a, b) => a.set.localeCompare(b.set) || a.file.localeCompare(b.file));
}

export interface PhotoResult {
  photo: LabelledPhoto;
  ms: number;
  id: IdentifyResult;
  /** A product photo named with the right category. */
  right: boolean;
  /** The right category is among the candidates offered. */
  inCandidates: boolean;
  barcodeRead: boolean;
}

/** How one photo's answer counts: named right, the right category offered, the true code read. */
export function judge(
  photo: Pick<LabelledPhoto, 'expected' | 'gtin'>,
  id: Pick<IdentifyResult, 'outcome' | 'entryId' | 'candidates' | 'upc'>,
): Pick<PhotoResult, 'right' | 'inCandidates' | 'barcodeRead'> {
  return {
    right: id.outcome === 'named' && !!id.entryId && photo.expected.includes(id.entryId),
    inCandidates: id.candidates.some((c) => photo.expected.includes(c.categoryId)),
    barcodeRead: !!photo.gtin && id.upc === photo.gtin,
  };
}

export interface SetSummary {
  set: PhotoSet;
  products: number;
  namedRight: number;
  namedWrong: number;
  probable: number;
  probableWithRight: number;
  refusedProducts: number;
  /** Product photos whose right category was named or offered among the candidates. */
  rightAnywhere: number;
  negatives: number;
  negativesRefused: number;
  barcodes: number;
  barcodesRead: number;
  /** identify() wall times, sorted. */
  times: number[];
  /** Median milliseconds of each step (what the wall time is made of). */
  stepMedians: { decode: number; barcode: number; detect: number; classify: number; ocr: number };
  /** Photos on which OCR ran. */
  ocrRuns: number;
}

export const median = (sorted: readonly number[]) =>
  sorted.length === 0
    ? 0
    : sorted.length % 2
      ? sorted[(sorted.length - 1) / 2]!
      : (sorted[sorted.length / 2 - 1]! + sorted[sorted.length / 2]!) / 2;

export interface Evaluation {
  warmupMs: number;
  results: PhotoResult[];
  summaries: SetSummary[];
  /** The evaluation halves again, counting only photos shown to come from no ImageNet, COCO or Open Images set. */
  notFromTrainingSets: SetSummary[];
  /**
   * Those photos again, less the ones taken from a set the product head trained on (other photos of that set:
   * the same kind of shot the head learned from, where a shopper's photo is not).
   */
  notFromAnyTrainingSet: SetSummary[];
}

export async function evaluate(
  options: EstimatorOptions = {},
  sets: readonly PhotoSet[] = PHOTO_SETS,
): Promise<Evaluation> {
  const photos = await loadPhotos(sets);
  const estimator = createEstimator(options);
  const headSources = new Set(
    ((await readProductHeadFile()).training as { sources?: { repo: string }[] } | undefined)?.sources?.map(
      (s) => s.repo,
    ) ?? [],
  );
  const warmStart = performance.now();
  await estimator.warmup();
  const warmupMs = performance.now() - warmStart;
  const results: PhotoResult[] = [];
  try {
    for (const photo of photos) {
      const bytes = new Uint8Array(await readFile(photo.path));
      const started = performance.now();
      const id = await estimator.identify(bytes);
      const ms = performance.now() - started;
      results.push({ photo, ms, id, ...judge(photo, id) });
    }
  } finally {
    await estimator.close();
  }
  return {
    warmupMs,
    results,
    summaries: sets.map((set) => summarise(set, results)),
    notFromTrainingSets: sets
      .filter((set) => set !== 'fixtures')
      .map((set) => summarise(set, results, (p) => p.origin === 'other')),
    notFromAnyTrainingSet: sets
      .filter((set) => set !== 'fixtures')
      .map((set) => summarise(set, results, (p) => p.origin === 'other' && !headSources.has(p.sourceRepo ?? ''))),
  };
}

/** The figures of one set; `only` narrows it (e.g. to the photos not from ImageNet, COCO or Open Images). */
export function summarise(
  set: PhotoSet,
  all: readonly PhotoResult[],
  only: (photo: LabelledPhoto) => boolean = () => true,
): SetSummary {
  const rs = all.filter((r) => r.photo.set === set && only(r.photo));
  const products = rs.filter((r) => r.photo.kind === 'product');
  const negatives = rs.filter((r) => r.photo.kind === 'negative');
  const withCode = rs.filter((r) => r.photo.gtin);
  const probable = products.filter((r) => r.id.outcome === 'probable');
  return {
    set,
    products: products.length,
    namedRight: products.filter((r) => r.right).length,
    namedWrong: products.filter((r) => r.id.outcome === 'named' && !r.right).length,
    probable: probable.length,
    probableWithRight: probable.filter((r) => r.inCandidates).length,
    refusedProducts: products.filter((r) => r.id.outcome === 'refused').length,
    rightAnywhere: products.filter((r) => r.right || (r.id.outcome === 'probable' && r.inCandidates)).length,
    negatives: negatives.length,
    negativesRefused: negatives.filter((r) => r.id.outcome === 'refused').length,
    barcodes: withCode.length,
    barcodesRead: withCode.filter((r) => r.barcodeRead).length,
    times: rs.map((r) => r.ms).sort((a, b) => a - b),
    stepMedians: {
      decode: stepMedian(rs, (t) => t.decodeMs),
      barcode: stepMedian(rs, (t) => t.barcodeMs),
      detect: stepMedian(rs, (t) => t.detectMs),
      classify: stepMedian(rs, (t) => t.classifyMs),
      ocr: stepMedian(rs, (t) => t.ocrMs),
    },
    ocrRuns: rs.filter((r) => r.id.ocr.ran).length,
  };
}

function stepMedian(rs: readonly PhotoResult[], pick: (t: IdentifyResult['timings']) => number): number {
  return median(rs.map((r) => pick(r.id.timings)).sort((a, b) => a - b));
}

/** One line per photo, for the printed report. */
export function describeResult(r: PhotoResult): string {
  const id = r.id;
  const what =
    id.outcome === 'refused'
      ? `refused:${id.refused?.kind ?? (id.needsCorrection ? 'needs-category' : '?')}`
      : `${id.outcome}:${id.entryId}`;
  const cands = id.candidates.map((c) => `${c.categoryId} ${c.score.toFixed(2)}`).join(', ');
  const want =
    r.photo.kind === 'negative'
      ? 'negative'
      : r.photo.kind === 'barcode'
        ? `code ${r.photo.gtin}`
        : r.photo.expected.join('|');
  const mark =
    r.photo.kind === 'negative'
      ? id.outcome === 'refused'
        ? '✓'
        : '✗'
      : r.photo.kind === 'barcode'
        ? r.barcodeRead
          ? '✓'
          : '✗'
        : r.right
          ? '✓'
          : r.inCandidates && id.outcome === 'probable'
            ? '~'
            : '✗';
  const code = r.photo.gtin ? ` upc ${id.upc ?? '-'}` : '';
  return `${mark} ${r.photo.file.padEnd(34)} ${Math.round(r.ms).toString().padStart(5)} ms  ${what} [${cands}]${code} (want ${want})`;
}
