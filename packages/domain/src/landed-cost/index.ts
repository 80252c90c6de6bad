// Landed cost of an import to a Canadian province: pure, no I/O. See README.md for the method, the data
// and what is simplified.
export { computeLandedCost, LANDED_COST_NOTES } from './landed-cost.ts';
export type {
  BrokerageInput,
  ExchangeRateInput,
  GoodsInput,
  LandedCostBreakdown,
  LandedCostInput,
  LandedCostRanges,
  LandedCostResult,
  SurtaxLine,
} from './landed-cost.ts';
export { importTaxes, IMPORT_TAX_NOTES } from './import-taxes.ts';
export type { ImporterKind, ImporterProfile, TaxCollection, TaxKind, TaxLine } from './import-taxes.ts';
export { GST, isProvinceCode, PROVINCE_CODES, PROVINCE_SALES_TAX } from './provinces.ts';
export type { HarmonizedRate, ProvinceCode, ProvincialRate, ProvinceSalesTax, SalesTaxRate } from './provinces.ts';
export { applyLowValueThreshold, LOW_VALUE_RULES, lowValueRuleFor, SHIPPING_MODES } from './low-value-thresholds.ts';
export type { AppliedThreshold, LowValueRule, ShippingMode } from './low-value-thresholds.ts';
export { tariffFor } from './tariff.ts';
export type { AppliedTariff, PreferentialRate, Surtax, TariffInput } from './tariff.ts';
export { freightFor } from './shipping.ts';
export type { FreightQuote, ShipmentSize, ShippingRate } from './shipping.ts';
export { divideCents, multiplyToCents, percentOf, toCents } from './decimal.ts';
export { assertRange, exactly } from './range.ts';
export type { CentsRange, Range } from './range.ts';
export type { SourceRef } from './source.ts';
