// The landed cost of the goods in the form, and what selling one leaves on each platform at each order
// size: the domain model (computeLandedCost, unitSale, tierEconomics) fed with the cost book's data as the
// API serves it and the Bank of Canada's rate. Pure: the screen renders the report, the CSV exports it.
//
// A figure the data does not have is never filled in: an unknown duty rate is counted as nothing and the
// line says it is not known, a freight mode without a rate is left out and says so, a fee without a figure
// is left out of the net and the platform is marked incomplete.
//
// The typical unit weight is a range (a typical item, CostLens judgement), and so is the duty rate when a
// typical item can fall in tariff items with different rates: the low end of every figure is computed at the
// low weight and the lowest rate, the high end at the high weight and the highest rate, since every cost
// grows with both.
import { computeLandedCost, exactly, LANDED_COST_NOTES } from '@costlens/domain';
import type { CentsRange, LandedCostBreakdown, LandedCostInput, LandedCostResult } from '@costlens/domain';
import type { ExchangeRateResponse } from '@costlens/contracts';
import { dutyFor, surtaxesFor } from './duty.ts';
import { freightFor } from './freight.ts';
import type { LandedCostInputs } from './inputs.ts';
import { platformReports } from './platform-report.ts';
import { leftOutOf, reportLines } from './report-lines.ts';
import { reportSources } from './report-sources.ts';
import type { CalculateResult, CalculatorData, OrderSize } from './report-types.ts';

export type {
  CalculateResult,
  CalculatorData,
  LandedCostReport,
  LineStatus,
  OrderSize,
  PlatformReport,
  ReportLine,
  SourceEntry,
} from './report-types.ts';

const rangeOf = (low: number, high: number): CentsRange => ({ low, high });

function exchangeRateOf(
  inputs: LandedCostInputs,
  rate: ExchangeRateResponse | null,
): LandedCostInput['exchangeRate'] | null {
  if (inputs.currency === 'CAD') return { rateToCad: 1, date: '', source: 'CAD' };
  if (!rate || rate.currency !== inputs.currency) return null;
  return { rateToCad: rate.rateToCad, date: rate.date, source: rate.source.attribution };
}

/** Why the cost per unit does or does not change with the order size: only costs charged once per shipment
 *  (customs brokerage) and the low-value threshold (a small order may pay no duty or tax) make it differ. */
function orderSizeNote(
  inputs: LandedCostInputs,
  sizes: ReadonlyArray<{ quantity: number; e: { low: LandedCostBreakdown; high: LandedCostBreakdown } }>,
): string | null {
  if (sizes.length < 2) return null;
  const brokerage = inputs.brokerage !== null && inputs.brokerage > 0;
  const waived = sizes.filter((s) => s.e.high.threshold.dutyWaived || s.e.high.threshold.taxWaived);
  const reasons = [
    ...(brokerage
      ? ['customs brokerage is charged once per shipment, so a larger order spreads it over more units']
      : []),
    ...(waived.length > 0 && waived.length < sizes.length
      ? [
          `an order of ${waived.map((s) => s.quantity.toLocaleString('en-CA')).join(' or ')} units is under the low-value threshold, so it pays less duty or tax`,
        ]
      : []),
  ];
  // Every other cost is a rate times the units, weight or value: without these reasons the cost per unit can
  // only differ by the rounding of a cent.
  if (reasons.length > 0) return `The cost per unit changes with the order size: ${reasons.join('; and ')}.`;
  return `The cost per unit is the same at every size: every cost counted here grows with the number of units.${
    inputs.brokerage === null
      ? ' Customs brokerage, charged once per shipment, is not included: enter it to see a larger order spread it.'
      : ''
  }`;
}

