/**
 * The fusion replayed on recorded evidence (evidence-cache.ts) under a given calibration: the same
 * functions the pipeline runs (ocrDecision, fuseEvidence), so a figure here is the pipeline's figure for
 * those thresholds. Text is used only where ocrDecision says OCR would have run; its time counts likewise.
 * Only tuning photos are replayed (isTuningPhoto).
 *
 * The product head reads each view's recorded features. A tuning photo of a brand the committed head was
 * trained on is read by a head fitted without that brand (`held-out-heads.json`, written by train-head.ts),
 * so the thresholds are chosen on how the head reads a brand it has never seen.
 */
import { detailedEntries } from '@costlens/costbook';

import { buildLexicon } from '../../src/build-lexicon.ts';
import type { Calibration } from '../../src/calibration.ts';
import { isTuningPhoto, judge, summarise } from '../../src/evaluation.ts';
import type { PhotoResult, PhotoSet, SetSummary } from '../../src/evaluation.ts';
import { fuseEvidence, ocrDecision, planFromPhoto } from '../../src/identify.ts';
import type { OcrTrace } from '../../src/identify.ts';
import { buildImagenetTable, readView } from '../../src/imagenet-evidence.ts';
import type { ClassifierView, ImagenetTable } from '../../src/imagenet-evidence.ts';
import { mixWithHead, parseProductHead } from '../../src/product-head.ts';
import type { HeadReading, ProductHead, ProductHeadFile } from '../../src/product-head.ts';
import type { IdentifyResult } from '../../src/index.ts';
import { matchText } from '../../src/lexicon.ts';
import type { TextMatch } from '../../src/lexicon.ts';
import type { RecordedPhoto } from './evidence-cache.ts';

const lexicon = buildLexicon(detailedEntries());

/** The classifier's and the head's classes with their meanings, and the heads that read the photos. */
export interface ReplayModels {
  table: ImagenetTable;
  /** ImageNet's classes (the head's follow them in the table). */
  imagenetClasses: number;
  head: ProductHead;
  /** Heads fitted without one brand, by the sha256 of the tuning photos of that brand. */
  heldOutHeads: ReadonlyMap<string, ProductHead>;
}

export function replayModels(
  labels: readonly string[],
  head: ProductHeadFile,
  heldOut: { photoBrands: Record<string, string>; heads: Record<string, ProductHeadFile> } | null,
): ReplayModels {
  const parsed = parseProductHead(head);
  const heads = new Map(Object.entries(heldOut?.heads ?? {}).map(([brand, file]) => [brand, parseProductHead(file)]));
  const heldOutHeads = new Map(
    Object.entries(heldOut?.photoBrands ?? {}).flatMap(([sha, brand]) => {
      const h = heads.get(brand);
      return h ? [[sha, h] as const] : [];
    }),
  );
  return {
    table: buildImagenetTable(labels, parsed.classes),
    imagenetClasses: labels.length,
    head: parsed,
    heldOutHeads,
  };
}

// What does not depend on the thresholds is worked out once per photo (the search replays thousands of times):
// the head's reading of each view, and the views for each way of mixing the head in.
const readingsOf = new WeakMap<RecordedPhoto, HeadReading[]>();
const viewsOf = new WeakMap<RecordedPhoto, Map<string, ClassifierView[]>>();
const textOf = new WeakMap<RecordedPhoto, TextMatch[]>();

function viewsFor(r: RecordedPhoto, models: ReplayModels, cal: Calibration): ClassifierView[] {
  let readings = readingsOf.get(r);
  if (!readings) {
    const head = models.heldOutHeads.get(r.sha256) ?? models.head;
    readings = r.views.map((v) => head.read(v.embedding));
    readingsOf.set(r, readings);
  }
  const key = `${cal.headShare}/${cal.headFamiliarityFrom}/${cal.headFamiliarityTo}`;
  let byMixing = viewsOf.get(r);
  if (!byMixing) viewsOf.set(r, (byMixing = new Map()));
  let views = byMixing.get(key);
  if (!views) {
    views = r.views.map((v, i) => {
      const p = new Float32Array(models.imagenetClasses);
      for (const [k, value] of v.probabilities) p[k] = value;
      return readView(models.table, mixWithHead(p, readings[i]!, cal), v.region);
    });
    byMixing.set(key, views);
  }
  return views;
}

export function replayPhoto(r: RecordedPhoto, models: ReplayModels, cal: Calibration): PhotoResult {
  const views = viewsFor(r, models, cal);
  // As the pipeline does: what the whole photo settles skips the detector, the subject and OCR (planFromPhoto).
  const plan = planFromPhoto(views[0]!, r.barcode, cal);
  const fast = plan === 'named' || plan === 'refused';
  const image =
    plan === 'full'
      ? { barcode: r.barcode, detections: r.detections, views }
      : { barcode: r.barcode, detections: [], views: views.slice(0, 1) };
  const decision = fast ? { run: false, reason: 'settled by the whole photo' } : ocrDecision(image, cal);
  const ocr: OcrTrace = decision.run
    ? { ran: true, engine: 'paddle', reason: decision.reason, text: r.ocrText, confidence: r.ocrConfidence }
    : { ran: false, reason: decision.reason };
  let matched = textOf.get(r);
  if (decision.run && !matched) {
    matched = matchText(r.ocrText, lexicon);
    textOf.set(r, matched);
  }
  const text = decision.run ? (matched ?? null) : null;
  const identification = fuseEvidence({ ...image, text, ocr }, cal);
  const timings = {
    decodeMs: 0,
    barcodeMs: r.ms.barcode,
    detectMs: plan === 'full' ? r.ms.detect : 0,
    classifyMs: plan === 'full' ? r.ms.classify : r.views[0]!.ms,
    ocrMs: decision.run ? r.ms.ocr : 0,
    totalMs: 0,
  };
  timings.totalMs = timings.barcodeMs + timings.detectMs + timings.classifyMs + timings.ocrMs;
  const id = { ...identification, timings } as IdentifyResult;
  return { photo: r.photo, ms: timings.totalMs, id, ...judge(r.photo, id) };
}

export function replay(
  recorded: readonly RecordedPhoto[],
  models: ReplayModels,
  cal: Calibration,
  sets: readonly PhotoSet[],
): { results: PhotoResult[]; summaries: SetSummary[] } {
  const results = recorded
    .filter((r) => sets.includes(r.photo.set) && isTuningPhoto(r.photo))
    .map((r) => replayPhoto(r, models, cal));
  return { results, summaries: sets.map((set) => summarise(set, results)) };
}
