import type { MiddlewareHandler } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { ID_PATTERN, randomId } from '../lib/ids.ts';
import { servedOverTls } from './tls.ts';

export const DEVICE_COOKIE = 'cl_device';
const DEVICE_COOKIE_MAX_AGE_S = 400 * 24 * 60 * 60; // the longest lifetime browsers honour

/** Gives every browser an anonymous device id on first contact; history and ownership hang on it. */
export function deviceCookie(
  opts: { trustProxy?: boolean } = {},
): MiddlewareHandler<{ Variables: { deviceId: string } }> {
  return async (c, next) => {
    let id = getCookie(c, DEVICE_COOKIE);
    if (!id || !ID_PATTERN.test(id)) {
      id = randomId();
      setCookie(c, DEVICE_COOKIE, id, {
        httpOnly: true,
        sameSite: 'Lax',
        path: '/',
        secure: servedOverTls(c, opts.trustProxy ?? false),
        maxAge: DEVICE_COOKIE_MAX_AGE_S,
      });
    }
    c.set('deviceId', id);
    await next();
  };
}
