// Upstream faults, faked at the wire by the replay server: every outside call of every capability —
// prices, Amazon, similar products, suppliers, flights, the vision model — meets a time-out, a 429 with
// Retry-After, a 5xx, an unreachable host, a body that is not JSON, and JSON of the wrong shape. Each
// answers the error body (a code the screens choose their texts by, 'busy' for a busy upstream, a
// message for people, `retryable`), never an unhandled 500; the two-hour cache keeps serving what it
// holds; and the vendors' keys appear in no answer and no log line.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ErrorBody, ErrorCode } from '@costlens/contracts';
import { flightsRecorded, googleSpreadOverMarketplaces } from '../../test/fixtures/suppliers-flights/fixtures.ts';
import { describeEachDialect, client, makeTestApp } from '../../test/harness.ts';
import type { TestApp } from '../../test/harness.ts';
import { startReplayServer } from '../../test/replay-server.ts';
import type { ReplayRequest, ReplayResponse, ReplayServer } from '../../test/replay-server.ts';
import { createLogger } from '../lib/logger.ts';
import type { Providers } from '../providers/index.ts';
import { createFlightProvider } from '../providers/flights/index.ts';
import { createEmbeddedExchangeRateProvider } from '../providers/exchange-rates/index.ts';
import { createEmbeddedExplainer } from '../providers/explain/embedded.ts';
import { createEmbeddedPageReader } from '../providers/page-reader/embedded.ts';
import { createProductFactsProvider } from '../providers/product-facts/index.ts';
import { createChatClient } from '../providers/transports/openai/chat-completions.ts';
import { createSerpApiClient } from '../providers/transports/serpapi/client.ts';
import { createShoppingProvider } from '../providers/shopping/index.ts';
import { createSupplierProvider } from '../providers/suppliers/index.ts';
import { createOpenAIVision } from '../providers/vision/openai.ts';
import { freePort } from './support/api-process.ts';

const SERPAPI_KEY = 'serpapi-secret-upstream-faults';
const OPENAI_KEY = 'sk-openai-secret-upstream-faults';
const TIMEOUT_MS = 300; // the adapters' own limits are 20 s and more; the behaviour is the same
const fixture = (name: string) =>
  JSON.parse(readFileSync(new URL(`../providers/shopping/test-fixtures/${name}`, import.meta.url), 'utf8')) as unknown;
const SHOPPING = fixture('serpapi-google_shopping-1.json');
const AMAZON = fixture('serpapi-amazon-1.json');
const CUP = readFileSync(new URL('../../test/fixtures/photos/cup-1.jpg', import.meta.url));

type Fault = 'timeout' | 'busy' | 'server error' | 'unreachable' | 'not JSON' | 'wrong shape' | 'key echoed';

/** What each fault looks like on the wire. */
const FAULTS: Record<Exclude<Fault, 'unreachable'>, ReplayResponse> = {
  timeout: { status: 200, json: {}, delayMs: Infinity },
  busy: { status: 429, json: { error: 'Too many requests' }, headers: { 'retry-after': '7' } },
  'server error': { status: 500, body: 'Internal Server Error' },
  'not JSON': {
    status: 200,
    body: '<html><body>502 Bad Gateway from the vendor edge</body></html>',
    headers: { 'content-type': 'text/html' },
  },
  'wrong shape': {
    status: 200,
    json: { shopping_results: 'surprise', organic_results: { a: 1 }, best_flights: 7, choices: 'none' },
  },
  // A vendor refusing the key with error text that repeats it (some do, and a proxy in front may).
  'key echoed': {
    status: 401,
    json: { error: `Invalid API key: ${SERPAPI_KEY} / ${OPENAI_KEY}` },
  },
};

/** What the client must see for each fault (the screens choose their texts by the code). */
const EXPECTED: Record<Fault, { status: number[]; code: ErrorCode[]; message: RegExp; retryAfter?: string }> = {
  timeout: { status: [504], code: ['timeout'], message: /took too long/ },
  busy: { status: [503], code: ['busy'], message: /temporarily busy/, retryAfter: '7' },
  'server error': { status: [502], code: ['upstream_unavailable'], message: /unavailable/ },
  unreachable: { status: [502], code: ['upstream_unavailable'], message: /unavailable/ },
  'not JSON': {
    status: [502],
    code: ['upstream_bad_response', 'upstream_unavailable'],
    message: /could not read|unavailable/,
  },
  'key echoed': { status: [503], code: ['not_configured'], message: /not configured|no flight provider/ },
  // JSON whose lists are a string, an object, a number: unreadable, not "nothing found" (which would be
  // kept two hours and shown to everyone asking the same).
  'wrong shape': { status: [502], code: ['upstream_bad_response'], message: /could not read/ },
};

