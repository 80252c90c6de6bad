/**
 * What scheduled page reads may cost the sites and this process. A site is its registrable domain
 * (shop.com for www.shop.com, shop.com. and SHOP.COM; a store on a shared host such as
 * mystore.myshopify.com is its own site), or the address itself for a page on an IP address (an IPv6
 * address that stands for an IPv4 one, IPv4-mapped or NAT64, is that IPv4 address): the spacing
 * between two reads (watch_hosts) and the daily budget of reads are kept per site, so typing the host
 * another way earns no extra turn. One process also keeps a budget of reads a minute of its own.
 */
import { isIPv6 } from 'node:net';
import ipaddr from 'ipaddr.js';
import { getDomain } from 'tldts';
import { carriedIPv4 } from '../providers/product-page/ssrf.ts';

/** The site a page address belongs to, for spacing and budgets. */
export function siteKey(url: string): string {
  const hostname = new URL(url).hostname
    .replace(/^\[|\]$/g, '')
    .replace(/\.$/, '')
    .toLowerCase();
  if (isIPv6(hostname)) return carriedIPv4(ipaddr.IPv6.parse(hostname))?.v4.toString() ?? hostname;
  return getDomain(hostname, { allowPrivateDomains: true }) ?? hostname;
}

/** A fixed window of `perMinute` reads for this process; `take` answers when the next window opens when
 *  this one is spent. */
export function processReadBudget(perMinute: number) {
  const WINDOW_MS = 60_000;
  let windowStart = 0;
  let used = 0;
  return {
    take(now: number): { ok: true } | { ok: false; until: number } {
      const start = now - (now % WINDOW_MS);
      if (start !== windowStart) {
        windowStart = start;
        used = 0;
      }
      if (used >= perMinute) return { ok: false, until: start + WINDOW_MS };
      used++;
      return { ok: true };
    },
  };
}
