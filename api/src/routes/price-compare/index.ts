import { Hono } from 'hono';
import { AmazonExplainRequest, AmazonRequest, PriceCompareRequest, PriceExplainRequest } from '@costlens/contracts';
import type { AmazonResponse, PriceCompareResponse } from '@costlens/contracts';
import type { AppDeps, AppEnv } from '../../app-types.ts';
import { readJson } from '../../http/validate.ts';
import { cacheKey, createProviderCache } from '../../providers/cache.ts';
import { productSearchText } from '../../providers/shopping/index.ts';
import { explainOrSummarise } from './explain.ts';
import { byPriceAscending, requireMarket, withProviderErrors } from './shopping-http.ts';
import { summariseAmazonOffers, summarisePriceOffers } from './summary.ts';

const PRICE_INSTRUCTIONS =
  'In two or three plain sentences for a shopper in Canada, say where the best deal is among these offers, how wide the price spread is, and anything to check (shipping, stock, currency). Use only the figures given; never invent a price or a retailer.';
const AMAZON_INSTRUCTIONS =
  'In two or three plain sentences for a shopper in Canada, say which of these Amazon results is the best buy for the product, considering price, Prime and rating. Use only the figures given; never invent a price.';

/** Price comparison and the Amazon tab (spec §7), cached for two hours in the database. */
export function priceCompareRoutes(deps: AppDeps) {
  const { database, clock, providers } = deps;
  const { shopping } = providers;
  const cache = createProviderCache(database, clock);
  // The embedded fallback searches nothing, so there is nothing worth caching (and no "cached" notice).
  const cached = <T>(namespace: string, request: unknown, compute: () => Promise<T>) =>
    shopping.name === 'embedded'
      ? compute().then((value) => ({ value, cached: false }))
      : cache.wrap(cacheKey(`${namespace}:${shopping.name}`, request), compute);

  return new Hono<AppEnv>()
    .post('/', async (c) => {
      const { country, product, query } = await readJson(c, PriceCompareRequest);
      const market = requireMarket(country);
      const { value, cached: hit } = await withProviderErrors('Price comparison', () =>
        cached('price-compare', { country: market.country, product, query }, () =>
          shopping.compare({ market, product, query }),
        ),
      );
      return c.json({
        offers: byPriceAscending(value),
        cached: hit,
        provider: shopping.name,
      } satisfies PriceCompareResponse);
    })
    .post('/explain', async (c) => {
      const { product, offers } = await readJson(c, PriceExplainRequest);
      const data = {
        product,
        offers: offers.map(({ retailer, title, price, currency, availability, notes, isSearchLink }) => ({
          retailer,
          title,
          price,
          currency,
          availability,
          notes,
          isSearchLink,
        })),
      };
      return c.json(
        await explainOrSummarise(deps, { topic: 'price comparison', instructions: PRICE_INSTRUCTIONS, data }, () =>
          summarisePriceOffers(product.name, offers),
        ),
      );
    })
    .post('/amazon', async (c) => {
      const { country, product } = await readJson(c, AmazonRequest);
      const market = requireMarket(country);
      const query = productSearchText({ name: product.name, brand: product.brand });
      const { value, cached: hit } = await withProviderErrors('Amazon search', () =>
        cached('amazon', { country: market.country, query }, () => shopping.amazon({ market, query })),
      );
      return c.json({
        offers: byPriceAscending(value.offers),
        cached: hit,
        configured: value.configured,
        searchUrl: value.searchUrl,
      } satisfies AmazonResponse);
    })
    .post('/amazon/explain', async (c) => {
      const { product, offers } = await readJson(c, AmazonExplainRequest);
      const data = {
        product,
        offers: offers.map(({ title, price, currency, badges }) => ({ title, price, currency, badges })),
      };
      return c.json(
        await explainOrSummarise(deps, { topic: 'Amazon prices', instructions: AMAZON_INSTRUCTIONS, data }, () =>
          summariseAmazonOffers(product.name, offers),
        ),
      );
    });
}
