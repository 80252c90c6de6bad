import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ANALYSIS_FIXTURE } from '@costlens/contracts/testing';
import { AnalysisListResponse, AnalysisResponse, PublicListResponse } from '@costlens/contracts';
import type { AnalysisSummary } from '@costlens/contracts';
import { describeEachDialect, client, makeTestApp } from '../../../test/harness.ts';
import type { TestApp } from '../../../test/harness.ts';
import { shareAnalysis } from '../../db/analyses.ts';
import { SHARE, deviceOf, seedAnalysis } from '../analyses/test-seed.ts';
import { repeatedFields } from '../analyses/repeated-fields.ts';
import { PUBLIC_LIST_SIZE } from './index.ts';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 20, 12, 0) + minute * 60_000);

describeEachDialect('community pages, search and one shape per analysis on %s', (dialect) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await makeTestApp(dialect);
  });
  afterEach(async () => {
    await t.close();
  });

  /** A public analysis named `name`, made at `minute`, shared with `title`. */
  async function publish(device: string, name: string, minute: number, title = `${name} - Cost Analysis`) {
    const stored = await seedAnalysis(t.deps.database, device, { productName: name, createdAt: at(minute) });
    await shareAnalysis(t.deps.database, stored.id, title, `What ${name} costs.`);
    return stored;
  }

  const names = (page: { analyses: AnalysisSummary[] }) => page.analyses.map((a) => a.productName);

  describe('each field once', () => {
    it('in every answer that carries an analysis: detail, shared, history and community lists', async () => {
      const me = client(t.app);
      const device = await deviceOf(me);
      const { id: _id, ...full } = ANALYSIS_FIXTURE;
      const stored = await seedAnalysis(t.deps.database, device, {
        analysis: full,
        offers: [{ title: 'Speaker', source: 'Walmart', price: 39.99, currency: 'CAD', availability: null, url: null }],
        suppliers: [
          { companyName: 'Acme', platform: 'Alibaba', notes: '', verified: false, website: 'https://a.example' },
        ],
      });
      const { shareToken } = (await (await me.post(`/api/analyses/${stored.id}/share`, SHARE)).json()) as {
        shareToken: string;
      };
      const answers = {
        detail: AnalysisResponse.parse(await (await me.get(`/api/analyses/${stored.id}`)).json()),
        shared: AnalysisResponse.parse(await (await client(t.app).get(`/api/shared/${shareToken}`)).json()),
        history: AnalysisListResponse.parse(await (await me.get('/api/analyses')).json()),
        community: PublicListResponse.parse(await (await me.get('/api/public')).json()),
      };
      for (const [name, answer] of Object.entries(answers)) expect([name, repeatedFields(answer)]).toEqual([name, []]);
      // Nothing is lost: the panels are inside `analysis`, the headline at the top, once.
      expect(answers.detail.analysis).toMatchObject({ productName: full.productName, confidence: full.confidence });
      expect(answers.detail.analysis.analysis?.materials).toEqual(full.materials);
      expect(answers.detail.analysis.analysis?.makeBuyAnalysis).toEqual(full.makeBuyAnalysis);
      expect(answers.detail.analysis.offers).toHaveLength(1);
      expect(answers.detail.analysis.supplierList).toHaveLength(1);
    });

    it('is what the check catches: the shape sent before carried the panels twice', () => {
      const { id, ...full } = ANALYSIS_FIXTURE;
      const before = { id, productName: full.productName, materials: full.materials, analysis: full };
      expect(repeatedFields({ analysis: before })).toEqual(
        expect.arrayContaining([
          '$.analysis.analysis.materials repeats $.analysis.materials',
          '$.analysis.productName and $.analysis.analysis.productName',
        ]),
      );
    });

    it('lists summaries only: no panels, a list item a few hundred bytes', async () => {
      const me = client(t.app);
      const { id: _id, ...full } = ANALYSIS_FIXTURE;
      await seedAnalysis(t.deps.database, await deviceOf(me), { analysis: full });
      const res = await me.get('/api/analyses');
      const [item] = AnalysisListResponse.parse(await res.json()).analyses;
      expect(Object.keys(item!)).not.toContain('analysis');
      expect(JSON.stringify(item).length).toBeLessThan(600);
      expect(item).toMatchObject({ hasThumbnail: false, likeCount: 0, commentCount: 0 });
    });
  });

  describe('GET /api/public in pages and searched', () => {
    it('finds an analysis older than the first page by a word of its share title, and reaches it by nextCursor', async () => {
      const device = await deviceOf(client(t.app));
      await publish(device, 'Kitchen torch', 0, 'Grandmother’s Crème Brûlée torch');
      for (let i = 1; i <= PUBLIC_LIST_SIZE + 5; i++) await publish(device, `Mug ${i}`, i);
      const visitor = client(t.app);

      const first = PublicListResponse.parse(await (await visitor.get('/api/public')).json());
      expect(first.analyses).toHaveLength(PUBLIC_LIST_SIZE);
      expect(names(first)).not.toContain('Kitchen torch');

      // Case and accents folded, a word prefix matches; every word must match.
      for (const q of ['brulee', 'CRÈME', 'grandmother', 'brûl torch']) {
        const found = PublicListResponse.parse(
          await (await visitor.get(`/api/public?q=${encodeURIComponent(q)}`)).json(),
        );
        expect([q, names(found)]).toEqual([q, ['Kitchen torch']]);
      }
      const none = PublicListResponse.parse(await (await visitor.get('/api/public?q=brulee%20kettle')).json());
      expect(none).toEqual({ analyses: [], nextCursor: null });
      // By category too.
      const byCategory = PublicListResponse.parse(await (await visitor.get('/api/public?q=drinkware&limit=3')).json());
      expect(byCategory.analyses).toHaveLength(3);

      let cursor = first.nextCursor;
      const later: string[] = [];
      while (cursor) {
        const page = PublicListResponse.parse(await (await visitor.get(`/api/public?cursor=${cursor}`)).json());
        later.push(...names(page));
        cursor = page.nextCursor;
      }
      expect(later.at(-1)).toBe('Kitchen torch');
      expect(first.analyses.length + later.length).toBe(PUBLIC_LIST_SIZE + 6);
    });

    it('never repeats or skips an item while new analyses are shared between pages', async () => {
      const device = await deviceOf(client(t.app));
      // Same-minute rows too: the cursor orders them by id.
      for (let i = 0; i < 23; i++) await publish(device, `Item ${i}`, Math.floor(i / 3));
      const before = PublicListResponse.parse(await (await client(t.app).get('/api/public?limit=100')).json());
      const expected = names(before);

      const seen: string[] = [];
      let cursor: string | null = null;
      let n = 0;
      do {
        const query: string = cursor ? `&cursor=${cursor}` : '';
        const page = PublicListResponse.parse(await (await client(t.app).get(`/api/public?limit=4${query}`)).json());
        seen.push(...names(page));
        cursor = page.nextCursor;
        // Someone shares a new analysis after every page.
        await publish(device, `New ${n}`, 1_000 + n);
        n++;
      } while (cursor && n < 20);
      expect(seen).toEqual(expected);
    });

    it.each([
      ['limit=0', 'limit'],
      ['limit=101', 'limit'],
      ['cursor=not-a-cursor', 'cursor'],
    ])('refuses %s with a 400 naming the field', async (query, field) => {
      const res = await client(t.app).get(`/api/public?${query}`);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { field?: string }).field).toBe(field);
    });

    it('treats query syntax in a search as words', async () => {
      const device = await deviceOf(client(t.app));
      await publish(device, 'Plain mug', 1);
      for (const q of ['"', 'mug*', 'NEAR(mug)', 'mug & !kettle', "mug' OR 1=1 --", ':*', '()']) {
        const res = await client(t.app).get(`/api/public?q=${encodeURIComponent(q)}`);
        expect([q, res.status]).toEqual([q, 200]);
      }
      const found = PublicListResponse.parse(await (await client(t.app).get('/api/public?q=mug*')).json());
      expect(names(found)).toEqual(['Plain mug']);
    });
  });
});
