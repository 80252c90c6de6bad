/**
 * Which push endpoints the server will post to, decided from the address alone (no network look-up, so
 * a subscription is judged the same with or without DNS): https on the default port, on a push service
 * that browsers themselves use. Anything else is an address a client chose for the server to post to.
 * Tests name their local push service (host:port) in TEST_ONLY_PUSH_SERVICE, which production refuses.
 */
import { ECDH } from 'node:crypto';

/** The browsers' own push services, by exact host. */
const SERVICE_HOSTS: ReadonlyMap<string, string> = new Map([
  ['fcm.googleapis.com', 'Firebase Cloud Messaging (Chrome, Android, Opera, Samsung Internet)'],
  ['updates.push.services.mozilla.com', 'Mozilla autopush (Firefox)'],
  ['web.push.apple.com', 'Apple Push Notification service (Safari)'],
]);
/** Windows Push Notification Services (Edge) answers from many hosts under one domain. */
const SERVICE_SUFFIXES: ReadonlyArray<readonly [string, string]> = [
  ['.notify.windows.com', 'Windows Push Notification Services (Edge)'],
];

export type EndpointVerdict = { ok: true; url: URL; service: string } | { ok: false; why: string };

/**
 * Whether the server may post to `endpoint`. `testServices` are host:port pairs of local push services
 * in tests (TEST_ONLY_PUSH_SERVICE); they may be plain addresses on any port.
 */
export function checkPushEndpoint(endpoint: string, testServices: readonly string[] = []): EndpointVerdict {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return { ok: false, why: 'a push service address starts with https://' };
  }
  if (url.protocol !== 'https:') return { ok: false, why: 'a push service address starts with https://' };
  if (url.username || url.password) return { ok: false, why: 'a push service address has no user name or password' };
  const host = url.hostname.toLowerCase();
  const port = url.port ? Number(url.port) : 443;
  if (testServices.some((entry) => entry.trim().toLowerCase() === `${host}:${port}`)) {
    return { ok: true, url, service: 'test push service' };
  }
  // The URL parser drops :443 on https, so any port left is another one.
  if (url.port) return { ok: false, why: 'a push service answers on the standard https port' };
  const service =
    SERVICE_HOSTS.get(host) ??
    SERVICE_SUFFIXES.find(([suffix]) => host.endsWith(suffix) && host.length > suffix.length)?.[1];
  if (!service) return { ok: false, why: "that address is not a browser's push service" };
  if (url.pathname.length <= 1) return { ok: false, why: 'that push address names no subscription' };
  return { ok: true, url, service };
}

/** URL-safe base64 (padding allowed) as bytes; null when it is not base64url. */
function base64url(text: string): Buffer | null {
  return /^[A-Za-z0-9_-]+={0,2}$/.test(text) ? Buffer.from(text.replace(/=+$/, ''), 'base64url') : null;
}

/** The browser's message key: an uncompressed P-256 point (65 bytes, 0x04 first) on the curve. */
export function validP256dh(text: string): boolean {
  const bytes = base64url(text);
  if (!bytes || bytes.length !== 65 || bytes[0] !== 0x04) return false;
  try {
    ECDH.convertKey(bytes, 'prime256v1');
    return true;
  } catch {
    return false;
  }
}

/** The browser's authentication secret: 16 bytes. */
export function validAuthSecret(text: string): boolean {
  return base64url(text)?.length === 16;
}
