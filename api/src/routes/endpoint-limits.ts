import type { MiddlewareHandler } from 'hono';
import type { EndpointName } from '@costlens/contracts';
import type { AppDeps, AppEnv } from '../app-types.ts';
import { concurrencyCap } from '../http/concurrency.ts';
import { limitPerIp } from '../http/rate-limit.ts';

/**
 * What each endpoint runs behind before its own middleware: a per-client rate limit on everything that
 * costs CPU, memory, disk or a paid vendor, and a cap on product pages in hand at once. Endpoints that
 * share a limit count against one window (`name`), so a client cannot spread a flood over them.
 */
export function endpointLimits(deps: AppDeps): Partial<Record<EndpointName, MiddlewareHandler<AppEnv>[]>> {
  const events = limitPerIp(deps, 'events', (s) => s.eventsPerIp);
  const analyze = limitPerIp(deps, 'analyze', (s) => s.analyzePerIp);
  const identify = limitPerIp(deps, 'identify', (s) => s.identifyPerIp);
  const product = limitPerIp(deps, 'product', (s) => s.productPerIp);
  const productPages = concurrencyCap(deps.config.PRODUCT_CONCURRENCY, 'Reading product pages');
  const search = limitPerIp(deps, 'search', (s) => s.searchesPerIp);
  const explain = limitPerIp(deps, 'explain', (s) => s.explainsPerIp);
  return {
    events: [events],
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
  };
}
