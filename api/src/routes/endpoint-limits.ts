import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { EndpointName } from '@costlens/contracts';
import type { AppDeps, AppEnv } from '../app-types.ts';
import { concurrencyCap } from '../http/concurrency.ts';
import { refusalMidBody, tooLarge } from '../http/errors.ts';
import { limitPerDevice, limitPerIp } from '../http/rate-limit.ts';

/** An analytics batch as the app sends it is a few KB (100 page views ≈ 15 KB); more is not analytics. */
export const EVENTS_BODY_LIMIT_BYTES = 64 * 1024;

/**
 * What each endpoint runs behind before its own middleware: a per-client rate limit on everything that
 * costs CPU, memory, disk, a paid vendor or an outside party's allowance (a new watch is read on a
 * schedule for as long as it lives), and a cap on product pages in hand at once. Endpoints that
 * share a limit count against one window (`name`), so a client cannot spread a flood over them.
 */
export function endpointLimits(deps: AppDeps): Partial<Record<EndpointName, MiddlewareHandler<AppEnv>[]>> {
  const events = limitPerIp(deps, 'events', (s) => s.eventsPerIp);
  const smallBatches = bodyLimit({
    maxSize: EVENTS_BODY_LIMIT_BYTES,
    onError: (c) => {
      throw tooLarge('An analytics batch may hold at most 64 KB', undefined, refusalMidBody(c));
    },
  });
  const analyze = limitPerIp(deps, 'analyze', (s) => s.analyzePerIp);
  const identify = limitPerIp(deps, 'identify', (s) => s.identifyPerIp);
  const product = limitPerIp(deps, 'product', (s) => s.productPerIp);
  const productPages = concurrencyCap(deps.config.PRODUCT_CONCURRENCY, 'Reading product pages');
  const search = limitPerIp(deps, 'search', (s) => s.searchesPerIp);
  const explain = limitPerIp(deps, 'explain', (s) => s.explainsPerIp);
  // Watches: every new one is read on a schedule for as long as it lives. A device may keep
  // WATCHES_PER_DEVICE (the route counts them); an address may make so many an hour and a day.
  const watchCreates = [
    limitPerIp(deps, 'watch-create', (s) => s.watchCreatesPerIp),
    limitPerIp(deps, 'watch-create-day', (s) => s.watchCreatesPerIpDaily),
  ];
  const pushSubscribes = [
    limitPerIp(deps, 'push-subscribe', (s) => s.pushSubscribesPerIp),
    limitPerDevice(deps, 'push-subscribe', (s) => s.pushSubscribesPerDevice),
  ];
  return {
    events: [events, smallBatches],
    analyze: [analyze],
    identifyProduct: [identify],
    extractUrl: [product, productPages],
    findSimilar: [product],
    priceCompare: [search],
    amazon: [search],
    findSuppliers: [search],
    recommendSuppliers: [search],
    searchFlights: [search],
    explainPrices: [explain],
    explainAmazon: [explain],
    explainSuppliers: [explain],
    explainRecommendations: [explain],
    createWatch: watchCreates,
    subscribePush: pushSubscribes,
    exchangeRate: [limitPerIp(deps, 'exchange-rate', (s) => s.exchangeRatesPerIp)],
  };
}
