// What another screen knows about the goods, carried to the calculator in its address: the results page
// (the cost-book category, the estimated supplier price at its minimum order, the estimated retail price)
// and a supplier listing (the price and minimum order it shows). Only what the source knows is set.
import type { Analysis } from '@costlens/contracts';
import { listingQuote } from './listing-quote.ts';

export interface LandedCostPrefill {
  /** What the goods are, for the heading. */
  name?: string;
  /** The cost-book category id. */
  category?: string;
  /** Unit price in `currency`: one figure, or the low end of a quoted range. */
  price?: number;
  /** The high end of a quoted range. */
  priceHigh?: number;
  currency?: string;
  quantity?: number;
  /** The supplier's minimum order, compared as an order size of its own. */
  moq?: number;
  /** Selling price in CAD. */
  sellingPrice?: number;
  /** What one costs in a Canadian store, CAD (an analysis's estimate), to compare a delivered unit with. */
  storePrice?: number;
  /** Where the figures come from, said on the page. */
  from?: 'analysis' | 'listing';
  /** Who the calculator is for, when the screen that opens it knows: a shopper (one unit) or an importer. */
  asker?: 'shopper' | 'importer';
}

const PARAMS = {
  name: 'name',
  category: 'category',
  price: 'price',
  priceHigh: 'priceHigh',
  currency: 'currency',
  quantity: 'qty',
  moq: 'moq',
  sellingPrice: 'sell',
  storePrice: 'store',
  from: 'from',
  asker: 'for',
} as const satisfies Record<keyof LandedCostPrefill, string>;

const positive = (v: string | null): number | undefined => {
  if (v === null || v.trim() === '') return undefined;
  const n = Number(v);
  return Number.isFinite(n) && n > 0 ? n : undefined;
};
const whole = (v: string | null): number | undefined => {
  const n = positive(v);
  return n !== undefined && Number.isSafeInteger(n) ? n : undefined;
};
const text = (v: string | null, max: number): string | undefined => {
  const t = v?.trim().slice(0, max);
  return t ? t : undefined;
};

/** The prefill an address carries; anything malformed is left out, never guessed. */
export function prefillFromQuery(search: string): LandedCostPrefill {
  const q = new URLSearchParams(search);
  const currency = q.get(PARAMS.currency)?.trim().toUpperCase();
  const from = q.get(PARAMS.from);
  const asker = q.get(PARAMS.asker);
  const price = positive(q.get(PARAMS.price));
  const priceHigh = positive(q.get(PARAMS.priceHigh));
  const category = text(q.get(PARAMS.category), 80);
  const out: LandedCostPrefill = {
    name: text(q.get(PARAMS.name), 200),
    category: category && /^[a-z0-9-]+$/.test(category) ? category : undefined,
    price,
    priceHigh: price !== undefined && priceHigh !== undefined && priceHigh > price ? priceHigh : undefined,
    currency: currency && /^[A-Z]{3}$/.test(currency) ? currency : undefined,
    quantity: whole(q.get(PARAMS.quantity)),
    moq: whole(q.get(PARAMS.moq)),
    sellingPrice: positive(q.get(PARAMS.sellingPrice)),
    storePrice: positive(q.get(PARAMS.storePrice)),
    from: from === 'analysis' || from === 'listing' ? from : undefined,
    asker: asker === 'shopper' || asker === 'importer' ? asker : undefined,
  };
  return Object.fromEntries(Object.entries(out).filter(([, v]) => v !== undefined)) as LandedCostPrefill;
}

/** The calculator's address with this prefill. */
export function landedCostHref(prefill: LandedCostPrefill): string {
  const q = new URLSearchParams();
  for (const key of Object.keys(PARAMS) as Array<keyof LandedCostPrefill>) {
    const v = prefill[key];
    if (v !== undefined && v !== '') q.set(PARAMS[key], String(v));
  }
  const s = q.toString();
  return s ? `/landed-cost?${s}` : '/landed-cost';
}

/** What the results page knows: the category, the estimated supplier price (CAD) at its minimum order,
 *  and the estimated retail price (a store's price for a shopper, the selling price for an importer). All
 *  are CostLens estimates, and the page says so. */
export function prefillFromAnalysis(analysis: Analysis): LandedCostPrefill {
  const buy = analysis.makeBuyAnalysis?.buyOption;
  const moq = buy && buy.minimumOrder > 0 ? buy.minimumOrder : undefined;
  return {
    name: analysis.productName,
    ...(analysis.costBookEntry ? { category: analysis.costBookEntry } : {}),
    ...(buy && buy.unitPrice > 0 ? { price: buy.unitPrice, currency: 'CAD' } : {}),
    ...(moq ? { quantity: moq, moq } : {}),
    ...(analysis.pricingAnalysis && analysis.pricingAnalysis.retailPrice > 0
      ? { sellingPrice: analysis.pricingAnalysis.retailPrice, storePrice: analysis.pricingAnalysis.retailPrice }
      : {}),
    from: 'analysis',
  };
}

/** What a supplier listing shows: its price (or range) and minimum order, when its text names a currency;
 *  null for a listing without such a price. */
export function prefillFromListing(listing: { title: string; snippet: string }): LandedCostPrefill | null {
  const quote = listingQuote(`${listing.title} ${listing.snippet}`);
  if (!quote) return null;
  return {
    name: listing.title.slice(0, 200),
    price: quote.low,
    ...(quote.high > quote.low ? { priceHigh: quote.high } : {}),
    currency: quote.currency,
    ...(quote.moq ? { quantity: quote.moq, moq: quote.moq } : {}),
    from: 'listing',
  };
}
