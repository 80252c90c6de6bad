import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { ANALYSIS_FIXTURE } from '@costlens/contracts/testing';
import { StoredAnalysis } from '@costlens/contracts';
import { CostLensDb } from './db.ts';
import { toHistoryRecord, upgradeStoredAnalysis } from './history-record.ts';

const NAME = 'costlens-upgrade-test';
const { id, ...full } = ANALYSIS_FIXTURE;

/** A history copy as version 2 of the app kept it: the panels at the top level and inside `analysis`. */
const legacy = {
  id,
  type: 'full',
  productName: full.productName,
  productCategory: full.productCategory,
  costRangeLow: full.costRangeLow,
  costRangeHigh: full.costRangeHigh,
  confidence: full.confidence,
  materials: full.materials,
  methodology: { type: 'on-device-estimate', steps: full.methodology },
  makeBuyAnalysis: full.makeBuyAnalysis ?? null,
  pricingAnalysis: { ...full.pricingAnalysis, offers: [] },
  marketSaturation: full.marketSaturation ?? null,
  platformRecommendations: full.platformRecommendations ?? [],
  supplierList: [],
  shareToken: 'tok_tok_tok_tok_tok_tk',
  shareTitle: 'Speaker costs',
  shareDescription: 'What goes into it.',
  isPublic: true,
  viewCount: 4,
  createdAt: '2026-11-20T12:00:00.000Z',
  analysis: full,
};

afterEach(async () => {
  await Dexie.delete(NAME);
});

describe('device history copies in the one-shape format', () => {
  it('rewrites copies kept by version 2 when the database opens, each field once', async () => {
    const old = new Dexie(NAME);
    old.version(1).stores({ history: 'id, savedAt', settings: 'key' });
    old
      .version(2)
      .stores({ drafts: 'id, createdAt, status', outbox: '++id, &idempotencyKey, kind, target, nextAttemptAt' });
    await old.table('history').put({ id, savedAt: legacy.createdAt, stored: legacy, thumbnail: null });
    old.close();

    const db = new CostLensDb(NAME);
    const item = await db.history.get(id);
    db.close();
    const stored = StoredAnalysis.parse(item!.stored);
    expect(stored).toMatchObject({ methodologyType: 'on-device-estimate', shareTitle: 'Speaker costs', viewCount: 4 });
    expect(stored.analysis?.materials).toEqual(full.materials);
    expect(Object.keys(item!.stored)).not.toContain('materials');
    expect(Object.keys(stored.analysis!)).not.toContain('productName');
  });

  it('leaves a copy already in the current shape as it is', () => {
    const current = toHistoryRecord(ANALYSIS_FIXTURE, null, new Date('2026-11-20T12:00:00.000Z'));
    expect(upgradeStoredAnalysis(current)).toBe(current);
    expect(StoredAnalysis.parse(current)).toEqual(current);
  });
});
