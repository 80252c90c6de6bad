import { afterEach, beforeEach, expect, it } from 'vitest';
import type { ErrorBody, StoredAnalysis } from '@costlens/contracts';
import { createApp } from '../app.ts';
import { describeEachDialect, client, makeTestApp } from '../../test/harness.ts';
import type { TestApp } from '../../test/harness.ts';
import { SHARE, deviceOf, seedAnalysis } from '../routes/analyses/test-seed.ts';
import { DEFAULT_RATE_LIMITS, RATE_LIMIT_SWEEP_AGE_MS, RATE_LIMIT_SWEEP_EVERY, hitRateLimit } from './rate-limit.ts';

const COMMENT = { authorName: 'Dana', content: 'Hello' };
const from = (ip: string) => ({ 'X-Forwarded-For': `203.0.113.250, ${ip}` });

describeEachDialect('rate limits on %s', (dialect) => {
  let t: TestApp;
  let me: ReturnType<typeof client>;
  let stored: StoredAnalysis;
  beforeEach(async () => {
    t = await makeTestApp(dialect, { env: { TRUST_PROXY: 'true' } });
    me = client(t.app);
    stored = await seedAnalysis(t.deps.database, await deviceOf(me));
  });
  afterEach(async () => {
    await t.close();
  });

  it('counts fixed windows and says when the current one ends', async () => {
    const rule = { limit: 2, windowMs: 60_000 };
    const start = 1_800_000_000_000; // a multiple of the window
    const hits = [];
    for (const offset of [0, 10_000, 59_500])
      hits.push(await hitRateLimit(t.deps.database, 'unit', rule, start + offset));
    expect(hits).toEqual([
      { allowed: true, count: 1, retryAfterSeconds: 60 },
      { allowed: true, count: 2, retryAfterSeconds: 50 },
      { allowed: false, count: 3, retryAfterSeconds: 1 },
    ]);
    expect(await hitRateLimit(t.deps.database, 'unit', rule, start + 60_000)).toMatchObject({
      allowed: true,
      count: 1,
    });
    expect(await hitRateLimit(t.deps.database, 'other', rule, start + 60_000)).toMatchObject({
      allowed: true,
      count: 1,
    });
    // Only the current window of each bucket stays stored.
    const rows = await t.deps.database.db.selectFrom('rate_limits').selectAll().orderBy('bucket').execute();
    expect(rows.map((r) => [r.bucket, Number(r.window_start)])).toEqual([
      ['other', start + 60_000],
      ['unit', start + 60_000],
    ]);
  });

  it(`allows ${DEFAULT_RATE_LIMITS.commentsPerIp.limit} comments a minute per address, then 429 with Retry-After`, async () => {
    await me.post(`/api/analyses/${stored.id}/share`, SHARE);
    t.clock.set(Math.floor(t.clock.now() / 60_000) * 60_000 + 15_000);
    for (let i = 0; i < DEFAULT_RATE_LIMITS.commentsPerIp.limit; i++) {
      expect((await me.post(`/api/analyses/${stored.id}/comments`, COMMENT, from('198.51.100.7'))).status).toBe(201);
    }
    const limited = await me.post(`/api/analyses/${stored.id}/comments`, COMMENT, from('198.51.100.7'));
    expect(limited.status).toBe(429);
    expect(limited.headers.get('Retry-After')).toBe('45');
    expect(await limited.json()).toEqual({
      error: 'Too many requests. Please try again in 45 seconds.',
      code: 'rate_limited',
      retryable: true,
      retryAfterSeconds: 45,
    } satisfies ErrorBody);
    // Another address is not affected; the same one may comment again in the next window.
    expect(
      (await client(t.app).post(`/api/analyses/${stored.id}/comments`, COMMENT, from('198.51.100.8'))).status,
    ).toBe(201);
    t.clock.advance(45_000);
    expect((await me.post(`/api/analyses/${stored.id}/comments`, COMMENT, from('198.51.100.7'))).status).toBe(201);
    const rows = await t.deps.database.db.selectFrom('comments').select('id').execute();
    expect(rows).toHaveLength(DEFAULT_RATE_LIMITS.commentsPerIp.limit + 2);
  });

  it('limits likes per fingerprint as well as per address', async () => {
    const app = await makeTestApp(dialect, {
      env: { TRUST_PROXY: 'true' },
      rateLimits: { likesPerFingerprint: { limit: 2, windowMs: 60_000 }, likesPerIp: { limit: 3, windowMs: 60_000 } },
    });
    try {
      const c = client(app.app);
      const s = await seedAnalysis(app.deps.database, await deviceOf(c));
      await c.post(`/api/analyses/${s.id}/share`, SHARE); // other devices may like it
      // A fingerprint roams with its device; fresh fingerprints come from fresh devices (a device likes once).
      const like = (fp: string, ip: string, who = fp.startsWith('fp_fresh') ? client(app.app) : c) =>
        who.post(`/api/analyses/${s.id}/like`, { userFingerprint: fp }, from(ip));
      // One fingerprint from changing addresses: the fingerprint's limit holds.
      expect((await like('fp_roaming_01', '192.0.2.1')).status).toBe(201);
      expect((await like('fp_roaming_01', '192.0.2.2')).status).toBe(409);
      expect((await like('fp_roaming_01', '192.0.2.3')).status).toBe(429);
      // Fresh fingerprints from one address: the address's limit holds.
      expect((await like('fp_fresh_0001', '192.0.2.9')).status).toBe(201);
      expect((await like('fp_fresh_0002', '192.0.2.9')).status).toBe(201);
      expect((await like('fp_fresh_0003', '192.0.2.9')).status).toBe(201);
      expect((await like('fp_fresh_0004', '192.0.2.9')).status).toBe(429);
      const count = await app.deps.database.db.selectFrom('likes').select('user_fingerprint').execute();
      expect(count).toHaveLength(4);
    } finally {
      await app.close();
    }
  });

  it('limits shares per address', async () => {
    const device = await deviceOf(me);
    const statuses: number[] = [];
    for (let i = 0; i <= DEFAULT_RATE_LIMITS.sharesPerIp.limit; i++) {
      const s = await seedAnalysis(t.deps.database, device);
      statuses.push((await me.post(`/api/analyses/${s.id}/share`, SHARE, from('198.51.100.20'))).status);
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(DEFAULT_RATE_LIMITS.sharesPerIp.limit);
    expect(statuses.at(-1)).toBe(429);
  });

  it('holds across app instances sharing the database', async () => {
    const app = await makeTestApp(dialect, {
      env: { TRUST_PROXY: 'true' },
      rateLimits: { commentsPerIp: { limit: 4, windowMs: 60_000 } },
    });
    try {
      const a = client(app.app);
      const b = client(createApp(app.deps));
      const s = await seedAnalysis(app.deps.database, await deviceOf(a));
      await a.post(`/api/analyses/${s.id}/share`, SHARE);
      const statuses = [];
      for (let i = 0; i < 6; i++)
        statuses.push(
          (await (i % 2 ? a : b).post(`/api/analyses/${s.id}/comments`, COMMENT, from('198.51.100.30'))).status,
        );
      expect(statuses).toEqual([201, 201, 201, 201, 429, 429]);
    } finally {
      await app.close();
    }
  });

  it('counts concurrent requests exactly', async () => {
    const app = await makeTestApp(dialect, {
      env: { TRUST_PROXY: 'true' },
      rateLimits: { commentsPerIp: { limit: 5, windowMs: 60_000 } },
    });
    try {
      const c = client(app.app);
      const s = await seedAnalysis(app.deps.database, await deviceOf(c));
      const answers = await Promise.all(
        Array.from({ length: 12 }, () => c.post(`/api/analyses/${s.id}/comments`, COMMENT, from('198.51.100.40'))),
      );
      expect(answers.filter((r) => r.status === 201)).toHaveLength(5);
      expect(answers.filter((r) => r.status === 429)).toHaveLength(7);
    } finally {
      await app.close();
    }
  });

  it('ignores X-Forwarded-For unless TRUST_PROXY is set, so a client cannot pick its own bucket', async () => {
    const app = await makeTestApp(dialect, { rateLimits: { commentsPerIp: { limit: 2, windowMs: 60_000 } } });
    try {
      const c = client(app.app);
      const s = await seedAnalysis(app.deps.database, await deviceOf(c));
      const statuses = [];
      for (const ip of ['10.0.0.1', '10.0.0.2', '10.0.0.3'])
        statuses.push((await c.post(`/api/analyses/${s.id}/comments`, COMMENT, from(ip))).status);
      expect(statuses).toEqual([201, 201, 429]);
    } finally {
      await app.close();
    }
  });
});

describeEachDialect('the rate_limits table on %s', (dialect) => {
  it('drops windows older than a day in an occasional sweep', async () => {
    const t = await makeTestApp(dialect);
    try {
      const db = t.deps.database.db;
      const now = t.clock.now();
      await db
        .insertInto('rate_limits')
        .values({ bucket: 'gone-for-good', window_start: now - RATE_LIMIT_SWEEP_AGE_MS - 60_000, count: 3 })
        .execute();
      // Any RATE_LIMIT_SWEEP_EVERY consecutive new windows include one sweep.
      for (let i = 0; i < RATE_LIMIT_SWEEP_EVERY; i++)
        await hitRateLimit(t.deps.database, `fresh-${i}`, { limit: 1, windowMs: 60_000 }, now);
      expect(
        await db.selectFrom('rate_limits').select('bucket').where('bucket', '=', 'gone-for-good').executeTakeFirst(),
      ).toBeUndefined();
      expect(await db.selectFrom('rate_limits').select('bucket').execute()).toHaveLength(RATE_LIMIT_SWEEP_EVERY);
    } finally {
      await t.close();
    }
  });
});
