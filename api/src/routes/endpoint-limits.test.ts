// Floods are limited: every endpoint that costs CPU, memory, disk or a paid vendor answers a client
// that passes its per-minute limit with 429 and Retry-After, before any work (the bodies here are not
// even valid), while another client is still served. Endpoints that share a limit count together.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS, routePath } from '@costlens/contracts';
import type { EndpointName, ErrorBody } from '@costlens/contracts';
import { DEFAULT_RATE_LIMITS } from '../http/rate-limit.ts';
import type { RateLimitSettings } from '../http/rate-limit.ts';
import { makeTestApp } from '../../test/harness.ts';
import type { TestApp } from '../../test/harness.ts';

const LIMITED: Array<[rule: keyof RateLimitSettings, endpoints: EndpointName[]]> = [
  ['eventsPerIp', ['events']],
  ['analyzePerIp', ['analyze']],
  ['identifyPerIp', ['identifyProduct']],
  ['productPerIp', ['extractUrl', 'findSimilar']],
  ['searchesPerIp', ['priceCompare', 'amazon', 'findSuppliers', 'recommendSuppliers', 'searchFlights']],
  ['explainsPerIp', ['explainPrices', 'explainAmazon', 'explainSuppliers', 'explainRecommendations']],
];

describe('per-client limits on the costly endpoints', () => {
  let t: TestApp;
  let ip = 0;
  beforeAll(async () => {
    // The real limits, as a deployment has them.
    t = await makeTestApp('sqlite', { env: { TRUST_PROXY: 'true' }, rateLimits: DEFAULT_RATE_LIMITS });
    t.clock.set(Math.floor(t.clock.now() / 60_000) * 60_000 + 20_000);
  });
  afterAll(() => t.close());

  const send = (name: EndpointName, from: string) =>
    t.app.request(`/api${routePath(name)}`, {
      method: ENDPOINTS[name].method,
      headers: { 'content-type': 'application/json', 'x-forwarded-for': from },
      body: '{}',
    });

  it.each(LIMITED)('%s: %s', async (rule, endpoints) => {
    const flooder = `198.51.100.${++ip}`;
    const { limit } = DEFAULT_RATE_LIMITS[rule];
    for (let i = 0; i < limit; i++) {
      const res = await send(endpoints[i % endpoints.length]!, flooder);
      expect(res.status, `request ${i + 1}`).not.toBe(429);
    }
    for (const name of endpoints) {
      const res = await send(name, flooder);
      expect(res.status, name).toBe(429);
      expect(res.headers.get('retry-after')).toBe('40');
      expect(((await res.json()) as ErrorBody).code).toBe('rate_limited');
    }
    expect((await send(endpoints[0]!, `198.51.100.${++ip}`)).status).not.toBe(429);
  });
});
