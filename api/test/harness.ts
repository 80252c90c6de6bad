import { describe } from 'vitest';
import type { AppDeps } from '../src/app-types.ts';
import { createApp } from '../src/app.ts';
import { openDatabase } from '../src/db/database.ts';
import type { Database, Dialect } from '../src/db/database.ts';
import { testConfig } from '../src/env.ts';
import type { RateLimitSettings } from '../src/http/rate-limit.ts';
import { vendorMeter } from '../src/http/vendor-budget.ts';
import { manualClock } from '../src/lib/clock.ts';
import { createLogger } from '../src/lib/logger.ts';
import { createProviders } from '../src/providers/index.ts';
import { scratchPostgres } from './scratch-postgres.ts';

/**
 * One suite per database engine, named by `name` with `%s` for the engine. PostgreSQL's suite carries the
 * `postgres` tag: it runs on the cluster the test script started (TEST_DATABASE_URL), and without one it
 * is skipped and counted as skipped (vitest.config.ts), so a run on SQLite alone says what it left out.
 */
export function describeEachDialect(name: string, suite: (dialect: Dialect) => void): void {
  for (const dialect of ['sqlite', 'postgres'] as const) {
    describe(name.replace('%s', dialect), { tags: dialect === 'postgres' ? ['postgres'] : [] }, () => suite(dialect));
  }
}

/** A brand-new database: in-memory SQLite, or a freshly created PostgreSQL database dropped on close. */
export async function freshDatabase(dialect: Dialect): Promise<Database> {
  if (dialect === 'sqlite') return openDatabase({});
  const scratch = await scratchPostgres('cl_test');
  const database = await openDatabase({ databaseUrl: scratch.url });
  return {
    ...database,
    async close() {
      await database.close();
      await scratch.drop();
    },
  };
}

export interface TestApp {
  app: ReturnType<typeof createApp>;
  deps: AppDeps;
  clock: ReturnType<typeof manualClock>;
  close(): Promise<void>;
}

const PLENTY = { limit: 100_000, windowMs: 60_000 };
/**
 * Tests of other behaviour send a route far more requests than a person would, all from one address,
 * under a clock that stands still: the per-client limits on photos, product pages, searches,
 * explanations, events, new watches and exchange rates are raised out of their way. A test of a limit passes its own `rateLimits`.
 */
export const TEST_RATE_LIMITS: Partial<RateLimitSettings> = {
  eventsPerIp: PLENTY,
  analyzePerIp: PLENTY,
  identifyPerIp: PLENTY,
  productPerIp: PLENTY,
  searchesPerIp: PLENTY,
  explainsPerIp: PLENTY,
  watchCreatesPerIp: PLENTY,
  watchCreatesPerIpDaily: PLENTY,
  exchangeRatesPerIp: PLENTY,
};

/** Daily budgets of the paid vendors out of the way of tests of other behaviour (a test of a budget sets
 *  its own in `env`); calls are still counted, as in production. */
const TEST_BUDGETS = {
  SERPAPI_DAILY_CALLS: '1000000',
  SERPAPI_CLIENT_DAILY_CALLS: '1000000',
  OPENAI_DAILY_CALLS: '1000000',
  OPENAI_CLIENT_DAILY_CALLS: '1000000',
};

/** The real router on a fresh database, with a manual clock and silent logs. */
export async function makeTestApp(
  dialect: Dialect,
  overrides: Partial<AppDeps> & { env?: Record<string, string> } = {},
): Promise<TestApp> {
  const { env, ...rest } = overrides;
  const database = await freshDatabase(dialect);
  const clock = manualClock();
  const config = testConfig({ ...TEST_BUDGETS, ...env });
  const deps: AppDeps = {
    database,
    config,
    clock,
    logger: createLogger('silent'),
    providers: createProviders(config, { meter: vendorMeter({ database, clock, config }) }),
    rateLimits: TEST_RATE_LIMITS,
    ...rest,
  };
  return { app: createApp(deps), deps, clock, close: () => database.close() };
}

/** A browser-like client: keeps the device cookie between requests, like a real visitor, and says what a
 *  browser says of a request the app's own pages send (Sec-Fetch-Site: same-origin) unless told otherwise. */
export function client(app: { request: (path: string, init?: RequestInit) => Response | Promise<Response> }) {
  const jar = new Map<string, string>();
  async function send(path: string, init: RequestInit = {}) {
    const headers = new Headers(init.headers);
    if (!headers.has('sec-fetch-site')) headers.set('sec-fetch-site', 'same-origin');
    if (jar.size) headers.set('cookie', [...jar].map(([k, v]) => `${k}=${v}`).join('; '));
    const res = await app.request(path, { ...init, headers });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [k, v] = pair!.split('=');
      if (k && v !== undefined) jar.set(k.trim(), v.trim());
    }
    return res;
  }
  return {
    cookies: jar,
    get: (path: string, headers?: Record<string, string>) => send(path, { headers }),
    post: (path: string, body?: unknown, headers: Record<string, string> = {}) =>
      send(path, {
        method: 'POST',
        headers: body instanceof FormData ? headers : { 'content-type': 'application/json', ...headers },
        body: body instanceof FormData ? body : body === undefined ? undefined : JSON.stringify(body),
      }),
    send,
  };
}
