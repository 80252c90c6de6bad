// Two API processes on one PostgreSQL, the way to outgrow one machine: stateless processes behind any
// load balancer, one database. Requests alternate between them (and race), and the pair behaves as
// one system: likes, comments, views, rate limits, idempotency and the two-hour price cache.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Comment, LikesResponse, PriceCompareResponse } from '@costlens/contracts';
import { startReplayServer } from '../../test/replay-server.ts';
import type { ReplayServer } from '../../test/replay-server.ts';
import { deviceCookieKey, signDeviceId } from '../http/device.ts';
import { insertAnalysis } from '../db/analyses.ts';
import { DEFAULT_RATE_LIMITS } from '../http/rate-limit.ts';
import { startApi } from './support/api-process.ts';
import type { ApiProcess } from './support/api-process.ts';
import { sharedDatabase } from './support/databases.ts';
import type { SharedDatabase } from './support/databases.ts';

const SHOPPING = JSON.parse(
  readFileSync(new URL('../providers/shopping/test-fixtures/serpapi-google_shopping-1.json', import.meta.url), 'utf8'),
) as unknown;
const OWNER = 'severalprocessesowner01';

describe('two API processes on one PostgreSQL', { tags: ['postgres'] }, () => {
  let shared: SharedDatabase;
  let vendor: ReplayServer;
  let a: ApiProcess;
  let b: ApiProcess;
  let analysisId: string;
  /** The signing key of device cookies: the server's, made by the test's first connection. */
  let deviceKey = '';
  /** Round robin, like a load balancer: request n goes to a, n+1 to b. */
  let turn = 0;
  const next = () => (turn++ % 2 === 0 ? a : b);

  beforeAll(async () => {
    vendor = await startReplayServer(() => ({ status: 200, json: SHOPPING }));
    shared = await sharedDatabase('postgres');
    const seed = await shared.open();
    analysisId = (
      await insertAnalysis(seed, {
        deviceId: OWNER,
        type: 'full',
        productName: 'Two-process kettle',
        productCategory: 'Kitchen',
        costRangeLow: 9,
        costRangeHigh: 14,
        confidence: 64,
        methodologyType: 'on-device-estimate',
      })
    ).id;
    deviceKey = await deviceCookieKey(seed, Date.now());
    await seed.close();
    const env = {
      ...shared.env,
      TRUST_PROXY: 'true',
      SERPAPI_KEY: 'several-processes-key',
      SERPAPI_BASE_URL: vendor.url,
    };
    [a, b] = await Promise.all([startApi(env), startApi(env)]);
  }, 120_000);
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await shared?.remove();
    await vendor?.close();
  });

  function call(
    api: ApiProcess,
    path: string,
    init: { method?: string; body?: unknown; device?: string; ip?: string; key?: string } = {},
  ) {
    const headers: Record<string, string> = { 'x-forwarded-for': init.ip ?? '203.0.113.1' };
    if (init.body !== undefined) headers['content-type'] = 'application/json';
    if (init.device) headers.cookie = `cl_device=${signDeviceId(deviceKey, init.device)}`;
    if (init.key) headers['idempotency-key'] = init.key;
    return fetch(`${api.url}${path}`, {
      method: init.method ?? 'GET',
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
  }

  it('the owner sees and shares its analysis through either process, and views add up', async () => {
    for (const api of [a, b]) {
      const list = (await (await call(api, '/api/analyses', { device: OWNER })).json()) as {
        analyses: Array<{ id: string }>;
      };
      expect(list.analyses.map((x) => x.id)).toEqual([analysisId]);
    }
    const share = await call(b, `/api/analyses/${analysisId}/share`, {
      method: 'POST',
      device: OWNER,
      body: { shareTitle: 'Kettle - Cost Analysis', shareDescription: 'Shared from process b.' },
    });
    expect(share.status).toBe(200);
    const { shareToken } = (await share.json()) as { shareToken: string };
    const again = await call(a, `/api/analyses/${analysisId}/share`, {
      method: 'POST',
      device: OWNER,
      body: { shareTitle: 'Kettle - Cost Analysis', shareDescription: 'Re-shared from a.' },
    });
    expect(((await again.json()) as { shareToken: string }).shareToken).toBe(shareToken);

    // Six visitors through both processes, one of them twice: a view counts once per visitor a day,
    // and each process writes its views within a second, so a seventh visitor sees all seven.
    const visitor = (i: number) => `visitor-device-${i}`.padEnd(22, 'x');
    for (let i = 0; i < 6; i++) {
      expect((await call(next(), `/api/shared/${shareToken}`, { device: visitor(i) })).status).toBe(200);
    }
    expect((await call(next(), `/api/shared/${shareToken}`, { device: visitor(0) })).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    const last = (await (await call(next(), `/api/shared/${shareToken}`, { device: visitor(6) })).json()) as {
      analysis: { viewCount: number };
    };
    expect(last.analysis.viewCount).toBe(7);
    const pub = (await (await call(next(), '/api/public')).json()) as { analyses: Array<{ id: string }> };
    expect(pub.analyses.map((x) => x.id)).toContain(analysisId);
  });

  it('counts a like once when one visitor likes through both processes at the same time', async () => {
    const fp = 'fp_two_processes_01';
    const tries = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call(i % 2 ? a : b, `/api/analyses/${analysisId}/like`, {
          method: 'POST',
          body: { userFingerprint: fp },
          ip: `203.0.113.${10 + i}`,
        }),
      ),
    );
    const statuses = tries.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    for (const api of [a, b]) {
      const summary = (await (
        await call(api, `/api/analyses/${analysisId}/likes?userFingerprint=${fp}`)
      ).json()) as LikesResponse;
      expect(summary).toEqual({ likeCount: 1, hasLiked: true });
    }
  });

  it('shows a comment written through one process to readers of the other', async () => {
    const posted = await call(a, `/api/analyses/${analysisId}/comments`, {
      method: 'POST',
      body: { authorName: 'Ana', content: 'Written through a' },
      ip: '203.0.113.40',
    });
    expect(posted.status).toBe(201);
    const { comments } = (await (await call(b, `/api/analyses/${analysisId}/comments`)).json()) as {
      comments: Comment[];
    };
    expect(comments.map((c) => c.content)).toContain('Written through a');
  });

  it('keeps one rate-limit window for a visitor whose requests alternate between the processes', async () => {
    // The window is a fixed minute: start inside a fresh one so its end cannot fall inside the test.
    const intoWindow = Date.now() % DEFAULT_RATE_LIMITS.commentsPerIp.windowMs;
    if (intoWindow > DEFAULT_RATE_LIMITS.commentsPerIp.windowMs - 10_000) {
      await new Promise((r) => setTimeout(r, DEFAULT_RATE_LIMITS.commentsPerIp.windowMs - intoWindow + 50));
    }
    const limit = DEFAULT_RATE_LIMITS.commentsPerIp.limit;
    const statuses: number[] = [];
    for (let i = 0; i < limit + 2; i++) {
      const res = await call(next(), `/api/analyses/${analysisId}/comments`, {
        method: 'POST',
        body: { authorName: 'Flood', content: `Comment ${i}` },
        ip: '203.0.113.77',
      });
      statuses.push(res.status);
      if (res.status === 429) {
        expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
        expect(((await res.json()) as { retryable?: boolean }).retryable).toBe(true);
      }
    }
    expect(statuses).toEqual([...Array<number>(limit).fill(201), 429, 429]);
  }, 30_000);

  it('answers a repeated Idempotency-Key with the first answer whichever process gets it', async () => {
    const body = { authorName: 'Outbox', content: 'Sent once, replayed through the other process' };
    const device = 'severalprocessesdevice2';
    const first = await call(a, `/api/analyses/${analysisId}/comments`, {
      method: 'POST',
      body,
      device,
      key: 'outbox-item-1',
      ip: '203.0.113.50',
    });
    const replay = await call(b, `/api/analyses/${analysisId}/comments`, {
      method: 'POST',
      body,
      device,
      key: 'outbox-item-1',
      ip: '203.0.113.50',
    });
    expect(first.status).toBe(201);
    expect(replay.status).toBe(201);
    expect(replay.headers.get('idempotency-replayed')).toBe('true');
    expect(((await replay.json()) as { comment: Comment }).comment.id).toBe(
      ((await first.json()) as { comment: Comment }).comment.id,
    );

    // Two copies of one outbox item racing through both processes: stored once.
    const race = await Promise.all(
      [a, b, a, b].map((api) =>
        call(api, `/api/analyses/${analysisId}/comments`, {
          method: 'POST',
          body: { ...body, content: 'Raced' },
          device,
          key: 'outbox-item-2',
          ip: '203.0.113.51',
        }),
      ),
    );
    expect(race.map((r) => r.status).filter((s) => s === 201).length).toBeGreaterThanOrEqual(1);
    expect(race.every((r) => r.status === 201 || r.status === 409)).toBe(true);
    const { comments } = (await (await call(a, `/api/analyses/${analysisId}/comments`)).json()) as {
      comments: Comment[];
    };
    expect(comments.filter((c) => c.content === 'Raced')).toHaveLength(1);
    expect(comments.filter((c) => c.content === body.content)).toHaveLength(1);
  });

  it('shares the two-hour price cache: a search made through one process is a cache hit on the other', async () => {
    const request = {
      country: 'CA',
      product: { name: 'Total Impact Shorts', brand: 'Burton' },
      query: 'Burton impact shorts',
    };
    vendor.requests.length = 0;
    const first = (await (
      await call(a, '/api/price-compare', { method: 'POST', body: request })
    ).json()) as PriceCompareResponse;
    const second = (await (
      await call(b, '/api/price-compare', { method: 'POST', body: request })
    ).json()) as PriceCompareResponse;
    expect(first.cached).toBe(false);
    expect(second.cached).toBe(true);
    expect(second.offers).toEqual(first.offers);
    expect(vendor.requests).toHaveLength(1);
  });
});
