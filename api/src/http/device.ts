/**
 * The anonymous device id every browser gets; history, shares, likes and re-estimates hang on it.
 *
 * The server issues ids and signs them (HMAC-SHA256 with a key it makes at first start and keeps in
 * the database, so every process signs alike): the cookie holds "id.signature", and an id the server
 * did not sign is not trusted. Over TLS the cookie is `__Host-cl_device` (Secure, whole site, no
 * Domain: a sibling subdomain cannot plant or replace it), else `cl_device`.
 *
 * An id is only made for a request that is not cross-site (those are refused before this runs) and
 * that a browser page could have sent on the visitor's behalf: same-origin, typed by the person, or a
 * program's write. A read with no browser headers gets a one-request id and no cookie, so an old
 * browser's cross-site image cannot replace the visitor's cookie either.
 *
 * Cookies from before ids were signed hold a bare id: an id that was issued so (the database lists
 * them) is upgraded to a signed cookie for the same id once (again within a few minutes, for a page's
 * requests sent together), and only on a request the browser marks same-origin. Until then such a
 * request gets a one-request id and the old cookie is left alone. Any other bare id (one whose cookie
 * was signed from the start, presented without its signature, or one a client made up), a wrongly
 * signed id, or an old id presented after its upgrade was used, is not trusted: it is a new device.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Context, MiddlewareHandler, Next } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { AppDeps, AppEnv } from '../app-types.ts';
import type { Database } from '../db/database.ts';
import { claimDeviceUpgrade, issuedUnsigned } from '../db/device-upgrades.ts';
import { serverSecret } from '../db/server-secrets.ts';
import { ID_PATTERN, randomId } from '../lib/ids.ts';
import { servedOverTls } from './tls.ts';

export const DEVICE_COOKIE = 'cl_device';
/** The cookie over TLS: the __Host- prefix binds it to this host, Secure, path "/". */
export const SECURE_DEVICE_COOKIE = `__Host-${DEVICE_COOKIE}`;
const DEVICE_COOKIE_MAX_AGE_S = 400 * 24 * 60 * 60; // the longest lifetime browsers honour
/** The name of the signing key in `server_secrets`. */
export const DEVICE_KEY_NAME = 'device-cookie-key';
/** Cookie headers each process remembers what it read from (≈ 300 bytes each), and the longest it keeps. */
const KNOWN_HEADERS = 20_000;
const KNOWN_HEADER_MAX_CHARS = 512;

/** The device cookies a Cookie header holds: the plain-named value, and the ids whose signatures hold. */
interface CookieRead {
  fromSecure: string | null;
  plain: string | undefined;
  fromPlain: string | null;
}
/** How long after its first upgrade an unsigned id is upgraded again (requests already in flight). */
export const LEGACY_UPGRADE_GRACE_MS = 5 * 60_000;

/** The signing key of device cookies, made by the first process that needs it. */
export function deviceCookieKey(database: Database, now: number): Promise<string> {
  return serverSecret(database, DEVICE_KEY_NAME, () => randomBytes(32).toString('base64url'), now);
}

const mac = (key: string, id: string) => createHmac('sha256', key).update(`device:${id}`).digest('base64url');

/** The cookie value of a signed id: "id.signature". */
export function signDeviceId(key: string, id: string): string {
  return `${id}.${mac(key, id)}`;
}

/** The id in a cookie value this server signed, else null. */
export function verifiedDeviceId(key: string, value: string | undefined): string | null {
  if (!value) return null;
  const dot = value.indexOf('.');
  if (dot < 0) return null;
  const id = value.slice(0, dot);
  if (!ID_PATTERN.test(id)) return null;
  const given = Buffer.from(value.slice(dot + 1));
  const wanted = Buffer.from(mac(key, id));
  return given.length === wanted.length && timingSafeEqual(given, wanted) ? id : null;
}

const signingKeys = new WeakMap<Database, Promise<string>>();

/** The signing key, read once a process for each database (the read makes it the first time, a write):
 *  every request that checks a device cookie asks for it. */
