// Product pages in hand are capped per process (one more is answered 503 busy at once), and a client
// that gives up stops the page fetch: the shop's server sees the connection close. Pages are served by
// a local server that holds each request until the test lets it answer.
import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '@costlens/contracts';
import { makeTestApp } from '../../../test/harness.ts';
import type { TestApp } from '../../../test/harness.ts';

const PAGE = `<!doctype html><html><head><title>Slow kettle</title></head><body></body></html>`;

describe('limits on product pages', () => {
  let shop: Server;
  let host: string;
  const held: Array<{ req: IncomingMessage; res: ServerResponse; closedEarly: Promise<boolean> }> = [];
  let t: TestApp;
  beforeAll(async () => {
    shop = createServer((req, res) => {
      const closedEarly = new Promise<boolean>((resolve) => {
        res.once('close', () => resolve(!res.writableFinished));
      });
      held.push({ req, res, closedEarly });
    });
    await new Promise<void>((resolve) => shop.listen(0, '127.0.0.1', resolve));
    host = `127.0.0.1:${(shop.address() as AddressInfo).port}`;
    t = await makeTestApp('sqlite', { env: { FETCH_ALLOW_PRIVATE: host, PRODUCT_CONCURRENCY: '1' } });
  });
  afterAll(async () => {
    await t.close();
    shop.closeAllConnections();
    await new Promise((resolve) => shop.close(resolve));
  });

  const extract = async (signal?: AbortSignal) =>
    t.app.request('/api/product/extract-url', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ url: `http://${host}/kettle.html` }),
      signal,
    });
  const shopAsked = async (times: number) => {
    while (held.length < times) await new Promise((r) => setTimeout(r, 10));
  };

  it('answers 503 busy at once while the pages in hand fill the cap, and reads the page once one is free', async () => {
    let firstAnswered = false;
    const first = extract().finally(() => (firstAnswered = true));
    await shopAsked(1);
    // "At once": answered while the shop still holds the first page (it answers only when the test says).
    const refused = await Promise.race([extract(), shopAsked(2).then(() => 'the shop was asked for a second page')]);
    expect(firstAnswered).toBe(false);
    if (typeof refused === 'string') throw new Error(refused);
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('5');
    expect(((await refused.json()) as ErrorBody).code).toBe('busy');

    held[0]!.res.writeHead(200, { 'content-type': 'text/html' }).end(PAGE);
    const answered = await first;
    expect(answered.status).toBe(200);
    expect(await answered.json()).toMatchObject({ product: { name: 'Slow kettle' } });
  });

  it('stops fetching the page when the client gives up', async () => {
    const gaveUp = new AbortController();
    const request = extract(gaveUp.signal).catch((err: unknown) => err);
    await shopAsked(2);
    gaveUp.abort();
    await request;
    expect(await held[1]!.closedEarly).toBe(true);
    // The cap is free again for the next client.
    const next = extract();
    await shopAsked(3);
    held[2]!.res.writeHead(200, { 'content-type': 'text/html' }).end(PAGE);
    expect((await next).status).toBe(200);
  });
});
