import { Hono } from 'hono';
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compressAnswers } from './compression/compress-answers.ts';
import type { AppDeps, AppEnv } from './app-types.ts';
import { refuseCrossSite } from './http/cross-site.ts';
import { deviceCookie } from './http/device.ts';
import { errorHandler, notFound, tooLarge } from './http/errors.ts';
import { requestLog } from './http/request-log.ts';
import { securityHeaders } from './http/security-headers.ts';
import { clientIp } from './http/rate-limit.ts';
import { uploadMemoryBudget } from './http/upload-budget.ts';
import { mountRoutes } from './routes/index.ts';

export type { AppDeps } from './app-types.ts';

/** JSON bodies are small; image uploads have their own, larger limit on their routes. */
export const JSON_BODY_LIMIT_BYTES = 256 * 1024;
export const UPLOAD_BODY_LIMIT_BYTES = 10 * 1024 * 1024 + 64 * 1024; // 10 MB image + multipart framing

/** The whole HTTP API as a Hono app; `server.ts` adds static files and the Node listener. */
export function createApp(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  app.use('*', requestLog(deps.logger));
  app.use('*', securityHeaders({ trustProxy: deps.config.TRUST_PROXY }));
  app.use('*', compressAnswers());
  app.onError(errorHandler(deps.logger));

  const api = new Hono<AppEnv>();
  // Another site's page may make a visitor's browser send requests here: refused before anything else.
  api.use('*', refuseCrossSite(deps.config));
  api.use('*', (c, next) => {
    // API answers are per-device and must never be stored by shared caches. Set before the route, which
    // may replace it: reading the answer's headers after it would cost every request.
    c.header('Cache-Control', 'no-store');
    return next();
  });
  api.use('*', deviceCookie(deps));
  // A body sent without a length is refused once it passes the limit; closing the connection then stops
  // the sender, where draining the rest would let a client push tens of megabytes after its refusal.
  // A declared length over the limit is refused before any of it is read, and the connection is kept
  // so the client can read the refusal.
  const refuse = (c: Context<AppEnv>) => {
    const headers: Record<string, string> = c.req.header('content-length') ? {} : { Connection: 'close' };
    throw tooLarge('Request body is too large', undefined, headers);
  };
  // A declared length is compared as it is: the HTTP parser reads exactly that many bytes as the body.
  // A JSON body sent without one is counted as it arrives (Hono's limit), because counting means the
  // Node adapter builds a full Request, which costs more than a cached read's whole answer. An upload
  // sent without one is counted by the upload reader as it arrives (http/upload-body.ts), under the
  // memory budget and the least rate: Hono's limit would hold all of it, unpaced, before either.
  const limit =
    (maxSize: number, counted: MiddlewareHandler<AppEnv>): MiddlewareHandler<AppEnv> =>
    (c, next) => {
      const declared = c.req.header('content-length');
      if (declared === undefined || c.req.header('transfer-encoding') !== undefined) return counted(c, next);
      return Number(declared) > maxSize ? refuse(c) : next();
    };
  const jsonLimit = limit(JSON_BODY_LIMIT_BYTES, bodyLimit({ maxSize: JSON_BODY_LIMIT_BYTES, onError: refuse }));
  const uploadLimit = limit(UPLOAD_BODY_LIMIT_BYTES, (_c, next) => next());
  // Only requests that may carry a body pass these two (GET and HEAD carry none).
  const WITH_BODY = ['POST', 'PUT', 'PATCH', 'DELETE'];
  api.on(WITH_BODY, '*', (c, next) =>
    (c.req.header('content-type') ?? '').startsWith('multipart/form-data') ? uploadLimit(c, next) : jsonLimit(c, next),
  );
  // Photos wait in memory for the estimator or the model: the bytes held at once are bounded, for all
  // and per address, and a body must keep arriving at a least rate.
  const { config } = deps;
  api.on(
    WITH_BODY,
    '*',
    uploadMemoryBudget({
      budgetBytes: config.UPLOAD_MEMORY_BUDGET_MB * 1024 * 1024,
      addressShareBytes: config.UPLOAD_ADDRESS_SHARE_MB * 1024 * 1024,
      addressOf: (c) => clientIp(c, config.TRUST_PROXY),
      pace: { bytesPerSecond: config.UPLOAD_MIN_BYTES_PER_S, windowMs: config.UPLOAD_RATE_WINDOW_S * 1000 },
      maxBodyBytes: UPLOAD_BODY_LIMIT_BYTES,
    }),
  );
  mountRoutes(api, deps);
  api.all('*', (c) => {
    throw notFound(`No API route for ${c.req.method} ${new URL(c.req.url).pathname}`);
  });
  app.route('/api', api);
  return app;
}
