/**
 * Where a watch's price comes from at one check. A page watch reads its product page through the same
 * SSRF-safe fetcher and reading pool as "Find Similar", as a conditional request when the site gave
 * validators (a 304 costs the site no page and us no parse). An offers watch asks the shopping provider
 * for the product and keeps the cheapest priced offer in the market's currency (paid: the caller meters it).
 */
import type { PriceOffer } from '@costlens/contracts';
import type { WatchRow } from '../db/watches.ts';
import { fetchProductPage } from '../providers/product-page/fetch-page.ts';
import type { PageReadingPool } from '../providers/product-page/page-reading.ts';
import { findMarket } from '../providers/shopping/index.ts';
import type { ShoppingProvider } from '../providers/shopping/index.ts';
import type { CallFor } from '../providers/vendor-meter.ts';

/** What one read of a watch's source found. */
export type PriceReading =
  | {
      kind: 'price';
      price: number;
      currency: string;
      retailer: string;
      url: string | null;
      /** The page had not changed since the last read; the price is the one read then. */
      notModified: boolean;
      /** The product's name as the source gives it. */
      name: string | null;
      validators: Validators;
    }
  | { kind: 'no_price'; name: string | null; validators: Validators };

export interface Validators {
  etag: string | null;
  lastModified: string | null;
}

export interface PageSourceDeps {
  reading: PageReadingPool;
  allowPrivate: readonly string[];
  /** Told how long the site took to answer (fetch only, not our reading of it). */
  onFetched?: (ms: number) => void;
}

/** The site of a page, as a shopper names it: its host without "www.". */
export function siteOf(url: string): string {
  return new URL(url).hostname.replace(/^www\./, '');
}

/**
 * Reads a page watch's price. `lastPrice` is the latest price seen: a 304 means the page still shows it
 * (with no price seen yet, a 304 is read as no price). Fetch failures are thrown (PageFetchError).
 */
export async function readPagePrice(
  watch: Pick<WatchRow, 'url' | 'etag' | 'last_modified'>,
  lastPrice: { price: number; currency: string } | null,
  deps: PageSourceDeps,
  signal?: AbortSignal,
): Promise<PriceReading> {
  const url = watch.url!;
  const started = performance.now();
  const page = await fetchProductPage(url, {
    allowPrivate: deps.allowPrivate,
    conditional: { etag: watch.etag, lastModified: watch.last_modified },
    signal,
  });
  deps.onFetched?.(performance.now() - started);
  const validators = { etag: page.etag ?? watch.etag, lastModified: page.lastModified ?? watch.last_modified };
  if (page.notModified) {
    if (!lastPrice) return { kind: 'no_price', name: null, validators };
    const retailer = siteOf(page.finalUrl);
    return { kind: 'price', ...lastPrice, retailer, url: null, notModified: true, name: null, validators };
  }
  const read = await deps.reading.read({ html: page.html, url: page.finalUrl, wantText: false }, signal);
  const product = read.extraction?.product ?? null;
  if (!product || product.price === null) return { kind: 'no_price', name: product?.name ?? null, validators };
  return {
    kind: 'price',
    price: product.price,
    currency: product.currency,
    retailer: siteOf(page.finalUrl),
    url: null,
    notModified: false,
    name: product.name,
    validators,
  };
}

const NO_VALIDATORS: Validators = { etag: null, lastModified: null };

/** The cheapest priced offer in the market's currency for an offers watch; search links are no price. */
export async function readOffersPrice(
  watch: Pick<WatchRow, 'query' | 'upc' | 'title'>,
  shopping: ShoppingProvider,
  caller: CallFor = {},
): Promise<PriceReading> {
  const market = findMarket('CA')!;
  const offers = await shopping.compare(
    {
      market,
      product: { ...(watch.upc ? { upc: watch.upc } : {}), name: watch.query ?? watch.title },
      ...(watch.query ? { query: watch.query } : {}),
    },
    caller,
  );
  const cheapest = cheapestOffer(offers, market.currency);
  if (!cheapest) return { kind: 'no_price', name: null, validators: NO_VALIDATORS };
  return {
    kind: 'price',
    price: cheapest.price!,
    currency: cheapest.currency,
    retailer: cheapest.retailer,
    url: cheapest.url,
    notModified: false,
    name: cheapest.title,
    validators: NO_VALIDATORS,
  };
}

/** The lowest priced offer in `currency` (first of equals, in the vendor's order); never a search link. */
export function cheapestOffer(offers: readonly PriceOffer[], currency: string): PriceOffer | null {
  let best: PriceOffer | null = null;
  for (const o of offers) {
    if (o.isSearchLink || o.price === null || o.price <= 0 || o.currency !== currency) continue;
    if (!best || o.price < best.price!) best = o;
  }
  return best;
}
