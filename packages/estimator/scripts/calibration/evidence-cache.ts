/**
 * What the models saw on each labelled photo, recorded once so that the fusion's thresholds can be
 * searched in milliseconds: the barcode, the detector's boxes, the classifier's probabilities and pooled
 * features for each region it read, and the text OCR read (read on every photo here; the replay keeps it only where the
 * pipeline would have run OCR). Kept in `packages/estimator/.cache/` (not committed).
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { classifierModelDir, defaultModelDir, diskModelFiles, readZxingWasm } from '../../src/assets-node.ts';
import { prepareBarcodeReader, readProductCode } from '../../src/barcode.ts';
import type { ProductCode } from '../../src/barcode.ts';
import { ImageClassifier, photoLooks, squareAround } from '../../src/classify.ts';
import type { Region } from '../../src/classify.ts';
import { ObjectDetector } from '../../src/detect.ts';
import type { Detection } from '../../src/detect.ts';
import { loadPhotos } from '../../src/evaluation.ts';
import type { LabelledPhoto, PhotoSet } from '../../src/evaluation.ts';
import { subjectRegion } from '../../src/identify.ts';
import { sharpDecoder } from '../../src/image-node.ts';
import { createPaddleReader } from '../../src/ocr-paddle.ts';
import { WORKING_SIDE_PX } from '../../src/working-size.ts';

const CACHE = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '.cache');
/** Probabilities below this are not kept: they move no support figure by more than a rounding step. */
const KEPT_PROBABILITY = 0.001;

export interface RecordedView {
  region: 'photo' | 'subject';
  /** The parts of the photo read for this view, their classes averaged (as the pipeline reads them). */
  regions: Region[];
  /** [class index, probability] for every class above KEPT_PROBABILITY. */
  probabilities: [number, number][];
  /** The pooled features under them (what the product head reads), to five significant digits. */
  embedding: number[];
  /** How long the classifier took on this view. */
  ms: number;
}

export interface RecordedPhoto {
  photo: LabelledPhoto;
  /** Of the photo's bytes: says which held-out product head reads it (scripts/train-head.ts). */
  sha256: string;
  barcode: ProductCode | null;
  detections: Detection[];
  views: RecordedView[];
  ocrText: string;
  ocrConfidence: number;
  ms: { barcode: number; detect: number; classify: number; ocr: number };
}

export const cacheFile = (name: string) => join(CACHE, `evidence-${name}.json`);

export async function readCache(name: string): Promise<RecordedPhoto[]> {
  return JSON.parse(await readFile(cacheFile(name), 'utf8')) as RecordedPhoto[];
}

/** Runs every model on every photo of the sets and writes the cache. */
export async function recordEvidence(name: string, sets: readonly PhotoSet[], classifierDir = classifierModelDir()) {
  await prepareBarcodeReader(await readZxingWasm());
  const detector = await ObjectDetector.load(diskModelFiles(defaultModelDir()));
  const classifier = await ImageClassifier.load(diskModelFiles(classifierDir, 'classifier'));
  const ocr = await createPaddleReader();
  const out: RecordedPhoto[] = [];
  try {
    for (const photo of await loadPhotos(sets)) {
      const bytes = new Uint8Array(await readFile(photo.path));
      const sha256 = createHash('sha256').update(bytes).digest('hex');
      const image = await sharpDecoder.decode(bytes, WORKING_SIDE_PX);
      let t = performance.now();
      const barcode = await readProductCode(image);
      const barcodeMs = performance.now() - t;
      t = performance.now();
      const detections = await detector.detect(image);
      const detectMs = performance.now() - t;
      t = performance.now();
      const regions: Pick<RecordedView, 'region' | 'regions'>[] = [
        { region: 'photo', regions: photoLooks(image.width, image.height) },
      ];
      const subject = subjectRegion(detections);
      if (subject)
        regions.push({ region: 'subject', regions: [squareAround(subject, image.width, image.height, 0.15)] });
      const views: RecordedView[] = [];
      for (const r of regions) {
        const started = performance.now();
        const { probabilities: p, embedding } = await classifier.classifyRegions(image, r.regions);
        const probabilities: [number, number][] = [];
        p.forEach((v, i) => {
          if (v >= KEPT_PROBABILITY) probabilities.push([i, v]);
        });
        views.push({
          ...r,
          probabilities,
          embedding: Array.from(embedding, (v) => Number(v.toPrecision(5))),
          ms: performance.now() - started,
        });
      }
      const classifyMs = performance.now() - t;
      t = performance.now();
      const small = Math.max(image.width, image.height) < 960;
      const text = await ocr.read(await sharpDecoder.toPng(image, { maxSide: 960, grey: false, enlarge: small }));
      const ocrMs = performance.now() - t;
      out.push({
        photo,
        sha256,
        barcode,
        detections,
        views,
        ocrText: text.text,
        ocrConfidence: text.confidence,
        ms: { barcode: barcodeMs, detect: detectMs, classify: classifyMs, ocr: ocrMs },
      });
      process.stdout.write('.');
    }
  } finally {
    await ocr.close();
    detector.dispose();
    classifier.dispose();
  }
  await mkdir(CACHE, { recursive: true });
  await writeFile(cacheFile(name), JSON.stringify(out));
  process.stdout.write(`\n${out.length} photos recorded in ${cacheFile(name)}\n`);
}
