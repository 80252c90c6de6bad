/**
 * Shopping: offers for a product at retailers, similar products for a set of queries, and Amazon.
 * Two implementations with the same contract (README.md): SerpApi when SERPAPI_KEY is set, else the
 * embedded fallback, which only links to retailer searches and never states a price.
 */
import type { AmazonOffer, Offer, PriceOffer } from '@costlens/contracts';
import type { ProviderInfo } from '../provider-info.ts';
import type { SerpApiClient } from '../transports/serpapi/client.ts';
import type { CallFor } from '../vendor-meter.ts';
import { createEmbeddedShopping } from './embedded.ts';
import type { Market } from './markets.ts';
import { createSerpApiShopping } from './serpapi.ts';

export { findMarket, MARKET_COUNTRIES, type Market } from './markets.ts';
export { productSearchText } from './search-text.ts';

export interface CompareRequest {
  market: Market;
  product: { upc?: string; name?: string; brand?: string };
  /** The words the user or the identify step gave; searched when the UPC finds nothing. */
  query?: string;
}

export interface SimilarRequest {
  market: Market;
  /** Searched in order; the answer merges them without duplicates. */
  queries: readonly string[];
}

export interface AmazonSearchRequest {
  market: Market;
  query: string;
}

export interface AmazonResult {
  /** false for the embedded fallback: nothing was searched, `searchUrl` opens the store's own search. */
  configured: boolean;
  offers: AmazonOffer[];
  searchUrl: string;
}

export interface ShoppingProvider extends ProviderInfo {
  /** Shown with each price comparison (`provider`). */
  readonly name: 'serpapi' | 'embedded';
  /** Offers for one product, in the vendor's order. Throws ProviderError when the vendor fails. */
  compare(req: CompareRequest, opts?: CallFor): Promise<PriceOffer[]>;
  /** Offers for products like one product, merged over the queries, in the vendor's order. */
  similar(req: SimilarRequest, opts?: CallFor): Promise<Offer[]>;
  /** Amazon results for a query, in Amazon's order. */
  amazon(req: AmazonSearchRequest, opts?: CallFor): Promise<AmazonResult>;
}

/** SerpApi when its transport is configured, else the suggested-retailers fallback. */
export function createShoppingProvider(serpapi: SerpApiClient | null): ShoppingProvider {
  return serpapi ? createSerpApiShopping(serpapi) : createEmbeddedShopping();
}
