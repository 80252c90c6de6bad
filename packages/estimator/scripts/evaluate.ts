/**
 * Prints the estimator's figures on the fixtures and on both halves of the evaluation set
 * (see evaluation.ts). Per-photo lines are printed for the fixtures and the tuning half only: the
 * report half is measured, never studied.
 *
 *   pnpm exec tsx packages/estimator/scripts/evaluate.ts [--sets fixtures,tune,report] [--verbose] [--no-ocr] [--ocr tesseract]
 */
import { loadavg } from 'node:os';

import type { OcrEngine } from '../src/index.ts';
import { describeResult, evaluate, median, PHOTO_SETS } from '../src/evaluation.ts';
import type { PhotoSet, SetSummary } from '../src/evaluation.ts';

const args = process.argv.slice(2);
const value = (flag: string) => {
  const at = args.indexOf(flag);
  return at >= 0 ? args[at + 1] : undefined;
};
const verbose = args.includes('--verbose');
const sets = (value('--sets')?.split(',') ?? PHOTO_SETS) as PhotoSet[];
const ocrEngine: OcrEngine = value('--ocr') === 'tesseract' ? 'tesseract' : 'paddle';

const r = await evaluate({ enableOcr: !args.includes('--no-ocr'), ocrEngine }, sets);
for (const res of r.results) {
  if (res.photo.set === 'report') continue;
  console.log(`[${res.photo.set}] ${describeResult(res)}`);
  if (verbose)
    console.log(
      `      ${res.id.evidence.join(' | ')}${res.id.ocr.ran ? `\n      ocr: ${(res.id.ocr.text ?? '').replace(/\s+/g, ' ').slice(0, 160)}` : ''}`,
    );
}
console.log('');
console.log(
  `warm-up ${Math.round(r.warmupMs)} ms; load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
const pct = (n: number, d: number) => `${n}/${d} = ${d ? ((100 * n) / d).toFixed(0) : '–'} %`;
for (const s of r.summaries) console.log(formatSummary(s, pct));
for (const s of r.notFromTrainingSets)
  console.log(formatSummary(s, pct, 'photos from no ImageNet, COCO or Open Images set'));
for (const s of r.notFromAnyTrainingSet)
  console.log(formatSummary(s, pct, "photos from none of those sets nor the product head's"));

function formatSummary(s: SetSummary, p: typeof pct, only?: string): string {
  const named = s.namedRight + s.namedWrong;
  return [
    only ? `${s.set}, ${only}:` : `${s.set}:`,
    `  products named right        ${p(s.namedRight, s.products)}`,
    `  products named wrongly      ${p(s.namedWrong, s.products)} (precision of names ${p(s.namedRight, named)})`,
    `  probable, right among cands ${p(s.probableWithRight, s.probable)}`,
    `  products refused            ${p(s.refusedProducts, s.products)}`,
    `  right named or offered      ${p(s.rightAnywhere, s.products)}`,
    `  negatives refused           ${p(s.negativesRefused, s.negatives)}`,
    `  barcodes read               ${p(s.barcodesRead, s.barcodes)}`,
    `  identify() median ${Math.round(median(s.times))} ms, max ${Math.round(s.times.at(-1) ?? 0)} ms (${s.times.length} photos)`,
    `  step medians: decode ${Math.round(s.stepMedians.decode)}, barcode ${Math.round(s.stepMedians.barcode)}, detect ${Math.round(s.stepMedians.detect)}, classify ${Math.round(s.stepMedians.classify)}, OCR ${Math.round(s.stepMedians.ocr)} ms; OCR ran on ${s.ocrRuns} photos`,
  ].join('\n');
}
