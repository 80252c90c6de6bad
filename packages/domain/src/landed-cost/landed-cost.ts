// Landed cost of one import shipment, in CAD: goods value at the exchange rate → value for duty → duty
// (MFN or preferential by origin) and surtax → value for tax → GST/HST and provincial taxes by province
// → freight by mode → brokerage. Computed twice, from the low and the high end of every input range;
// each step grows with its inputs, so the two runs bound every combination in between.
import { divideCents, multiplyToCents, percentOf, toCents } from './decimal.ts';
import { IMPORT_TAX_NOTES, importTaxes } from './import-taxes.ts';
import type { ImporterProfile, TaxLine } from './import-taxes.ts';
import { applyLowValueThreshold, lowValueRuleFor } from './low-value-thresholds.ts';
import type { AppliedThreshold, ShippingMode } from './low-value-thresholds.ts';
import { assertRange } from './range.ts';
import type { CentsRange, Range } from './range.ts';
import { freightFor } from './shipping.ts';
import type { FreightQuote, ShippingRate } from './shipping.ts';
import type { SourceRef } from './source.ts';
import { tariffFor } from './tariff.ts';
import type { AppliedTariff, TariffInput } from './tariff.ts';

export interface GoodsInput {
  /** Price of one unit in `currency`, as quoted (a range; equal ends for a firm price). */
  unitPrice: Range;
  /** ISO 4217 code of the quote, e.g. 'USD'. */
  currency: string;
  /** Units in this shipment (a whole number). */
  units: number;
  unitWeightKg: number;
  unitVolumeM3: number;
}

export interface ExchangeRateInput {
  /** CAD for one unit of the goods' currency (1 for CAD); the CBSA uses the Bank of Canada rate of the
   *  date of direct shipment. */
  rateToCad: number;
  date: string;
  source: string;
}

export interface BrokerageInput {
  /** CAD per shipment as the courier or broker bills it (any GST/HST on the fee included). */
  perShipment: Range;
  source: SourceRef;
}

export interface LandedCostInput {
  goods: GoodsInput;
  exchangeRate: ExchangeRateInput;
  /** Country of origin (ISO 3166 alpha-2): chooses the tariff treatment. */
  origin: string;
  /** Country the goods ship from (ISO 3166 alpha-2): chooses the low-value threshold. */
  shipFrom: string;
  mode: ShippingMode;
  tariff: TariffInput;
  /** Claim a preferential rate the origin is entitled to (default true). */
  claimPreferential?: boolean;
  /** International freight; omit when the price already includes delivery to Canada. */
  shipping?: ShippingRate;
  /** Customs brokerage; charged unless the shipment is under the duty-and-tax-free threshold. */
  brokerage?: BrokerageInput;
  importer: ImporterProfile;
}

export interface SurtaxLine {
  name: string;
  ratePct: number;
  cents: number;
  source: SourceRef;
}

/** One end of the range: every figure for the low (or high) inputs, in whole CAD cents. */
export interface LandedCostBreakdown {
  unitPriceForeign: number;
  threshold: AppliedThreshold;
  valueForDutyCents: number;
  dutyCents: number;
  surtaxes: SurtaxLine[];
  surtaxCents: number;
  valueForTaxCents: number;
  taxes: TaxLine[];
  /** Taxes payable, at import or self-assessed. */
  taxCents: number;
  /** Duty, surtax and the taxes collected at the border: what the courier or broker asks for on delivery. */
  paidAtImportCents: number;
  /** Taxes the importer reports and pays to the tax authority afterwards. */
  selfAssessedCents: number;
  recoverableCents: number;
  freightCents: number;
  brokerageCents: number;
  /** Everything paid out: goods + duty + surtax + taxes + freight + brokerage. */
  totalCents: number;
  /** totalCents less the taxes a registered business claims back: the cost that stays. */
  netCostCents: number;
  perUnitTotalCents: number;
  perUnitNetCostCents: number;
}

export interface LandedCostRanges {
  valueForDuty: CentsRange;
  duty: CentsRange;
  surtax: CentsRange;
  valueForTax: CentsRange;
  tax: CentsRange;
  paidAtImport: CentsRange;
  selfAssessed: CentsRange;
  recoverable: CentsRange;
  freight: CentsRange;
  brokerage: CentsRange;
  total: CentsRange;
  netCost: CentsRange;
  perUnitTotal: CentsRange;
  perUnitNetCost: CentsRange;
}

export interface LandedCostResult {
  currency: 'CAD';
  units: number;
  exchangeRate: ExchangeRateInput;
  tariff: AppliedTariff;
  freight: FreightQuote | null;
  low: LandedCostBreakdown;
  high: LandedCostBreakdown;
  ranges: LandedCostRanges;
  /** What this calculation leaves out or simplifies, for the screen to show. */
  notes: string[];
}

export const LANDED_COST_NOTES: readonly string[] = [
  'The value for duty is the price paid for the goods at the exchange rate; freight to Canada, insurance, commissions, royalties and other valuation adjustments are not added.',
  'International freight is added after taxes: it is not part of the value for duty, and freight into Canada is zero-rated for GST/HST.',
  'Brokerage is taken as billed, with any tax on the fee included.',
  ...IMPORT_TAX_NOTES,
];

