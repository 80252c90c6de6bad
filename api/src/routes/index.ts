import type { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../app-types.ts';
import { eventRoutes } from './events/index.ts';
import { healthRoutes } from './health/index.ts';
import { flightRoutes } from './flights/index.ts';
import { supplierRoutes } from './suppliers/index.ts';
import { analysesRoutes } from './analyses/index.ts';
import { publicRoutes } from './public/index.ts';
import { sharedRoutes } from './shared/index.ts';
import { analyzeRoutes } from './analyze/index.ts';
import { priceCompareRoutes } from './price-compare/index.ts';
import { productRoutes } from './product/index.ts';

/** Every API resource, mounted under /api. A new resource is a copy of a folder here plus one line. */
export function mountRoutes(api: Hono<AppEnv>, deps: AppDeps): void {
  api.route('/health', healthRoutes(deps));
  api.route('/events', eventRoutes(deps));
  api.route('/suppliers', supplierRoutes(deps));
  api.route('/flights', flightRoutes(deps));
  api.route('/analyses', analysesRoutes(deps));
  api.route('/shared', sharedRoutes(deps));
  api.route('/public', publicRoutes(deps));
  api.route('/', analyzeRoutes(deps));
  api.route('/price-compare', priceCompareRoutes(deps));
  api.route('/product', productRoutes(deps));
}
