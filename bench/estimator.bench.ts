/**
 * The embedded estimator on every fixture photo, models loaded once: time per analysis (median) next
 * to the cheap steps alone (decode + barcode + detection, the floor when OCR is not needed), and the
 * accuracy figures of the same run. Shares its measuring code with packages/estimator/scripts/evaluate.ts.
 */
import { evaluate, median } from '../packages/estimator/scripts/evaluation.ts';
import { writeReport } from './support/report.ts';

const r = await evaluate();
const cheapSteps = r.photos
  .map((p) => p.timings.decodeMs + p.timings.barcodeMs + p.timings.detectMs)
  .sort((a, b) => a - b);
const ocrRuns = r.photos.filter((p) => p.ocrText !== null).length;
const pct = (n: number, d: number) => ({ value: d ? (100 * n) / d : 0, unit: `% (${n}/${d})` });
const analysisMedian = median(r.times);
const floor = median(cheapSteps);

writeReport({
  bench: 'estimator',
  title: `embedded estimator, ${r.photos.length} fixture photos, models loaded once (warm-up ${Math.round(r.warmupMs)} ms)`,
  rows: [
    {
      case: 'analyze() per photo, median',
      value: Math.round(analysisMedian),
      unit: 'ms',
      details: {
        max: { value: Math.round(r.times.at(-1) ?? 0), unit: 'ms' },
        'OCR ran on': { value: ocrRuns, unit: `of ${r.photos.length} photos` },
        'category top-1': pct(r.products.right, r.products.total),
        'negatives refused': pct(r.negatives.refused, r.negatives.total),
        'barcodes read': pct(r.barcodes.read, r.barcodes.total),
      },
      baseline: { label: 'decode + barcode + detection only, median', value: Math.round(floor) },
      ratio: floor ? analysisMedian / floor : undefined,
      goal: 'median ≤ 1,000 ms, ≥ 80 % right category, every negative refused, every barcode read',
    },
  ],
});
