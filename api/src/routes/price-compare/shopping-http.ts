/** HTTP pieces shared by the price-compare and product routes: market lookup, error mapping, order. */
import { HttpError } from '../../http/errors.ts';
import { ProviderError, providerErrorToHttp } from '../../providers/errors.ts';
import { findMarket, MARKET_COUNTRIES } from '../../providers/shopping/index.ts';
import type { Market } from '../../providers/shopping/index.ts';

/** The market of a request's country; other countries are a 400 naming the field. */
export function requireMarket(country: string): Market {
  const market = findMarket(country);
  if (!market)
    throw new HttpError(400, `country: price search covers ${MARKET_COUNTRIES.join(', ')} only`, {
      field: 'country',
      retryable: false,
    });
  return market;
}

/** Runs a provider call; a ProviderError becomes the spec's error body ('temporarily busy' on a 429 upstream). */
export async function withProviderErrors<T>(what: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (err instanceof ProviderError) throw providerErrorToHttp(err, what);
    throw err;
  }
}

/** Cheapest first; offers without a price keep their order after every priced one. */
export function byPriceAscending<T extends { price: number | null }>(offers: readonly T[]): T[] {
  return offers
    .map((o, i) => ({ o, i }))
    .sort((a, b) => (a.o.price ?? Infinity) - (b.o.price ?? Infinity) || a.i - b.i)
    .map(({ o }) => o);
}
