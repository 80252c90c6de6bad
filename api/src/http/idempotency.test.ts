import { afterEach, beforeEach, expect, it } from 'vitest';
import type { CommentListResponse, ShareResponse, StoredAnalysis } from '@costlens/contracts';
import { createApp } from '../app.ts';
import { describeEachDialect, client, makeTestApp } from '../../test/harness.ts';
import type { TestApp } from '../../test/harness.ts';
import { SHARE, deviceOf, seedAnalysis } from '../routes/analyses/test-seed.ts';
import type { AppEnv } from '../app-types.ts';
import { IDEMPOTENCY_TTL_MS, idempotent } from './idempotency.ts';

const COMMENT = { authorName: 'Dana', content: 'Queued while offline.' };
const key = (k: string) => ({ 'Idempotency-Key': k });

describeEachDialect('Idempotency-Key on %s', (dialect) => {
  let t: TestApp;
  let me: ReturnType<typeof client>;
  let stored: StoredAnalysis;
  beforeEach(async () => {
    t = await makeTestApp(dialect);
    me = client(t.app);
    stored = await seedAnalysis(t.deps.database, await deviceOf(me));
  });
  afterEach(async () => {
    await t.close();
  });

  const comments = async (c = me) =>
    ((await (await c.get(`/api/analyses/${stored.id}/comments`)).json()) as CommentListResponse).comments;

  it('replays the first answer of a repeated comment and stores the comment once', async () => {
    const first = await me.post(`/api/analyses/${stored.id}/comments`, COMMENT, key('outbox-1'));
    expect(first.status).toBe(201);
    expect(first.headers.get('Idempotency-Replayed')).toBeNull();
    const firstBody = await first.text();
    t.clock.advance(5_000);
    const again = await me.post(`/api/analyses/${stored.id}/comments`, COMMENT, key('outbox-1'));
    expect(again.status).toBe(201);
    expect(again.headers.get('Idempotency-Replayed')).toBe('true');
    expect(await again.text()).toBe(firstBody);
    expect(await comments()).toHaveLength(1);
  });

  it('replays a like, including its 409, without counting it again', async () => {
    const like = { userFingerprint: 'fp_outbox_0001' };
    const first = await me.post(`/api/analyses/${stored.id}/like`, like, key('like-1'));
    const replay = await me.post(`/api/analyses/${stored.id}/like`, like, key('like-1'));
    expect([first.status, replay.status]).toEqual([201, 201]);
    expect(await replay.json()).toEqual({ likeCount: 1, hasLiked: true });
    const second = await me.post(`/api/analyses/${stored.id}/like`, like, key('like-2'));
    expect(second.status).toBe(409);
    const secondReplay = await me.post(`/api/analyses/${stored.id}/like`, like, key('like-2'));
    expect(secondReplay.status).toBe(409);
    expect(secondReplay.headers.get('Idempotency-Replayed')).toBe('true');
    expect(await secondReplay.json()).toEqual({ error: 'Already liked', code: 'conflict' });
  });

  it('replays a share with the same link', async () => {
    const first = (await (
      await me.post(`/api/analyses/${stored.id}/share`, SHARE, key('share-1'))
    ).json()) as ShareResponse;
    const replay = await me.post(`/api/analyses/${stored.id}/share`, SHARE, key('share-1'));
    expect(replay.headers.get('Idempotency-Replayed')).toBe('true');
    expect(await replay.json()).toEqual(first);
  });

  it('answers 422 when the same key comes with a different body, and changes nothing', async () => {
    await me.post(`/api/analyses/${stored.id}/comments`, COMMENT, key('outbox-2'));
    const res = await me.post(
      `/api/analyses/${stored.id}/comments`,
      { ...COMMENT, content: 'Something else' },
      key('outbox-2'),
    );
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({
      error: expect.stringMatching(/Idempotency-Key/),
      code: 'idempotency_mismatch',
      field: 'Idempotency-Key',
    });
    expect((await comments()).map((c) => c.content)).toEqual([COMMENT.content]);
  });

  it('keeps keys apart per device and per path', async () => {
    const other = client(t.app);
    await me.post(`/api/analyses/${stored.id}/share`, SHARE);
    await me.post(`/api/analyses/${stored.id}/comments`, COMMENT, key('same'));
    const fromOther = await other.post(`/api/analyses/${stored.id}/comments`, COMMENT, key('same'));
    expect(fromOther.headers.get('Idempotency-Replayed')).toBeNull();
    const otherPath = await me.post(
      `/api/analyses/${stored.id}/like`,
      { userFingerprint: 'fp_same_key_01' },
      key('same'),
    );
    expect(otherPath.status).toBe(201);
    expect(otherPath.headers.get('Idempotency-Replayed')).toBeNull();
    expect(await comments()).toHaveLength(2);
  });

  it('runs a request with a fresh key or without a key every time', async () => {
    await me.post(`/api/analyses/${stored.id}/comments`, COMMENT, key('a'));
    await me.post(`/api/analyses/${stored.id}/comments`, COMMENT, key('b'));
    await me.post(`/api/analyses/${stored.id}/comments`, COMMENT);
    await me.post(`/api/analyses/${stored.id}/comments`, COMMENT);
    expect(await comments()).toHaveLength(4);
  });

  it('runs one of many concurrent copies of a request; the others replay it or are told to retry', async () => {
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => me.post(`/api/analyses/${stored.id}/comments`, COMMENT, key('burst'))),
    );
    const fresh = answers.filter((r) => r.status === 201 && !r.headers.has('Idempotency-Replayed'));
    expect(fresh).toHaveLength(1);
    for (const r of answers) {
      if (r === fresh[0]) continue;
      if (r.status === 409) {
        expect(r.headers.get('Retry-After')).toBe('1');
        expect(await r.json()).toMatchObject({ code: 'in_progress', retryable: true, retryAfterSeconds: 1 });
      } else {
        expect(r.status).toBe(201);
        expect(r.headers.get('Idempotency-Replayed')).toBe('true');
      }
    }
    expect(await comments()).toHaveLength(1);
  });

  it('does not keep a 429: the same key succeeds once the window has passed', async () => {
    const limited = await makeTestApp(dialect, { rateLimits: { commentsPerIp: { limit: 1, windowMs: 60_000 } } });
    try {
      const c = client(limited.app);
      const s = await seedAnalysis(limited.deps.database, await deviceOf(c));
      expect((await c.post(`/api/analyses/${s.id}/comments`, COMMENT, key('k1'))).status).toBe(201);
      expect((await c.post(`/api/analyses/${s.id}/comments`, COMMENT, key('k2'))).status).toBe(429);
      limited.clock.advance(60_000);
      const retried = await c.post(`/api/analyses/${s.id}/comments`, COMMENT, key('k2'));
      expect(retried.status).toBe(201);
      expect(retried.headers.get('Idempotency-Replayed')).toBeNull();
    } finally {
      await limited.close();
    }
  });

  it('forgets answers after a day: the handler runs again, and a comment still is not duplicated', async () => {
    const first = (await (await me.post(`/api/analyses/${stored.id}/comments`, COMMENT, key('old'))).json()) as {
      comment: { id: string };
    };
    t.clock.advance(IDEMPOTENCY_TTL_MS + 1);
    const later = await me.post(`/api/analyses/${stored.id}/comments`, COMMENT, key('old'));
    expect(later.status).toBe(201);
    expect(later.headers.get('Idempotency-Replayed')).toBeNull();
    // The comment's id comes from the key, so even a replay this late stores nothing new.
    expect(((await later.json()) as { comment: { id: string } }).comment.id).toBe(first.comment.id);
    expect(await comments()).toHaveLength(1);
    // A share is answered afresh too, with the same link.
    const share1 = (await (
      await me.post(`/api/analyses/${stored.id}/share`, SHARE, key('share-old'))
    ).json()) as ShareResponse;
    t.clock.advance(IDEMPOTENCY_TTL_MS + 1);
    const share2 = await me.post(`/api/analyses/${stored.id}/share`, SHARE, key('share-old'));
    expect(share2.headers.get('Idempotency-Replayed')).toBeNull();
    expect(((await share2.json()) as ShareResponse).shareUrl).toBe(share1.shareUrl);
  });

  it('is shared by app instances on one database (a replay may reach another process)', async () => {
    const second = client(createApp(t.deps));
    for (const [k, v] of me.cookies) second.cookies.set(k, v);
    await me.post(`/api/analyses/${stored.id}/comments`, COMMENT, key('cross'));
    const replay = await second.post(`/api/analyses/${stored.id}/comments`, COMMENT, key('cross'));
    expect(replay.headers.get('Idempotency-Replayed')).toBe('true');
    expect(await comments()).toHaveLength(1);
  });

  it.each([
    ['an empty key', ''],
    ['a key with spaces', 'a b'],
    ['a key over 255 characters', 'k'.repeat(256)],
  ])('refuses %s with a 400', async (_label, k) => {
    const res = await me.post(`/api/analyses/${stored.id}/comments`, COMMENT, key(k));
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ field: 'Idempotency-Key' });
    expect(await comments()).toHaveLength(0);
  });
});

