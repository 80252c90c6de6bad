// Migration 0004 on a database made before it: rows in the old layout are rewritten (each field once),
// their comments and likes survive the SQLite table rebuild, and shared rows become searchable.
import { sql } from 'kysely';
import { afterEach, expect, it } from 'vitest';
import { ANALYSIS_FIXTURE } from '@costlens/contracts/testing';
import { StoredAnalysis } from '@costlens/contracts';
import { describeEachDialect } from '../../../test/harness.ts';
import { findAnalysisById, listPublicAnalyses } from '../analyses.ts';
import type { Database } from '../database.ts';
import { migrations } from './index.ts';
import { migrator, open } from './migration-test-support.ts';

const BEFORE = Object.keys(migrations).filter((name) => name < '0004');

describeEachDialect('migration 0004 on a %s database made before it', (dialect) => {
  let drop: (() => Promise<void>) | null = null;
  afterEach(async () => {
    await drop?.();
    drop = null;
  });

  it('rewrites old rows once per field, keeps their comments and likes, and indexes shared ones for search', async () => {
    const opened = await open(dialect);
    drop = opened.drop;
    const { db } = opened;
    expect((await migrator(db, BEFORE).migrateToLatest()).error).toBeUndefined();

    const { id: _id, ...full } = ANALYSIS_FIXTURE;
    const old = {
      id: 'oldrowoldrowoldrow0001',
      device_id: 'olddeviceolddevice0001',
      type: 'full',
      product_name: full.productName,
      product_category: full.productCategory,
      cost_low: full.costRangeLow,
      cost_high: full.costRangeHigh,
      confidence: full.confidence,
      methodology_type: 'ai-analysis',
      // The layout before: the whole analysis, offers and suppliers.
      data: JSON.stringify({
        analysis: full,
        offers: [{ title: 'Speaker', source: 'Walmart', price: 39.99, currency: 'CAD', availability: null, url: null }],
        suppliers: [],
      }),
      share_token: 'oldtokenoldtokenoldtok',
      share_title: 'Crème brûlée speaker',
      share_description: 'Old share.',
      is_public: 1,
      view_count: 7,
      created_at: '2026-01-01T00:00:00.000Z',
      client_key: null,
    };
    await db
      .insertInto('analyses')
      .values(old as never)
      .execute();
    await db
      .insertInto('comments')
      .values({
        id: 'oldcommentoldcomment01',
        analysis_id: old.id,
        author_name: 'Ann',
        author_email: null,
        content: 'Hi',
        created_at: old.created_at,
      })
      .execute();
    await db
      .insertInto('likes')
      .values({ analysis_id: old.id, user_fingerprint: 'fp_oldfingerprint', created_at: old.created_at } as never)
      .execute();

    const after = await migrator(db, Object.keys(migrations)).migrateToLatest();
    expect(after.error).toBeUndefined();

    const database: Database = { db, dialect, ping: async () => true, close: async () => {} };
    const stored = StoredAnalysis.parse(await findAnalysisById(database, old.id));
    expect(stored).toMatchObject({ productName: full.productName, methodologyType: 'ai-analysis', viewCount: 7 });
    expect(stored.analysis?.materials).toEqual(full.materials);
    expect(Object.keys(stored.analysis!)).not.toContain('productName');
    expect(stored.offers).toHaveLength(1);
    expect(
      Number(
        (
          await db
            .selectFrom('comments')
            .select(sql<number>`count(*)`.as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
    ).toBe(1);
    expect(
      Number(
        (
          await db
            .selectFrom('likes')
            .select(sql<number>`count(*)`.as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
    ).toBe(1);
    const found = await listPublicAnalyses(database, { limit: 10, after: null, words: ['brulee'] });
    expect(found.analyses.map((a) => a.id)).toEqual([old.id]);
    expect(found.analyses[0]).toMatchObject({ likeCount: 1, commentCount: 1 });
  });
});
