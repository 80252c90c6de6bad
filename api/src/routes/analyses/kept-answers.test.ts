// History pages and shared analyses are kept as bytes per app instance and served again after one read of
// the owner's version. Two app instances in this one process, on one database handle, each with its own
// kept answers: whatever one writes, and whatever is written to the database by anyone, the next read
// through the other answers. They share more than two processes would (`deps`: the database handle, and
// through it every instance's view counter, which `flushViews` writes), so this is the fast, in-process
// check of the rule; two real server processes sharing only the database are in
// `api/src/resilience/kept-answers-processes.test.ts`.
import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AnalysisListResponse, AnalysisResponse, ShareResponse } from '@costlens/contracts';
import { countingDatabase, readFrom } from '../../../test/counting-database.ts';
import { describeEachDialect, client, makeTestApp } from '../../../test/harness.ts';
import type { TestApp } from '../../../test/harness.ts';
import { createApp } from '../../app.ts';
import { flushViews } from '../shared/view-counter.ts';
import { SHARE, deviceOf, seedAnalysis } from './test-seed.ts';

type Client = ReturnType<typeof client>;
const CUP = readFileSync(new URL('../../../test/fixtures/photos/cup-1.jpg', import.meta.url));

/** The same device (its cookies) sending through another app instance. */
function through(app: ReturnType<typeof createApp>, device: Client): Client {
  const other = client(app);
  for (const [k, v] of device.cookies) other.cookies.set(k, v);
  return other;
}

