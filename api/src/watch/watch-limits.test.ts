// What one client, one device or one site may cost the scheduler, through the real router and scheduler
// under a manual clock: new watches limited per address as well as per device (a dropped cookie earns no
// more), one site's reads spaced by its registrable domain and spaced further after slow or failed reads,
// a budget of reads per process and per site, and the watches of a device away for long paused until it
// comes back, which the watch then says.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody, Watch, WatchListResponse, WatchResponse } from '@costlens/contracts';
import { describeEachDialect, TEST_RATE_LIMITS } from '../../test/harness.ts';
import { DEFAULT_RATE_LIMITS } from '../http/rate-limit.ts';
import { siteKey } from './site-budget.ts';
import { startPageServer } from './test-support/page-server.ts';
import type { PageServer } from './test-support/page-server.ts';
import { watchWorld } from './test-support/watch-world.ts';
import type { WatchWorld } from './test-support/watch-world.ts';

const SECOND = 1000;
const HOUR = 60 * 60 * SECOND;
const DAY = 24 * HOUR;

describe('the site a page belongs to', () => {
  it.each([
    ['https://shop.com/a', 'shop.com'],
    ['https://shop.com./a', 'shop.com'],
    ['https://www.shop.com/a', 'shop.com'],
    ['https://WWW.Shop.COM:8443/a', 'shop.com'],
    ['https://deals.a.shop.co.uk/a', 'shop.co.uk'],
    ['https://mystore.myshopify.com/products/x', 'mystore.myshopify.com'],
    ['http://203.0.113.9:8080/item', '203.0.113.9'],
    ['http://[2001:db8::1]/item', '2001:db8::1'],
    // IPv6 spellings of an IPv4 address are that address's site.
    ['http://[::ffff:1.2.3.4]/item', '1.2.3.4'],
    ['http://[::ffff:102:304]:8080/item', '1.2.3.4'],
    ['http://[64:ff9b::102:304]/item', '1.2.3.4'],
    ['http://[64:ff9b::1.2.3.4]/item', '1.2.3.4'],
    ['http://[64:ff9c::102:304]/item', '64:ff9c::102:304'],
  ])('%s is %s', (url, site) => {
    expect(siteKey(url)).toBe(site);
  });
});

