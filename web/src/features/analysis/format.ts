/** Display formats of the results screen; money helpers live in @costlens/domain. */

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

/** An analysis's sentence as a shopper reads it: without source keys. */
export function readable(text: string): string {
  return text.replace(CITATION_KEY, '');
}
