// Every write that changes what a device's answers show raises its version, whoever makes it, and a
// write to another device's analyses leaves it alone: kept answers are checked against this number.
import { afterEach, beforeEach, expect, it } from 'vitest';
import { describeEachDialect, freshDatabase } from '../../test/harness.ts';
import { fullAnalysis } from '../routes/analyses/test-seed.ts';
import { addViews, correctAnalysis, insertAnalysis, shareAnalysis } from './analyses.ts';
import type { NewAnalysis } from './analyses.ts';
import { insertComment } from './comments.ts';
import type { Database } from './database.ts';
import { deviceVersion } from './device-versions.ts';
import { addLike } from './likes.ts';
import { deleteAnalysis, unshareAnalysis } from './ownership.ts';
import { deleteShareThumbnail, putShareThumbnail } from './share-thumbnails.ts';

const ME = 'device-versions-me-0001';
const OTHER = 'device-versions-other-01';

const analysisOf = (deviceId: string): NewAnalysis => ({
  deviceId,
  type: 'full',
  productName: 'Kettle',
  productCategory: 'Kitchen',
  costRangeLow: 1,
  costRangeHigh: 2,
  confidence: 50,
  methodologyType: 'on-device-estimate',
  analysis: fullAnalysis(),
});

describeEachDialect('device versions on %s', (dialect) => {
  let database: Database;
  let id: string;
  beforeEach(async () => {
    database = await freshDatabase(dialect);
    id = (await insertAnalysis(database, analysisOf(ME))).id;
    await insertAnalysis(database, analysisOf(OTHER));
  });
  afterEach(async () => {
    await database.close();
  });

  /** Runs `write` and says by how much each device's version moved. */
  async function raises(write: () => Promise<unknown>): Promise<{ me: number; other: number }> {
    const before = [await deviceVersion(database, ME), await deviceVersion(database, OTHER)];
    await write();
    return {
      me: (await deviceVersion(database, ME)) - before[0]!,
      other: (await deviceVersion(database, OTHER)) - before[1]!,
    };
  }

  it('is 0 for a device that never wrote', async () => {
    expect(await deviceVersion(database, 'never-wrote-anything-01')).toBe(0);
  });

  it.each<[string, (db: Database, id: string) => Promise<unknown>]>([
    ['a new analysis', (db) => insertAnalysis(db, analysisOf(ME))],
    ['a correction', (db, id) => correctAnalysis(db, analysisOf(ME), id)],
    ['a share', (db, id) => shareAnalysis(db, id, 'Title', 'Description')],
    [
      'a comment',
      (db, id) => insertComment(db, { analysisId: id, authorName: 'A', authorEmail: null, content: 'Hi', now: 0 }),
    ],
    ['a like', (db, id) => addLike(db, id, 'fingerprint-0001', OTHER, 0)],
    ['a share photo', (db, id) => putShareThumbnail(db, id, new Uint8Array([1, 2, 3]), 0)],
    ['counted views', (db, id) => addViews(db, [{ id, visitor: 'h:someone', day: '2026-11-26' }], '2026-11-26')],
    ['unsharing', (db, id) => unshareAnalysis(db, id)],
    ['a deletion', (db, id) => deleteAnalysis(db, id)],
  ])('rises with %s, for the owner only', async (_name, write) => {
    const moved = await raises(() => write(database, id));
    expect(moved.me).toBeGreaterThan(0);
    expect(moved.other).toBe(0);
  });

  it('rises once for each of many writes made at once', async () => {
    const moved = await raises(() =>
      Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          insertComment(database, { analysisId: id, authorName: `A${i}`, authorEmail: null, content: 'Hi', now: i }),
        ),
      ),
    );
    expect(moved).toEqual({ me: 20, other: 0 });
  });

  it('rises when a share photo is removed', async () => {
    await putShareThumbnail(database, id, new Uint8Array([1]), 0);
    expect((await raises(() => deleteShareThumbnail(database, id))).me).toBeGreaterThan(0);
  });

  it('stays put when a write changes nothing (a repeated like, a view already counted today)', async () => {
    await addLike(database, id, 'fingerprint-0001', OTHER, 0);
    await addViews(database, [{ id, visitor: 'h:someone', day: '2026-11-26' }], '2026-11-26');
    const moved = await raises(async () => {
      await addLike(database, id, 'fingerprint-0001', OTHER, 0);
      await addViews(database, [{ id, visitor: 'h:someone', day: '2026-11-26' }], '2026-11-26');
    });
    expect(moved).toEqual({ me: 0, other: 0 });
  });
});
