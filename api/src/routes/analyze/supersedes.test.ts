// A capture named while it waited offline is sent again under a new key, naming the keys it was sent
// under before. An analysis one of them stored (its answer lost) is corrected, never stored twice.
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { AnalyzeResponse, ErrorBody } from '@costlens/contracts';
import { claimIdempotencyKey } from '../../db/idempotency.ts';
import { answerWith, MODEL_ANALYSIS } from '../../../test/fixtures/openai/answers.ts';
import { client, describeEachDialect } from '../../../test/harness.ts';
import type { TestApp } from '../../../test/harness.ts';
import type { ReplayResponse } from '../../../test/replay-server.ts';
import { deviceOf } from '../analyses/test-seed.ts';
import { startAppWithModelVendor } from './test-model-vendor.ts';
import type { AppWithModelVendor } from './test-model-vendor.ts';

const CUP = readFileSync(new URL('../../../test/fixtures/photos/cup-1.jpg', import.meta.url));

function form(fields: Record<string, string> = {}) {
  const fd = new FormData();
  fd.set('image', new Blob([new Uint8Array(CUP)], { type: 'image/jpeg' }), 'captured-image.jpg');
  for (const [k, v] of Object.entries(fields)) fd.set(k, v);
  return fd;
}

describeEachDialect('POST /api/analyze of a capture named after it was sent (%s)', (dialect) => {
  let next: ReplayResponse[] = [];
  let t: TestApp;
  const named = { type: 'full', productName: 'Espresso cup', productCategory: 'Drinkware' };
  const namedAnswer = { status: 200, json: answerWith({ ...MODEL_ANALYSIS, productName: 'Espresso cup' }) };

  let app: AppWithModelVendor;

  beforeAll(async () => {
    ({ t } = app = await startAppWithModelVendor(dialect, () => next.shift()));
  });
  afterAll(() => app.close());
  beforeEach(() => {
    next = [];
  });

  const historyOf = async (c: ReturnType<typeof client>) =>
    ((await (await c.get('/api/analyses')).json()) as { analyses: { id: string; productName: string }[] }).analyses;

  it('corrects the analysis the first upload stored when its answer was lost: one analysis, same id, the name', async () => {
    const c = client(t.app);
    const first = await c.post('/api/analyze', form({ type: 'full' }), { 'Idempotency-Key': 'draft-lost-0001' });
    expect(first.status).toBe(200); // stored, but the phone never read this answer
    const storedId = AnalyzeResponse.parse(await first.json()).analysis.id;

    next = [namedAnswer];
    const res = await c.post('/api/analyze', form({ ...named, supersedes: 'draft-lost-0001' }), {
      'Idempotency-Key': 'draft-lost-0002',
    });
    expect(res.status).toBe(200);
    const body = AnalyzeResponse.parse(await res.json());
    expect(body.analysis).toMatchObject({ id: storedId, productName: 'Espresso cup' });
    expect(await historyOf(c)).toEqual([expect.objectContaining({ id: storedId, productName: 'Espresso cup' })]);
  });

  it('makes a new analysis when the first upload was refused and stored nothing', async () => {
    const c = client(t.app);
    const refused = await c.post('/api/analyze', form({ type: 'price' }), { 'Idempotency-Key': 'draft-refused-01' });
    expect(refused.status).toBe(400);
    next = [namedAnswer];
    const res = await c.post('/api/analyze', form({ ...named, supersedes: 'draft-refused-01' }), {
      'Idempotency-Key': 'draft-refused-02',
    });
    expect(res.status).toBe(200);
    const body = AnalyzeResponse.parse(await res.json());
    expect(body.replaced).toBeUndefined();
    expect(await historyOf(c)).toEqual([
      expect.objectContaining({ id: body.analysis.id, productName: 'Espresso cup' }),
    ]);
  });

  it("ignores another device's key: its analysis is never replaced", async () => {
    const owner = client(t.app);
    const theirs = AnalyzeResponse.parse(
      await (
        await owner.post('/api/analyze', form({ type: 'full' }), { 'Idempotency-Key': 'draft-other-0001' })
      ).json(),
    );
    const c = client(t.app);
    next = [namedAnswer];
    const res = await c.post('/api/analyze', form({ ...named, supersedes: 'draft-other-0001' }), {
      'Idempotency-Key': 'draft-other-0002',
    });
    expect(res.status).toBe(200);
    const mine = AnalyzeResponse.parse(await res.json());
    expect(mine.analysis.id).not.toBe(theirs.analysis.id);
    expect(await historyOf(owner)).toEqual([
      expect.objectContaining({ id: theirs.analysis.id, productName: MODEL_ANALYSIS.productName }),
    ]);
  });

  it('asks to retry later while the first upload is still running, and stores nothing yet', async () => {
    const c = client(t.app);
    const device = await deviceOf(c);
    const storageKey = createHash('sha256').update(`${device}\nPOST\n/api/analyze\ndraft-running-01`).digest('hex');
    await claimIdempotencyKey(t.deps.database, storageKey, 'hash', t.deps.clock.now());
    const res = await c.post('/api/analyze', form({ ...named, supersedes: 'draft-running-01' }), {
      'Idempotency-Key': 'draft-running-02',
    });
    expect(res.status).toBe(409);
    expect(ErrorBody.parse(await res.json())).toMatchObject({ code: 'in_progress', retryable: true });
    expect(await historyOf(c)).toEqual([]);
  });

  it('refuses a supersedes that is not a list of keys', async () => {
    const res = await client(t.app).post('/api/analyze', form({ ...named, supersedes: 'ok-key bad\u00e9key' }));
    expect(res.status).toBe(400);
    expect(ErrorBody.parse(await res.json()).field).toBe('supersedes');
  });
});
