import type { Handler, MiddlewareHandler } from 'hono';
import type { EndpointName, RoutePath } from '@costlens/contracts';
import type { AppEnv } from '../app-types.ts';

/** How the API answers one endpoint of the contracts' table: middleware in order (idempotency, rate
 *  limits), then the handler. The method and the path come from the table, never from here. */
export interface Route<N extends EndpointName> {
  use?: MiddlewareHandler<AppEnv>[];
  handle: Handler<AppEnv, RoutePath<N>>;
}

/** The routes of some endpoints, under their names in the table. */
export type Routes<N extends EndpointName> = { [K in N]: Route<K> };