interface Endpoint {
  name: string;
  /** Two different requests: the first is cached while the vendor is well, the second is a miss during the fault. */
  send(c: ReturnType<typeof client>, variant: 0 | 1): Promise<Response>;
  cached: boolean;
}

const flight = (variant: 0 | 1) => ({
  departure_id: 'YVR',
  arrival_id: variant ? 'YYZ' : 'LAX',
  type: 1,
  outbound_date: '2026-12-01',
  return_date: '2026-12-08',
  adults: 1,
  travel_class: 1,
  currency: 'CAD',
  stops: 2,
});
const photo = (variant: 0 | 1) => {
  const f = new FormData();
  f.set('image', new Blob([CUP], { type: 'image/jpeg' }), `cup-${variant}.jpg`);
  return f;
};

const ENDPOINTS: Endpoint[] = [
  {
    name: 'price comparison',
    cached: true,
    send: (c, v) =>
      c.post('/api/price-compare', {
        country: 'CA',
        product: { name: v ? 'Trail Running Shoes' : 'Total Impact Shorts', brand: 'Burton' },
        query: 'x',
      }),
  },
  {
    name: 'Amazon tab',
    cached: true,
    send: (c, v) =>
      c.post('/api/price-compare/amazon', {
        country: 'CA',
        product: { name: v ? 'Trail Running Shoes' : 'Total Impact Shorts', brand: 'Burton' },
      }),
  },
  {
    name: 'similar products',
    cached: true,
    send: (c, v) =>
      c.post('/api/product/find-similar', {
        country: 'CA',
        product: {
          name: v ? 'Trail Running Shoes' : "Men's Total Impact Shorts",
          brand: 'Burton',
          category: 'Shorts',
          price: 79.95,
          currency: 'CAD',
          keyFeatures: [],
        },
      }),
  },
  {
    name: 'supplier discovery',
    cached: true,
    send: (c, v) =>
      c.post('/api/suppliers/find', {
        product: { name: v ? 'yoga mat' : 'red floral sundress', brand: 'FENSACE' },
        country: 'CA',
      }),
  },
  { name: 'flight search', cached: true, send: (c, v) => c.post('/api/flights/search', flight(v)) },
  { name: 'photo analysis (model)', cached: false, send: (c, v) => c.post('/api/analyze', photo(v)) },
];

/** The vendors well: each SerpApi engine's recorded answer. */
function healthy(req: ReplayRequest): ReplayResponse {
  switch (req.query.get('engine')) {
    case 'google_shopping':
      return { status: 200, json: SHOPPING };
    case 'amazon':
      return { status: 200, json: AMAZON };
    case 'google':
      return { status: 200, json: googleSpreadOverMarketplaces(req.query.get('q') ?? '') };
    case 'google_flights':
      return { status: 200, json: flightsRecorded() };
    default:
      return { status: 500, body: `no healthy answer for ${req.path}` };
  }
}

