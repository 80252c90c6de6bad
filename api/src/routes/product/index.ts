import { ExtractUrlRequest, FindSimilarRequest } from '@costlens/contracts';
import type { ExtractUrlResponse, FindSimilarResponse } from '@costlens/contracts';
import type { AppDeps } from '../../app-types.ts';
import { HttpError } from '../../http/errors.ts';
import { readJson } from '../../http/validate.ts';
import { callerOf, providerCalls } from '../../http/provider-call.ts';
import { fetchProductPage } from '../../providers/product-page/fetch-page.ts';
import { pageReadingPool } from '../../providers/product-page/page-reading.ts';
import { byPriceAscending, requireMarket } from '../price-compare/shopping-http.ts';
import { similarQueries } from './queries.ts';
import type { Routes } from '../route-table.ts';

/** The answer list stays readable: the cheapest offers over every query. */
export const MAX_SIMILAR_OFFERS = 60;

export const EXTRACTION_FAILED = 'Failed to extract product information';

/** URL search: read a product from its page, then find cheaper similar products. */
export function productRoutes(deps: AppDeps): Routes<'extractUrl' | 'findSimilar'> {
  const { config, providers, logger } = deps;
  const { shopping, pageReader } = providers;
  const calls = providerCalls(deps);
  // Pages are parsed in worker threads with a time limit: a page built to be slow to read must not hold
  // the thread every other request is answered on.
  const reading = pageReadingPool({
    workers: config.PAGE_READ_WORKERS,
    maxWaiting: config.PAGE_READ_WAITING,
    timeLimitMs: config.PAGE_READ_TIME_LIMIT_MS,
  });

  return {
    extractUrl: {
      handle: async (c) => {
        const { url } = await readJson(c, ExtractUrlRequest);
        // A client that gives up stops the fetch, the reading and the model alike.
        const signal = c.req.raw.signal;
        const { value: page } = await calls.call({ what: 'The product page' }, () =>
          fetchProductPage(withScheme(url), { allowPrivate: config.FETCH_ALLOW_PRIVATE, signal }),
        );
        const { value: read } = await calls.call({ what: 'Reading product pages' }, () =>
          reading.read({ html: page.html, url: page.finalUrl, wantText: pageReader.configured }, signal),
        );
        const found = read.extraction;
        if (found) return c.json({ product: found.product, source: found.sources.name } satisfies ExtractUrlResponse);
        if (pageReader.configured && read.text) {
          try {
            const product = await pageReader.read(
              { html: page.html, url: page.finalUrl, text: read.text },
              { signal, ...callerOf(c, config.TRUST_PROXY) },
            );
            if (product) return c.json({ product, source: 'model' } satisfies ExtractUrlResponse);
          } catch (err) {
            logger.warn('model page reader failed', { err: String(err) });
          }
        }
        throw new HttpError(
          422,
          'not_recognised',
          `${EXTRACTION_FAILED}: the page does not name a product we can read.`,
          {
            retryable: false,
          },
        );
      },
    },
    findSimilar: {
      handle: async (c) => {
        const { product, sourceUrl, country } = await readJson(c, FindSimilarRequest);
        const market = requireMarket(country);
        const searchQueries = similarQueries(product);
        const { value, cached } = await calls.call(
          {
            what: 'Similar product search',
            cache: {
              provider: shopping,
              namespace: 'find-similar',
              request: { country: market.country, queries: searchQueries },
            },
          },
          () => shopping.similar({ market, queries: searchQueries }, callerOf(c, config.TRUST_PROXY)),
        );
        const source = sourceUrl ? comparableUrl(sourceUrl) : null;
        const offers = byPriceAscending(value.filter((o) => comparableUrl(o.url) !== source)).slice(
          0,
          MAX_SIMILAR_OFFERS,
        );
        return c.json({ offers, searchQueries, cached } satisfies FindSimilarResponse);
      },
    },
  };
}

/** People paste "www.shop.ca/item" without a scheme; such an address means https. Anything with a scheme is left to the guard. */
function withScheme(url: string): string {
  return /^[a-z][a-z0-9+.-]*:/i.test(url) ? url : `https://${url}`;
}

const TRACKING_PARAM = /^(utm_|srsltid$|gclid$|fbclid$|ref_?$|source$|psc$|smid$)/i;

/** The page itself is not an alternative to itself; tracking parameters and fragments do not make it one. */
function comparableUrl(url: string): string | null {
  try {
    const u = new URL(url);
    for (const key of [...u.searchParams.keys()]) if (TRACKING_PARAM.test(key)) u.searchParams.delete(key);
    u.searchParams.sort();
    return `${u.hostname.replace(/^www\./, '')}${u.pathname.replace(/\/+$/, '')}?${u.searchParams}`.toLowerCase();
  } catch {
    return null;
  }
}
