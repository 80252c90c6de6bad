// A request sent again with the same Idempotency-Key but another body is refused with 422 on every
// route that changes anything, and changes nothing: the table below must name every endpoint that is
// not a read, either with two bodies to send or with why a repeat needs no key.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '@costlens/contracts';
import type { EndpointName, ErrorBody } from '@costlens/contracts';
import { answerWith, MODEL_ANALYSIS } from '../../test/fixtures/openai/answers.ts';
import { describeEachDialect, client, makeTestApp } from '../../test/harness.ts';
import type { TestApp } from '../../test/harness.ts';
import { startReplayServer } from '../../test/replay-server.ts';
import type { ReplayServer } from '../../test/replay-server.ts';
import { SHARE, deviceOf, seedAnalysis } from '../routes/analyses/test-seed.ts';

const CUP = readFileSync(new URL('../../test/fixtures/photos/cup-1.jpg', import.meta.url));
const PERSON = readFileSync(new URL('../../test/fixtures/photos/negative-person-1.jpg', import.meta.url));
const photo = (bytes: Buffer) => {
  const form = new FormData();
  form.set('image', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'photo.jpg');
  return form;
};

type Client = ReturnType<typeof client>;
/** Two different bodies for one endpoint, sent by the analysis's owner. */
type Send = (c: Client, id: string, variant: 0 | 1, headers: Record<string, string>) => Promise<Response>;

const MUTATIONS: Partial<Record<EndpointName, Send>> = {
  events: (c, _id, v, h) => c.post('/api/events', { name: v ? 'camera_used' : 'page_view' }, h),
  analyze: (c, _id, v, h) => c.post('/api/analyze', photo(v ? PERSON : CUP), h),
  shareAnalysis: (c, id, v, h) => c.post(`/api/analyses/${id}/share`, { ...SHARE, shareTitle: v ? 'B' : 'A' }, h),
  addComment: (c, id, v, h) =>
    c.post(`/api/analyses/${id}/comments`, { authorName: 'Dana', content: v ? 'second' : 'first' }, h),
  like: (c, id, v, h) =>
    c.post(`/api/analyses/${id}/like`, { userFingerprint: v ? 'fp_other_001' : 'fp_first_001' }, h),
  putThumbnail: (c, id, v, h) =>
    c.send(`/api/analyses/${id}/thumbnail`, { method: 'PUT', body: photo(v ? PERSON : CUP), headers: h }),
};

/** Endpoints that are not reads and need no key, with the reason. */
const NO_BODY_OR_NO_EFFECT: Partial<Record<EndpointName, string>> = {
  unshareAnalysis: 'a DELETE has no body to change (its key is kept per path and replays the answer)',
  deleteAnalysis: 'a DELETE has no body to change (its key is kept per path and replays the answer)',
  unlike: 'a DELETE has no body to change: a repeat finds no like to take back and answers the same count',
  identifyProduct: 'stores nothing: a repeat identifies the photo again',
  priceCompare: 'a search: stores nothing but the shared cache',
  explainPrices: 'an explanation of a stored answer: stores nothing of the caller',
  amazon: 'a search: stores nothing but the shared cache',
  explainAmazon: 'an explanation of a stored answer: stores nothing of the caller',
  extractUrl: 'reads a page: stores nothing',
  findSimilar: 'a search: stores nothing but the shared cache',
  findSuppliers: 'a search: stores nothing but the shared cache',
  explainSuppliers: 'an explanation of a stored answer: stores nothing of the caller',
  recommendSuppliers: 'a search: stores nothing but the shared cache',
  explainRecommendations: 'an explanation of a stored answer: stores nothing of the caller',
  searchFlights: 'a search: stores nothing but the shared cache',
  createWatch: 'one watch per page or search per device: a repeat finds the watch the first made',
  updateWatch: 'puts the whole rule set: a repeat puts the same',
  deleteWatch: 'a DELETE has no body to change: a repeat finds nothing more to delete',
  checkWatch: 'no body: a repeat checks again, no sooner than the site interval allows',
  readWatchAlerts: 'marks alerts read: a repeat marks the same',
  subscribePush: 'stores the subscription under its endpoint: a repeat stores the same',
  unsubscribePush: 'removes by endpoint: a repeat removes nothing more',
};

describe('every endpoint that is not a read is accounted for', () => {
  it.each((Object.keys(ENDPOINTS) as EndpointName[]).filter((n) => ENDPOINTS[n].method !== 'GET'))('%s', (name) => {
    expect(name in MUTATIONS || name in NO_BODY_OR_NO_EFFECT).toBe(true);
  });
});

describeEachDialect('a replay with another body on %s', (dialect) => {
  let model: ReplayServer;
  let t: TestApp;
  beforeAll(async () => {
    model = await startReplayServer(() => ({ status: 200, json: answerWith(MODEL_ANALYSIS) }));
    t = await makeTestApp(dialect, {
      env: { OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: `${model.url}/v1` },
    });
  });
  afterAll(async () => {
    await t.close();
    await model.close();
  });

  it.each(Object.entries(MUTATIONS) as Array<[EndpointName, Send]>)('%s answers 422', async (name, send) => {
    const owner = client(t.app);
    const { id } = await seedAnalysis(t.deps.database, await deviceOf(owner));
    await owner.post(`/api/analyses/${id}/share`, SHARE);
    const key = { 'Idempotency-Key': `replay-${name}` };
    const first = await send(owner, id, 0, key);
    expect(first.status, await first.clone().text()).toBeLessThan(300);
    const changed = await send(owner, id, 1, key);
    expect(changed.status).toBe(422);
    expect((await changed.json()) as ErrorBody).toMatchObject({
      code: 'idempotency_mismatch',
      field: 'Idempotency-Key',
    });
    // The same body again is the first answer, replayed.
    const again = await send(owner, id, 0, key);
    expect(again.status).toBe(first.status);
    expect(again.headers.get('idempotency-replayed')).toBe('true');
  });
});
