import type { MiddlewareHandler } from 'hono';
import type { Logger } from '../lib/logger.ts';
import { randomId } from '../lib/ids.ts';

/** Tags each request with an id (kept from a proxy's X-Request-Id when sane) and logs one line. */
export function requestLog(logger: Logger): MiddlewareHandler<{ Variables: { requestId: string } }> {
  return async (c, next) => {
    const incoming = c.req.header('x-request-id');
    const requestId = incoming && /^[\w.-]{1,64}$/.test(incoming) ? incoming : randomId();
    c.set('requestId', requestId);
    c.header('X-Request-Id', requestId);
    const started = performance.now();
    await next();
    // Only the path: query strings may carry user input that does not belong in logs.
    logger.info('request', {
      reqId: requestId,
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
    });
  };
}
