import type { MarketComparable, PricingAnalysis } from '@costlens/contracts';
import { markupPercent } from '@costlens/domain';

export interface FlowStep {
  label: string;
  value: number;
  /** Bar width: the value relative to the retail price, 0–100. */
  barPercent: number;
  /** Whole-percent markup over the previous step; null for the first step or a zero previous value. */
  markup: number | null;
}

/** The cost-to-retail flow: BOM → manufacturing → wholesale → retail. */
export function costToRetailFlow(
  p: Pick<PricingAnalysis, 'bomCost' | 'manufacturingCost' | 'wholesalePrice' | 'retailPrice'>,
): FlowStep[] {
  const steps: [string, number][] = [
    ['BOM Cost', p.bomCost],
    ['Manufacturing Cost', p.manufacturingCost],
    ['Wholesale Price', p.wholesalePrice],
    ['Retail Price', p.retailPrice],
  ];
  return steps.map(([label, value], i) => {
    const previous = i > 0 ? steps[i - 1]?.[1] : undefined;
    return {
      label,
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
