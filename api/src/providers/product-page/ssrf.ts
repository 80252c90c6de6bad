/**
 * The guard between a user-supplied address and our network: only public http(s) hosts.
 *
 * Spellings: the WHATWG URL parser (Node's `new URL`) already turns every IPv4 spelling into
 * dotted quads ("2130706433", "0177.0.0.1", "0x7f.1", "127.1" → 127.0.0.1) and compresses IPv6,
 * so literal hosts are checked in canonical form; names are resolved and EVERY address checked.
 * The connection is then made to those checked addresses only (see fetch-page.ts), so a DNS
 * answer that changes between check and connect (rebinding) cannot redirect us inward.
 */
import { lookup as dnsLookup } from 'node:dns/promises';
import type { LookupAddress } from 'node:dns';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';
import { PageFetchError } from './page-fetch-error.ts';

/** Resolves a host name to all its addresses (injectable so tests can play DNS). */
export type LookupFn = (hostname: string) => Promise<LookupAddress[]>;

export const systemLookup: LookupFn = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

/** A URL that passed the guard, with the addresses the connection may use. */
export interface CheckedTarget {
  url: URL;
  /** Host name or address without IPv6 brackets, as the socket and TLS SNI want it. */
  host: string;
  port: number;
  addresses: LookupAddress[];
}

const BLOCKED_MESSAGE = "That address points to a private or local network, so it can't be fetched.";

/** Parses a user-supplied address; only http(s), with a host and without user name or password. */
export function parsePageUrl(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw new PageFetchError('invalid_url', 'Enter a full web address starting with http:// or https://.');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new PageFetchError('invalid_url', 'Only http:// and https:// addresses can be fetched.');
  }
  if (url.username || url.password) {
    throw new PageFetchError('invalid_url', "Addresses with a user name or password can't be fetched.");
  }
  if (!url.hostname || url.port === '0') throw new PageFetchError('invalid_url', 'That web address has no valid host.');
  // A word typed into the address field ("hello") becomes https://hello: no website has a one-word name.
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (!host.includes('.') && !isIP(host) && !/^localhost$/i.test(host)) {
    throw new PageFetchError(
      'invalid_url',
      `"${raw.trim().slice(0, 60)}" isn't a web address. Paste the address of a product page, like https://www.example.ca/product/kettle.`,
    );
  }
  return url;
}

export function effectivePort(url: URL): number {
  return url.port ? Number(url.port) : url.protocol === 'https:' ? 443 : 80;
}

/**
 * Checks a URL and resolves its host. Throws 'blocked_address' when the host is, or resolves to,
 * any non-public address, unless its exact host:port is in `allowPrivate` (tests only).
 */
export async function checkTarget(
  url: URL,
  options: { allowPrivate?: readonly string[]; lookup?: LookupFn } = {},
): Promise<CheckedTarget> {
  const port = effectivePort(url);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const allowed = (options.allowPrivate ?? []).some(
    (entry) => entry.trim().toLowerCase() === `${url.hostname}:${port}`,
  );

  if (isIP(host)) {
    if (!allowed && blockedRange(host)) throw new PageFetchError('blocked_address', BLOCKED_MESSAGE);
    return { url, host, port, addresses: [{ address: host, family: isIP(host) }] };
  }
  // RFC 6761: these names mean this machine whatever DNS says; no lookup needed to refuse them.
  if (!allowed && /(^|\.)localhost\.?$/i.test(host)) throw new PageFetchError('blocked_address', BLOCKED_MESSAGE);

  let addresses: LookupAddress[];
  try {
    addresses = await (options.lookup ?? systemLookup)(host);
  } catch (err) {
    throw new PageFetchError('network', "Couldn't find that website: its name doesn't resolve.", undefined, {
      cause: err,
    });
  }
  if (addresses.length === 0)
    throw new PageFetchError('network', "Couldn't find that website: its name doesn't resolve.");
  if (!allowed && addresses.some((a) => blockedRange(a.address) !== null)) {
    throw new PageFetchError('blocked_address', BLOCKED_MESSAGE);
  }
  return { url, host, port, addresses };
}

const GLOBAL_UNICAST_V6 = ipaddr.parseCIDR('2000::/3');
const NAT64_WELL_KNOWN = ipaddr.parseCIDR('64:ff9b::/96');

/**
 * Why an address must not be fetched (its special-purpose range), or null for a public one.
 * IPv4 must be plain unicast. IPv6 must be global unicast (2000::/3) outside special ranges;
 * forms that carry an IPv4 address (mapped ::ffff:a.b.c.d, NAT64 64:ff9b::/96, 6to4 2002::/16)
 * are judged by that IPv4 address; Teredo hides its client address and is refused.
 */
export function blockedRange(address: string): string | null {
  const family = isIP(address);
  if (family === 0) return 'not-an-address';
  const ip = ipaddr.parse(address);
  if (ip.kind() === 'ipv4') {
    const range = ip.range();
    return range === 'unicast' ? null : range;
  }
  const v6 = ip as ipaddr.IPv6;
  const carried = carriedIPv4(v6);
  if (carried) return embedded(carried.v4, carried.via);
  const range = v6.range();
  if (range === '6to4') {
    const p = v6.parts;
    return embedded(ipaddr.IPv4.parse(`${p[1]! >> 8}.${p[1]! & 255}.${p[2]! >> 8}.${p[2]! & 255}`), '6to4');
  }
  if (range !== 'unicast') return range;
  return v6.match(GLOBAL_UNICAST_V6) ? null : 'reserved';
}

/** The IPv4 address an IPv6 address stands for: IPv4-mapped (::ffff:a.b.c.d) or NAT64 (64:ff9b::/96). */
export function carriedIPv4(v6: ipaddr.IPv6): { v4: ipaddr.IPv4; via: 'ipv4-mapped' | 'nat64' } | null {
  if (v6.isIPv4MappedAddress()) return { v4: v6.toIPv4Address(), via: 'ipv4-mapped' };
  if (!v6.match(NAT64_WELL_KNOWN)) return null;
  const p = v6.parts;
  return { v4: ipaddr.IPv4.parse(`${p[6]! >> 8}.${p[6]! & 255}.${p[7]! >> 8}.${p[7]! & 255}`), via: 'nat64' };
}

function embedded(v4: ipaddr.IPv4, via: string): string | null {
  const range = blockedRange(v4.toString());
  return range === null ? null : `${via}:${range}`;
}
