/**
 * Product pages whose price a test moves along a timeline: JSON-LD markup (what shops publish), an ETag
 * and Last-Modified that change with the page (a conditional request for an unchanged page answers 304),
 * and any status a test sets (a 500, a 404). Every request is recorded with its conditional headers.
 */
import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface PageState {
  name: string;
  /** null: the page shows no price. */
  price: number | null;
  currency: string;
  status: number;
  /** Send ETag and Last-Modified (and answer conditional requests with 304). */
  validators: boolean;
  /** Lower the price by this much after every read (a page whose price drops each time it is read). */
  dropEachRead?: number;
  /** Answer this many ms late (a slow site). */
  delayMs?: number;
}

export interface PageHit {
  path: string;
  ifNoneMatch: string | undefined;
  ifModifiedSince: string | undefined;
  status: number;
}

export interface PageServer {
  /** host:port, for FETCH_ALLOW_PRIVATE. */
  host: string;
  url(path: string): string;
  set(path: string, state: Partial<PageState>): void;
  hits: PageHit[];
  hitsOf(path: string): PageHit[];
  close(): Promise<void>;
}

const DEFAULT: PageState = { name: 'Watched Kettle', price: 50, currency: 'CAD', status: 200, validators: true };

export function productPage({ name, price, currency }: PageState): string {
  const offers =
    price === null ? {} : { offers: { '@type': 'Offer', price: price.toFixed(2), priceCurrency: currency } };
  const ld = JSON.stringify({ '@context': 'https://schema.org', '@type': 'Product', name, ...offers });
  return `<!doctype html><html><head><title>${name}</title><script type="application/ld+json">${ld}</script></head><body><h1>${name}</h1></body></html>`;
}

/** `address`: a loopback address of its own (127.0.0.2, …) makes the server a site of its own, as the
 *  per-site spacing counts sites by address or registrable domain, never by port. */
export async function startPageServer({ address = '127.0.0.1' }: { address?: string } = {}): Promise<PageServer> {
  const pages = new Map<string, PageState>();
  const hits: PageHit[] = [];
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://pages.local').pathname;
    const state = pages.get(path) ?? { ...DEFAULT, status: 404 };
    const ifNoneMatch = req.headers['if-none-match'];
    const ifModifiedSince = req.headers['if-modified-since'];
    const body = productPage(state);
    const etag = `"${createHash('sha256').update(body).digest('hex').slice(0, 16)}"`;
    let status = state.status;
    if (status === 200 && state.validators && ifNoneMatch === etag) status = 304;
    hits.push({ path, ifNoneMatch, ifModifiedSince, status });
    if (status === 200 && state.dropEachRead && state.price !== null) {
      pages.set(path, { ...state, price: Math.max(0.01, state.price - state.dropEachRead) });
    }
    const headers: Record<string, string> = { 'content-type': 'text/html; charset=utf-8' };
    if (state.validators && state.status === 200) {
      headers.etag = etag;
      headers['last-modified'] = new Date(Date.UTC(2026, 0, 1) + body.length * 1000).toUTCString();
    }
    const answer = () => {
      res.writeHead(status, headers);
      res.end(status === 304 ? undefined : body);
    };
    if (state.delayMs) setTimeout(answer, state.delayMs);
    else answer();
  });
  await new Promise<void>((resolve) => server.listen(0, address, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    host: `${address}:${port}`,
    url: (path) => `http://${address}:${port}${path}`,
    set(path, state) {
      pages.set(path, { ...(pages.get(path) ?? DEFAULT), ...state });
    },
    hits,
    hitsOf: (path) => hits.filter((h) => h.path === path),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
