/** The price comparison screen's rules, kept apart from the markup so they are tested alone. */
import type { AmazonRequest, PriceCompareRequest, PriceOffer } from '@costlens/contracts';
import { ApiError } from '../../lib/api-client.ts';
import { errorCode, userMessage } from '../../lib/error-messages.ts';

export const COUNTRY = 'CA';
export const CACHE_NOTICE = 'Results cached • Last updated within 2 hours';
export const DEFAULT_EXPLANATION = 'Price comparison complete. Check the offers below for the best deals.';
export const AMAZON_EXPLAIN_FAILED = 'Failed to get explanation';

/** Sent by UPC when one exists, otherwise by name; the query always travels along. */
export function priceCompareBody(productQuery: string, upc: string | null, brand: string | null): PriceCompareRequest {
  const product = upc ? { upc } : { name: productQuery, ...(brand ? { brand } : {}) };
  return { country: COUNTRY, product, query: productQuery };
}

export function amazonBody(productQuery: string, upc: string | null, brand: string | null): AmazonRequest {
  return { country: COUNTRY, product: { name: productQuery, ...(upc ? { upc } : {}), ...(brand ? { brand } : {}) } };
}

export interface PriceError {
  message: string;
  retryable: boolean;
  busy: boolean;
}

/** The message and the card to show for a failed comparison: busy (try again soon) or unavailable. */
export function priceError(err: unknown): PriceError {
  const retryable = err instanceof ApiError ? (err.retryable ?? true) : true;
  const busy = errorCode(err) === 'busy' || errorCode(err) === 'rate_limited';
  return { message: userMessage(err, 'Unable to fetch price data'), retryable, busy };
}

/** The fallback list is shown when nothing was priced: every offer is a retailer search link. */
export function isSuggestedRetailers(offers: readonly PriceOffer[]): boolean {
  return offers.length > 0 && offers.every((o) => o.isSearchLink === true);
}

/** "amazon.ca" for Canada, otherwise the store's own host. */
export function amazonDomain(country: string, searchUrl: string | undefined): string {
  if (country === 'CA') return 'amazon.ca';
  try {
    return searchUrl ? new URL(searchUrl).host.replace(/^www\./, '') : 'amazon.com';
  } catch {
    return 'amazon.com';
  }
}
