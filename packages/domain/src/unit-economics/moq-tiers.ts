// Margin at each minimum-order-quantity tier: the landed cost per unit of ordering that many, against
// what one sale leaves on a platform.
import { divideCents } from '../landed-cost/decimal.ts';
import { computeLandedCost } from '../landed-cost/landed-cost.ts';
import type { LandedCostInput, LandedCostResult } from '../landed-cost/landed-cost.ts';
import type { CentsRange, Range } from '../landed-cost/range.ts';
import type { UnitSale } from './platform-fees.ts';

export interface MoqTier {
  /** Units ordered. */
  moq: number;
  /** Landed cost per unit at this quantity, CAD cents: LandedCostResult.ranges.perUnitNetCost. */
  landedCostPerUnit: CentsRange;
}

export interface TierEconomics {
  moq: number;
  landedCostPerUnit: CentsRange;
  netPerUnitCents: number;
  /** net − landed cost: low pairs with the high landed cost. */
  marginPerUnit: CentsRange;
  /** Margin as a percent of revenue (price + shipping charged), one decimal. */
  marginPct: Range;
  /** Landed cost of the whole order. */
  orderCost: CentsRange;
  orderMargin: CentsRange;
  /** orderMargin / orderCost, percent with one decimal: what the money put into the order returns. */
  returnOnOrderPct: Range;
}

/** numerator / denominator as a percent with one decimal, rounded half away from zero. */
function pct(numerator: number, denominator: number): number {
  return divideCents(numerator * 1000, denominator) / 10;
}

export function tierEconomics(tier: MoqTier, sale: UnitSale): TierEconomics {
  const { moq, landedCostPerUnit: cost } = tier;
  if (!Number.isSafeInteger(moq) || moq < 1) throw new RangeError('moq: a whole number of 1 or more');
  if (!(cost.low > 0) || cost.low > cost.high) throw new RangeError('landedCostPerUnit: 0 < low ≤ high');
  const marginPerUnit = { low: sale.netCents - cost.high, high: sale.netCents - cost.low };
  const orderCost = { low: cost.low * moq, high: cost.high * moq };
  const orderMargin = { low: marginPerUnit.low * moq, high: marginPerUnit.high * moq };
  return {
    moq,
    landedCostPerUnit: cost,
    netPerUnitCents: sale.netCents,
    marginPerUnit,
    marginPct: { low: pct(marginPerUnit.low, sale.revenueCents), high: pct(marginPerUnit.high, sale.revenueCents) },
    orderCost,
    orderMargin,
    returnOnOrderPct: { low: pct(orderMargin.low, orderCost.high), high: pct(orderMargin.high, orderCost.low) },
  };
}

/** tierEconomics for every tier, in the order given. */
export function economicsByTier(tiers: MoqTier[], sale: UnitSale): TierEconomics[] {
  return tiers.map((t) => tierEconomics(t, sale));
}

export interface MoqQuote {
  moq: number;
  /** The supplier's unit price at this quantity, in the goods' currency. */
  unitPrice: Range;
}

/** The landed cost of ordering each quoted quantity (same goods, route and importer), and the tiers
 *  `tierEconomics` reads: the per-unit cost that stays after recoverable taxes. */
export function landedCostByTier(
  input: LandedCostInput,
  quotes: MoqQuote[],
): Array<{ tier: MoqTier; landedCost: LandedCostResult }> {
  return quotes.map((q) => {
    const landedCost = computeLandedCost({ ...input, goods: { ...input.goods, units: q.moq, unitPrice: q.unitPrice } });
    return { tier: { moq: q.moq, landedCostPerUnit: landedCost.ranges.perUnitNetCost }, landedCost };
  });
}
