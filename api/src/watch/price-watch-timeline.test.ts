// A product page whose price moves hour by hour, watched through the real API and its scheduler under a
// manual clock: each check stores the price exactly as the page showed it (an unchanged page answers 304 to
// the conditional request and is stored as seen again), the rules alert and re-arm as specified, a failing
// page backs off and a page without a price says so, and a restart in the middle checks what fell due
// while it was down once. On SQLite (the in-process scheduler) and, with TEST_DATABASE_URL, PostgreSQL
// (the pg-boss queue).
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import type { Watch, WatchDetailResponse, WatchResponse } from '@costlens/contracts';
import { describeEachDialect } from '../../test/harness.ts';
import { startPageServer } from './test-support/page-server.ts';
import type { PageServer } from './test-support/page-server.ts';
import { watchWorld } from './test-support/watch-world.ts';
import type { WatchWorld } from './test-support/watch-world.ts';

const HOUR = 60 * 60 * 1000;
const RULES = { targetPrice: 90, dropPercent: 10, anyChange: false, lowest30Days: true };

describeEachDialect('a watched page over a day on %s', (dialect) => {
  let pages: PageServer;
  let w: WatchWorld;
  beforeAll(async () => {
    pages = await startPageServer();
  });
  afterAll(() => pages?.close());
  afterEach(() => w?.close());

  const env = () => ({
    FETCH_ALLOW_PRIVATE: pages.host,
    WATCH_INTERVAL_S: '3600',
    WATCH_SITE_INTERVAL_S: '5',
    WATCH_MAX_BACKOFF_S: String(7 * 24 * 3600),
  });
  const detail = async (id: string) =>
    (await (await w.shopper.get(`/api/watches/${id}`)).json()) as WatchDetailResponse;

  it('stores every price as seen, alerts once per crossing, backs off, says when the price is gone, and survives a restart', async () => {
    w = await watchWorld(dialect, env());
    const path = `/kettle-${dialect}`;
    pages.set(path, { price: 100 });
    const start = w.clock.now();

    const created = await w.shopper.post('/api/watches', { url: pages.url(path), rules: RULES });
    expect(created.status).toBe(201);
    const { watch } = (await created.json()) as WatchResponse;
    expect(watch).toMatchObject({ title: 'Watched Kettle', status: 'ok', currency: 'CAD', source: 'page' });
    expect(watch.current).toMatchObject({ price: 100, currency: 'CAD', retailer: '127.0.0.1', notModified: false });
    expect(watch.current!.observedAt).toBe(new Date(start).toISOString());

    /** Moves to hour `h`, sets the page, runs what is due, and answers the alerts that check raised. */
    let alertsSoFar = 0;
    const hour = async (h: number, page: Parameters<PageServer['set']>[1]) => {
      pages.set(path, page);
      w.clock.set(start + h * HOUR);
      await w.runDue();
      const d = await detail(watch.id);
      const fresh = d.alerts.slice(0, d.alerts.length - alertsSoFar).map((a) => a.rule);
      alertsSoFar = d.alerts.length;
      return { alerts: fresh.sort(), d };
    };

    // Same page: a conditional request, answered 304, stored as seen again.
    const h1 = await hour(1, {});
    expect(h1.alerts).toEqual([]);
    expect(pages.hitsOf(path).at(-1)).toMatchObject({ status: 304, ifNoneMatch: expect.stringMatching(/^"/) });
    expect(h1.d.observations.at(-1)).toMatchObject({ price: 100, notModified: true });

    expect((await hour(2, { price: 95 })).alerts).toEqual(['low30']);
    // 89: at or below the 90 target, 11% below the 100 high, and a new low.
    const h3 = await hour(3, { price: 89 });
    expect(h3.alerts).toEqual(['drop', 'low30', 'target']);
    expect(h3.d.alerts.map((a) => a.message)).toContain('$89.00 is at or below your target of $90.00.');
    // Bouncing just above and below the target: quiet until it has gone back above 91.80.
    expect((await hour(4, { price: 91 })).alerts).toEqual([]);
    expect((await hour(5, { price: 89.5 })).alerts).toEqual([]);
    expect((await hour(6, { price: 93 })).alerts).toEqual([]);
    expect((await hour(7, { price: 88 })).alerts).toEqual(['low30', 'target']);

    // The site fails: the watch says so and waits twice its interval before trying again.
    const h8 = await hour(8, { status: 500 });
    expect(h8.d.watch).toMatchObject({ status: 'failing', statusMessage: expect.stringMatching(/HTTP 500/) });
    expect(h8.d.watch.nextCheckAt).toBe(new Date(start + 10 * HOUR).toISOString());
    const hitsBefore = pages.hitsOf(path).length;
    await hour(9, { status: 200 });
    expect(pages.hitsOf(path)).toHaveLength(hitsBefore);
    const h10 = await hour(10, {});
    expect(h10.alerts).toEqual([]);
    expect(h10.d.watch.status).toBe('ok');
    // The page is the one read at hour 7 (its ETag is the same): 304, stored as seen again.
    expect(pages.hitsOf(path).at(-1)!.status).toBe(304);

    // The page stops showing a price: nothing is stored, and the watch says so.
    const h11 = await hour(11, { price: null });
    expect(h11.d.watch).toMatchObject({ status: 'no_price', statusMessage: 'The page no longer shows a price.' });
    expect(h11.d.observations.at(-1)!.price).toBe(88);

    // Down for five hours: at the first look after the restart the watch is checked once, not five times.
    await w.restart();
    const hitsAtRestart = pages.hitsOf(path).length;
    const h16 = await hour(16, { price: 80 });
    expect(pages.hitsOf(path)).toHaveLength(hitsAtRestart + 1);
    // The target rule has not re-armed (the price never went back above 91.80); 80 is 14% below the 93 high.
    expect(h16.alerts).toEqual(['drop', 'low30']);
    await w.runDue();
    expect(pages.hitsOf(path)).toHaveLength(hitsAtRestart + 1);

    // Every price stored is one the page showed, at the time it was read: nothing interpolated.
    expect(h16.d.observations.map((o) => [o.price, (Date.parse(o.observedAt) - start) / HOUR, o.notModified])).toEqual([
      [100, 0, false],
      [100, 1, true],
      [95, 2, false],
      [89, 3, false],
      [91, 4, false],
      [89.5, 5, false],
      [93, 6, false],
      [88, 7, false],
      [88, 10, true],
      [80, 16, false],
    ]);
    expect(h16.d.watch).toMatchObject({ status: 'ok', change: { amount: -8, percent: -9.1 } });
  });

  it('reads one site no more often than its interval, whoever asks', async () => {
    w = await watchWorld(dialect, env());
    const [a, b] = [`/a-${dialect}`, `/b-${dialect}`];
    pages.set(a, { price: 10, name: 'Mug A' });
    pages.set(b, { price: 20, name: 'Mug B' });
    const first = (await (await w.shopper.post('/api/watches', { url: pages.url(a) })).json()) as WatchResponse;
    const second = (await (await w.shopper.post('/api/watches', { url: pages.url(b) })).json()) as WatchResponse;
    expect(first.watch.current!.price).toBe(10);
    // Read a moment ago by the first: the second waits for the site's next slot, five seconds on.
    expect(second.watch).toMatchObject({ status: 'pending', current: null });
    expect(Date.parse(second.watch.nextCheckAt)).toBe(w.clock.now() + 5_000);
    // "Check now" on the first is put off the same way (202: accepted, not done).
    const now = await w.shopper.post(`/api/watches/${first.watch.id}/check`);
    expect(now.status).toBe(202);
    expect(pages.hitsOf(b)).toHaveLength(0);

    // Both fall due at that slot: one is read, the other waits for the next; never two reads in a slot.
    const reads = () => pages.hits.filter((h) => h.path === a || h.path === b).length;
    expect(reads()).toBe(1);
    for (const expected of [2, 3]) {
      w.clock.advance(5_000);
      await w.runDue();
      expect(reads()).toBe(expected);
    }
    const list = (await (await w.shopper.get('/api/watches')).json()) as { watches: Watch[] };
    const byTitle = Object.fromEntries(list.watches.map((x) => [x.title, x]));
    expect(byTitle['Mug B']!.current!.price).toBe(20);
    expect(pages.hitsOf(b)).toHaveLength(1);
    // A second "Watch price" of the same page finds the first watch.
    const again = await w.shopper.post('/api/watches', { url: pages.url(a) });
    expect(again.status).toBe(200);
    expect(((await again.json()) as WatchResponse).watch.id).toBe(first.watch.id);
  });
});
