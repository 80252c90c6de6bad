/**
 * The fusion replayed on recorded evidence (evidence-cache.ts) under a given calibration: the same
 * functions the pipeline runs (ocrDecision, fuseEvidence), so a figure here is the pipeline's figure for
 * those thresholds. Text is used only where ocrDecision says OCR would have run; its time counts likewise.
 * Only tuning photos are replayed (isTuningPhoto).
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
import type { IdentifyResult } from '../../src/index.ts';
import { matchText } from '../../src/lexicon.ts';
import type { TextMatch } from '../../src/lexicon.ts';
import type { RecordedPhoto } from './evidence-cache.ts';

const lexicon = buildLexicon(detailedEntries());

export function tableFor(labels: readonly string[]): ImagenetTable {
  return buildImagenetTable(labels);
}

// What does not depend on the thresholds is worked out once per photo (the search replays thousands of times).
const viewsOf = new WeakMap<RecordedPhoto, ClassifierView[]>();
const textOf = new WeakMap<RecordedPhoto, TextMatch[]>();

export function replayPhoto(r: RecordedPhoto, table: ImagenetTable, cal: Calibration): PhotoResult {
  let views = viewsOf.get(r);
  if (!views) {
    views = r.views.map((v) => {
      const p = new Float32Array(table.labels.length);
      for (const [i, value] of v.probabilities) p[i] = value;
      return readView(table, p, v.region);
    });
    viewsOf.set(r, views);
  }
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
  table: ImagenetTable,
  cal: Calibration,
  sets: readonly PhotoSet[],
): { results: PhotoResult[]; summaries: SetSummary[] } {
  const results = recorded
    .filter((r) => sets.includes(r.photo.set) && isTuningPhoto(r.photo))
    .map((r) => replayPhoto(r, table, cal));
  return { results, summaries: sets.map((set) => summarise(set, results)) };
}
