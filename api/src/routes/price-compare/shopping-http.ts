/** HTTP pieces shared by the price-compare and product routes: the market of a request, offer order. */
import { HttpError } from '../../http/errors.ts';
import { findMarket, MARKET_COUNTRIES } from '../../providers/shopping/index.ts';
import type { Market } from '../../providers/shopping/index.ts';

/** The market of a request's country; other countries are a 400 naming the field. */
export function requireMarket(country: string): Market {
  const market = findMarket(country);
  if (!market)
    throw new HttpError(400, 'invalid_request', `country: price search covers ${MARKET_COUNTRIES.join(', ')} only`, {
      field: 'country',
      retryable: false,
    });
  return market;
}

/** Cheapest first; offers without a price keep their order after every priced one. */
export function byPriceAscending<T extends { price: number | null }>(offers: readonly T[]): T[] {
  return offers
    .map((o, i) => ({ o, i }))
    .sort((a, b) => (a.o.price ?? Infinity) - (b.o.price ?? Infinity) || a.i - b.i)
    .map(({ o }) => o);
}
