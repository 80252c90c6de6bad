/** Display formats of the results screen; money helpers live in @costlens/domain. */
import { formatDollars2, formatWholeDollars } from '@costlens/domain';

/** A percentage with one decimal: bill of materials, chart legend and tooltip, margins ("12.5%"). */
export function formatPercent1(value: number): string {
  return `${value.toFixed(1)}%`;
}

/** A whole percent: confidence, markups, similarity ("72%"). */
export function formatPercentWhole(value: number): string {
  return `${Math.round(value)}%`;
}

/** The BOM range "low - high": whole dollars, unless cents matter (any end under $10). */
export function formatCostRange(low: number, high: number): string {
  const format = low < 10 || high < 10 ? formatDollars2 : formatWholeDollars;
  return `${format(low)} - ${format(high)}`;
}
