import {
  AmazonExplainRequest,
  AmazonOffer,
  AmazonRequest,
  PriceCompareRequest,
  PriceExplainRequest,
  PriceOffer,
} from '@costlens/contracts';
import type { AmazonResponse, PriceCompareResponse } from '@costlens/contracts';
import type { AppDeps } from '../../app-types.ts';
import { sendJson } from '../../compression/compress-answers.ts';
import { sendEncoded } from '../../compression/encoded-answer.ts';
import { answerCache } from '../../http/answer-cache.ts';
import { answeredSearches, notAnswered } from '../../http/answered-searches.ts';
import { readJson } from '../../http/validate.ts';
import { callerOf, providerCalls } from '../../http/provider-call.ts';
import type { KeptIn } from '../../http/provider-call.ts';
import { productSearchText } from '../../providers/shopping/index.ts';
import { byPriceAscending, requireMarket } from './shopping-http.ts';
import { summariseAmazonOffers, summarisePriceOffers } from './summary.ts';
import type { Routes } from '../route-table.ts';

/** Price comparisons answered from the cache, kept per process as bytes (≈ 30 KB each: ≈ 250). */
const PRICE_ANSWERS_CACHE_BYTES = 8 * 1024 * 1024;
/** A cached list as the explanation memo knows it: its cache row and that row's stamp. */
const identityOf = (kept: KeptIn) => `${kept.key}@${kept.stamp}`;

const PRICE_INSTRUCTIONS =
  'In two or three plain sentences for a shopper in Canada, say where the best deal is among these offers, how wide the price spread is, and anything to check (shipping, stock, currency). Use only the figures given; never invent a price or a retailer.';
const AMAZON_INSTRUCTIONS =
  'In two or three plain sentences for a shopper in Canada, say which of these Amazon results is the best buy for the product, considering price, Prime and rating. Use only the figures given; never invent a price.';

/**
 * Price comparison at Canadian retailers and the Amazon tab, each with a plain-words explanation. An
 * explanation is of an answer this server gave (answered-searches.ts): the offers the client shows are
 * looked up, and the model reads the answer as it was, with the product as it was searched.
 */
export function priceCompareRoutes(
  deps: AppDeps,
): Routes<'priceCompare' | 'explainPrices' | 'amazon' | 'explainAmazon'> {
  const { shopping } = deps.providers;
  const calls = providerCalls(deps);
  const answered = answeredSearches(deps);
  const hitAnswers = answerCache(PRICE_ANSWERS_CACHE_BYTES);

  return {
    priceCompare: {
      handle: async (c) => {
        const { country, product, query } = await readJson(c, PriceCompareRequest);
        const market = requireMarket(country);
        const cache = {
          provider: shopping,
          namespace: 'price-compare',
          request: { country: market.country, product, query },
        };
        const searched = { name: product.name ?? query ?? product.upc, brand: product.brand };
        // Answered from the cache before: the same bytes, while the cache still holds the row they were
        // made from and this process remembered that list for explanations lately (else it writes again).
        const live = await calls.keptIn(cache);
        const copy = live && hitAnswers.get(live.key, String(live.stamp));
        if (copy && live && answered.remembered('prices', searched, identityOf(live))) {
          return sendEncoded(c, copy.answer);
        }
        const { value, cached, keptIn } = await calls.call({ what: 'Price comparison', cache }, () =>
          shopping.compare({ market, product, query }, callerOf(c, deps.config.TRUST_PROXY)),
        );
        const offers = byPriceAscending(value);
        const identity = keptIn ? identityOf(keptIn) : undefined;
        await answered.remember('prices', searched, PriceOffer.array(), offers, identity);
        const answer = (hit: boolean) =>
          JSON.stringify({ offers, cached: hit, provider: shopping.name } satisfies PriceCompareResponse);
        // Every later answer from this row is a cache hit: that is the copy kept.
        const kept = keptIn ? hitAnswers.put(keptIn.key, String(keptIn.stamp), answer(true), undefined) : null;
        return cached && kept ? sendEncoded(c, kept.answer) : sendJson(c, answer(cached));
      },
    },
    explainPrices: {
      handle: async (c) => {
        const { offers: shown } = await readJson(c, PriceExplainRequest);
        const answer = await answered.recall('prices', shown);
        if (!answer) throw notAnswered();
        const { product, items: offers } = answer;
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
          await calls.explain(
            { topic: 'price comparison', instructions: PRICE_INSTRUCTIONS, data },
            () => summarisePriceOffers(product.name ?? '', offers),
            {
              signal: c.req.raw.signal,
              ...callerOf(c, deps.config.TRUST_PROXY),
              // Search links are no prices: nothing for a model to weigh.
              useModel: offers.some((o) => !o.isSearchLink && o.price !== null),
              cacheKey: `prices:${answer.digest}`,
            },
          ),
        );
      },
    },
    amazon: {
      handle: async (c) => {
        const { country, product } = await readJson(c, AmazonRequest);
        const market = requireMarket(country);
        const query = productSearchText({ name: product.name, brand: product.brand });
        const { value, cached: hit } = await calls.call(
          {
            what: 'Amazon search',
            cache: { provider: shopping, namespace: 'amazon', request: { country: market.country, query } },
          },
          () => shopping.amazon({ market, query }, callerOf(c, deps.config.TRUST_PROXY)),
        );
        const offers = byPriceAscending(value.offers);
        await answered.remember('amazon', { name: product.name, brand: product.brand }, AmazonOffer.array(), offers);
        return c.json({
          offers,
          cached: hit,
          configured: value.configured,
          searchUrl: value.searchUrl,
        } satisfies AmazonResponse);
      },
    },
    explainAmazon: {
      handle: async (c) => {
        const { offers: shown } = await readJson(c, AmazonExplainRequest);
        const answer = await answered.recall('amazon', shown);
        if (!answer) throw notAnswered();
        const { product, items: offers } = answer;
        const data = {
          product,
          offers: offers.map(({ title, price, currency, badges }) => ({ title, price, currency, badges })),
        };
        return c.json(
          await calls.explain(
            { topic: 'Amazon prices', instructions: AMAZON_INSTRUCTIONS, data },
            () => summariseAmazonOffers(product.name ?? '', offers),
            {
              signal: c.req.raw.signal,
              ...callerOf(c, deps.config.TRUST_PROXY),
              useModel: offers.some((o) => o.price !== null),
              cacheKey: `amazon:${answer.digest}`,
            },
          ),
        );
      },
    },
  };
}
