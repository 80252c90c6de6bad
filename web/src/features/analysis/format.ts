/** Display formats of the results screen; money helpers live in @costlens/domain. */
import { formatEstimate } from '@costlens/domain';

/** A percentage with one decimal: bill of materials, chart legend and tooltip, margins ("12.5%"). */
export function formatPercent1(value: number): string {
  return `${value.toFixed(1)}%`;
}

/** A whole percent: confidence, markups, similarity ("72%"). */
export function formatPercentWhole(value: number): string {
  return `${Math.round(value)}%`;
}

/** Source keys such as "[trendforce-notebook-bom-2026]" are how the cost book links a sentence to its
 *  source; on screen the source is named under Sources with its publisher and year, so the key is dropped
 *  (analyses kept from before carry them too). */
const CITATION_KEY = /\s*\[[a-z0-9]+(?:-[a-z0-9]+)+\]/g;

/** "CAD 12.63" in an analysis's sentence, in the app's one money format ("$12.63"; "$1,235" from CAD 100). */
const CAD_AMOUNT = /\bCAD\s?(\d{1,3}(?:,\d{3})*(?:\.\d+)?|\d+(?:\.\d+)?)/g;

/** An analysis's sentence as a shopper reads it: without source keys, its amounts in the app's money format. */
export function readable(text: string): string {
  return text
    .replace(CITATION_KEY, '')
    .replace(CAD_AMOUNT, (_m, n: string) => formatEstimate(Number(n.replace(/,/g, ''))));
}

/** Trade abbreviations in part names, in words a shopper reads (the names as written stay behind a
 *  disclosure). Whole words only; the longest first, so "ICs" is read before "IC". */
const PLAIN_PART_WORDS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bProcessor \(CPU\)/g, 'Processor'],
  [/\bSoC\b/g, 'chip'],
  [/\bICs\b/g, 'chips'],
  [/\bIC\b/g, 'chip'],
  [/\bPCBA?\b/g, 'circuit board'],
  [/\bDRAM\b/g, 'memory'],
  [/\bRAM\b/g, 'memory'],
  [/\bSSD\b/g, 'storage'],
  [/\b(?:OLED|LCD) (panel|display)\b/g, 'screen $1'],
  [/\bOLED\b|\bLCD\b/g, 'screen'],
  [/\bVESA mount\b/g, 'wall mount'],
  [/\bIR\b/g, 'infrared'],
  [/\bEVA foam\b/g, 'foam'],
  [/\b(?:PU|EPS) foam\b/g, 'foam'],
  [/\bPU\b/g, 'synthetic'],
  [/\b(?:ABS|PP|PET|HDPE)(?: or (?:ABS|PP|PET|HDPE))?\b/g, 'plastic'],
  [/\bPolycarbonate or plastic\b/g, 'Plastic'],
];

/** A part's name in plain words: "Bluetooth audio SoC" → "Bluetooth audio chip". */
export function plainPartName(name: string): string {
  let plain = name;
  for (const [re, words] of PLAIN_PART_WORDS) plain = plain.replace(re, words);
  return plain.charAt(0).toUpperCase() + plain.slice(1);
}
