import { existsSync, readFileSync } from 'node:fs';
import { Server as HttpServer } from 'node:http';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { compress } from 'hono/compress';
import { createApp } from './app.ts';
import { openDatabase } from './db/database.ts';
import { configuredSecrets, loadConfig } from './env.ts';
import { closeOnlyIdleSockets } from './http/idle-sockets.ts';
import { vendorMeter } from './http/vendor-budget.ts';
import { startScheduler } from './jobs/scheduler.ts';
import { systemClock } from './lib/clock.ts';
import { createLogger } from './lib/logger.ts';
import { surviveStrayErrors } from './lib/process-guard.ts';
import { firstViewRoutes } from './pages/first-views.ts';
import { mountHistoryPage } from './pages/history-page.ts';
import { mountPublicPage } from './pages/public-page.ts';
import { mountAnalysisPage } from './pages/analysis-page.ts';
import { mountSharedPage } from './pages/shared-page.ts';
import { flushViews } from './routes/shared/view-counter.ts';
import { createProviders } from './providers/index.ts';

const config = loadConfig();
const logger = createLogger(config.LOG_LEVEL, undefined, configuredSecrets(config));
surviveStrayErrors(logger);
const database = await openDatabase({
  dataDir: config.DATA_DIR,
  databaseUrl: config.DATABASE_URL,
  onIdleError: (err) => logger.warn('database connection dropped', { err: err.message }),
});
// Every paid call counts against the daily budgets, shared by every process through the database.
const providers = createProviders(config, { meter: vendorMeter({ database, clock: systemClock, config }) });
const core = { database, config, clock: systemClock, logger, providers };
// Price watches and their pushes: each process looks for due checks (unless WATCH_SCHEDULER=off) and runs
// pushes; on PostgreSQL the queues are shared, so each job runs once. The routes' own checks (a new watch,
// "Check now") hand their alerts to the same push queue.
const scheduler = await startScheduler(core, {
  databaseUrl: config.DATABASE_URL,
  timer: true,
  checks: config.WATCH_SCHEDULER === 'on',
});
const deps = { ...core, alertPushes: scheduler.alertPushes };
const app = createApp(deps);

// serveStatic resolves `root` against the working directory, not this file.
const distAbs = config.WEB_DIST ? resolve(config.WEB_DIST) : fileURLToPath(new URL('../../web/dist', import.meta.url));
if (existsSync(distAbs)) {
  const root = relative(process.cwd(), distAbs) || '.';
  // The app's files go out gzip-compressed (≈ 3× fewer bytes on a phone's first visit); API answers
  // above are not touched (they never reach these handlers).
  app.use('*', compress({ encoding: 'gzip' }));
  app.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.ok) c.header('Cache-Control', 'public, max-age=31536000, immutable'); // hashed names
  });
  app.use('*', async (c, next) => {
    await next();
    if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-cache'); // sw.js, index.html, manifest
  });
  // A built page (a path inside the build), read once when first asked for; null when there is none.
  const builtPage = (file: string | undefined) => {
    let html: string | null | undefined;
    return () => (html ??= file ? readFileSync(join(distAbs, file), 'utf8') : null);
  };
  // A shared analysis's page holds its first view and link preview before any script runs.
  mountSharedPage(app, deps, { shell: builtPage('index.html') });
  // A visitor's address of someone's shared analysis goes to its public page before the app loads.
  mountAnalysisPage(app, deps);
  // A first visit to a route with a first view gets the copy of the page that already shows it; the
  // community list's copy also gets the list's first page, and a new device's history its empty list.
  const views = firstViewRoutes(distAbs);
  mountPublicPage(app, deps, { page: builtPage(views.find((v) => v.path === '/public')?.file) });
  mountHistoryPage(app, { newDevicePage: builtPage(views.find((v) => v.path === '/history')?.newDeviceFile) });
  for (const { path, file, plainAddressOnly } of views) {
    const view = serveStatic({ root, path: file });
    app.get(path, (c, next) => (plainAddressOnly && new URL(c.req.url).search ? next() : view(c, next)));
  }
  app.get('*', serveStatic({ root }));
  // SPA fallback: client routes (and unknown paths, which show the 404 screen) get the shell.
  app.get('*', serveStatic({ root, path: 'index.html' }));
} else {
  logger.warn('web build not found; serving the API only', { distAbs });
}

const server = serve(
  {
    fetch: app.fetch,
    port: config.PORT,
    hostname: config.HOST,
    serverOptions: {
      headersTimeout: config.HEADERS_TIMEOUT_MS,
      requestTimeout: config.REQUEST_TIMEOUT_MS,
      // Node enforces the two limits above only when it sweeps connections (every 30 s by default).
      connectionsCheckingInterval: Math.min(1_000, Math.ceil(config.HEADERS_TIMEOUT_MS / 2)),
    },
  },
  (info) => {
    logger.info('listening', {
      url: `http://${config.HOST === '0.0.0.0' ? '127.0.0.1' : config.HOST}:${info.port}`,
      database: database.dialect,
    });
    // Load the on-device models now rather than on the first user's photo; requests are served meanwhile.
    if (!config.VISION_WARMUP) return;
    const started = performance.now();
    providers.vision
      .warmup?.()
      .then(() => logger.info('vision provider ready', { ms: Math.round(performance.now() - started) }))
      .catch((err: unknown) =>
        logger.warn('vision warm-up failed; the first analysis will load the models', { err: String(err) }),
      );
  },
);
// Slow or stuck clients must not hold sockets forever: idle sockets close too, but not one whose
// request has arrived and waits for its answer.
server.setTimeout?.(config.SOCKET_IDLE_TIMEOUT_MS);
if (server instanceof HttpServer) closeOnlyIdleSockets(server);

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  logger.info('shutting down', { signal });
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  server.close(async () => {
    // Checks in hand finish (a few seconds at most) before the database closes.
    await scheduler.stop().catch((err: unknown) => logger.warn('scheduler stop failed', { err: String(err) }));
    // Views counted in memory since the last batch are written before the database closes.
    await flushViews(database);
    await database.close();
    logger.info('closed');
    process.exit(0);
  });
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
