// Exchange rates and the cost-book data a landed-cost calculator needs: duty, unit size, freight ranges and
// the marketplaces' fee schedules, each figure with where it comes from and whether it was verified. The
// shapes follow packages/costbook's types, so the API serves the book as it is, never a rounded copy.
import { z } from './zod.ts';

/** An ISO 4217 code as a person may type it: any case, spaces around; three letters once trimmed. */
export const CurrencyCode = z
  .string()
  .trim()
  .toUpperCase()
  .pipe(z.string().regex(/^[A-Z]{3}$/, 'a three-letter currency code, such as USD'));

/** 'daily': the Bank of Canada's rate of a business day; 'annual': a year's average, answered only when the
 *  daily rate could not be read; 'none': CAD itself. */
export const ExchangeRateKind = z.enum(['daily', 'annual', 'none']);
export type ExchangeRateKind = z.infer<typeof ExchangeRateKind>;

export const ExchangeRateResponse = z.object({
  currency: z.string().regex(/^[A-Z]{3}$/),
  /** CAD for one unit of `currency`. */
  rateToCad: z.number().finite().positive(),
  /** YYYY-MM-DD for a daily rate, YYYY for an annual average. */
  date: z.string().regex(/^\d{4}(-\d{2}-\d{2})?$/),
  source: z.object({
    kind: ExchangeRateKind,
    name: z.string(),
    /** The Bank's series, e.g. 'FXUSDCAD'; '' for CAD. */
    series: z.string(),
    url: z.string(),
    termsUrl: z.string(),
    /** One line to show beside the rate: who publishes it, which series and date, that it is indicative. */
    attribution: z.string(),
  }),
  /** Why the daily rate is not shown, on a fallback answer. */
  note: z.string().nullable(),
  cached: z.boolean(),
});
export type ExchangeRateResponse = z.infer<typeof ExchangeRateResponse>;

/** A document a figure was read from (packages/costbook/src/data/sources.ts). */
export const CostBookSource = z.object({
  id: z.string(),
  title: z.string(),
  publisher: z.string(),
  year: z.number().int(),
  url: z.string(),
  note: z.string().optional(),
});
export type CostBookSource = z.infer<typeof CostBookSource>;

const TariffRate = z.object({
  /** Lowest and highest percent of the value for duty over the category's tariff items; null when no
   *  ad valorem rate could be read. */
  low: z.number().finite().min(0).nullable(),
  high: z.number().finite().min(0).nullable(),
  verified: z.boolean(),
  sourceId: z.string().nullable(),
  /** The Customs Tariff edition the rates were read in, e.g. 'T2026-2'. */
  edition: z.string().nullable(),
});
export type TariffRateData = z.infer<typeof TariffRate>;

const TariffItemData = z.object({
  tariffItem: z.string(),
  description: z.string(),
  /** The schedule's columns as written ('Free', '6.5%', '11.64¢/kg plus 8.5%'). */
  mfnText: z.string(),
  preferentialText: z.string(),
  mfnPct: z.number().finite().min(0).nullable(),
  cusmaUsPct: z.number().finite().min(0).nullable(),
  cusmaMxPct: z.number().finite().min(0).nullable(),
  /** Preferential treatments that are not free, e.g. GPT 5%. */
  otherPreferential: z.array(z.object({ treatment: z.string(), rate: z.string() })),
});
export type TariffItemData = z.infer<typeof TariffItemData>;

const SurtaxData = z.object({
  pct: z.number().finite().min(0),
  origin: z.string(),
  inForceFrom: z.string(),
  scope: z.string(),
  sourceId: z.string(),
  /** Applies only when the item's tariff number is on the published list. */
  conditional: z.boolean(),
});
export type SurtaxData = z.infer<typeof SurtaxData>;

export const CategoryTariffData = z.object({
  hs6: z.string(),
  /** The tariff item when the category has one; null when it spans several (`items`). */
  tariffItem: z.string().nullable(),
  items: z.array(TariffItemData),
  description: z.string(),
  mfn: TariffRate,
  cusmaUs: TariffRate,
  cusmaMx: TariffRate,
  /** Why the items' rates differ, in plain words. */
  rangeNote: z.string().nullable(),
  /** Items of the same subheading not counted, and their rates. */
  leftOut: z.string().nullable(),
  edition: z.object({ id: z.string(), inForce: z.string(), url: z.string() }),
  surtaxes: z.array(SurtaxData),
  officialUrl: z.string(),
});
export type CategoryTariffData = z.infer<typeof CategoryTariffData>;

