// With a SerpApi key, a watch of a product's search words keeps the cheapest priced offer in CAD across
// Canadian retailers (a search link or a price in another currency is no price). Two schedulers on one
// database (two processes) looking at the same moment check it once, and the scheduler spends its own
// daily budget: past it the watch says so and waits for midnight UTC, making no call.
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import type { WatchDetailResponse, WatchResponse } from '@costlens/contracts';
import { describeEachDialect } from '../../test/harness.ts';
import { startReplayServer } from '../../test/replay-server.ts';
import type { ReplayServer } from '../../test/replay-server.ts';
import { watchWorld } from './test-support/watch-world.ts';
import type { WatchWorld } from './test-support/watch-world.ts';

const HOUR = 60 * 60 * 1000;
let walmart = 39.97;
const results = () => ({
  shopping_results: [
    {
      title: 'Kettle 1.7 L',
      source: 'Best Buy',
      price: '$45.99',
      extracted_price: 45.99,
      link: 'https://www.bestbuy.ca/k',
    },
    {
      title: 'Kettle 1.7 L',
      source: 'Walmart',
      price: `$${walmart}`,
      extracted_price: walmart,
      link: 'https://www.walmart.ca/k',
    },
    { title: 'Kettle 1.7 L', source: 'Argos', price: '£20.00', extracted_price: 20, link: 'https://www.argos.co.uk/k' },
  ],
});

describeEachDialect('a watch of the cheapest offer on %s', (dialect) => {
  let serpapi: ReplayServer;
  let w: WatchWorld;
  beforeAll(async () => {
    serpapi = await startReplayServer(() => ({ status: 200, json: results() }));
  });
  afterAll(() => serpapi?.close());
  afterEach(() => w?.close());

  const world = (env: Record<string, string> = {}) =>
    watchWorld(dialect, { SERPAPI_KEY: 'watch-test', SERPAPI_BASE_URL: serpapi.url, WATCH_INTERVAL_S: '3600', ...env });
  const calls = () => serpapi.requests.length;

  it('keeps the cheapest CAD offer, and two processes looking at once check it once', async () => {
    w = await world();
    walmart = 39.97;
    const before = calls();
    const created = await w.shopper.post('/api/watches', {
      query: 'electric kettle 1.7 L',
      rules: { anyChange: true },
    });
    expect(created.status).toBe(201);
    const { watch } = (await created.json()) as WatchResponse;
    expect(watch.current).toMatchObject({
      price: 39.97,
      currency: 'CAD',
      retailer: 'Walmart',
      url: 'https://www.walmart.ca/k',
      source: 'offers',
    });
    expect(calls()).toBe(before + 1);
    expect(serpapi.requests.at(-1)!.query.get('q')).toBe('electric kettle 1.7 L');

    const other = await w.anotherProcess();
    walmart = 35;
    w.clock.advance(HOUR);
    await Promise.all([w.scheduler.tick(), other.tick()]);
    await Promise.all([w.scheduler.drain(), other.drain()]);
    expect(calls()).toBe(before + 2);
    const d = (await (await w.shopper.get(`/api/watches/${watch.id}`)).json()) as WatchDetailResponse;
    expect(d.observations.map((o) => o.price)).toEqual([39.97, 35]);
    expect(d.alerts.map((a) => a.message)).toEqual(['Down from $39.97 to $35.00.']);
  });

  it('answers a watch sent again with its Idempotency-Key (a queued watch replayed) with the first answer, reading once', async () => {
    w = await world();
    const before = calls();
    const send = () =>
      w.shopper.post(
        '/api/watches',
        { query: 'travel kettle', rules: { anyChange: true } },
        { 'Idempotency-Key': 'w-1' },
      );
    const first = await send();
    expect(first.status).toBe(201);
    const again = await send();
    expect(again.status).toBe(201);
    expect(again.headers.get('Idempotency-Replayed')).toBe('true');
    expect(((await again.json()) as WatchResponse).watch.id).toBe(((await first.json()) as WatchResponse).watch.id);
    expect(calls()).toBe(before + 1);
    const list = (await (await w.shopper.get('/api/watches')).json()) as { watches: unknown[] };
    expect(list.watches).toHaveLength(1);
  });

  it("stops at the scheduler's own daily budget and waits for midnight UTC", async () => {
    w = await world({ WATCH_SERPAPI_DAILY_CALLS: '1' });
    const { watch } = (await (await w.shopper.post('/api/watches', { query: 'kettle' })).json()) as WatchResponse;
    const before = calls();
    w.clock.advance(HOUR);
    await w.runDue();
    expect(calls()).toBe(before + 1);
    w.clock.advance(HOUR);
    await w.runDue();
    expect(calls()).toBe(before + 1);
    const d = (await (await w.shopper.get(`/api/watches/${watch.id}`)).json()) as WatchDetailResponse;
    const midnight = Math.ceil(w.clock.now() / (24 * HOUR)) * 24 * HOUR;
    expect(d.watch).toMatchObject({ status: 'budget', nextCheckAt: new Date(midnight).toISOString() });
    expect(d.watch.statusMessage).toMatch(/used up/);
  });

  it('is refused without a key: watch the page instead', async () => {
    w = await watchWorld(dialect, {});
    const res = await w.shopper.post('/api/watches', { query: 'kettle' });
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ code: 'not_configured', field: 'url' });
  });
});
