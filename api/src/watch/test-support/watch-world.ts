/**
 * A CostLens API with its price-watch scheduler on a database that outlives it (a SQLite folder, or a
 * PostgreSQL database), a manual clock the test moves, and the real router: `restart()` closes the process's
 * part (scheduler, connections) and opens it again on the same data, as a restart of the server would.
 */
import type { AppDeps } from '../../app-types.ts';
import { createApp } from '../../app.ts';
import type { Dialect } from '../../db/database.ts';
import { testConfig } from '../../env.ts';
import { vendorMeter } from '../../http/vendor-budget.ts';
import { startScheduler } from '../../jobs/scheduler.ts';
import type { Scheduler } from '../../jobs/scheduler.ts';
import { manualClock } from '../../lib/clock.ts';
import { createLogger } from '../../lib/logger.ts';
import { createProviders } from '../../providers/index.ts';
import type { Providers } from '../../providers/index.ts';
import { sharedDatabase } from '../../resilience/support/databases.ts';
import { client, TEST_RATE_LIMITS } from '../../../test/harness.ts';

export interface WatchWorld {
  clock: ReturnType<typeof manualClock>;
  deps: AppDeps;
  app: ReturnType<typeof createApp>;
  scheduler: Scheduler;
  /** The shopper's browser: keeps its device cookie across restarts. */
  shopper: ReturnType<typeof client>;
  /** A browser of another device (a cookie of its own). */
  anotherBrowser(): ReturnType<typeof client>;
  /** Looks for due watches and waits until their checks are done; answers how many were due. */
  runDue(): Promise<number>;
  /** A second scheduler on the same database, as another API process would run (stopped on close). */
  anotherProcess(): Promise<Scheduler>;
  restart(): Promise<void>;
  close(): Promise<void>;
}

export async function watchWorld(
  dialect: Dialect,
  env: Record<string, string>,
  opts: {
    providers?: (config: AppDeps['config']) => Providers;
    /** The certificate of a test's local push service, trusted by this world's push sender only. */
    pushTransport?: AppDeps['pushTransport'];
    /** Per-client limits of a test of limits (others run with the harness's raised ones). */
    rateLimits?: AppDeps['rateLimits'];
  } = {},
): Promise<WatchWorld> {
  const shared = await sharedDatabase(dialect);
  const clock = manualClock();
  const config = testConfig({
    SERPAPI_DAILY_CALLS: '1000000',
    SERPAPI_CLIENT_DAILY_CALLS: '1000000',
    ...env,
  });
  const jar = new Map<string, string>();

  async function open() {
    const database = await shared.open();
    const core: AppDeps = {
      database,
      config,
      clock,
      logger: createLogger('silent'),
      providers:
        opts.providers?.(config) ?? createProviders(config, { meter: vendorMeter({ database, clock, config }) }),
      rateLimits: opts.rateLimits ?? TEST_RATE_LIMITS,
      pushTransport: opts.pushTransport ?? {},
    };
    const scheduler = await startScheduler(core, { databaseUrl: shared.env.DATABASE_URL });
    const deps: AppDeps = { ...core, alertPushes: scheduler.alertPushes };
    const app = createApp(deps);
    const shopper = client(app);
    for (const [k, v] of jar) shopper.cookies.set(k, v);
    return { deps, app, scheduler, shopper };
  }

  let current = await open();
  const others: Scheduler[] = [];
  const world: WatchWorld = {
    clock,
    get deps() {
      return current.deps;
    },
    get app() {
      return current.app;
    },
    get scheduler() {
      return current.scheduler;
    },
    get shopper() {
      return current.shopper;
    },
    anotherBrowser: () => client(current.app),
    async runDue() {
      const due = await current.scheduler.tick();
      await current.scheduler.drain(30_000);
      return due;
    },
    async anotherProcess() {
      const other = await startScheduler(current.deps, { databaseUrl: shared.env.DATABASE_URL });
      others.push(other);
      return other;
    },
    async restart() {
      for (const [k, v] of current.shopper.cookies) jar.set(k, v);
      await current.scheduler.stop();
      await current.deps.database.close();
      current = await open();
    },
    async close() {
      for (const other of others) await other.stop();
      await current.scheduler.stop();
      await current.deps.database.close();
      await shared.remove();
    },
  };
  return world;
}
