import type { Hono, MiddlewareHandler } from 'hono';
import { ENDPOINT_SCHEMAS, ENDPOINTS, routePath } from '@costlens/contracts';
import type { EndpointName } from '@costlens/contracts';
import type { AppDeps, AppEnv } from '../app-types.ts';
import { analysesRoutes } from './analyses/index.ts';
import { analyzeRoutes } from './analyze/index.ts';
import { refusalAsAnswer } from '../http/refusal-answer.ts';
import { requireJson } from '../http/validate.ts';
import { endpointLimits } from './endpoint-limits.ts';
import { eventRoutes } from './events/index.ts';
import { exchangeRateRoutes } from './exchange-rates/index.ts';
import { flightRoutes } from './flights/index.ts';
import { healthRoutes } from './health/index.ts';
import { landedCostRoutes } from './landed-cost/index.ts';
import { ownershipRoutes } from './ownership/index.ts';
import { priceCompareRoutes } from './price-compare/index.ts';
import { productRoutes } from './product/index.ts';
import { productFactsRoutes } from './product-facts/index.ts';
import { publicRoutes } from './public/index.ts';
import type { Route, Routes } from './route-table.ts';
import { sharedRoutes } from './shared/index.ts';
import { supplierRoutes } from './suppliers/index.ts';
import { watchRoutes } from './watches/index.ts';

/**
 * Every endpoint of the contracts' table (packages/contracts/src/endpoints.ts), mounted under /api with
 * the method and path the table gives it. The type demands a route for every endpoint and none for an
 * endpoint the table lacks: a new endpoint is a line in the table and its route in one of these folders.
 */
export function mountRoutes(api: Hono<AppEnv>, deps: AppDeps): void {
  const routes: Routes<EndpointName> = {
    ...healthRoutes(deps),
    ...eventRoutes(deps),
    ...analyzeRoutes(deps),
    ...analysesRoutes(deps),
    ...ownershipRoutes(deps),
    ...sharedRoutes(deps),
    ...publicRoutes(deps),
    ...priceCompareRoutes(deps),
    ...productRoutes(deps),
    ...supplierRoutes(deps),
    ...flightRoutes(deps),
    ...productFactsRoutes(deps),
    ...exchangeRateRoutes(deps),
    ...landedCostRoutes(deps),
    ...watchRoutes(deps),
  };
  const limits = endpointLimits(deps);
  for (const name of Object.keys(ENDPOINTS) as EndpointName[]) {
    const { use = [], handle } = routes[name] as Route<EndpointName>;
    // The handler is typed against its own path (so its parameters are known); it is mounted at that path.
    // An endpoint that takes a JSON body takes nothing else, before its limits and its middleware.
    const json = ENDPOINT_SCHEMAS[name].request ? [requireJson] : [];
    // An expected refusal is turned into an answer outside everything that keeps or counts the 422.
    const refusal = 'refusable' in ENDPOINTS[name] ? [refusalAsAnswer] : [];
    const [first, ...rest] = [
      ...refusal,
      ...json,
      ...(limits[name] ?? []),
      ...use,
      handle as unknown as MiddlewareHandler<AppEnv>,
    ];
    api.on(ENDPOINTS[name].method, routePath(name), first!, ...rest);
  }
}
