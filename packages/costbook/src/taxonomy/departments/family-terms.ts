// Terms that families of several departments state the same way: the pricing ladder of a kind of production
// (conversion factors, a factory's terms, the brand's and the retailer's steps) and a market block whose trend is
// read off its growth rate by the cost book's own thresholds, so the two can never disagree.
import { EST, ETSY_RULES, FEES, KEYSTONE, SEASONS } from '../../data/build.ts';
import { TREND_RISING_PCT, TREND_STABLE_PCT } from '../../judgement.ts';
import type { Family } from '../types.ts';

/** Platform fit is judgement informed by each platform's own fee and policy pages and Etsy's rules. */
export const PLATFORM_SOURCES = [...FEES, ETSY_RULES, EST];

// The retailer's step, as its cited source states it: Best Buy's gross margin (×1.25) for electronics and
// appliances, keystone (×2) for goods sold at a hardware, car-parts or music store's usual markup.
const RETAIL_STEP = {
  electronics: { retailOverWholesale: 1.25, sourceIds: ['bestbuy-fy24-gross-margin', EST] },
  keystone: { retailOverWholesale: 2.0, sourceIds: [KEYSTONE, EST] },
} as const;

export interface LadderTerms {
  /** Labour, overhead and tooling per unit as ratios to the BOM (judgement: cost-factors). */
  labour: number;
  overhead: number;
  tooling: number;
  moq: number;
  leadTimeDays: [number, number];
  /** A factory's unit price over the BOM (judgement: wholesale-terms). */
  unitPriceOverBom: number;
  /** The brand's wholesale price over its manufacturing cost (judgement: brand-markup). */
  brandMarkup: number;
  retail: keyof typeof RETAIL_STEP;
}

/** The factors, wholesale terms and retail multipliers of a family, in the detailed entries' shapes. */
export function ladder(t: LadderTerms): Pick<Family, 'factors' | 'wholesale' | 'retail'> {
  const step = RETAIL_STEP[t.retail];
  return {
    factors: { labour: t.labour, overhead: t.overhead, toolingPerUnit: t.tooling, sourceIds: [EST] },
    wholesale: { moq: t.moq, leadTimeDays: t.leadTimeDays, unitPriceOverBom: t.unitPriceOverBom, sourceIds: [EST] },
    retail: {
      wholesaleOverManufacturing: t.brandMarkup,
      retailOverWholesale: step.retailOverWholesale,
      sourceIds: [...step.sourceIds],
    },
  };
}

/** Rising above 4 % a year, Stable from 1 %, Declining below (judgement: trend-rising-pct, trend-stable-pct). */
export function trendOf(growthPct: number): Family['market']['trend'] {
  if (growthPct > TREND_RISING_PCT.value) return 'Rising';
  return growthPct >= TREND_STABLE_PCT.value ? 'Stable' : 'Declining';
}

/** A family's market: its report's growth rate, seller count and saturation (judgement), peaks and barriers. */
export function familyMarket(
  reportId: string,
  growthPct: number,
  competitorCount: number,
  saturation: Family['market']['saturation'],
  seasonalPeakMonths: string[],
  entryBarriers: string,
): Family['market'] {
  return {
    competitorCount,
    saturation,
    growthPct,
    trend: trendOf(growthPct),
    seasonalPeakMonths,
    entryBarriers,
    sourceIds: [reportId, SEASONS, EST],
  };
}
