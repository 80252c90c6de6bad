/** Display formats of the results screen; money helpers live in @costlens/domain. */

/** A percentage with one decimal: bill of materials, chart legend and tooltip, margins ("12.5%"). */
export function formatPercent1(value: number): string {
  return `${value.toFixed(1)}%`;
}

/** A whole percent: confidence, markups, similarity ("72%"). */
export function formatPercentWhole(value: number): string {
  return `${Math.round(value)}%`;
}