describeEachDialect('kept answers on %s, two app instances on one database', (dialect) => {
  let t: TestApp;
  let second: ReturnType<typeof createApp>;
  let owner: Client;
  let ownerThere: Client;
  let id: string;
  let token: string;

  beforeEach(async () => {
    t = await makeTestApp(dialect);
    second = createApp(t.deps);
    owner = client(t.app);
    id = (await seedAnalysis(t.deps.database, await deviceOf(owner), { productName: 'Kept mug' })).id;
    ownerThere = through(second, owner);
    token = ((await (await owner.post(`/api/analyses/${id}/share`, SHARE)).json()) as ShareResponse).shareToken;
  });
  afterEach(async () => {
    await t.close();
  });

  const history = async (c: Client) => {
    const res = await c.get('/api/analyses');
    expect(res.status).toBe(200);
    return (await res.json()) as AnalysisListResponse;
  };
  const card = async (c: Client) => (await history(c)).analyses.find((a) => a.id === id);

  it('answers the same bytes again while nothing changed, in each encoding asked for', async () => {
    for (let i = 0; i < 8; i++) await seedAnalysis(t.deps.database, await deviceOf(owner), { productName: `Cup ${i}` });
    const first = await (await owner.get('/api/analyses')).text();
    const again = await owner.get('/api/analyses', { 'accept-encoding': 'br' });
    expect(again.headers.get('content-encoding')).toBe('br');
    expect(await (await owner.get('/api/analyses')).text()).toBe(first);
  });

  it('serves a kept history page and shared analysis from the store: read once, then only the version', async () => {
    const counting = countingDatabase(t.deps.database);
    const noting = createApp({ ...t.deps, database: counting.database });
    const mine = through(noting, owner);
    const visitor = client(noting);
    for (const [label, read] of [
      ['history page', () => mine.get('/api/analyses')],
      ['shared analysis', () => visitor.get(`/api/shared/${token}`)],
    ] as const) {
      const first = await read();
      expect(first.status, label).toBe(200);
      const body = await first.text();
      expect(readFrom(counting.statements, 'analyses'), label).toBe(true);
      counting.statements.length = 0;
      const again = await read();
      expect(await again.text(), label).toBe(body);
      // The second answer came from the kept bytes: the analyses were not read again, only the version.
      expect(readFrom(counting.statements, 'analyses'), label).toBe(false);
      expect(readFrom(counting.statements, 'device_versions'), label).toBe(true);
      counting.statements.length = 0;
    }
  });

  it.each<
    [string, (visitor: Client) => Promise<unknown>, (before: NonNullable<Awaited<ReturnType<typeof card>>>) => object]
  >([
    [
      'a comment',
      (v) => v.post(`/api/analyses/${id}/comments`, { authorName: 'Ann', content: 'Nice' }),
      (b) => ({ commentCount: b.commentCount + 1 }),
    ],
    [
      'a like',
      (v) => v.post(`/api/analyses/${id}/like`, { userFingerprint: 'fingerprint-01' }),
      (b) => ({ likeCount: b.likeCount + 1 }),
    ],
    [
      'a view, once written',
      async (v) => {
        await v.get(`/api/shared/${token}`);
        await flushViews(t.deps.database);
      },
      (b) => ({ viewCount: b.viewCount + 1 }),
    ],
  ])("shows %s made through the other instance on the owner's next page", async (_name, write, expected) => {
    const before = (await card(owner))!;
    await write(client(second));
    expect(await card(owner)).toMatchObject(expected(before));
  });

  it("shows the owner's own changes made through the other instance: a photo, unsharing, deleting", async () => {
    await card(owner);
    const form = new FormData();
    form.append('image', new File([CUP], 'cup.jpg', { type: 'image/jpeg' }));
    expect((await ownerThere.send(`/api/analyses/${id}/thumbnail`, { method: 'PUT', body: form })).status).toBe(200);
    expect(await card(owner)).toMatchObject({ hasThumbnail: true, isPublic: true });
    expect((await ownerThere.send(`/api/analyses/${id}/share`, { method: 'DELETE' })).status).toBe(200);
    expect(await card(owner)).toMatchObject({ hasThumbnail: false, isPublic: false, shareToken: null });
    expect((await ownerThere.send(`/api/analyses/${id}`, { method: 'DELETE' })).status).toBe(200);
    expect(await card(owner)).toBeUndefined();
  });

  it('shows rows written to the database by anyone, with no instance told', async () => {
    await card(owner);
    await seedAnalysis(t.deps.database, await deviceOf(owner), { productName: 'Added elsewhere' });
    expect((await history(owner)).analyses.map((a) => a.productName)).toContain('Added elsewhere');
    await t.deps.database.db.updateTable('analyses').set({ product_name: 'Renamed' }).where('id', '=', id).execute();
    expect((await card(owner))?.productName).toBe('Renamed');
  });

  it("keeps each device's pages apart", async () => {
    const other = client(t.app);
    await seedAnalysis(t.deps.database, await deviceOf(other), { productName: 'Not yours' });
    expect((await history(owner)).analyses.map((a) => a.productName)).toEqual(['Kept mug']);
    expect((await history(other)).analyses.map((a) => a.productName)).toEqual(['Not yours']);
    expect((await history(owner)).analyses.map((a) => a.productName)).toEqual(['Kept mug']);
  });

  describe('a shared analysis', () => {
    const shared = async (c: Client) => {
      const res = await c.get(`/api/shared/${token}`);
      return res.status === 200 ? ((await res.json()) as AnalysisResponse).analysis : res.status;
    };

    it('stops answering the moment it is unshared or deleted through the other instance', async () => {
      const visitor = client(t.app);
      expect(await shared(visitor)).toMatchObject({ id, isPublic: true });
      expect(await shared(visitor)).toMatchObject({ id, isPublic: true });
      expect((await ownerThere.send(`/api/analyses/${id}/share`, { method: 'DELETE' })).status).toBe(200);
      expect(await shared(visitor)).toBe(404);
    });

    it('answers a new title, and views counted by either instance once written', async () => {
      const visitor = client(t.app);
      expect(await shared(visitor)).toMatchObject({ viewCount: 1 });
      expect(await shared(visitor)).toMatchObject({ viewCount: 1 });
      await ownerThere.post(`/api/analyses/${id}/share`, { ...SHARE, shareTitle: 'Retitled' });
      expect(await shared(visitor)).toMatchObject({ shareTitle: 'Retitled', viewCount: 1 });
      await client(second).get(`/api/shared/${token}`);
      await flushViews(t.deps.database);
      expect(await shared(visitor)).toMatchObject({ viewCount: 2 });
      // A new visitor here: counted at once in this instance's answer, before it is written.
      expect(await shared(client(t.app))).toMatchObject({ viewCount: 3 });
      expect(await shared(visitor)).toMatchObject({ viewCount: 3 });
    });
  });
});