function validate(input: LandedCostInput): void {
  const { goods, exchangeRate } = input;
  if (!Number.isSafeInteger(goods.units) || goods.units <= 0) throw new RangeError('units: a whole number above 0');
  assertRange('unitPrice', goods.unitPrice);
  // Every figure must be a finite number, whether or not this shipment's costs read it (a weight with no
  // shipping chosen is still a figure someone typed, and Infinity or NaN is none).
  if (!(Number.isFinite(exchangeRate.rateToCad) && exchangeRate.rateToCad > 0))
    throw new RangeError('rateToCad: must be a number above 0');
  for (const [field, value] of [
    ['unitWeightKg', goods.unitWeightKg],
    ['unitVolumeM3', goods.unitVolumeM3],
  ] as const) {
    if (!(Number.isFinite(value) && value >= 0)) throw new RangeError(`${field}: must be a number, 0 or more`);
  }
  if (input.shipping && input.shipping.mode !== input.mode)
    throw new RangeError(`shipping: a ${input.shipping.mode} rate for a ${input.mode} shipment`);
  if (input.brokerage) assertRange('brokerage', input.brokerage.perShipment);
}

function side(
  input: LandedCostInput,
  tariff: AppliedTariff,
  unitPrice: number,
  freightCents: number,
  brokerageIfCharged: number,
): LandedCostBreakdown {
  const { goods, exchangeRate } = input;
  const valueForDutyCents = multiplyToCents(goods.units, unitPrice, exchangeRate.rateToCad);
  const threshold = applyLowValueThreshold(valueForDutyCents, lowValueRuleFor(input.mode, input.shipFrom));
  const dutyCents = threshold.dutyWaived ? 0 : percentOf(valueForDutyCents, tariff.ratePct);
  const surtaxes: SurtaxLine[] = tariff.surtaxes.map((s) => ({
    name: s.name,
    ratePct: s.ratePct,
    cents: threshold.dutyWaived && s.waivedWithDuty !== false ? 0 : percentOf(valueForDutyCents, s.ratePct),
    source: s.source,
  }));
  const surtaxCents = surtaxes.reduce((sum, s) => sum + s.cents, 0);
  const valueForTaxCents = valueForDutyCents + dutyCents + surtaxCents;
  const taxes = importTaxes(valueForTaxCents, input.importer, { taxWaived: threshold.taxWaived });
  const taxCents = taxes.reduce((sum, t) => sum + t.amountCents, 0);
  const recoverableCents = taxes.reduce((sum, t) => sum + t.recoverableCents, 0);
  const taxesCollected = (c: TaxLine['collection']) =>
    taxes.filter((t) => t.collection === c).reduce((sum, t) => sum + t.amountCents, 0);
  const brokerageCents = threshold.dutyWaived && threshold.taxWaived ? 0 : brokerageIfCharged;
  const totalCents = valueForDutyCents + dutyCents + surtaxCents + taxCents + freightCents + brokerageCents;
  const netCostCents = totalCents - recoverableCents;
  return {
    unitPriceForeign: unitPrice,
    threshold,
    valueForDutyCents,
    dutyCents,
    surtaxes,
    surtaxCents,
    valueForTaxCents,
    taxes,
    taxCents,
    paidAtImportCents: dutyCents + surtaxCents + taxesCollected('at-import'),
    selfAssessedCents: taxesCollected('self-assessed'),
    recoverableCents,
    freightCents,
    brokerageCents,
    totalCents,
    netCostCents,
    perUnitTotalCents: divideCents(totalCents, goods.units),
    perUnitNetCostCents: divideCents(netCostCents, goods.units),
  };
}

/** The landed cost of one shipment, as a low–high range, with every step shown. Throws RangeError on
 *  input a screen should have refused (a negative price, an empty shipment, a reversed range). */
export function computeLandedCost(input: LandedCostInput): LandedCostResult {
  validate(input);
  const tariff = tariffFor(input.tariff, input.origin, { claimPreferential: input.claimPreferential ?? true });
  const freight = input.shipping
    ? freightFor(input.shipping, {
        units: input.goods.units,
        unitWeightKg: input.goods.unitWeightKg,
        unitVolumeM3: input.goods.unitVolumeM3,
      })
    : null;
  const brokerage = input.brokerage?.perShipment;
  const low = side(
    input,
    tariff,
    input.goods.unitPrice.low,
    freight?.cents.low ?? 0,
    brokerage ? toCents(brokerage.low) : 0,
  );
  const high = side(
    input,
    tariff,
    input.goods.unitPrice.high,
    freight?.cents.high ?? 0,
    brokerage ? toCents(brokerage.high) : 0,
  );
  const range = (pick: (b: LandedCostBreakdown) => number): CentsRange => ({ low: pick(low), high: pick(high) });
  return {
    currency: 'CAD',
    units: input.goods.units,
    exchangeRate: input.exchangeRate,
    tariff,
    freight,
    low,
    high,
    ranges: {
      valueForDuty: range((b) => b.valueForDutyCents),
      duty: range((b) => b.dutyCents),
      surtax: range((b) => b.surtaxCents),
      valueForTax: range((b) => b.valueForTaxCents),
      tax: range((b) => b.taxCents),
      paidAtImport: range((b) => b.paidAtImportCents),
      selfAssessed: range((b) => b.selfAssessedCents),
      recoverable: range((b) => b.recoverableCents),
      freight: range((b) => b.freightCents),
      brokerage: range((b) => b.brokerageCents),
      total: range((b) => b.totalCents),
      netCost: range((b) => b.netCostCents),
      perUnitTotal: range((b) => b.perUnitTotalCents),
      perUnitNetCost: range((b) => b.perUnitNetCostCents),
    },
    notes: [...LANDED_COST_NOTES],
  };
}
