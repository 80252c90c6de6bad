import { afterEach, beforeEach, expect, it } from 'vitest';
import type { PublicListResponse } from '@costlens/contracts';
import { describeEachDialect, client, makeTestApp } from '../../../test/harness.ts';
import type { TestApp } from '../../../test/harness.ts';
import { SHARE, deviceOf, seedAnalysis } from '../analyses/test-seed.ts';
import { PUBLIC_LIST_FRESH_MS } from './fresh-list.ts';

describeEachDialect('the community list kept for a second on %s', (dialect) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await makeTestApp(dialect);
  });
  afterEach(async () => {
    await t.close();
  });

  const names = async (c: ReturnType<typeof client>) =>
    ((await (await c.get('/api/public')).json()) as PublicListResponse).analyses.map((a) => a.productName);

  it('shows a share made through this process at once', async () => {
    const me = client(t.app);
    const first = await seedAnalysis(t.deps.database, await deviceOf(me), {
      productName: 'First',
      createdAt: new Date(Date.UTC(2026, 10, 20, 12, 1)),
    });
    const second = await seedAnalysis(t.deps.database, await deviceOf(me), {
      productName: 'Second',
      createdAt: new Date(Date.UTC(2026, 10, 20, 12, 2)),
    });
    await me.post(`/api/analyses/${first.id}/share`, SHARE);
    expect(await names(me)).toEqual(['First']);
    await me.post(`/api/analyses/${second.id}/share`, SHARE);
    expect(await names(client(t.app))).toEqual(['Second', 'First']);
  });

  it('shows a change made by another process within a second, and the same answer until then', async () => {
    const me = client(t.app);
    const stored = await seedAnalysis(t.deps.database, await deviceOf(me), { productName: 'Elsewhere' });
    expect(await names(me)).toEqual([]);
    // Another process shares it: only the database changes.
    await t.deps.database.db
      .updateTable('analyses')
      .set({ is_public: 1, share_token: 'tokfromanotherprocess01' })
      .where('id', '=', stored.id)
      .execute();
    t.clock.advance(PUBLIC_LIST_FRESH_MS - 1);
    expect(await names(me)).toEqual([]);
    t.clock.advance(1);
    expect(await names(me)).toEqual(['Elsewhere']);
  });
});
