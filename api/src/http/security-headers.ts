import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { servedOverTls } from './tls.ts';

/** Browsers remember HTTPS-only for a year once they have seen this over TLS. */
export const HSTS_VALUE = 'max-age=31536000; includeSubDomains';

/** Headers for pages and API alike. No inline script is ever allowed; wasm is (on-device models). */
export function securityHeaders(opts: { trustProxy?: boolean } = {}): MiddlewareHandler {
  const base = secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      connectSrc: ["'self'"],
      workerSrc: ["'self'", 'blob:'],
      manifestSrc: ["'self'"],
      fontSrc: ["'self'", 'data:'],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    referrerPolicy: 'strict-origin-when-cross-origin',
    xFrameOptions: 'DENY',
    xContentTypeOptions: 'nosniff',
    // HSTS only means something over TLS: added below when the request came over it.
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: 'same-origin',
    permissionsPolicy: { camera: ['self'], microphone: [], geolocation: [] },
  });
  return async (c, next) => {
    await base(c, next);
    if (servedOverTls(c, opts.trustProxy ?? false)) c.header('Strict-Transport-Security', HSTS_VALUE);
  };
}
