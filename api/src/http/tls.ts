import type { Context } from 'hono';

/**
 * Whether the visitor reached us over TLS: our own socket was TLS, or — only when TRUST_PROXY is set —
 * the proxy in front says so in X-Forwarded-Proto. Without TRUST_PROXY that header comes from the
 * client and is ignored, so nobody can talk a plain-HTTP server into sending HSTS.
 */
export function servedOverTls(c: Context, trustProxy: boolean): boolean {
  // The request's URL is absolute: its scheme is its start (no URL parsed on every request).
  if (c.req.url.startsWith('https:')) return true;
  if (!trustProxy) return false;
  // The first entry is the scheme the client used at the outermost proxy.
  return c.req.header('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase() === 'https';
}
