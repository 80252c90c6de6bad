// Marketplace fees as numbers a unit-economics calculator can compute from. Each figure says whether it was
// read from the platform's own Canadian page (verified), the page it must come from, the source actually read
// and the date that source describes. A US or third-party figure is kept only as verified: false.

export type Platform = 'Amazon.ca' | 'Etsy' | 'Shopify' | 'eBay' | 'Walmart Marketplace';

export interface FeeProvenance {
  /** True only when read from the platform's own page for Canadian sellers. */
  verified: boolean;
  /** The official page the figure must come from. */
  officialUrl: string;
  /** The source id (src/data/sources.ts) actually read, or null when nothing could be read. */
  sourceId: string | null;
  /** The date the figure describes: '2020-09-01', '2023-04', '2025'. */
  asOf: string;
  note?: string;
}

/** A percentage of a base, with optional per-item minimum and price band. */
export interface PercentFee extends FeeProvenance {
  kind: 'percent';
  /** Percent, e.g. 8 for 8 %; null when no figure could be read. */
  pct: number | null;
  /** What the percentage is taken of. */
  base: 'total-sale' | 'item-and-shipping' | 'order-total' | 'card-charge';
  /** Charged at least this per item (CAD), when the platform sets a minimum. */
  minimumPerItem?: number | null;
  /** The band of the sale price the rate applies to (CAD); undefined = the whole price. */
  band?: { fromCad: number; toCad: number | null };
}

/** A fixed amount per event. */
export interface FixedFee extends FeeProvenance {
  kind: 'fixed';
  amount: number | null;
  /** The currency the platform states; null when the copy read does not say. */
  currency: 'CAD' | 'USD' | null;
  per: 'listing' | 'order' | 'item-sold' | 'month' | 'shop' | 'unit';
}

export interface FeeLine {
  /** Stable key for look-ups: 'referral:personal-computers', 'plan:professional', 'payment:card'. */
  key: string;
  label: string;
  fee: PercentFee | FixedFee;
}

/** An Amazon FBA fulfilment tier: first weight step, then a price per further step. */
export interface FbaTier {
  tier: 'envelope' | 'standard' | 'oversize' | 'special-handling';
  /** Price by shipping weight band, in CAD (the last band repeats `stepCad` per `stepGrams` above `upToGrams`). */
  bands: { upToGrams: number; cad: number }[];
  stepGrams: number | null;
  stepCad: number | null;
}

export interface FbaSchedule extends FeeProvenance {
  tiers: FbaTier[];
  /** Monthly storage per cubic metre (CAD). */
  storagePerM3Month: { standard: { janSep: number; octDec: number }; oversize: { janSep: number; octDec: number } };
}

export interface PlatformFeeSchedule {
  platform: Platform;
  /** The page for sellers in Canada. */
  officialUrl: string;
  lines: FeeLine[];
  fba?: FbaSchedule;
}