/** The landed-cost report for the inputs, or what is missing to compute it. */
export function calculate(inputs: LandedCostInputs, data: CalculatorData): CalculateResult {
  const { reference, category } = data;
  const exchangeRate = exchangeRateOf(inputs, data.goodsRate);
  if (!exchangeRate)
    return {
      ok: false,
      missing: `The exchange rate for ${inputs.currency} could not be loaded. Try again when you are online, or enter the price in CAD.`,
    };
  if (inputs.weightKg === null && !category)
    return { ok: false, missing: 'Enter the weight of one unit, or choose a category.' };

  const [wLow, wHigh] = inputs.weightKg !== null ? [inputs.weightKg, inputs.weightKg] : category!.unitSize.kg;
  const volume = category?.unitSize.m3 ?? 0;
  const duty = dutyFor(inputs, category, reference.costBookVersion);
  const surtaxes = surtaxesFor(inputs, category);
  const freight = freightFor(inputs, reference);
  const importer = {
    kind: inputs.importer === 'personal' ? ('individual' as const) : ('business' as const),
    province: inputs.province,
    gstRegistered: inputs.gstRegistered,
  };
  const base: Omit<LandedCostInput, 'goods' | 'tariff'> = {
    exchangeRate,
    origin: inputs.origin,
    shipFrom: inputs.origin,
    mode: inputs.mode,
    claimPreferential: false,
    ...(freight.rate ? { shipping: freight.rate } : {}),
    ...(inputs.brokerage !== null
      ? {
          brokerage: {
            perShipment: exactly(inputs.brokerage),
            source: { title: 'Your figure', url: '', asOf: '', verified: true },
          },
        }
      : {}),
    importer,
  };
  const run = (units: number, weight: number, tariff: LandedCostInput['tariff']): LandedCostResult =>
    computeLandedCost({
      ...base,
      tariff: { ...tariff, surtaxes: surtaxes.counted },
      goods: { unitPrice: inputs.price, currency: inputs.currency, units, unitWeightKg: weight, unitVolumeM3: volume },
    });
  const ends = (units: number): { low: LandedCostBreakdown; high: LandedCostBreakdown } => ({
    low: run(units, wLow, duty.low).low,
    high: run(units, wHigh, duty.high).high,
  });

  const { low: L, high: H } = ends(inputs.quantity);
  const pair = (pick: (b: LandedCostBreakdown) => number) => rangeOf(pick(L), pick(H));
  const lines = reportLines({ inputs, exchangeRate, hasCategory: category !== null, duty, surtaxes, freight, L, H });
  const byQuantity = inputs.orderSizes.map((quantity) => ({
    quantity,
    e: quantity === inputs.quantity ? { low: L, high: H } : ends(quantity),
  }));
  const orderSizes: OrderSize[] = byQuantity.map(({ quantity, e }) => ({
    quantity,
    perUnit: rangeOf(e.low.perUnitNetCostCents, e.high.perUnitNetCostCents),
    order: rangeOf(e.low.netCostCents, e.high.netCostCents),
  }));
  const orderSizesNote = orderSizeNote(inputs, byQuantity);

  const platforms = inputs.sellingPrice === null ? [] : platformReports(inputs, data, orderSizes);

  const sources = reportSources({ inputs, data, duty, surtaxes, freight, H, platforms });
  const notes = [
    ...LANDED_COST_NOTES,
    'Freight is billed on the actual weight: no volumetric (dimensional) weight is applied, because the cost book gives no divisor for it. Bulky, light goods can cost more to ship.',
    'The cost book’s air and sea rates are for China to North America, port to port or airport to airport; delivery from the port and customs brokerage are extra.',
    ...(platforms.length > 0
      ? [
          'Fees that are a share of the whole payment take your province’s sales tax as the buyer’s.',
          'Returns, advertising, storage and currency conversion fees are not included.',
        ]
      : []),
  ];

  return {
    ok: true,
    report: {
      currency: inputs.currency,
      quantity: inputs.quantity,
      goodsRate: inputs.currency === 'CAD' ? null : data.goodsRate,
      usdRate: data.usdRate,
      perUnit: pair((b) => b.perUnitNetCostCents),
      paid: pair((b) => b.totalCents),
      order: pair((b) => b.netCostCents),
      registered: inputs.gstRegistered,
      lines,
      leftOut: leftOutOf(lines),
      orderSizes,
      orderSizesNote,
      sellingPrice: inputs.sellingPrice,
      platforms,
      sources,
      notes,
    },
  };
}
