/**
 * Requests from other sites are refused before anything else reads them. A page on another site can
 * make a visitor's browser send requests here (a form posted by script, an image, a link): they carry
 * the visitor's cookies where SameSite allows, and the server would act on them. Browsers say where a
 * request comes from in Sec-Fetch-Site, which no page can set; older ones send Origin on every request
 * that is not a GET or HEAD. A request with neither comes from no browser page (a program, a test) or
 * is an old browser's same-origin read.
 */
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-types.ts';
import type { Config } from '../env.ts';
import { HttpError } from './errors.ts';

/**
 * - 'same-origin': the browser says so (Sec-Fetch-Site), or its Origin is this server's;
 * - 'user': the person typed the address or opened a bookmark (Sec-Fetch-Site: none);
 * - 'unknown': no browser header at all;
 * - 'cross-site': another site, or a sibling on the same site: never served.
 */
export type RequestSite = 'same-origin' | 'user' | 'unknown' | 'cross-site';

type SiteConfig = Pick<Config, 'PUBLIC_ORIGIN' | 'ALLOWED_HOSTS' | 'TRUST_PROXY'>;

export function requestSite(c: Context, config: SiteConfig): RequestSite {
  const fetchSite = c.req.header('sec-fetch-site')?.trim().toLowerCase();
  if (fetchSite === 'same-origin') return 'same-origin';
  if (fetchSite === 'none') return 'user';
  if (fetchSite) return 'cross-site';
  const origin = c.req.header('origin');
  if (origin === undefined) return 'unknown';
  return isOwnOrigin(c, origin, config) ? 'same-origin' : 'cross-site';
}

/** Whether `origin` names this server: the host the request was sent to, the public origin, or an
 *  allowed host. The host a browser sends a request to is the one it names in Host. */
function isOwnOrigin(c: Context, origin: string, config: SiteConfig): boolean {
  let host: string;
  try {
    host = new URL(origin).host.toLowerCase();
  } catch {
    return false; // "null" (a sandboxed frame, a redirect across sites) or garbage
  }
  if (!host) return false;
  const own = [c.req.header('host'), config.TRUST_PROXY ? c.req.header('x-forwarded-host') : undefined]
    .map((h) => h?.split(',')[0]?.trim().toLowerCase())
    .filter(Boolean);
  if (own.includes(host)) return true;
  if (config.PUBLIC_ORIGIN && new URL(config.PUBLIC_ORIGIN).host.toLowerCase() === host) return true;
  return config.ALLOWED_HOSTS.includes(host);
}

/** Refuses cross-site requests with 403 `cross_site`, before any cookie is read or set; remembers
 *  what the request is (`site`) for the device cookie. */
export function refuseCrossSite(config: SiteConfig): MiddlewareHandler<AppEnv> {
  return (c, next) => {
    const site = requestSite(c, config);
    if (site === 'cross-site') {
      throw new HttpError(403, 'cross_site', 'This request came from another site and was refused.');
    }
    c.set('site', site);
    return next();
  };
}
