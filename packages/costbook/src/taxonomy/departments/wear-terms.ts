// Constructors for the factory terms and market figures a family shares with every kind in it, so a department
// table states each family's numbers on one line; they add no figures of their own. Trend is derived from the
// growth rate by the book's own thresholds, so the two can never disagree.
import { EST, ETSY_RULES, FEES, KEYSTONE, SEASONS, platforms } from '../../data/build.ts';
import type { Fit } from '../../types.ts';
import { TREND_RISING_PCT, TREND_STABLE_PCT } from '../../judgement.ts';
import type { Family } from '../types.ts';

export type FamilyTerms = Pick<Family, 'factors' | 'wholesale' | 'retail'>;

/** How a family's typical item is made and sold to retailers. */
export interface TermsInput {
  /** Labour, overhead and tooling per unit, as ratios to the BOM. */
  labour: number;
  overhead: number;
  toolingPerUnit: number;
  /** The factory's price over the BOM (the "Buy" option). */
  unitPriceOverBom: number;
  moq: number;
  leadTimeDays: [number, number];
  /** The brand's wholesale price over its manufacturing cost. */
  wholesaleOverManufacturing: number;
  /** Retail over wholesale and the source whose range holds it; keystone (×2) unless given. */
  retail?: { multiplier: number; sourceId: string };
}

export function familyTerms(t: TermsInput): FamilyTerms {
  const retail = t.retail ?? { multiplier: 2.0, sourceId: KEYSTONE };
  return {
    factors: { labour: t.labour, overhead: t.overhead, toolingPerUnit: t.toolingPerUnit, sourceIds: [EST] },
    wholesale: { moq: t.moq, leadTimeDays: t.leadTimeDays, unitPriceOverBom: t.unitPriceOverBom, sourceIds: [EST] },
    retail: {
      wholesaleOverManufacturing: t.wholesaleOverManufacturing,
      retailOverWholesale: retail.multiplier,
      sourceIds: [retail.sourceId, EST],
    },
  };
}

/** A family's market: the growth of the report it cites, and CostLens estimates of its competition and seasons. */
export function familyMarket(
  growth: { reportId: string; pct: number },
  competitorCount: number,
  saturation: Family['market']['saturation'],
  seasonalPeakMonths: string[],
  entryBarriers: string,
): Family['market'] {
  const trend =
    growth.pct > TREND_RISING_PCT.value ? 'Rising' : growth.pct >= TREND_STABLE_PCT.value ? 'Stable' : 'Declining';
  return {
    competitorCount,
    saturation,
    growthPct: growth.pct,
    trend,
    seasonalPeakMonths,
    entryBarriers,
    sourceIds: [growth.reportId, SEASONS, EST],
  };
}

/** Fits on Amazon.ca, Etsy, Shopify, eBay and Walmart Marketplace, judged from the platforms' own fee and policy
 *  pages and Etsy's creativity standards. */
export function familyPlatforms(fits: readonly [Fit, Fit, Fit, Fit, Fit]): Family['platforms'] {
  return platforms(fits, [...FEES, ETSY_RULES, EST]);
}