describeEachDialect('limits of price watches on %s', (dialect) => {
  const sites: PageServer[] = [];
  let w: WatchWorld;
  beforeAll(async () => {
    for (const address of ['127.0.0.2', '127.0.0.3', '127.0.0.4', '127.0.0.5']) {
      sites.push(await startPageServer({ address }));
    }
  });
  afterAll(() => Promise.all(sites.map((s) => s.close())));
  afterEach(() => w?.close());

  const world = (env: Record<string, string> = {}, rateLimits = TEST_RATE_LIMITS) =>
    watchWorld(
      dialect,
      {
        FETCH_ALLOW_PRIVATE: sites.map((s) => s.host).join(','),
        WATCH_INTERVAL_S: '3600',
        WATCH_SITE_INTERVAL_S: '5',
        ...env,
      },
      { rateLimits },
    );
  const watchOf = async (id: string) =>
    ((await (await w.shopper.get(`/api/watches/${id}`)).json()) as { watch: Watch }).watch;
  const create = async (client: WatchWorld['shopper'], url: string) => {
    const res = await client.post('/api/watches', { url });
    return { status: res.status, watch: res.ok ? ((await res.json()) as WatchResponse).watch : null, res };
  };

  it('refuses a target price no shop could ever ask, on a new watch and on a change of rules', async () => {
    w = await world();
    const site = sites[0]!;
    site.set('/cheap', { price: 5, name: 'Cheap Kettle' });
    for (const targetPrice of [5e-324, 0.001, 0.009]) {
      const res = await w.shopper.post('/api/watches', { url: site.url('/cheap'), rules: { targetPrice } });
      expect(res.status).toBe(400);
      expect(((await res.json()) as ErrorBody).field).toBe('rules.targetPrice');
    }
    const made = await w.shopper.post('/api/watches', { url: site.url('/cheap'), rules: { targetPrice: 0.01 } });
    expect(made.status).toBe(201);
    const { watch } = (await made.json()) as WatchResponse;
    const changed = await w.shopper.send(`/api/watches/${watch.id}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ rules: { targetPrice: 5e-324 } }),
    });
    expect(changed.status).toBe(400);
    expect((await watchOf(watch.id)).rules.targetPrice).toBe(0.01);
  });

  it('limits new watches per address, whatever the device, and per device', async () => {
    w = await world(
      { WATCHES_PER_DEVICE: '3' },
      { ...TEST_RATE_LIMITS, watchCreatesPerIp: DEFAULT_RATE_LIMITS.watchCreatesPerIp },
    );
    const site = sites[0]!;
    const statuses: number[] = [];
    // A client that drops its cookie every third watch: four devices, one address.
    let client = w.shopper;
    for (let i = 0; i < 12; i++) {
      if (i > 0 && i % 3 === 0) client = w.anotherBrowser();
      site.set(`/limit-${dialect}-${i}`, { price: 10 + i });
      statuses.push((await create(client, site.url(`/limit-${dialect}-${i}`))).status);
    }
    const perHour = DEFAULT_RATE_LIMITS.watchCreatesPerIp.limit;
    expect(statuses.filter((s) => s === 201)).toHaveLength(perHour);
    expect(statuses.slice(perHour)).toEqual([429, 429]);
    const refused = await create(client, site.url(`/limit-${dialect}-0`));
    expect(refused.res.headers.get('retry-after')).toMatch(/^\d+$/);

    // An hour later the address may make more, but a device still keeps at most WATCHES_PER_DEVICE.
    w.clock.advance(HOUR);
    site.set(`/limit-${dialect}-full`, { price: 9 });
    expect((await create(w.shopper, site.url(`/limit-${dialect}-full`))).status).toBe(409);
  });

  it('reads a slow or failing site less often, and a good read brings its spacing back', async () => {
    w = await world({ WATCH_SLOW_SITE_MS: '150' });
    const [slow, fine] = [sites[1]!, sites[2]!];
    slow.set('/a', { price: 10, delayMs: 400 });
    slow.set('/b', { price: 20, delayMs: 400 });
    fine.set('/a', { price: 10 });
    fine.set('/b', { price: 20 });
    const start = w.clock.now();
    const made = [];
    for (const url of [slow.url('/a'), fine.url('/a')]) made.push((await create(w.shopper, url)).watch!);
    // Five seconds on: the second page of each site. The slow site's spacing has doubled.
    w.clock.advance(5 * SECOND);
    const slowB = (await create(w.shopper, slow.url('/b'))).watch!;
    const fineB = (await create(w.shopper, fine.url('/b'))).watch!;
    expect(fineB.status).toBe('ok');
    expect(slowB.status).toBe('pending');
    expect(Date.parse(slowB.nextCheckAt) - start).toBe(10 * SECOND);

    // Another slow read: twice as far again. Then a quick one: back to the site's interval.
    w.clock.set(start + 10 * SECOND);
    await w.runDue();
    expect((await watchOf(slowB.id)).status).toBe('ok');
    slow.set('/a', { delayMs: 0 });
    w.clock.set(start + HOUR);
    await w.runDue();
    expect((await watchOf(made[0]!.id)).nextCheckAt).toBe(new Date(start + 2 * HOUR).toISOString());
    // /a was read at +1 h, quickly: /b, due at +1 h 10 s, waits only the site's 5 s.
    w.clock.set(start + HOUR + 10 * SECOND);
    slow.set('/b', { delayMs: 0 });
    await w.runDue();
    expect((await watchOf(slowB.id)).lastCheckedAt).toBe(new Date(start + HOUR + 10 * SECOND).toISOString());

    // A site that fails is spaced out the same way.
    fine.set('/a', { status: 500 });
    w.clock.set(start + 2 * HOUR);
    await w.runDue();
    expect((await watchOf(made[1]!.id)).status).toBe('failing');
    w.clock.set(start + 2 * HOUR + 6 * SECOND);
    await w.runDue();
    expect(Date.parse((await watchOf(fineB.id)).nextCheckAt)).toBe(start + 2 * HOUR + 10 * SECOND);
  });

  it('reads at most WATCH_PROCESS_FETCHES_PER_MINUTE pages a minute in one process', async () => {
    w = await world({ WATCH_PROCESS_FETCHES_PER_MINUTE: '2' });
    const start = w.clock.now();
    const watches: Watch[] = [];
    for (const [i, site] of sites.entries()) {
      site.set(`/budget-${dialect}`, { price: 5 + i });
      watches.push((await create(w.shopper, site.url(`/budget-${dialect}`))).watch!);
    }
    // All four fall due together: this process reads two this minute, the others wait for the next.
    w.clock.set(start + HOUR);
    const reads = () => sites.reduce((n, s) => n + s.hitsOf(`/budget-${dialect}`).length, 0);
    const before = reads();
    await w.runDue();
    expect(reads() - before).toBe(2);
    const next = await Promise.all(watches.map((x) => watchOf(x.id)));
    const waiting = next.filter((x) => x.lastCheckedAt === new Date(start).toISOString());
    expect(waiting).toHaveLength(2);
    const minute = start + HOUR - ((start + HOUR) % 60_000) + 60_000;
    for (const x of waiting) expect(Date.parse(x.nextCheckAt)).toBe(minute);
  });

  it('reads one site at most WATCH_SITE_FETCHES_PER_DAY times a UTC day, by every watch together', async () => {
    w = await world({ WATCH_SITE_FETCHES_PER_DAY: '3' });
    const site = sites[0]!;
    const start = w.clock.now();
    site.set(`/day-${dialect}-a`, { price: 5 });
    site.set(`/day-${dialect}-b`, { price: 6 });
    const a = (await create(w.shopper, site.url(`/day-${dialect}-a`))).watch!;
    w.clock.advance(10 * SECOND);
    const b = (await create(w.shopper, site.url(`/day-${dialect}-b`))).watch!;
    // Two reads at creation, one at the first hourly check of a: the day's third. b waits for the new day.
    w.clock.set(start + HOUR);
    await w.runDue();
    w.clock.set(start + HOUR + 10 * SECOND);
    await w.runDue();
    expect((await watchOf(a.id)).lastCheckedAt).toBe(new Date(start + HOUR).toISOString());
    const midnight = Math.ceil((start + HOUR) / DAY) * DAY;
    expect(Date.parse((await watchOf(b.id)).nextCheckAt)).toBe(midnight);
  });

  it('pauses the watches of a device away for long, and says so when it comes back', async () => {
    w = await world({ WATCH_DEVICE_IDLE_DAYS: '2' });
    const site = sites[3]!;
    site.set(`/idle-${dialect}`, { price: 30 });
    const { watch } = await create(w.shopper, site.url(`/idle-${dialect}`));
    const reads = () => site.hitsOf(`/idle-${dialect}`).length;
    const start = w.clock.now();

    // Checked while the device is around, then paused without a read once it has been away two days.
    w.clock.set(start + DAY);
    await w.runDue();
    const readWhilePresent = reads();
    w.clock.set(start + 2 * DAY + HOUR);
    await w.runDue();
    w.clock.set(start + 3 * DAY);
    await w.runDue();
    expect(reads()).toBe(readWhilePresent);
    const row = await w.deps.database.db
      .selectFrom('watches')
      .select(['status', 'status_message'])
      .where('id', '=', watch!.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      status: 'paused',
      status_message:
        "Paused: this device hasn't opened its price watches since November 23, 2026. Checks start again when it does.",
    });

    // The device opens its watches: the watch says it was paused and is checked at the next look.
    const listed = ((await (await w.shopper.get('/api/watches')).json()) as WatchListResponse).watches[0]!;
    expect(listed).toMatchObject({
      status: 'paused',
      statusMessage: 'Paused while this device was away (since November 23, 2026); checking again now.',
      nextCheckAt: new Date(start + 3 * DAY).toISOString(),
    });
    await w.runDue();
    expect(reads()).toBe(readWhilePresent + 1);
    expect(await watchOf(watch!.id)).toMatchObject({ status: 'ok', statusMessage: null });
  });
});
