// Two real API processes (`node api/src/server.ts`) on one PostgreSQL, each with its scheduler on, watching
// pages whose prices move every second, and one of them killed (SIGKILL) and started again halfway: every
// check runs once across the processes (no watch is read twice for one due time: its prices are at least
// an interval apart and each page read is one stored price), both processes take checks, and checking goes
// on after the restart. Real time, short intervals: a 3 s watch interval, 1 s looks.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WatchResponse } from '@costlens/contracts';
import { startApi } from '../resilience/support/api-process.ts';
import type { ApiProcess } from '../resilience/support/api-process.ts';
import { sharedDatabase } from '../resilience/support/databases.ts';
import type { SharedDatabase } from '../resilience/support/databases.ts';
import { startPageServer } from './test-support/page-server.ts';
import type { PageServer } from './test-support/page-server.ts';

const INTERVAL_S = 3;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('price watches on two API processes and one PostgreSQL', { tags: ['postgres'] }, () => {
  let shared: SharedDatabase;
  let sites: PageServer[];
  let a: ApiProcess;
  let b: ApiProcess;
  let env: Record<string, string>;
  let cookie = '';

  beforeAll(async () => {
    // Three sites: each on its own loopback address (one address is one site, whatever its ports).
    sites = await Promise.all(['127.0.0.2', '127.0.0.3', '127.0.0.4'].map((address) => startPageServer({ address })));
    shared = await sharedDatabase('postgres');
    env = {
      ...shared.env,
      FETCH_ALLOW_PRIVATE: sites.map((s) => s.host).join(','),
      WATCH_INTERVAL_S: String(INTERVAL_S),
      WATCH_TICK_S: '1',
      WATCH_SITE_INTERVAL_S: '1',
      WATCH_CONCURRENCY: '2',
      LOG_LEVEL: 'debug',
    };
    [a, b] = await Promise.all([startApi(env), startApi(env)]);
  }, 120_000);
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await shared?.remove();
    await Promise.all((sites ?? []).map((s) => s.close()));
  });

  async function post(api: ApiProcess, path: string, body: unknown) {
    const res = await fetch(`${api.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body: JSON.stringify(body),
    });
    const set = res.headers.getSetCookie()[0];
    if (set) cookie = set.split(';')[0]!;
    return res;
  }

  it('runs each check once, shares the checks, and goes on after one process is killed and restarted', async () => {
    const watched: Array<{ site: PageServer; path: string; id: string }> = [];
    let storedPrices: number;
    let price = 100;
    for (const [i, site] of sites.entries()) {
      for (const name of ['kettle', 'toaster']) {
        const path = `/${name}-${i}`;
        site.set(path, { price, name: `${name} ${i}` });
        const res = await post(watched.length % 2 ? b : a, '/api/watches', { url: site.url(path) });
        expect(res.status, await res.clone().text()).toBe(201);
        watched.push({ site, path, id: ((await res.json()) as WatchResponse).watch.id });
      }
    }
    const tick = async (seconds: number) => {
      for (let s = 0; s < seconds; s++) {
        price -= 1;
        for (const w of watched) w.site.set(w.path, { price });
        await sleep(1000);
      }
    };

    await tick(7);
    const killed = a;
    await a.crash();
    const killedAt = Date.now();
    await tick(2);
    a = await startApi(env);
    const restartedAt = Date.now();
    await tick(8);
    await Promise.all([a.stop(), b.stop()]);

    const db = await shared.open();
    try {
      const rows = await db.db
        .selectFrom('watch_observations')
        .select(['watch_id', 'observed_at', 'price'])
        .orderBy('observed_at')
        .execute();
      const claims = await db.db.selectFrom('watches').select(['id', 'check_token']).execute();
      for (const w of watched) {
        const times = rows.filter((r) => r.watch_id === w.id).map((r) => Number(r.observed_at));
        // Never two checks for one due time: prices of a watch are an interval apart (less a look's delay).
        for (let i = 1; i < times.length; i++)
          expect(times[i]! - times[i - 1]!).toBeGreaterThan(INTERVAL_S * 1000 - 1000);
        // Every read of the page is one stored price, except a read the killed process had in hand.
        const reads = w.site.hitsOf(w.path).length;
        expect(reads - times.length).toBeGreaterThanOrEqual(0);
        expect(reads - times.length).toBeLessThanOrEqual(1);
        const claimedByTheDead = claims.find((c) => c.id === w.id)!.check_token !== null;
        if (reads !== times.length) expect(claimedByTheDead).toBe(true);
        // Checking went on after the restart, unless the killed process held this watch's claim (its lease
        // frees the watch later).
        if (!claimedByTheDead) expect(times.at(-1)!).toBeGreaterThan(restartedAt);
      }
      expect(rows.length).toBeGreaterThanOrEqual(watched.length * 4);
      storedPrices = rows.length;
      // Prices were stored before the kill, while one process was down (by the other alone), and after
      // the restart: the kill came in the middle of the checking, not before or after it.
      const at = (from: number, to: number) =>
        rows.filter((r) => Number(r.observed_at) >= from && Number(r.observed_at) < to).length;
      expect(at(0, killedAt), 'prices stored before the kill').toBeGreaterThan(0);
      expect(at(killedAt, restartedAt), 'prices stored while one process was down').toBeGreaterThan(0);
      expect(at(restartedAt, Infinity), 'prices stored after the restart').toBeGreaterThan(0);
    } finally {
      await db.close();
    }
    // Both processes took checks, the killed one before it was killed and again after its restart.
    const checked = (p: ApiProcess) =>
      (p.output().match(/"msg":"watch checked"[^\n]*"outcome":"observed"/g) ?? []).length;
    expect(checked(b)).toBeGreaterThan(0);
    expect(checked(killed), 'checks by the process before it was killed').toBeGreaterThan(0);
    expect(checked(a)).toBeGreaterThan(0);
    const reads = watched.reduce((n, w) => n + w.site.hitsOf(w.path).length, 0);
    console.info(
      `two processes, ${watched.length} watches: ${reads} page reads, ${storedPrices} prices stored; scheduled checks by b ${checked(b)}, by a ${checked(killed)} before the kill and ${checked(a)} after its restart`,
    );
  }, 120_000);
});
