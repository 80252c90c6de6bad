/**
 * What the API's default Cache-Control costs per request: the same small in-memory route on the same
 * app middleware (request log, security headers), with the default set after the route by reading the
 * answer's headers (the old way), set before it (the way app.ts does it now), and not at all.
 * `node --import tsx bench/support/middleware-cost.ts` prints requests per second of each.
 */
import { serve } from '@hono/node-server';
import autocannon from 'autocannon';
import { Hono } from 'hono';
import type { MiddlewareHandler } from 'hono';
import { createLogger, requestLog, securityHeaders } from '@costlens/api/testing';

const BODY = new TextEncoder().encode(JSON.stringify({ status: 'ok', items: Array.from({ length: 20 }, (_, i) => i) }));

const variants: Record<string, MiddlewareHandler | null> = {
  none: null,
  'after next(), reading the answer headers': async (c, next) => {
    await next();
    if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-store');
  },
  'before next(), a route may replace it': async (c, next) => {
    c.header('Cache-Control', 'no-store');
    await next();
  },
};

for (const [name, middleware] of Object.entries(variants)) {
  const app = new Hono();
  app.use('*', requestLog(createLogger('silent')));
  app.use('*', securityHeaders());
  const api = new Hono();
  if (middleware) api.use('*', middleware);
  api.get('/x', (c) => c.body(BODY as Uint8Array<ArrayBuffer>, 200, { 'Content-Type': 'application/json' }));
  app.route('/api', api);
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((r) => server.once('listening', r));
  const { port } = server.address() as { port: number };
  const url = `http://127.0.0.1:${port}/api/x`;
  await autocannon({ url, connections: 64, duration: 2 });
  const r = await autocannon({ url, connections: 64, duration: Number(process.env.SECONDS ?? 6) });
  console.log(`${name.padEnd(45)} ${Math.round(r.requests.average)} req/s  p99 ${r.latency.p99} ms`);
  await new Promise((r) => server.close(r));
}
