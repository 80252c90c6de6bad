import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { LookupAddress } from 'node:dns';
import { gzipSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PageFetchError, fetchProductPage } from './fetch-page.ts';
import type { FetchPageOptions, PageFetchErrorCode } from './fetch-page.ts';
import type { LookupFn } from './ssrf.ts';

/** A local site that counts every request it receives, by path. */
interface TestSite {
  port: number;
  hits: string[];
  lastHeaders: http.IncomingHttpHeaders | null;
  close(): Promise<void>;
}

async function startSite(
  handler: (req: http.IncomingMessage, res: http.ServerResponse, site: TestSite) => void,
): Promise<TestSite> {
  const site: TestSite = { port: 0, hits: [], lastHeaders: null, close: async () => {} };
  const server = http.createServer((req, res) => {
    site.hits.push(req.url ?? '');
    site.lastHeaders = req.headers;
    handler(req, res, site);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  site.port = (server.address() as AddressInfo).port;
  site.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return site;
}

const HTML = '<!doctype html><html><head><title>Test Kettle</title></head><body>ok</body></html>';

let site: TestSite; // the page server every refused address would otherwise reach
let other: TestSite; // a second private server that redirects must never reach

beforeAll(async () => {
  other = await startSite((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end(HTML));
  site = await startSite((req, res, s) => {
    const url = new URL(req.url ?? '/', `http://127.0.0.1:${s.port}`);
    const path = url.pathname;
    const html = (body: string | Buffer, headers: http.OutgoingHttpHeaders = {}) =>
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', ...headers }).end(body);
    if (path === '/page') return html(HTML);
    if (path === '/to') return res.writeHead(302, { location: url.searchParams.get('u') ?? '/' }).end();
    if (path.startsWith('/chain/')) {
      const left = Number(path.slice('/chain/'.length));
      return left === 0 ? html(HTML) : res.writeHead(301, { location: `/chain/${left - 1}` }).end();
    }
    if (path === '/loop') return res.writeHead(307, { location: '/loop' }).end();
    if (path === '/big') return html('<p>' + 'x'.repeat(200_000) + '</p>');
    if (path === '/big-chunked') {
      res.writeHead(200, { 'content-type': 'text/html' });
      for (let i = 0; i < 50; i++) res.write('<p>' + 'y'.repeat(10_000) + '</p>');
      return res.end();
    }
    if (path === '/gzip-bomb') return html(gzipSync(Buffer.alloc(5_000_000, 32)), { 'content-encoding': 'gzip' });
    if (path === '/gzip') return html(gzipSync(Buffer.from(HTML)), { 'content-encoding': 'gzip' });
    if (path === '/json') return res.writeHead(200, { 'content-type': 'application/json' }).end('{"name":"Kettle"}');
    if (path === '/png')
      return res.writeHead(200, { 'content-type': 'image/png' }).end(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    if (path === '/no-type') return res.end(HTML);
    if (path === '/xhtml') return res.writeHead(200, { 'content-type': 'application/xhtml+xml' }).end(HTML);
    if (path === '/latin')
      return res
        .writeHead(200, { 'content-type': 'text/html; charset=windows-1252' })
        .end(Buffer.from('<title>Caf\xe9 \x93Deluxe\x94</title>', 'latin1'));
    if (path === '/missing') return res.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not found</h1>');
    if (path === '/busy') return res.writeHead(503, { 'content-type': 'text/html' }).end('<h1>Busy</h1>');
    if (path === '/hang') return; // never answers
    if (path === '/stall') {
      res.writeHead(200, { 'content-type': 'text/html' });
      return res.write('<html><head>'); // headers and a little body, then nothing
    }
    res.writeHead(404).end();
  });
});

afterAll(async () => {
  await site.close();
  await other.close();
});

afterEach(() => {
  site.hits.length = 0;
  other.hits.length = 0;
});

const allowSite = (): FetchPageOptions => ({ allowPrivate: [`127.0.0.1:${site.port}`] });

async function fetchError(url: string, options: FetchPageOptions = {}): Promise<PageFetchError> {
  const err = await fetchProductPage(url, options).then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(PageFetchError);
  return err as PageFetchError;
}

/** DNS for the test: names resolve only to what the table says; anything else does not exist. */
function fakeDns(table: Record<string, string[]>): LookupFn {
  return async (hostname) => {
    const addresses = table[hostname];
    if (!addresses) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    return addresses.map((address): LookupAddress => ({ address, family: address.includes(':') ? 6 : 4 }));
  };
}

describe('refused addresses never reach a server', () => {
  const P = () => site.port;
  const dns = () =>
    fakeDns({
      'rebind.test': ['127.0.0.1'],
      'mixed.test': ['93.184.216.34', '127.0.0.1'],
      'v6-loopback.test': ['::1'],
      'mapped.test': ['::ffff:127.0.0.1'],
      'metadata.test': ['169.254.169.254'],
      'lan.test': ['192.168.0.10'],
      'ula.test': ['fd00::1'],
    });

  // [label, url]: literal addresses in every spelling, then names whose DNS answer is private.
  const refused: Array<[string, () => string]> = [
    ['loopback', () => `http://127.0.0.1:${P()}/page`],
    ['loopback, other /8 address', () => `http://127.9.9.9:${P()}/page`],
    ['loopback as decimal', () => `http://2130706433:${P()}/page`],
    ['loopback as octal', () => `http://0177.0.0.1:${P()}/page`],
    ['loopback as hex short form', () => `http://0x7f.1:${P()}/page`],
    ['loopback as one hex number', () => `http://0x7f000001:${P()}/page`],
    ['loopback short form', () => `http://127.1:${P()}/page`],
    ['loopback percent-encoded', () => `http://%31%32%37.0.0.1:${P()}/page`],
    ['loopback with a trailing dot', () => `http://127.0.0.1.:${P()}/page`],
    ['localhost', () => `http://localhost:${P()}/page`],
    ['a *.localhost name', () => `http://shop.localhost:${P()}/page`],
    ['IPv6 loopback', () => `http://[::1]:${P()}/page`],
    ['IPv4-mapped IPv6 (dotted)', () => `http://[::ffff:127.0.0.1]:${P()}/page`],
    ['IPv4-mapped IPv6 (hex)', () => `http://[::ffff:7f00:1]:${P()}/page`],
    ['IPv4-compatible IPv6', () => `http://[::127.0.0.1]:${P()}/page`],
    ['unspecified 0.0.0.0', () => `http://0.0.0.0:${P()}/page`],
    ['unspecified as "0"', () => `http://0:${P()}/page`],
    ['IPv6 unspecified', () => `http://[::]:${P()}/page`],
    ['private 10/8', () => 'http://10.0.0.1/'],
    ['private 10/8 short form', () => 'http://10.1/'],
    ['private 172.16/12', () => 'http://172.16.5.4/'],
    ['private 172.31 (end of 172.16/12)', () => 'http://172.31.255.254/'],
    ['private 192.168/16', () => 'http://192.168.1.1/'],
    ['cloud metadata 169.254.169.254', () => 'http://169.254.169.254/latest/meta-data/'],
    ['CGNAT 100.64/10', () => 'http://100.64.0.1/'],
    ['this network 0/8', () => 'http://0.1.2.3/'],
    ['multicast 224/4', () => 'http://224.0.0.1/'],
    ['broadcast', () => 'http://255.255.255.255/'],
    ['reserved 240/4', () => 'http://240.0.0.1/'],
    ['benchmark 198.18/15', () => 'http://198.19.0.1/'],
    ['IPv6 link-local', () => 'http://[fe80::1]/'],
    ['IPv6 unique local', () => 'http://[fd12:3456::1]/'],
    ['IPv6 multicast', () => 'http://[ff02::1]/'],
    ['NAT64 of loopback', () => `http://[64:ff9b::7f00:1]:${P()}/page`],
    ['NAT64 of a private address', () => 'http://[64:ff9b::a00:1]/'],
    ['6to4 embedding loopback', () => `http://[2002:7f00:1::1]:${P()}/page`],
    ['6to4 embedding 192.168/16', () => 'http://[2002:c0a8:101::1]/'],
    ['Teredo', () => 'http://[2001:0:4136:e378:8000:63bf:3fff:fdd2]/'],
    ['name resolving to loopback', () => `http://rebind.test:${P()}/page`],
    ['name with one public and one loopback address', () => `http://mixed.test:${P()}/page`],
    ['name resolving to IPv6 loopback', () => `http://v6-loopback.test:${P()}/page`],
    ['name resolving to IPv4-mapped loopback', () => `http://mapped.test:${P()}/page`],
    ['name resolving to the metadata address', () => 'http://metadata.test/latest/meta-data/'],
    ['name resolving to a LAN address', () => 'http://lan.test/'],
    ['name resolving to IPv6 unique local', () => 'http://ula.test/'],
  ];

  it.each(refused)('refuses %s', async (_label, url) => {
    const err = await fetchError(url(), { lookup: dns(), timeoutMs: 2000 });
    expect(err.code).toBe('blocked_address');
    expect(err.message).toMatch(/private or local network/);
    expect(site.hits).toEqual([]);
  });

  it.each<[string, () => string]>([
    ['ftp://', () => `ftp://127.0.0.1:${P()}/page`],
    ['file://', () => 'file:///etc/passwd'],
    ['javascript:', () => 'javascript:alert(1)'],
    ['credentials in the address', () => `http://user:secret@127.0.0.1:${P()}/page`],
    ['a bare word', () => 'kettle'],
    ['an IPv6 zone id', () => 'http://[fe80::1%25eth0]/'],
    ['a word typed into the address field', () => 'https://hello'],
  ])('refuses %s as an invalid address', async (_label, url) => {
    const err = await fetchError(url(), { ...allowSite(), lookup: dns() });
    expect(err.code).toBe('invalid_url');
    expect(site.hits).toEqual([]);
  });

  it('lets through exactly the host:port pairs in allowPrivate', async () => {
    const page = await fetchProductPage(`http://127.0.0.1:${site.port}/page`, allowSite());
    expect(page.html).toBe(HTML);
    expect(page.finalUrl).toBe(`http://127.0.0.1:${site.port}/page`);
    expect(page.contentType).toBe('text/html; charset=utf-8');
    // Same machine, another spelling of the host: not on the list.
    expect((await fetchError(`http://localhost:${site.port}/page`, allowSite())).code).toBe('blocked_address');
    expect(site.hits).toEqual(['/page']);
  });
});

describe('redirects', () => {
  it.each<[string, () => string]>([
    ['another port on loopback', () => `http://127.0.0.1:${other.port}/`],
    ['the same server under the name localhost', () => `http://localhost:${site.port}/page`],
    ['a LAN address', () => 'http://10.0.0.1/'],
    ['the metadata address', () => 'http://169.254.169.254/latest/meta-data/'],
    ['IPv6 loopback', () => `http://[::1]:${other.port}/`],
    ['a decimal spelling of loopback', () => `http://2130706433:${other.port}/`],
    ['a file: address', () => 'file:///etc/passwd'],
  ])('from an allowed page to %s are refused', async (_label, target) => {
    const err = await fetchError(`http://127.0.0.1:${site.port}/to?u=${encodeURIComponent(target())}`, allowSite());
    expect(['blocked_address', 'invalid_url']).toContain(err.code);
    expect(other.hits).toEqual([]);
    expect(site.hits).toEqual(['/to?u=' + encodeURIComponent(target())]);
  });

  it('follows five redirects and reports the final address', async () => {
    const page = await fetchProductPage(`http://127.0.0.1:${site.port}/chain/5`, allowSite());
    expect(page.finalUrl).toBe(`http://127.0.0.1:${site.port}/chain/0`);
    expect(site.hits).toHaveLength(6);
  });

  it('stops at the sixth redirect', async () => {
    const err = await fetchError(`http://127.0.0.1:${site.port}/loop`, allowSite());
    expect(err.code).toBe('too_many_redirects');
    expect(site.hits).toHaveLength(6); // the first request and five followed redirects
  });
});

describe('limits and content', () => {
  it.each<[string, string, number]>([
    ['a declared length over the limit', '/big', 100_000],
    ['a chunked body over the limit', '/big-chunked', 100_000],
    ['a compressed body that inflates over the limit', '/gzip-bomb', 1_000_000],
  ])('refuses %s as too large', async (_label, path, maxBytes) => {
    const err = await fetchError(`http://127.0.0.1:${site.port}${path}`, { ...allowSite(), maxBytes });
    expect(err.code).toBe('too_large');
    expect(err.message).toMatch(/too large/);
  });

  it.each([
    ['a server that never answers', '/hang'],
    ['a body that stalls', '/stall'],
  ])('gives up on %s after the time limit', async (_label, path) => {
    const err = await fetchError(`http://127.0.0.1:${site.port}${path}`, { ...allowSite(), timeoutMs: 300 });
    expect(err.code).toBe('timeout');
    expect(err.retryable).toBe(true);
  });

  it('times out a DNS answer that never comes', async () => {
    const never: LookupFn = () => new Promise(() => {});
    const err = await fetchError('http://slow-dns.test/', { lookup: never, timeoutMs: 200 });
    expect(err.code).toBe('timeout');
  });

  it.each<[string, string, PageFetchErrorCode]>([
    ['JSON', '/json', 'not_html'],
    ['an image', '/png', 'not_html'],
    ['no content type', '/no-type', 'not_html'],
  ])('refuses %s', async (_label, path, code) => {
    expect((await fetchError(`http://127.0.0.1:${site.port}${path}`, allowSite())).code).toBe(code);
  });

  it('accepts XHTML', async () => {
    expect((await fetchProductPage(`http://127.0.0.1:${site.port}/xhtml`, allowSite())).html).toBe(HTML);
  });

  it.each<[string, number, boolean]>([
    ['/missing', 404, false],
    ['/busy', 503, true],
  ])('reports %s as an HTTP error with its status', async (path, status, retryable) => {
    const err = await fetchError(`http://127.0.0.1:${site.port}${path}`, allowSite());
    expect([err.code, err.status, err.retryable]).toEqual(['http_error', status, retryable]);
  });

  it('says when a name does not resolve', async () => {
    const err = await fetchError('http://no-such-shop.test/', { lookup: fakeDns({}) });
    expect(err.code).toBe('network');
  });

  it('decodes gzip and the charset the server names', async () => {
    expect((await fetchProductPage(`http://127.0.0.1:${site.port}/gzip`, allowSite())).html).toBe(HTML);
    expect((await fetchProductPage(`http://127.0.0.1:${site.port}/latin`, allowSite())).html).toBe(
      '<title>Café “Deluxe”</title>',
    );
  });

  it('sends browser-like headers asking for Canadian English', async () => {
    await fetchProductPage(`http://127.0.0.1:${site.port}/page`, allowSite());
    expect(site.lastHeaders?.['accept-language']).toMatch(/^en-CA/);
    expect(site.lastHeaders?.['user-agent']).toMatch(/^Mozilla\/5\.0 .*Chrome\//);
    expect(site.lastHeaders?.accept).toMatch(/text\/html/);
  });

  it('connects to the address it checked, without asking DNS again', async () => {
    // A rebinding resolver: the first answer is the allowed test server, every later one is private.
    let calls = 0;
    const rebinding: LookupFn = async () => [{ address: calls++ === 0 ? '127.0.0.1' : '10.0.0.1', family: 4 }];
    const page = await fetchProductPage(`http://shop.test:${site.port}/page`, {
      allowPrivate: [`shop.test:${site.port}`],
      lookup: rebinding,
      timeoutMs: 2000,
    });
    expect(page.html).toBe(HTML);
    expect(calls).toBe(1);
    expect(site.lastHeaders?.host).toBe(`shop.test:${site.port}`);
  });

  it('rejects with the caller’s reason when the caller aborts', async () => {
    const controller = new AbortController();
    const pending = fetchProductPage(`http://127.0.0.1:${site.port}/hang`, {
      ...allowSite(),
      signal: controller.signal,
    });
    setTimeout(() => controller.abort(), 50);
    const err = await pending.catch((e: unknown) => e);
    expect(err).not.toBeInstanceOf(PageFetchError);
    expect((err as Error).name).toBe('AbortError');
  });
});
