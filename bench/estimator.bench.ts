/**
 * The embedded estimator on labelled photos, models loaded once: the fixtures, the evaluation set's
 * tuning half and its report-only half (packages/estimator/test/eval, split by a hash of each product's
 * group before any result was seen), each in its own row, and the two halves again counting only photos
 * from no ImageNet, COCO or Open Images set, and then also from none of the sets the product head trained on. Per set: products named right without help,
 * names given with confidence that were wrong, how often the right category is among the candidates
 * when the estimator is not sure, negatives refused, barcodes read, and time per identify().
 */
import { evaluate, median } from '@costlens/estimator/evaluation';
import type { SetSummary } from '@costlens/estimator/evaluation';

import { writeReport } from './support/report.ts';
import type { BenchRow } from './support/report.ts';

const pct = (n: number, d: number) => ({ value: d ? Math.round((1000 * n) / d) / 10 : 0, unit: `% (${n}/${d})` });

const TITLES: Record<SetSummary['set'], string> = {
  fixtures: 'fixture photos',
  tune: 'eval set, tuning half',
  report: 'eval set, report-only half',
};

const r = await evaluate();
const GOAL =
  '≥ 70 % named right, ≤ 5 % named wrongly, the right category among the candidates whenever it asks, every negative refused, ≥ 90 % of barcodes, median ≤ 300 ms';
const row = (s: SetSummary, title: string, goal?: string): BenchRow => {
  const named = s.namedRight + s.namedWrong;
  return {
    case: `${title}: products named right`,
    ...pct(s.namedRight, s.products),
    details: {
      'named wrongly (confident)': pct(s.namedWrong, s.products),
      'precision of names': pct(s.namedRight, named),
      'probable: right among candidates': pct(s.probableWithRight, s.probable),
      'products refused': pct(s.refusedProducts, s.products),
      'right named or offered': pct(s.rightAnywhere, s.products),
      'negatives refused': pct(s.negativesRefused, s.negatives),
      'barcodes read': pct(s.barcodesRead, s.barcodes),
      'identify() median': { value: Math.round(median(s.times)), unit: 'ms' },
      'identify() max': { value: Math.round(s.times.at(-1) ?? 0), unit: 'ms' },
      'barcode step median': { value: Math.round(s.stepMedians.barcode), unit: 'ms' },
      'detection step median': { value: Math.round(s.stepMedians.detect), unit: 'ms' },
      'classifier step median': { value: Math.round(s.stepMedians.classify), unit: 'ms' },
      'OCR step median': { value: Math.round(s.stepMedians.ocr), unit: 'ms' },
      'OCR ran on': { value: s.ocrRuns, unit: `of ${s.times.length} photos` },
    },
    ...(goal ? { goal } : {}),
  };
};
const rows: BenchRow[] = [
  ...r.summaries.map((s) => row(s, TITLES[s.set], s.set === 'report' ? GOAL : undefined)),
  ...r.notFromTrainingSets.map((s) =>
    row(s, `${TITLES[s.set]}, photos from no ImageNet, COCO or Open Images set`, s.set === 'report' ? GOAL : undefined),
  ),
  ...r.notFromAnyTrainingSet.map((s) =>
    row(s, `${TITLES[s.set]}, photos from none of those sets nor the product head's training sets`),
  ),
];

writeReport({
  bench: 'estimator',
  title: `embedded estimator, ${r.results.length} labelled photos, models loaded once (warm-up ${Math.round(r.warmupMs)} ms)`,
  rows,
});
