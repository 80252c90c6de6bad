import type { Database } from './db/database.ts';
import type { Config } from './env.ts';
import type { RequestSite } from './http/cross-site.ts';
import type { Clock } from './lib/clock.ts';
import type { Logger } from './lib/logger.ts';
import type { Providers } from './providers/index.ts';

/** Everything a route needs, injected so tests run the real router on a fresh database. */
export interface AppDeps {
  database: Database;
  config: Config;
  clock: Clock;
  logger: Logger;
  providers: Providers;
}

export type AppEnv = { Variables: { deviceId: string; requestId: string; site: RequestSite } };
