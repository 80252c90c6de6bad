// Unit economics of selling an imported item on Canadian marketplaces: pure, no I/O. The fee schedules
// are inputs; see README.md.
export type {
  FeeBase,
  FixedFee,
  FulfilmentFeeTable,
  FulfilmentTier,
  MonthlyFee,
  PaymentProcessing,
  PercentBand,
  PercentFee,
  PlatformFeeSchedule,
  WeightBand,
} from './fee-schedule.ts';
export { fulfilmentCharge } from './fulfilment.ts';
export type { FulfilmentCharge, Parcel } from './fulfilment.ts';
export { unitSale } from './platform-fees.ts';
export type { FeeLine, SaleInput, UnitSale } from './platform-fees.ts';
export { economicsByTier, landedCostByTier, tierEconomics } from './moq-tiers.ts';
export type { MoqQuote, MoqTier, TierEconomics } from './moq-tiers.ts';
