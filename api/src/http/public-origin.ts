import type { Context } from 'hono';
import type { Config } from '../env.ts';
import { servedOverTls } from './tls.ts';

/**
 * The origin links to this app are built on (share links). Never a Host header the server does not
 * know: anyone can send any Host, and a share link built on it would send the people it is shared with
 * to the sender's site. PUBLIC_ORIGIN when set (production requires it or ALLOWED_HOSTS); else the
 * request's host when ALLOWED_HOSTS lists it; else the address the server itself listens on.
 */
export function publicOrigin(
  c: Context,
  config: Pick<Config, 'PUBLIC_ORIGIN' | 'ALLOWED_HOSTS' | 'TRUST_PROXY' | 'HOST' | 'PORT'>,
): string {
  if (config.PUBLIC_ORIGIN) return new URL(config.PUBLIC_ORIGIN).origin;
  const forwarded = config.TRUST_PROXY ? c.req.header('x-forwarded-host') : undefined;
  const host = (forwarded ?? c.req.header('host'))?.split(',')[0]?.trim().toLowerCase();
  if (host && config.ALLOWED_HOSTS.includes(host)) {
    return `${servedOverTls(c, config.TRUST_PROXY) ? 'https' : 'http'}://${host}`;
  }
  const listening = config.HOST === '0.0.0.0' || config.HOST === '::' ? 'localhost' : config.HOST;
  return `http://${listening.includes(':') ? `[${listening}]` : listening}:${config.PORT}`;
}
