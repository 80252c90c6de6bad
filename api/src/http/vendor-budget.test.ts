// Paid vendors are spent within daily budgets: calls to SerpApi (faked at the wire by the replay
// server) per client address and in all, counted in the database, refused past either with
// `daily_limit` and Retry-After until midnight UTC (429 for the client's own budget, 503 for
// everyone's); answers from the two-hour cache cost nothing; budgets come back the next UTC day. The
// model's budget holds the same way: explanations past it are the factual summary.
import { readFileSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import type { ErrorBody, ExplainResponse, PriceCompareResponse, SupplierFindResponse } from '@costlens/contracts';
import { googleOnMarketplace } from '../../test/fixtures/suppliers-flights/fixtures.ts';
import { answerWith } from '../../test/fixtures/openai/answers.ts';
import { describeEachDialect, makeTestApp } from '../../test/harness.ts';
import type { TestApp } from '../../test/harness.ts';
import { startReplayServer } from '../../test/replay-server.ts';
import type { ReplayServer } from '../../test/replay-server.ts';
import { createApp } from '../app.ts';
import { createProviders } from '../providers/index.ts';
import { vendorMeter } from './vendor-budget.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const SHOPPING = JSON.parse(
  readFileSync(new URL('../providers/shopping/test-fixtures/serpapi-google_shopping-1.json', import.meta.url), 'utf8'),
) as { shopping_results: unknown[] };
const from = (ip: string) => ({ 'x-forwarded-for': ip, 'content-type': 'application/json' });