describeEachDialect('upstream faults on %s', (dialect) => {
  let vendor: ReplayServer;
  let fault: Fault | null = null;
  let t: TestApp;
  const logLines: string[] = [];
  const bodies: string[] = [];
  let unreachableUrl: string;

  function providersFor(baseUrl: string): Providers {
    const serpapi = createSerpApiClient({ apiKey: SERPAPI_KEY, baseUrl, timeoutMs: TIMEOUT_MS });
    return {
      explainer: createEmbeddedExplainer(),
      pageReader: createEmbeddedPageReader(),
      shopping: createShoppingProvider(serpapi),
      suppliers: createSupplierProvider(serpapi),
      flights: createFlightProvider(serpapi),
      productFacts: createProductFactsProvider(null),
      exchangeRates: createEmbeddedExchangeRateProvider(),
      vision: createOpenAIVision(
        createChatClient({ baseUrl: `${baseUrl}/v1`, apiKey: OPENAI_KEY, model: 'gpt-4o-mini', timeoutMs: TIMEOUT_MS }),
      ),
    };
  }

  beforeAll(async () => {
    vendor = await startReplayServer((req) => (fault && fault !== 'unreachable' ? FAULTS[fault] : healthy(req)));
    unreachableUrl = `http://127.0.0.1:${await freePort()}`; // nothing listens there
    t = await makeTestApp(dialect, {
      providers: providersFor(vendor.url),
      // As the server's logger is: it knows the configured keys (server.ts, configuredSecrets).
      logger: createLogger('debug', (l) => logLines.push(l), [SERPAPI_KEY, OPENAI_KEY]),
    });
  });
  afterAll(async () => {
    await t?.close();
    await vendor?.close();
  });

  /** Sends and keeps the answer's text for the key check at the end. */
  async function call(endpoint: Endpoint, variant: 0 | 1, app = t.app) {
    const res = await endpoint.send(client(app), variant);
    const text = await res.text();
    bodies.push(text);
    return { res, text };
  }

  it.each(ENDPOINTS.filter((e) => e.cached))('$name: fills the cache while the vendor is well', async (endpoint) => {
    fault = null;
    const { res, text } = await call(endpoint, 0);
    expect(res.status, text).toBe(200);
    expect((JSON.parse(text) as { cached?: boolean }).cached).toBe(false);
  });

  const table = ENDPOINTS.flatMap((e) =>
    (['timeout', 'busy', 'server error', 'unreachable', 'not JSON', 'wrong shape'] as Fault[]).map(
      (f) => [e.name, f, e] as const,
    ),
  );
  it.each(table)('%s meeting "%s" answers the error body, and the cache keeps serving', async (_name, f, endpoint) => {
    fault = f;
    // Its own app (and database, so its own two-hour cache) where the test looks at what the fault left
    // behind in the cache.
    const app =
      f === 'unreachable' || f === 'wrong shape'
        ? await makeTestApp(dialect, {
            providers: providersFor(f === 'unreachable' ? unreachableUrl : vendor.url),
            logger: createLogger('debug', (l) => logLines.push(l), [SERPAPI_KEY, OPENAI_KEY]),
          })
        : t;
    try {
      const { res, text } = await call(endpoint, 1, app.app);
      const expected = EXPECTED[f];
      expect(expected.status, text).toContain(res.status);
      const body = JSON.parse(text) as ErrorBody;
      expect(body.error).toMatch(expected.message);
      expect(expected.code, text).toContain(body.code);
      expect(body.retryable).toBe(true);
      if (expected.retryAfter) expect(res.headers.get('retry-after')).toBe(expected.retryAfter);
      if (endpoint.cached && f === 'wrong shape') {
        // Nothing read from the garbled answer was kept: with the vendor well again, the same search is
        // asked afresh and finds what there is.
        fault = null;
        const after = await call(endpoint, 1, app.app);
        expect(after.res.status, after.text).toBe(200);
        expect((JSON.parse(after.text) as { cached?: boolean }).cached).toBe(false);
        fault = f;
      }
      if (endpoint.cached && f !== 'unreachable') {
        const again = await call(endpoint, 0);
        expect(again.res.status, again.text).toBe(200);
        expect((JSON.parse(again.text) as { cached?: boolean }).cached).toBe(true);
      }
    } finally {
      if (app !== t) await app.close();
    }
  });

  it.each(ENDPOINTS)('$name: a vendor refusing the key with text that repeats it', async (endpoint) => {
    fault = 'key echoed';
    // A fresh app: the search must reach the vendor, not the two-hour cache.
    const app = await makeTestApp(dialect, {
      providers: providersFor(vendor.url),
      logger: createLogger('debug', (l) => logLines.push(l), [SERPAPI_KEY, OPENAI_KEY]),
    });
    try {
      const { res, text } = await call(endpoint, 1, app.app);
      expect(EXPECTED['key echoed'].status, text).toContain(res.status);
      const body = JSON.parse(text) as ErrorBody;
      expect(EXPECTED['key echoed'].code, text).toContain(body.code);
      expect(body.error).toMatch(EXPECTED['key echoed'].message);
      // The vendor's words reached the log (scrubbed), not the client.
      expect(logLines.some((l) => l.includes('Invalid API key: [redacted]'))).toBe(true);
    } finally {
      await app.close();
    }
  });

  it('never crashed a request, and never showed or logged a vendor key', () => {
    expect(logLines.filter((l) => l.includes('unhandled error'))).toEqual([]);
    for (const text of [...bodies, ...logLines]) {
      expect(text).not.toContain(SERPAPI_KEY);
      expect(text).not.toContain(OPENAI_KEY);
    }
    expect(bodies.length).toBeGreaterThan(ENDPOINTS.length * 6);
  });
});
