import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type {
  AnalysisListResponse,
  AnalysisDetailResponse,
  AnalysisResponse,
  ErrorBody,
  PublicListResponse,
  ShareResponse,
} from '@costlens/contracts';
import { describeEachDialect, client, makeTestApp } from '../../../test/harness.ts';
import type { TestApp } from '../../../test/harness.ts';
import { PUBLIC_LIST_SIZE } from '../public/index.ts';
import { flushViews } from '../shared/view-counter.ts';
import { SHARE, deviceOf, seedAnalysis } from './test-seed.ts';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 20, 12, minute));

describeEachDialect('history, detail, share, shared and public on %s', (dialect) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await makeTestApp(dialect);
  });
  afterEach(async () => {
    await t.close();
  });

  describe('GET /api/analyses (history)', () => {
    it("lists only this device's analyses, newest first", async () => {
      const me = client(t.app);
      const other = client(t.app);
      await seedAnalysis(t.deps.database, await deviceOf(me), { productName: 'Old kettle', createdAt: at(1) });
      await seedAnalysis(t.deps.database, await deviceOf(other), { productName: 'Not mine', createdAt: at(2) });
      await seedAnalysis(t.deps.database, await deviceOf(me), { productName: 'New mug', createdAt: at(3) });

      const res = await me.get('/api/analyses');
      expect(res.status).toBe(200);
      const body = (await res.json()) as AnalysisListResponse;
      expect(body.analyses.map((a) => a.productName)).toEqual(['New mug', 'Old kettle']);
      expect(body.nextCursor).toBeNull();
      const theirs = (await (await other.get('/api/analyses')).json()) as AnalysisListResponse;
      expect(theirs.analyses.map((a) => a.productName)).toEqual(['Not mine']);
    });

    it('pages with a cursor without gaps or repeats, also when rows share a timestamp', async () => {
      const me = client(t.app);
      const device = await deviceOf(me);
      const names: string[] = [];
      for (let i = 0; i < 7; i++) {
        names.push(`Item ${i}`);
        await seedAnalysis(t.deps.database, device, { productName: `Item ${i}`, createdAt: at(i < 4 ? 10 : 20) });
      }
      const seen: string[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const res = await me.get(`/api/analyses?limit=3${cursor ? `&cursor=${cursor}` : ''}`);
        const body = (await res.json()) as AnalysisListResponse;
        expect(body.analyses.length).toBeLessThanOrEqual(3);
        seen.push(...body.analyses.map((a) => a.productName));
        cursor = body.nextCursor;
        pages++;
      } while (cursor && pages < 10);
      expect(pages).toBe(3);
      expect(seen).toHaveLength(7);
      expect(new Set(seen)).toEqual(new Set(names));
      // Items 4–6 are newer than 0–3.
      expect(seen.slice(0, 3).sort()).toEqual(['Item 4', 'Item 5', 'Item 6']);
    });

    it.each([
      ['limit=0', 'limit'],
      ['limit=101', 'limit'],
      ['limit=abc', 'limit'],
      ['cursor=not-a-cursor', 'cursor'],
      [`cursor=${Buffer.from('2026-01-01|x').toString('base64url')}`, 'cursor'],
    ])('refuses %s with a 400 naming the field', async (query, field) => {
      const res = await client(t.app).get(`/api/analyses?${query}`);
      expect(res.status).toBe(400);
      expect(((await res.json()) as ErrorBody).field).toBe(field);
    });
  });

  describe('GET /api/analyses/:id', () => {
    it('shows the owner its analysis with the confidence as a percent', async () => {
      const me = client(t.app);
      const stored = await seedAnalysis(t.deps.database, await deviceOf(me));
      const res = await me.get(`/api/analyses/${stored.id}`);
      expect(res.status).toBe(200);
      const { analysis } = (await res.json()) as AnalysisResponse;
      expect(analysis).toMatchObject({
        id: stored.id,
        productName: 'Stainless Steel Water Bottle',
        confidence: 72,
        isPublic: false,
        shareToken: null,
      });
      expect(analysis.analysis?.materials).toHaveLength(2);
    });

    it("hides another device's private analysis (404) until it is shared", async () => {
      const owner = client(t.app);
      const stranger = client(t.app);
      const stored = await seedAnalysis(t.deps.database, await deviceOf(owner));
      expect((await stranger.get(`/api/analyses/${stored.id}`)).status).toBe(404);
      expect((await owner.post(`/api/analyses/${stored.id}/share`, SHARE)).status).toBe(200);
      const res = await stranger.get(`/api/analyses/${stored.id}`);
      expect(res.status).toBe(200);
      const seen = (await res.json()) as AnalysisDetailResponse;
      expect(seen.analysis.isPublic).toBe(true);
      // The page offers the owner's actions by this: a visitor reads it, only the owner may change it.
      expect(seen.isOwner).toBe(false);
      expect(((await (await owner.get(`/api/analyses/${stored.id}`)).json()) as AnalysisDetailResponse).isOwner).toBe(
        true,
      );
    });

    it.each(['AAAAAAAAAAAAAAAAAAAAAA', 'not an id', '..%2F..%2Fetc'])('answers 404 for %s', async (id) => {
      const res = await client(t.app).get(`/api/analyses/${id}`);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ error: 'Analysis not found', code: 'not_found' });
    });
  });

  describe('POST /api/analyses/:id/share', () => {
    it('makes the analysis public and answers a share link on the address the owner is on', async () => {
      const me = client(t.app);
      const stored = await seedAnalysis(t.deps.database, await deviceOf(me));
      const res = await me.post(
        `/api/analyses/${stored.id}/share`,
        { shareTitle: '  Bottle costs  ', shareDescription: ' Steel and a lid. ' },
        { host: '127.0.0.1:8090' },
      );
      expect(res.status).toBe(200);
      const body = (await res.json()) as ShareResponse;
      expect(body.success).toBe(true);
      // No PUBLIC_ORIGIN and no ALLOWED_HOSTS: the host the request was sent to, not a name the server chose.
      expect(body.shareUrl).toBe(`http://127.0.0.1:8090/shared/${body.shareToken}`);
      const { analysis } = (await (await me.get(`/api/analyses/${stored.id}`)).json()) as AnalysisResponse;
      expect(analysis).toMatchObject({
        isPublic: true,
        shareToken: body.shareToken,
        shareTitle: 'Bottle costs',
        shareDescription: 'Steel and a lid.',
      });
    });

    it.each(['evil.example/x', 'a b', 'evil.example"><script>'])(
      'answers the listening address for a Host that is no host name (%s)',
      async (host) => {
        const me = client(t.app);
        const stored = await seedAnalysis(t.deps.database, await deviceOf(me));
        const res = await me.post(`/api/analyses/${stored.id}/share`, SHARE, { host });
        const body = (await res.json()) as ShareResponse;
        expect(body.shareUrl).toBe(`http://localhost:8080/shared/${body.shareToken}`);
      },
    );

    it('keeps the token on a re-share and takes the new title', async () => {
      const me = client(t.app);
      const stored = await seedAnalysis(t.deps.database, await deviceOf(me));
      const first = (await (await me.post(`/api/analyses/${stored.id}/share`, SHARE)).json()) as ShareResponse;
      const second = (await (
        await me.post(`/api/analyses/${stored.id}/share`, { ...SHARE, shareTitle: 'Renamed' })
      ).json()) as ShareResponse;
      expect(second.shareToken).toBe(first.shareToken);
      expect(second.shareUrl).toBe(first.shareUrl);
      const { analysis } = (await (await me.get(`/api/analyses/${stored.id}`)).json()) as AnalysisResponse;
      expect(analysis.shareTitle).toBe('Renamed');
    });

    it('draws unguessable tokens: 128 random bits, distinct, unrelated to the analysis id', async () => {
      // More shares than the per-minute limit allows from one address.
      await t.close();
      t = await makeTestApp(dialect, { rateLimits: { sharesPerIp: { limit: 100, windowMs: 60_000 } } });
      const me = client(t.app);
      const device = await deviceOf(me);
      const tokens = new Set<string>();
      for (let i = 0; i < 40; i++) {
        const stored = await seedAnalysis(t.deps.database, device);
        const { shareToken } = (await (
          await me.post(`/api/analyses/${stored.id}/share`, SHARE)
        ).json()) as ShareResponse;
        expect(shareToken).toMatch(/^[A-Za-z0-9_-]{22}$/); // 22 base64url characters = 132 bits carrying 128 random ones
        expect(shareToken).not.toBe(stored.id);
        tokens.add(shareToken);
      }
      expect(tokens.size).toBe(40);
      // Every one of the 64 base64url symbols is equally likely; 40 tokens × 21 full symbols show most of them.
      const symbols = new Set([...tokens].flatMap((tk) => [...tk.slice(0, 21)]));
      expect(symbols.size).toBeGreaterThan(55);
    });

    it('builds the link on the request host only when ALLOWED_HOSTS lists it', async () => {
      const app = await makeTestApp(dialect, { env: { ALLOWED_HOSTS: 'costlens.example, www.costlens.example' } });
      try {
        const me = client(app.app);
        const stored = await seedAnalysis(app.deps.database, await deviceOf(me));
        const share = async (host: string) =>
          ((await (await me.post(`/api/analyses/${stored.id}/share`, SHARE, { host })).json()) as ShareResponse)
            .shareUrl;
        expect(await share('www.costlens.example')).toMatch(/^http:\/\/www\.costlens\.example\/shared\//);
        expect(await share('evil.example')).toMatch(/^http:\/\/localhost:8080\/shared\//);
      } finally {
        await app.close();
      }
    });

    it('uses PUBLIC_ORIGIN for the link when configured', async () => {
      const app = await makeTestApp(dialect, { env: { PUBLIC_ORIGIN: 'https://costlens.example/' } });
      try {
        const me = client(app.app);
        const stored = await seedAnalysis(app.deps.database, await deviceOf(me));
        const body = (await (await me.post(`/api/analyses/${stored.id}/share`, SHARE)).json()) as ShareResponse;
        expect(body.shareUrl).toBe(`https://costlens.example/shared/${body.shareToken}`);
      } finally {
        await app.close();
      }
    });

    it("refuses to share another device's analysis (403), even once public, and an unknown one (404)", async () => {
      const owner = client(t.app);
      const stranger = client(t.app);
      const stored = await seedAnalysis(t.deps.database, await deviceOf(owner));
      expect((await stranger.post(`/api/analyses/${stored.id}/share`, SHARE)).status).toBe(403);
      await owner.post(`/api/analyses/${stored.id}/share`, SHARE);
      const res = await stranger.post(`/api/analyses/${stored.id}/share`, { ...SHARE, shareTitle: 'Hijacked' });
      expect(res.status).toBe(403);
      const { analysis } = (await (await owner.get(`/api/analyses/${stored.id}`)).json()) as AnalysisResponse;
      expect(analysis.shareTitle).toBe(SHARE.shareTitle);
      expect((await owner.post('/api/analyses/AAAAAAAAAAAAAAAAAAAAAA/share', SHARE)).status).toBe(404);
    });

    it.each([
      ['a blank title', { ...SHARE, shareTitle: '   ' }, 'shareTitle'],
      ['a missing description', { shareTitle: 'x' }, 'shareDescription'],
      ['a whitespace description', { ...SHARE, shareDescription: '\n\t ' }, 'shareDescription'],
      ['a title over 140 characters', { ...SHARE, shareTitle: 'x'.repeat(141) }, 'shareTitle'],
      ['a description over 1000 characters', { ...SHARE, shareDescription: 'x'.repeat(1001) }, 'shareDescription'],
      ['a title of the wrong type', { ...SHARE, shareTitle: 42 }, 'shareTitle'],
    ])('refuses %s with a 400 naming the field, leaving the analysis private', async (_label, body, field) => {
      const me = client(t.app);
      const stored = await seedAnalysis(t.deps.database, await deviceOf(me));
      const res = await me.post(`/api/analyses/${stored.id}/share`, body);
      expect(res.status).toBe(400);
      expect(((await res.json()) as ErrorBody).field).toBe(field);
      const { analysis } = (await (await me.get(`/api/analyses/${stored.id}`)).json()) as AnalysisResponse;
      expect(analysis.isPublic).toBe(false);
    });
  });

  describe('GET /api/shared/:token', () => {
    it("answers the shared analysis and counts a visitor's view once a day", async () => {
      const owner = client(t.app);
      const visitor = client(t.app);
      const stored = await seedAnalysis(t.deps.database, await deviceOf(owner));
      const { shareToken } = (await (
        await owner.post(`/api/analyses/${stored.id}/share`, SHARE)
      ).json()) as ShareResponse;
      const view = async (c: ReturnType<typeof client>, headers?: Record<string, string>) => {
        const res = await c.get(`/api/shared/${shareToken}`, headers);
        expect(res.status).toBe(200);
        const { analysis } = (await res.json()) as AnalysisResponse;
        expect(analysis).toMatchObject({ id: stored.id, shareTitle: SHARE.shareTitle, isPublic: true });
        return analysis.viewCount;
      };
      // A reload is the same visitor; the owner is another. Written or still pending, the count agrees.
      expect([await view(visitor), await view(visitor), await view(owner)]).toEqual([1, 1, 2]);
      await flushViews(t.deps.database);
      expect(await view(visitor)).toBe(2);
      // A program without cookies or browser headers is known by its address and user agent.
      const bot = { 'sec-fetch-site': '', 'user-agent': 'LinkPreviewBot/1.0' };
      expect([await view(client(t.app), bot), await view(client(t.app), bot)]).toEqual([3, 3]);
      // The next day, the visitor counts again.
      t.clock.advance(24 * 60 * 60 * 1000);
      expect(await view(visitor)).toBe(4);
      await flushViews(t.deps.database);
      const kept = await t.deps.database.db.selectFrom('share_views').select('day').execute();
      expect(new Set(kept.map((r) => r.day)).size).toBe(1); // yesterday's visitors were swept
    });

    it('counts concurrent views exactly, written in one batch rather than one write per read', async () => {
      const owner = client(t.app);
      const stored = await seedAnalysis(t.deps.database, await deviceOf(owner));
      const { shareToken } = (await (
        await owner.post(`/api/analyses/${stored.id}/share`, SHARE)
      ).json()) as ShareResponse;
      const answers = await Promise.all(
        Array.from({ length: 15 }, () => client(t.app).get(`/api/shared/${shareToken}`)),
      );
      expect(answers.every((r) => r.status === 200)).toBe(true);
      const row = () =>
        t.deps.database.db.selectFrom('analyses').select('view_count').where('id', '=', stored.id).executeTakeFirst();
      expect(Number((await row())?.view_count)).toBe(0);
      await flushViews(t.deps.database);
      expect(Number((await row())?.view_count)).toBe(15);
      const { analysis } = (await (await owner.get(`/api/analyses/${stored.id}`)).json()) as AnalysisResponse;
      expect(analysis.viewCount).toBe(15);
    });

    it.each(['AAAAAAAAAAAAAAAAAAAAAA', 'x', '%00'])('answers 404 for the unknown token %s', async (token) => {
      const res = await client(t.app).get(`/api/shared/${token}`);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ error: 'Analysis not found', code: 'not_found' });
    });
  });

  describe('GET /api/public', () => {
    it('lists public analyses only, newest first, and never a private one of any device', async () => {
      const a = client(t.app);
      const b = client(t.app);
      const older = await seedAnalysis(t.deps.database, await deviceOf(a), {
        productName: 'Shared older',
        createdAt: at(1),
      });
      await seedAnalysis(t.deps.database, await deviceOf(a), { productName: 'Private of A', createdAt: at(2) });
      const newer = await seedAnalysis(t.deps.database, await deviceOf(b), {
        productName: 'Shared newer',
        createdAt: at(3),
      });
      await seedAnalysis(t.deps.database, await deviceOf(b), { productName: 'Private of B', createdAt: at(4) });
      await a.post(`/api/analyses/${older.id}/share`, SHARE);
      await b.post(`/api/analyses/${newer.id}/share`, SHARE);

      for (const viewer of [a, b, client(t.app)]) {
        const res = await viewer.get('/api/public');
        expect(res.status).toBe(200);
        const body = (await res.json()) as PublicListResponse;
        expect(body.analyses.map((x) => x.productName)).toEqual(['Shared newer', 'Shared older']);
      }
    });

    it(`answers the newest ${PUBLIC_LIST_SIZE} first, and the rest through nextCursor`, async () => {
      const me = client(t.app);
      const device = await deviceOf(me);
      for (let i = 0; i < PUBLIC_LIST_SIZE + 3; i++) {
        const stored = await seedAnalysis(t.deps.database, device, { productName: `P${i}`, createdAt: at(i) });
        await t.deps.database.db
          .updateTable('analyses')
          .set({ is_public: 1, share_token: `tok${String(i).padStart(20, '0')}` })
          .where('id', '=', stored.id)
          .execute();
      }
      const body = (await (await me.get('/api/public')).json()) as PublicListResponse;
      expect(body.analyses).toHaveLength(PUBLIC_LIST_SIZE);
      expect(body.analyses[0]!.productName).toBe(`P${PUBLIC_LIST_SIZE + 2}`);
      expect(body.analyses.at(-1)!.productName).toBe('P3');
      const rest = (await (await me.get(`/api/public?cursor=${body.nextCursor}`)).json()) as PublicListResponse;
      expect(rest.analyses.map((a) => a.productName)).toEqual(['P2', 'P1', 'P0']);
      expect(rest.nextCursor).toBeNull();
    });
  });
});

describeEachDialect('two app instances on one %s database (no state in process memory)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp(dialect);
  });
  afterAll(async () => {
    await t.close();
  });

  it('count views as one system once each has written its batch', async () => {
    const { createApp } = await import('../../app.ts');
    const second = createApp(t.deps);
    const owner = client(t.app);
    const stored = await seedAnalysis(t.deps.database, await deviceOf(owner));
    const { shareToken } = (await (
      await owner.post(`/api/analyses/${stored.id}/share`, SHARE)
    ).json()) as ShareResponse;
    await Promise.all(
      Array.from({ length: 10 }, (_, i) => client(i % 2 ? t.app : second).get(`/api/shared/${shareToken}`)),
    );
    await flushViews(t.deps.database);
    const { analysis } = (await (await client(second).get(`/api/shared/${shareToken}`)).json()) as AnalysisResponse;
    expect(analysis.viewCount).toBe(11);
  });
});
