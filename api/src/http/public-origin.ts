import type { Context } from 'hono';
import type { Config } from '../env.ts';
import { servedOverTls } from './tls.ts';

/** A Host header as browsers send it: a name or an address, and a port. Anything else is not trusted. */
const HOST = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/;

/**
 * The one public address links to this app are built on: share links in the share answer, the shared
 * page's canonical address and its preview tags. PUBLIC_ORIGIN when set; else the address the visitor
 * is on (the request's Host, or the proxy's X-Forwarded-Host under TRUST_PROXY), so a link made on
 * 127.0.0.1 opens on 127.0.0.1 and not on a name the server chose for itself. When ALLOWED_HOSTS is set,
 * only a host it lists is taken (a production server must set one of the two, so a stranger's Host never
 * names its links); the address the server listens on is the last resort (no Host at all).
 * A Host the client sends only shapes the answer that client gets: nothing stored holds the origin.
 */
export function publicOrigin(
  c: Context,
  config: Pick<Config, 'PUBLIC_ORIGIN' | 'ALLOWED_HOSTS' | 'TRUST_PROXY' | 'HOST' | 'PORT'>,
): string {
  if (config.PUBLIC_ORIGIN) return new URL(config.PUBLIC_ORIGIN).origin;
  const forwarded = config.TRUST_PROXY ? c.req.header('x-forwarded-host') : undefined;
  const host = (forwarded ?? c.req.header('host'))?.split(',')[0]?.trim().toLowerCase();
  const allowed = config.ALLOWED_HOSTS.length === 0 || config.ALLOWED_HOSTS.includes(host ?? '');
  if (host && HOST.test(host) && allowed) {
    return `${servedOverTls(c, config.TRUST_PROXY) ? 'https' : 'http'}://${host}`;
  }
  const listening = config.HOST === '0.0.0.0' || config.HOST === '::' ? 'localhost' : config.HOST;
  return `http://${listening.includes(':') ? `[${listening}]` : listening}:${config.PORT}`;
}
