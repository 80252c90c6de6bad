// Answers kept per process, read through one API process after writes through another: two real server
// processes (`node api/src/server.ts`) on one database, sharing nothing but it. Each process keeps a
// device's history page and a shared analysis as bytes and serves them again only while the database's
// version of what they were made from is unchanged; whatever the other process writes, and whatever is
// written to the database by anyone, shows on the next read. Views are written by the process that
// counted them within a second, so the other shows them once written.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { AnalysisListResponse, AnalysisResponse, ShareResponse } from '@costlens/contracts';
import { describeEachDialect } from '../../test/harness.ts';
import { insertAnalysis } from '../db/analyses.ts';
import { deviceCookieKey, signDeviceId } from '../http/device.ts';
import { startApi } from './support/api-process.ts';
import type { ApiProcess } from './support/api-process.ts';
import { sharedDatabase } from './support/databases.ts';
import type { SharedDatabase } from './support/databases.ts';

const OWNER = 'keptanswersowner000001';
const VISITOR = 'keptanswersvisitor0001';

describeEachDialect('kept answers across two API processes on one %s database', (dialect) => {
  let shared: SharedDatabase;
  let a: ApiProcess;
  let b: ApiProcess;
  let deviceKey = '';
  let id = '';
  /** The share token made in the first test; the tests run in order, as a user would. */
  let token = '';

  beforeAll(async () => {
    shared = await sharedDatabase(dialect);
    const seed = await shared.open();
    id = (
      await insertAnalysis(seed, {
        deviceId: OWNER,
        type: 'full',
        productName: 'Kept mug',
        productCategory: 'Drinkware',
        costRangeLow: 2,
        costRangeHigh: 5,
        confidence: 70,
        methodologyType: 'on-device-estimate',
      })
    ).id;
    deviceKey = await deviceCookieKey(seed, Date.now());
    await seed.close();
    [a, b] = await Promise.all([startApi(shared.env), startApi(shared.env)]);
  }, 120_000);
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await shared?.remove();
  });

  function call(api: ApiProcess, path: string, init: { method?: string; body?: unknown; device?: string } = {}) {
    const headers: Record<string, string> = {};
    if (init.body !== undefined) headers['content-type'] = 'application/json';
    if (init.device) headers.cookie = `cl_device=${signDeviceId(deviceKey, init.device)}`;
    return fetch(`${api.url}${path}`, {
      method: init.method ?? 'GET',
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
  }
  async function history(api: ApiProcess) {
    const res = await call(api, '/api/analyses', { device: OWNER });
    expect(res.status).toBe(200);
    return ((await res.json()) as AnalysisListResponse).analyses;
  }
  const card = async (api: ApiProcess) => (await history(api)).find((x) => x.id === id);
  async function sharedAnalysis(api: ApiProcess, token: string) {
    const res = await call(api, `/api/shared/${token}`, { device: VISITOR });
    return res.status === 200 ? ((await res.json()) as AnalysisResponse).analysis : res.status;
  }
  /** Reads through `api` until `pass` holds (views are written within a second of being counted). */
  async function eventually<T>(read: () => Promise<T>, pass: (value: T) => boolean): Promise<T> {
    let value = await read();
    for (let i = 0; i < 50 && !pass(value); i++) {
      await new Promise((r) => setTimeout(r, 100));
      value = await read();
    }
    return value;
  }

  it("shows on the owner's kept history page, read through one process, what was written through the other", async () => {
    const before = (await card(a))!;
    expect(await card(a)).toEqual(before); // the page is now kept by process a
    const share = await call(b, `/api/analyses/${id}/share`, {
      method: 'POST',
      device: OWNER,
      body: { shareTitle: 'Mug - Cost Analysis', shareDescription: 'Shared through b.' },
    });
    expect(share.status).toBe(200);
    token = ((await share.json()) as ShareResponse).shareToken;
    expect(await card(a)).toMatchObject({ isPublic: true, shareToken: token });
    const comment = await call(b, `/api/analyses/${id}/comments`, {
      method: 'POST',
      body: { authorName: 'Ann', content: 'Nice' },
    });
    expect(comment.status).toBe(201);
    expect(await card(a)).toMatchObject({ commentCount: before.commentCount + 1 });
    const like = await call(b, `/api/analyses/${id}/like`, {
      method: 'POST',
      body: { userFingerprint: 'fingerprint-kept-01' },
    });
    expect(like.status).toBe(201);
    expect(await card(a)).toMatchObject({ commentCount: before.commentCount + 1, likeCount: before.likeCount + 1 });
  });

  it('serves a kept shared analysis through one process with what the other changed, and the views both counted', async () => {
    expect(await sharedAnalysis(a, token)).toMatchObject({ shareTitle: 'Mug - Cost Analysis', viewCount: 1 });
    expect(await sharedAnalysis(a, token)).toMatchObject({ viewCount: 1 }); // kept by a; the same visitor again
    await call(b, `/api/analyses/${id}/share`, {
      method: 'POST',
      device: OWNER,
      body: { shareTitle: 'Retitled through b', shareDescription: 'Shared through b.' },
    });
    expect(await sharedAnalysis(a, token)).toMatchObject({ shareTitle: 'Retitled through b', viewCount: 1 });

    // Another visitor, counted by b: once each process has written its views (within a second), a shows both.
    expect((await call(b, `/api/shared/${token}`, { device: 'keptanswersvisitor0002' })).status).toBe(200);
    const both = (x: Awaited<ReturnType<typeof sharedAnalysis>>) => typeof x === 'object' && x.viewCount === 2;
    expect(await eventually(() => sharedAnalysis(a, token), both)).toMatchObject({ viewCount: 2 });
    expect(
      await eventually(
        () => card(a),
        (x) => x?.viewCount === 2,
      ),
    ).toMatchObject({ viewCount: 2 });

    expect((await call(b, `/api/analyses/${id}/share`, { method: 'DELETE', device: OWNER })).status).toBe(200);
    expect(await sharedAnalysis(a, token)).toBe(404);
    expect(await card(a)).toMatchObject({ isPublic: false, shareToken: null });
  });

  it('shows rows written to the database by anyone, with no process told', async () => {
    await card(a);
    const db = await shared.open();
    try {
      await db.db
        .updateTable('analyses')
        .set({ product_name: 'Renamed in the database' })
        .where('id', '=', id)
        .execute();
    } finally {
      await db.close();
    }
    expect((await card(a))?.productName).toBe('Renamed in the database');
    expect((await card(b))?.productName).toBe('Renamed in the database');
  });

  it("drops the owner's deleted analysis from the page kept by the other process", async () => {
    expect(await card(a)).toBeDefined();
    expect((await call(b, `/api/analyses/${id}`, { method: 'DELETE', device: OWNER })).status).toBe(200);
    expect(await card(a)).toBeUndefined();
  });
});
