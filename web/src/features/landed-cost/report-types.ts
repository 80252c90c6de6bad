// What a calculation answers: the landed-cost lines, the order sizes, the platforms' margins and the
// sources, for the screen and the CSV alike.
import type { CentsRange, FeeLine, TierEconomics } from '@costlens/domain';
import type {
  ExchangeRateResponse,
  LandedCostCategoryResponse,
  LandedCostReferenceResponse,
} from '@costlens/contracts';
import type { FeeUse, Platform } from './platform-schedules.ts';

export interface CalculatorData {
  reference: LandedCostReferenceResponse;
  /** The chosen category's data; null without a category. */
  category: LandedCostCategoryResponse | null;
  /** The rate of the goods' currency; unused for CAD. */
  goodsRate: ExchangeRateResponse | null;
  /** The USD rate, for fees the platforms state in USD; null when it could not be loaded. */
  usdRate: ExchangeRateResponse | null;
}

export type LineStatus = 'counted' | 'not-known' | 'not-included';

/** One row of the landed-cost table. */
export interface ReportLine {
  key: string;
  label: string;
  /** What the figure is or why there is none, in plain words. */
  detail: string;
  /** Where the figure was read (tariff items, the text's edition), for the line's disclosure and the CSV. */
  technical?: string;
  /** Whole CAD cents; null when the line is not counted. */
  cents: CentsRange | null;
  status: LineStatus;
  /** The data behind the figure says verified: false. */
  unverified: boolean;
  /** For a figure read in the official text, the words to show beside it ("official text, 2014"). */
  checked?: string;
  /** A subtraction (taxes claimed back). */
  credit?: boolean;
  total?: boolean;
}

export interface OrderSize {
  quantity: number;
  /** The cost that stays per unit (after taxes a registered business claims back). */
  perUnit: CentsRange;
  /** The cost that stays for the whole order. */
  order: CentsRange;
}

export interface PlatformReport {
  platform: Platform;
  label: string;
  /** What one sale pays before the goods: price − fees − tax on fees not recovered − your shipping. */
  netPerUnitCents: number | null;
  revenueCents: number | null;
  fees: FeeLine[];
  taxOnFeesCents: number;
  /** The GST/HST rate charged on the fees, and where it stands ('unverified' or 'official text, 2008'). */
  taxOnFees: { ratePct: number; words: string };
  tiers: TierEconomics[];
  incomplete: boolean;
  unverified: boolean;
  lines: FeeUse[];
  notes: string[];
  /** Why no net is shown. */
  reason?: string;
}

/** One figure of the Sources disclosure. */
export interface SourceEntry {
  group: string;
  what: string;
  figure: string;
  source: string;
  /** The year or date the figure describes or was read. */
  asOf: string;
  url: string | null;
  verified: boolean;
  note?: string;
}

export interface LandedCostReport {
  currency: string;
  quantity: number;
  goodsRate: ExchangeRateResponse | null;
  usdRate: ExchangeRateResponse | null;
  /** The cost that stays per unit, for the main quantity. */
  perUnit: CentsRange;
  /** Everything paid for the order, and what stays after taxes claimed back. */
  paid: CentsRange;
  order: CentsRange;
  registered: boolean;
  lines: ReportLine[];
  /** What the headline and the totals leave out, in words ("freight (not known)"); [] when nothing. */
  leftOut: string[];
  orderSizes: OrderSize[];
  /** Why the cost per unit does or does not change between the order sizes compared; null for one size. */
  orderSizesNote: string | null;
  sellingPrice: number | null;
  platforms: PlatformReport[];
  sources: SourceEntry[];
  notes: string[];
}

export type CalculateResult = { ok: true; report: LandedCostReport } | { ok: false; missing: string };
