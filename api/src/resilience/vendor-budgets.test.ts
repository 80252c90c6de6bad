// The paid quota holds against the real server processes: 20 supplier searches by one client (each four
// SerpApi calls, one per marketplace) made 80 calls before. Now two processes on one database, taking the
// searches in turn, make exactly the client's daily budget of calls (SERPAPI_CLIENT_DAILY_CALLS, 40 by
// default) to the local SerpApi replay server, answer the rest with daily_limit until midnight UTC, and
// serve a repeated search from the cache without a call.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ErrorBody, SupplierFindResponse } from '@costlens/contracts';
import { googleOnMarketplace } from '../../test/fixtures/suppliers-flights/fixtures.ts';
import { describeEachDialect } from '../../test/harness.ts';
import { startReplayServer } from '../../test/replay-server.ts';
import type { ReplayServer } from '../../test/replay-server.ts';
import { startApi } from './support/api-process.ts';
import type { ApiProcess } from './support/api-process.ts';
import { sharedDatabase } from './support/databases.ts';
import type { SharedDatabase } from './support/databases.ts';

const SEARCHES = 20;
const CLIENT_BUDGET = 40; // the default of SERPAPI_CLIENT_DAILY_CALLS
const CALLS_PER_SEARCH = 4;

describeEachDialect('daily vendor budgets against two server processes on one %s database', (dialect) => {
  let serp: ReplayServer;
  let shared: SharedDatabase;
  let a: ApiProcess;
  let b: ApiProcess;
  beforeAll(async () => {
    serp = await startReplayServer((req) => {
      const site = /site:(\S+)/.exec(req.query.get('q') ?? '')?.[1] ?? 'alibaba.com';
      return { status: 200, json: googleOnMarketplace(`www.${site}`, req.query.get('q') ?? '') };
    });
    shared = await sharedDatabase(dialect);
    const env = { ...shared.env, TRUST_PROXY: 'true', SERPAPI_KEY: 'serp-budget-key', SERPAPI_BASE_URL: serp.url };
    [a, b] = await Promise.all([startApi(env), startApi(env)]);
  }, 120_000);
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await shared?.remove();
    await serp?.close();
  });

  const find = (api: ApiProcess, name: string) =>
    fetch(`${api.url}/api/suppliers/find`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.77' },
      body: JSON.stringify({ product: { name }, country: 'CA' }),
    });

  it('spends no more than the client budget, whichever process answers', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < SEARCHES; i++) {
      const res = await find(i % 2 ? b : a, `product number ${i}`);
      statuses.push(res.status);
      if (res.status !== 200) {
        expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
        expect(((await res.json()) as ErrorBody).code).toBe('daily_limit');
      } else await res.arrayBuffer();
    }
    expect(serp.requests).toHaveLength(CLIENT_BUDGET);
    expect(statuses.filter((s) => s === 200)).toHaveLength(CLIENT_BUDGET / CALLS_PER_SEARCH);
    expect(statuses.filter((s) => s === 429)).toHaveLength(SEARCHES - CLIENT_BUDGET / CALLS_PER_SEARCH);

    // A search answered before is served from the shared cache, by either process, at no cost.
    const again = await find(b, 'product number 0');
    expect(again.status).toBe(200);
    expect(((await again.json()) as SupplierFindResponse).cached).toBe(true);
    expect(serp.requests).toHaveLength(CLIENT_BUDGET);
    console.info(
      `${SEARCHES} supplier searches by one client over two processes: ${serp.requests.length} SerpApi calls (80 before), ${statuses.filter((s) => s === 429).length} answered daily_limit`,
    );
  }, 60_000);
});
