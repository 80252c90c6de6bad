/**
 * Prints the estimator's figures on every fixture photo (see evaluation.ts for what is measured).
 *
 *   pnpm exec tsx packages/estimator/scripts/evaluate.ts [--ocr paddle|tesseract] [--lang eng+fra] [--ocr-side 640] [--no-ocr] [--verbose]
 */
import { loadavg } from 'node:os';

import type { OcrEngine } from '../src/index.ts';
import { evaluate, median } from './evaluation.ts';

const args = process.argv.slice(2);
const verbose = args.includes('--verbose');
const langArg = args.indexOf('--lang');
const languages = langArg >= 0 ? (args[langArg + 1] ?? 'eng').split('+') : ['eng'];
const engineArg = args.indexOf('--ocr');
const ocrEngine: OcrEngine = engineArg >= 0 && args[engineArg + 1] === 'tesseract' ? 'tesseract' : 'paddle';
const enableOcr = !args.includes('--no-ocr');
const sideArg = args.indexOf('--ocr-side');
const ocrMaxSide = sideArg >= 0 ? Number(args[sideArg + 1]) : undefined;

const r = await evaluate({ enableOcr, ocrEngine, ocrLanguages: languages, ...(ocrMaxSide ? { ocrMaxSide } : {}) });
const pct = ({ n, d }: { n: number; d: number }) => `${n}/${d} = ${d ? ((100 * n) / d).toFixed(1) : '0'} %`;
for (const p of r.photos) {
  const t = p.timings;
  console.log(
    `${p.file.padEnd(26)} ${Math.round(p.ms).toString().padStart(5)} ms  [decode ${Math.round(t.decodeMs)} barcode ${Math.round(t.barcodeMs)} detect ${Math.round(t.detectMs)} ocr ${Math.round(t.ocrMs)}]  ${p.verdict}` +
      (verbose
        ? `\n    ${p.evidence.join(' | ')}${p.ocrText !== null ? `\n    ocr: ${p.ocrText.replace(/\s+/g, ' ').slice(0, 140)}` : ''}`
        : ''),
  );
}
console.log('');
console.log(
  `OCR: ${enableOcr ? (ocrEngine === 'tesseract' ? `tesseract ${languages.join('+')}` : 'paddle') + (ocrMaxSide ? ` at ${ocrMaxSide} px` : '') : 'off'}; warm-up (models loaded once): ${Math.round(r.warmupMs)} ms; load average at the end: ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
console.log(`category top-1, product photos:             ${pct({ n: r.products.right, d: r.products.total })}`);
console.log(
  `category top-1, product photos w/o barcode: ${pct({ n: r.productsWithoutBarcode.right, d: r.productsWithoutBarcode.total })}`,
);
console.log(`negatives refused:                          ${pct({ n: r.negatives.refused, d: r.negatives.total })}`);
console.log(`barcodes read:                              ${pct({ n: r.barcodes.read, d: r.barcodes.total })}`);
console.log(
  `time per analysis: median ${Math.round(median(r.times))} ms, min ${Math.round(r.times[0] ?? 0)} ms, max ${Math.round(r.times.at(-1) ?? 0)} ms (${r.times.length} photos)`,
);
