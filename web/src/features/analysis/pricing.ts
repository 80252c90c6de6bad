import type { MarketComparable, PricingAnalysis } from '@costlens/contracts';
import { markupPercent } from '@costlens/domain';

export interface FlowStep {
  label: string;
  /** Who pays this price, so it is not confused with another "wholesale" or "unit" price on the page. */
  hint: string;
  value: number;
  /** Bar width: the value relative to the retail price, 0–100. */
  barPercent: number;
  /** Whole-percent markup over the previous step; null for the first step or a zero previous value. */
  markup: number | null;
}

/** The cost-to-retail flow: materials (BOM) → manufacturing → wholesale → retail. */
export function costToRetailFlow(
  p: Pick<PricingAnalysis, 'bomCost' | 'manufacturingCost' | 'wholesalePrice' | 'retailPrice'>,
): FlowStep[] {
  const steps: [string, string, number][] = [
    ['Materials Cost', 'the raw materials for one unit', p.bomCost],
    ['Manufacturing Cost', 'materials, labour, overhead and tooling for one unit', p.manufacturingCost],
    ['Wholesale Price', 'what a shop pays the brand for one', p.wholesalePrice],
    ['Retail Price', 'what a shopper pays', p.retailPrice],
  ];
  return steps.map(([label, hint, value], i) => {
    const previous = i > 0 ? steps[i - 1]?.[2] : undefined;
    return {
      label,
      hint,
      value,
      barPercent: p.retailPrice > 0 ? Math.max(0, Math.min(100, (value / p.retailPrice) * 100)) : 0,
      markup: previous === undefined ? null : markupPercent(previous, value),
    };
  });
}

export interface ComparablesSummary {
  average: number;
  position: 'Below' | 'Above';
  low: number;
  high: number;
}

/** Average market price of the comparables and where the estimated retail price sits against it. */
export function comparablesSummary(
  comparables: readonly MarketComparable[],
  retailPrice: number,
): ComparablesSummary | null {
  if (comparables.length === 0) return null;
  const prices = comparables.map((c) => c.price);
  const average = prices.reduce((s, v) => s + v, 0) / prices.length;
  return {
    average,
    position: retailPrice < average ? 'Below' : 'Above',
    low: Math.min(...prices),
    high: Math.max(...prices),
  };
}