export function deviceSigningKey({ database, clock }: Pick<AppDeps, 'database' | 'clock'>): Promise<string> {
  let key = signingKeys.get(database);
  if (!key) {
    key = deviceCookieKey(database, clock.now()).catch((err: unknown) => {
      signingKeys.delete(database); // the database may answer the next request
      throw err;
    });
    signingKeys.set(database, key);
  }
  return key;
}

export function deviceCookie({
  database,
  clock,
  config,
}: Pick<AppDeps, 'database' | 'clock' | 'config'>): MiddlewareHandler<AppEnv> {
  const signingKey = () => deviceSigningKey({ database, clock });

  // A device sends the same Cookie header on every request: what was read from it (the cookies parsed,
  // their signatures checked) is looked up the next time, for a bounded number of short headers (all
  // forgotten when full).
  const known = new Map<string, CookieRead>();
  const readCookies = (c: Context<AppEnv>, signing: string, secure: boolean): CookieRead => {
    const header = c.req.header('cookie') ?? '';
    const key = header.length <= KNOWN_HEADER_MAX_CHARS ? `${secure ? 's' : 'p'}${header}` : null;
    const seen = key === null ? undefined : known.get(key);
    if (seen) return seen;
    const plain = getCookie(c, DEVICE_COOKIE);
    const read: CookieRead = {
      fromSecure: secure ? verifiedDeviceId(signing, getCookie(c, DEVICE_COOKIE, 'host')) : null,
      plain,
      fromPlain: verifiedDeviceId(signing, plain),
    };
    if (key !== null) {
      if (known.size >= KNOWN_HEADERS) known.clear();
      known.set(key, read);
    }
    return read;
  };

  const identify = (c: Context<AppEnv>, next: Next, signing: string) => {
    const secure = servedOverTls(c, config.TRUST_PROXY);
    const site = c.get('site');
    const { fromSecure, plain, fromPlain } = readCookies(c, signing, secure);
    const issue = (id: string) => {
      setCookie(c, DEVICE_COOKIE, signDeviceId(signing, id), {
        httpOnly: true,
        sameSite: 'Lax',
        path: '/',
        maxAge: DEVICE_COOKIE_MAX_AGE_S,
        ...(secure ? { prefix: 'host' as const } : {}),
      });
      // Over TLS the plain-named cookie is left over from plain HTTP or from before: it goes.
      if (secure && plain !== undefined) deleteCookie(c, DEVICE_COOKIE, { path: '/' });
    };

    let id = fromSecure ?? fromPlain;
    if (id !== null && fromSecure === null && secure) issue(id); // signed, but under the plain name
    if (id === null && plain && ID_PATTERN.test(plain)) {
      // An id from before ids were signed: upgraded on a same-origin request, once.
      if (site !== 'same-origin') {
        c.set('deviceId', randomId());
        return next();
      }
      return upgrade(plain).then((upgraded) => {
        const kept = upgraded ? plain : randomId();
        issue(kept);
        c.set('deviceId', kept);
        return next();
      });
    }
    if (id === null) {
      id = randomId();
      if (mayIssue(c, site)) issue(id);
    }
    c.set('deviceId', id);
    return next();
  };
  const upgrade = async (plain: string) =>
    (await issuedUnsigned(database, plain)) &&
    (await claimDeviceUpgrade(database, plain, clock.now(), LEGACY_UPGRADE_GRACE_MS));

  // Once the key is known, a request goes through without waiting on anything.
  let signing: string | null = null;
  return (c, next) =>
    signing !== null ? identify(c, next, signing) : signingKey().then((key) => identify(c, next, (signing = key)));
}

/** Whether a request without a signed id gets one: not a read without browser headers. */
function mayIssue(c: Context<AppEnv>, site: AppEnv['Variables']['site']): boolean {
  if (site === 'same-origin' || site === 'user') return true;
  return site === 'unknown' && c.req.method !== 'GET' && c.req.method !== 'HEAD';
}
