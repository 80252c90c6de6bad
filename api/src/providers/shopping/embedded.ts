/**
 * The no-key shopping provider: the suggested-retailers fallback. It searches nothing and
 * knows no prices, so every offer is a link to a retailer's own search (`isSearchLink: true`,
 * `price: null`); the UI shows these as a list of places to look, never as found deals.
 */
import type { Offer, PriceOffer } from '@costlens/contracts';
import type { AmazonResult, ShoppingProvider } from './index.ts';
import { productSearchText } from './search-text.ts';
import { amazonSearchUrl } from './markets.ts';

export const SEARCH_LINK_NOTE = 'Search link: no price was checked. Open it to see current prices.';

/** Search links at the market's major retailers for the product's name (or UPC). */
export function createEmbeddedShopping(): ShoppingProvider {
  return {
    name: 'embedded',
    configured: false,
    async compare({ market, product, query }) {
      const text = productSearchText(product, query);
      return market.retailers.map((r): PriceOffer => ({
        retailer: r.name,
        title: searchTitle(r.name, text),
        image: null,
        price: null,
        currency: market.currency,
        url: r.searchUrl(text),
        availability: null,
        notes: SEARCH_LINK_NOTE,
        isSearchLink: true,
      }));
    },
    async similar({ market, queries }) {
      const text = queries[0]?.trim();
      if (!text) return [];
      return market.retailers.map((r): Offer => ({
        title: searchTitle(r.name, text),
        source: r.name,
        price: null,
        currency: market.currency,
        image: null,
        url: r.searchUrl(text),
        availability: null,
        isSearchLink: true,
      }));
    },
    async amazon({ market, query }): Promise<AmazonResult> {
      return { configured: false, offers: [], searchUrl: amazonSearchUrl(market, query) };
    },
  };
}

/** "Search Walmart.ca for “kettle”": the title says plainly that this is a search, not an offer. */
export function searchTitle(retailer: string, text: string): string {
  return `Search ${retailer} for “${text}”`;
}