describeEachDialect('the idempotency table on %s', (dialect) => {
  it('is swept of expired answers every few claims', async () => {
    const t = await makeTestApp(dialect);
    try {
      const { Hono } = await import('hono');
      const app = new Hono<AppEnv>()
        .use(async (c, next) => {
          c.set('deviceId', 'device-under-test');
          await next();
        })
        .post('/x', idempotent(t.deps, { sweepEvery: 3 }), (c) => c.json({ ok: true }, 201));
      const db = t.deps.database.db;
      await db
        .insertInto('idempotency')
        .values({
          key: 'expired',
          request_hash: 'h',
          status: 201,
          body: '{}',
          created_at: t.clock.now() - IDEMPOTENCY_TTL_MS - 1,
        })
        .execute();
      const post = (k: string) => app.request('/x', { method: 'POST', body: '{}', headers: key(k) });
      await post('one');
      await post('two');
      expect(
        await db.selectFrom('idempotency').select('key').where('key', '=', 'expired').executeTakeFirst(),
      ).toBeDefined();
      await post('three');
      expect(
        await db.selectFrom('idempotency').select('key').where('key', '=', 'expired').executeTakeFirst(),
      ).toBeUndefined();
      expect(await db.selectFrom('idempotency').select('key').execute()).toHaveLength(3);
    } finally {
      await t.close();
    }
  });
});