export const UnitSizeData = z.object({
  /** Packaged weight of a typical item, kg (low, high). */
  kg: z.tuple([z.number().positive(), z.number().positive()]),
  cm: z.tuple([z.number().positive(), z.number().positive(), z.number().positive()]),
  m3: z.number().nonnegative(),
  /** The cost book's judgement key behind the size (a typical item, not a measurement). */
  judgement: z.string(),
});
export type UnitSizeData = z.infer<typeof UnitSizeData>;

const WorksheetInput = z.object({
  label: z.string(),
  value: z.number().finite(),
  unit: z.string(),
  asOf: z.string(),
  sourceId: z.string().optional(),
  judgement: z.string().optional(),
  divide: z.boolean().optional(),
});
const WorksheetTerm = z.object({ label: z.string(), factors: z.array(WorksheetInput) });

export const ShippingRangeData = z.object({
  mode: z.enum(['courier', 'air', 'sea']),
  unit: z.enum(['CAD/kg', 'CAD/m3']),
  /** Null when no rate could be read. */
  low: z.number().finite().positive().nullable(),
  high: z.number().finite().positive().nullable(),
  lane: z.string(),
  /** The arithmetic from the sourced rates (low and high sides). */
  worksheet: z.object({ low: z.array(WorksheetTerm), high: z.array(WorksheetTerm) }).nullable(),
  verified: z.boolean(),
  note: z.string(),
  officialUrl: z.string().optional(),
});
export type ShippingRangeData = z.infer<typeof ShippingRangeData>;

const FeeProvenance = {
  verified: z.boolean(),
  officialUrl: z.string(),
  sourceId: z.string().nullable(),
  asOf: z.string(),
  note: z.string().optional(),
};

const PercentFeeData = z.object({
  kind: z.literal('percent'),
  pct: z.number().finite().min(0).nullable(),
  base: z.enum(['total-sale', 'item-and-shipping', 'order-total', 'card-charge']),
  minimumPerItem: z.number().finite().min(0).nullable().optional(),
  band: z.object({ fromCad: z.number().min(0), toCad: z.number().positive().nullable() }).optional(),
  ...FeeProvenance,
});
const FixedFeeData = z.object({
  kind: z.literal('fixed'),
  amount: z.number().finite().min(0).nullable(),
  currency: z.enum(['CAD', 'USD']).nullable(),
  per: z.enum(['listing', 'order', 'item-sold', 'month', 'shop', 'unit']),
  ...FeeProvenance,
});

export const FeeLineData = z.object({
  key: z.string(),
  label: z.string(),
  fee: z.discriminatedUnion('kind', [PercentFeeData, FixedFeeData]),
});
export type FeeLineData = z.infer<typeof FeeLineData>;

export const PLATFORMS = ['Amazon.ca', 'Etsy', 'Shopify', 'eBay', 'Walmart Marketplace'] as const;
export const FeeScheduleData = z.object({
  platform: z.enum(PLATFORMS),
  officialUrl: z.string(),
  lines: z.array(FeeLineData),
});
export type FeeScheduleData = z.infer<typeof FeeScheduleData>;

export const CategoryRef = z.object({
  id: z.string().min(1),
  label: z.string().min(1),
  /** The product family in plain words, when the category is a kind priced by its family. */
  family: z.string().min(1).optional(),
  /** The HS subheading of a typical item ('7615.10'), for the picker to show beside the name. */
  heading: z
    .string()
    .regex(/^\d{4}\.\d{2}$/)
    .optional(),
});
export type CategoryRef = z.infer<typeof CategoryRef>;

/** What every calculation needs, whatever the product: the categories to choose from, the freight ranges,
 *  the fee schedules and the sources they cite. */
export const LandedCostReferenceResponse = z.object({
  costBookVersion: z.string(),
  categories: z.array(CategoryRef),
  shipping: z.array(ShippingRangeData),
  feeSchedules: z.array(FeeScheduleData),
  sources: z.array(CostBookSource),
});
export type LandedCostReferenceResponse = z.infer<typeof LandedCostReferenceResponse>;

/** One category's duty, typical unit size and Amazon.ca referral category, with the sources they cite. */
export const LandedCostCategoryResponse = z.object({
  category: CategoryRef,
  tariff: CategoryTariffData,
  unitSize: UnitSizeData,
  /** The Amazon.ca referral category of a typical item (`referral:<this>` in the Amazon.ca schedule). */
  amazonReferralCategory: z.string().nullable(),
  sources: z.array(CostBookSource),
});
export type LandedCostCategoryResponse = z.infer<typeof LandedCostCategoryResponse>;
