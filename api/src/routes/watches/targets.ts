/** What a new watch watches, from the request: a page address checked by the SSRF guard up front, or a
 *  search (with a shopping key only); and the key that makes a second "Watch price" find the first. */
import type { CreateWatchRequest } from '@costlens/contracts';
import type { z } from 'zod';
import type { AppDeps } from '../../app-types.ts';
import { HttpError } from '../../http/errors.ts';
import { pageFetchErrorToHttp } from '../../http/provider-errors.ts';
import { PageFetchError } from '../../providers/product-page/page-fetch-error.ts';
import { checkTarget, parsePageUrl } from '../../providers/product-page/ssrf.ts';

export interface WatchTarget {
  source: 'page' | 'offers';
  dedupeKey: string;
  url: string | null;
  host: string;
  query: string | null;
  upc: string | null;
  /** The title until the first read names the product. */
  defaultTitle: string;
}

/** Offers watches share one "site": the shopping provider, which has its own budgets instead. */
export const OFFERS_HOST = 'shopping';

export async function watchTarget(
  body: z.output<typeof CreateWatchRequest>,
  { config, providers }: Pick<AppDeps, 'config' | 'providers'>,
): Promise<WatchTarget> {
  if (body.url) {
    let url: URL;
    try {
      url = parsePageUrl(withScheme(body.url));
      await checkTarget(url, { allowPrivate: config.FETCH_ALLOW_PRIVATE });
    } catch (err) {
      if (err instanceof PageFetchError) throw pageFetchErrorToHttp(err);
      throw err;
    }
    url.hash = '';
    return {
      source: 'page',
      dedupeKey: `page:${url.href}`,
      url: url.href,
      host: url.host.toLowerCase(),
      query: null,
      upc: null,
      defaultTitle: url.href,
    };
  }
  if (!providers.shopping.configured) {
    throw new HttpError(
      503,
      'not_configured',
      'Watching the cheapest offer needs a price search, which this server does not have. Watch the product page instead: paste its address.',
      { retryable: false, field: 'url' },
    );
  }
  const query = body.query ?? null;
  const upc = body.upc ?? null;
  return {
    source: 'offers',
    dedupeKey: `offers:${upc ?? ''}:${(query ?? '').toLowerCase()}`,
    url: null,
    host: OFFERS_HOST,
    query,
    upc,
    defaultTitle: query ?? `UPC ${upc}`,
  };
}

/** People paste "www.shop.ca/item" without a scheme; such an address means https. */
function withScheme(url: string): string {
  return /^[a-z][a-z0-9+.-]*:/i.test(url) ? url : `https://${url}`;
}