describeEachDialect('daily budgets of the paid vendors on %s', (dialect) => {
  let serp: ReplayServer;
  let t: TestApp;
  beforeAll(async () => {
    serp = await startReplayServer((req) => {
      if (req.query.get('engine') === 'google_shopping') {
        // A different part of the recorded answer for each product, so each search has its own offers.
        const at = req.query.get('q')?.toLowerCase().includes('kettle') ? 0 : 10;
        return { status: 200, json: { ...SHOPPING, shopping_results: SHOPPING.shopping_results.slice(at, at + 10) } };
      }
      const site = /site:(\S+)/.exec(req.query.get('q') ?? '')?.[1] ?? 'alibaba.com';
      return { status: 200, json: googleOnMarketplace(`www.${site}`, req.query.get('q') ?? '') };
    });
  });
  afterAll(() => serp.close());
  afterEach(async () => {
    await t?.close();
    serp.requests.length = 0;
  });

  const suppliers = (ip: string, name: string, app = t.app) =>
    app.request('/api/suppliers/find', {
      method: 'POST',
      headers: from(ip),
      body: JSON.stringify({ product: { name }, country: 'CA' }),
    });
  /** Whole seconds from the test clock to the next midnight UTC. */
  const untilMidnight = () => Math.ceil((DAY_MS - (t.clock.now() % DAY_MS)) / 1000);

  it('holds each client to its own budget and everyone to the server budget, cache hits free', async () => {
    // A supplier search makes four SerpApi calls (one per marketplace).
    t = await makeTestApp(dialect, {
      env: {
        TRUST_PROXY: 'true',
        SERPAPI_KEY: 'serp-test-key',
        SERPAPI_BASE_URL: serp.url,
        SERPAPI_CLIENT_DAILY_CALLS: '8',
        SERPAPI_DAILY_CALLS: '12',
      },
    });
    expect((await suppliers('198.51.100.1', 'yoga mat')).status).toBe(200);
    expect((await suppliers('198.51.100.1', 'kettle')).status).toBe(200);
    expect(serp.requests).toHaveLength(8);

    const mine = await suppliers('198.51.100.1', 'toaster');
    expect(mine.status).toBe(429);
    expect(mine.headers.get('retry-after')).toBe(String(untilMidnight()));
    const body = (await mine.json()) as ErrorBody;
    expect(body).toMatchObject({ code: 'daily_limit', retryable: true, retryAfterSeconds: untilMidnight() });
    expect(body.error).toMatch(/midnight UTC/);
    expect(serp.requests).toHaveLength(8);

    // The same search again comes from the cache: no call, no budget.
    const cached = await suppliers('198.51.100.1', 'yoga mat');
    expect(cached.status).toBe(200);
    expect(((await cached.json()) as SupplierFindResponse).cached).toBe(true);
    expect(serp.requests).toHaveLength(8);

    // Another client has its own budget, until the server's is spent for everyone.
    expect((await suppliers('198.51.100.2', 'blender')).status).toBe(200);
    expect(serp.requests).toHaveLength(12);
    const everyone = await suppliers('198.51.100.3', 'mixer');
    expect(everyone.status).toBe(503);
    expect(((await everyone.json()) as ErrorBody).code).toBe('daily_limit');
    expect(everyone.headers.get('retry-after')).toBe(String(untilMidnight()));
    expect(serp.requests).toHaveLength(12);

    // Another process on the same database counts against the same budgets.
    const other = createApp({
      ...t.deps,
      providers: createProviders(t.deps.config, { meter: vendorMeter(t.deps) }),
    });
    expect((await suppliers('198.51.100.4', 'grinder', other)).status).toBe(503);
    expect(serp.requests).toHaveLength(12);

    // The next UTC day, the budgets are back.
    t.clock.set(t.clock.now() - (t.clock.now() % DAY_MS) + DAY_MS + 1_000);
    expect((await suppliers('198.51.100.1', 'toaster')).status).toBe(200);
    expect(serp.requests).toHaveLength(16);
  });

  it.each([
    ['/api/price-compare', { country: 'CA', product: { name: 'Kettle' } }],
    ['/api/price-compare/amazon', { country: 'CA', product: { name: 'Kettle' } }],
    [
      '/api/product/find-similar',
      {
        country: 'CA',
        product: { name: 'Kettle', brand: 'Acme', category: 'Kitchen', price: 30, currency: 'CAD', keyFeatures: [] },
      },
    ],
  ])('counts the paid calls of %s against the client that asked', async (path, body) => {
    t = await makeTestApp(dialect, {
      env: { TRUST_PROXY: 'true', SERPAPI_KEY: 'serp-test-key', SERPAPI_BASE_URL: serp.url },
    });
    const res = await t.app.request(path, { method: 'POST', headers: from('203.0.113.9'), body: JSON.stringify(body) });
    expect(res.status).toBe(200);
    const buckets = await t.deps.database.db
      .selectFrom('rate_limits')
      .select(['bucket', 'count'])
      .where('bucket', 'like', 'budget:serpapi:%')
      .execute();
    const counted = Object.fromEntries(buckets.map((b) => [b.bucket, Number(b.count)]));
    expect(counted['budget:serpapi:client:203.0.113.9']).toBe(serp.requests.length);
    expect(counted['budget:serpapi:all']).toBe(serp.requests.length);
  });

  it('past the model budget, explanations are the factual summary, without calling the model', async () => {
    const model = await startReplayServer(() => ({ status: 200, json: answerWith('Walmart is cheapest.') }));
    try {
      t = await makeTestApp(dialect, {
        env: {
          TRUST_PROXY: 'true',
          SERPAPI_KEY: 'serp-test-key',
          SERPAPI_BASE_URL: serp.url,
          OPENAI_API_KEY: 'sk-test',
          OPENAI_BASE_URL: `${model.url}/v1`,
          OPENAI_CLIENT_DAILY_CALLS: '1',
        },
      });
      const explain = async (name: string) => {
        const answer = (await (
          await t.app.request('/api/price-compare', {
            method: 'POST',
            headers: from('198.51.100.7'),
            body: JSON.stringify({ country: 'CA', product: { name } }),
          })
        ).json()) as PriceCompareResponse;
        const res = await t.app.request('/api/price-compare/explain', {
          method: 'POST',
          headers: from('198.51.100.7'),
          body: JSON.stringify({ country: 'CA', product: { name }, offers: answer.offers }),
        });
        return (await res.json()) as ExplainResponse;
      };
      const first = await explain('kettle');
      const second = await explain('toaster');
      expect(first.source).toBe('model');
      expect(second.source).toBe('summary');
      expect(second.explanation).toMatch(/^Found \d+ priced offers/);
      expect(model.requests).toHaveLength(1);
    } finally {
      await model.close();
    }
  });
});
