// What one sale leaves on each platform at the selling price, and the margin at each order size.
import { GST, PROVINCE_SALES_TAX, tierEconomics, unitSale } from '@costlens/domain';
import type { LandedCostInputs } from './inputs.ts';
import { officialWords } from './report-lines.ts';
import { platformScenarios } from './platform-schedules.ts';
import type { CalculatorData, OrderSize, PlatformReport } from './report-types.ts';

export function platformReports(
  inputs: LandedCostInputs,
  data: CalculatorData,
  orderSizes: OrderSize[],
): PlatformReport[] {
  const tax = PROVINCE_SALES_TAX[inputs.province];
  const buyerTaxPct = tax.hst ? tax.hst.ratePct : GST.ratePct + (tax.provincial?.ratePct ?? 0);
  const onFees = tax.hst ?? GST;
  const taxOnFees = {
    ratePct: onFees.ratePct,
    words: onFees.source.verified ? officialWords(onFees.source.asOf) : 'unverified',
  };
  const scenarios = platformScenarios(data.reference.feeSchedules, {
    amazonReferralCategory: data.category?.amazonReferralCategory ?? null,
    usdToCad: data.usdRate?.currency === 'USD' ? data.usdRate.rateToCad : null,
  });
  return scenarios.map((s) => {
    const common = {
      platform: s.platform,
      label: s.label,
      incomplete: s.incomplete,
      unverified: s.lines.some((l) => l.included && !l.verified),
      lines: s.lines,
      notes: s.notes,
      taxOnFees,
    };
    if (!s.schedule)
      return {
        ...common,
        netPerUnitCents: null,
        revenueCents: null,
        fees: [],
        taxOnFeesCents: 0,
        tiers: [],
        reason: `None of ${s.platform}'s fees for this setup is known in the cost book, so no margin is shown.`,
      };
    const sale = unitSale(
      {
        price: inputs.sellingPrice!,
        buyerTaxPct,
        sellerShippingCost: inputs.sellerShipping,
        taxOnFees: { ratePct: onFees.ratePct, recoverable: inputs.gstRegistered },
      },
      s.schedule,
    );
    return {
      ...common,
      netPerUnitCents: sale.netCents,
      revenueCents: sale.revenueCents,
      fees: sale.fees,
      taxOnFeesCents: sale.taxOnFeesCents,
      tiers: orderSizes
        .filter((o) => o.perUnit.low > 0)
        .map((o) => tierEconomics({ moq: o.quantity, landedCostPerUnit: o.perUnit }, sale)),
    };
  });
}
