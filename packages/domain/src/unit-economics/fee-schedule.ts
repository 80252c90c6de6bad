// A marketplace's fee schedule as plain data. The figures come from the caller (the cost book holds
// the published schedules with their dates); nothing here knows any platform's actual fees.
import type { SourceRef } from '../landed-cost/source.ts';

/** What a percentage is taken of, per item: the item price; the item price plus the shipping the buyer
 *  pays; or that plus the sales tax the buyer pays (payment processors charge on the whole order). */
export type FeeBase = 'item' | 'item-and-shipping' | 'order-total';

export interface PercentBand {
  /** Upper end of the band, CAD; null for no upper end. */
  upTo: number | null;
  pct: number;
}

export interface PercentFee {
  name: string;
  base: FeeBase;
  /** A flat percentage; or use bands. */
  pct?: number;
  /** Percentages by price band, ascending. */
  bands?: PercentBand[];
  /** 'marginal': each band's percentage on the part of the base inside it (e.g. 15 % up to 200, 10 %
   *  above); 'whole': the band the base falls in sets the percentage for all of it. */
  bandMode?: 'marginal' | 'whole';
  /** Per-item minimum and maximum of this fee, CAD. */
  minimum?: number;
  maximum?: number;
}

export interface FixedFee {
  name: string;
  /** CAD. */
  amount: number;
  /** 'order' fees are shared by the items of one order. */
  per: 'item' | 'order';
}

export interface MonthlyFee {
  name: string;
  /** CAD per month, spread over the units sold in a month. */
  amount: number;
}

export interface PaymentProcessing {
  name: string;
  pct: number;
  /** CAD per order. */
  fixedPerOrder: number;
  base: FeeBase;
}

export interface WeightBand {
  /** Billed weight up to and including this, kg. */
  upToKg: number;
  /** CAD per unit. */
  fee: number;
}

export interface FulfilmentTier {
  name: string;
  /** Largest longest, median and shortest side, cm. */
  maxSidesCm: [number, number, number];
  /** Largest unit weight, kg. */
  maxWeightKg: number;
  /** When set, the billed weight is the larger of the unit weight and L × W × H / divisor. */
  dimensionalDivisorCm3PerKg?: number;
  /** Ascending by upToKg. */
  bands: WeightBand[];
  /** Above the last band: its fee plus this much for each started step. */
  beyond?: { perStepFee: number; stepKg: number };
}

export interface FulfilmentFeeTable {
  name: string;
  /** Tried in order; the first the unit fits in applies. */
  tiers: FulfilmentTier[];
}

export interface PlatformFeeSchedule {
  /** A stable id, e.g. 'amazon-ca'. */
  platform: string;
  /** As shown to the user, e.g. 'Amazon.ca (Professional, FBA)'. */
  label: string;
  currency: 'CAD';
  /** The date the schedule was read on the platform's fee page. */
  asOf: string;
  source: SourceRef;
  percentFees: PercentFee[];
  fixedFees: FixedFee[];
  monthlyFees: MonthlyFee[];
  paymentProcessing?: PaymentProcessing;
  /** Fulfilment by the platform (FBA, WFS); the seller's own shipping is a sale input instead. */
  fulfilment?: FulfilmentFeeTable;
}
