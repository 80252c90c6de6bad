import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { AnalyzeResponse, ErrorBody, IdentifyResponse } from '@costlens/contracts';
import { findAnalysisById, findAnalysisOwner } from '../../db/analyses.ts';
import { answerWith, MODEL_ANALYSIS, MODEL_IDENTIFICATION, recorded } from '../../../test/fixtures/openai/answers.ts';
import { client, describeEachDialect, makeTestApp } from '../../../test/harness.ts';
import type { TestApp } from '../../../test/harness.ts';
import type { ReplayResponse, ReplayServer } from '../../../test/replay-server.ts';
import { deviceOf, seedAnalysis } from '../analyses/test-seed.ts';
import { startAppWithModelVendor } from './test-model-vendor.ts';
import type { AppWithModelVendor } from './test-model-vendor.ts';
import { MAX_IMAGE_BYTES } from './image-upload.ts';

const require = createRequire(import.meta.url);
const CUP = readFileSync(new URL('../../../test/fixtures/photos/cup-1.jpg', import.meta.url));
const be32 = (n: number) => [(n >>> 24) & 0xff, (n >> 16) & 0xff, (n >> 8) & 0xff, n & 0xff];
/** A PNG header claiming a size; the route must refuse it before any decoder runs. */
const pngClaiming = (w: number, h: number) =>
  new Uint8Array([
    0x89,
    0x50,
    0x4e,
    0x47,
    0x0d,
    0x0a,
    0x1a,
    0x0a,
    ...be32(13),
    0x49,
    0x48,
    0x44,
    0x52,
    ...be32(w),
    ...be32(h),
    8,
    2,
    0,
    0,
    0,
  ]);

function form(file: Blob | string | null, fields: Record<string, string> = {}, name = 'captured-image.jpg') {
  const fd = new FormData();
  if (typeof file === 'string') fd.set('image', file);
  else if (file) fd.set('image', file, name);
  for (const [k, v] of Object.entries(fields)) fd.set(k, v);
  return fd;
}
const jpegFile = (bytes: Uint8Array | Buffer = CUP) => new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' });

describeEachDialect('POST /api/analyze and /api/identify-product (%s)', (dialect) => {
  let vendor: ReplayServer;
  let next: ReplayResponse[] = [];
  let t: TestApp;

  let app: AppWithModelVendor;

  beforeAll(async () => {
    // The model vendor, faked at the wire: answers queued per test, a valid analysis by default.
    ({ t, vendor } = app = await startAppWithModelVendor(dialect, () => next.shift()));
  });
  afterAll(() => app.close());
  beforeEach(() => {
    next = [];
    vendor.requests.length = 0;
  });

  it('analyses a photo, stores it for this device and answers it with its real id', async () => {
    const c = client(t.app);
    const res = await c.post('/api/analyze', form(jpegFile()));
    expect(res.status).toBe(200);
    const body = AnalyzeResponse.parse(await res.json());
    expect(body.analysis).toMatchObject({
      productName: 'White ceramic coffee mug',
      costRangeLow: 1.1,
      costRangeHigh: 2.4,
    });

    const stored = await findAnalysisById(t.deps.database, body.analysis.id);
    expect(stored).toMatchObject({
      type: 'full',
      productName: 'White ceramic coffee mug',
      confidence: 78,
      methodologyType: 'ai-analysis',
    });
    expect(stored?.analysis?.materials).toHaveLength(3);
    expect(await findAnalysisOwner(t.deps.database, body.analysis.id)).toBe(await deviceOf(c));
    expect(vendor.requests).toHaveLength(1);
  });

  it('answers a replayed Idempotency-Key with the same analysis, without asking the model again', async () => {
    const c = client(t.app);
    const first = AnalyzeResponse.parse(
      await (await c.post('/api/analyze', form(jpegFile()), { 'Idempotency-Key': 'draft-0001-abcd' })).json(),
    );
    const again = AnalyzeResponse.parse(
      await (await c.post('/api/analyze', form(jpegFile()), { 'Idempotency-Key': 'draft-0001-abcd' })).json(),
    );
    expect(again.analysis.id).toBe(first.analysis.id);
    expect(vendor.requests).toHaveLength(1);

    // Another device with the same key gets its own analysis, never this one.
    const other = AnalyzeResponse.parse(
      await (
        await client(t.app).post('/api/analyze', form(jpegFile()), { 'Idempotency-Key': 'draft-0001-abcd' })
      ).json(),
    );
    expect(other.analysis.id).not.toBe(first.analysis.id);
  });

  it('refuses the same Idempotency-Key with a different photo, as every mutation does, and stores nothing', async () => {
    const c = client(t.app);
    const key = { 'Idempotency-Key': 'draft-0002-abcd' };
    const first = await c.post('/api/analyze', form(jpegFile()), key);
    expect(first.status).toBe(200);
    const before = await c.get('/api/analyses');
    const other = readFileSync(new URL('../../../test/fixtures/photos/negative-person-1.jpg', import.meta.url));
    const res = await c.post('/api/analyze', form(jpegFile(other)), key);
    expect(res.status).toBe(422);
    expect(ErrorBody.parse(await res.json())).toMatchObject({ code: 'idempotency_mismatch', field: 'Idempotency-Key' });
    expect(vendor.requests).toHaveLength(1);
    expect(await (await c.get('/api/analyses')).json()).toEqual(await before.json());
    // The same photo with the same key, in a form built afresh (a new multipart boundary), is a replay.
    const again = await c.post('/api/analyze', form(jpegFile(), {}, 'another-name.jpg'), key);
    expect(again.headers.get('Idempotency-Replayed')).toBe('true');
  });

  it('answers a key used before keys named rows with the analysis stored then, without asking the model', async () => {
    const c = client(t.app);
    const device = await deviceOf(c);
    const made = await seedAnalysis(t.deps.database, device);
    await t.deps.database.db
      .updateTable('analyses')
      .set({ client_key: `${device}:queued-before-the-change` })
      .where('id', '=', made.id)
      .execute();
    const res = await c.post('/api/analyze', form(jpegFile()), { 'Idempotency-Key': 'queued-before-the-change' });
    expect(res.status).toBe(200);
    expect(AnalyzeResponse.parse(await res.json()).analysis.id).toBe(made.id);
    expect(vendor.requests).toHaveLength(0);
  });

  it("sends the user's correction of name and category to the model", async () => {
    const res = await client(t.app).post(
      '/api/analyze',
      form(jpegFile(), { productName: 'Espresso cup', productCategory: 'Drinkware' }),
    );
    expect(res.status).toBe(200);
    expect(vendor.requests[0]!.body).toContain('Espresso cup');
  });

  describe('a re-estimate that replaces an earlier analysis of the same photo', () => {
    const analyse = async (c: ReturnType<typeof client>, fields: Record<string, string> = {}) => {
      const res = await c.post('/api/analyze', form(jpegFile(), fields));
      return { status: res.status, body: (await res.json()) as unknown };
    };
    const historyIds = async (c: ReturnType<typeof client>) =>
      ((await (await c.get('/api/analyses')).json()) as { analyses: { id: string }[] }).analyses.map((a) => a.id);

    it('keeps the corrected analysis under its id: the same address, one history entry, the new product', async () => {
      const c = client(t.app);
      const first = AnalyzeResponse.parse((await analyse(c)).body);
      const again = await analyse(c, {
        productName: 'Espresso cup',
        productCategory: 'Drinkware',
        replaces: first.analysis.id,
      });
      expect(again.status).toBe(200);
      const second = AnalyzeResponse.parse(again.body);
      expect(second.analysis.id).toBe(first.analysis.id);
      expect(second.replaced).toBe(first.analysis.id);
      expect(await historyIds(c)).toEqual([first.analysis.id]);
      const read = await c.get(`/api/analyses/${first.analysis.id}`);
      expect(read.status).toBe(200);
      expect(((await read.json()) as { analysis: { productName: string } }).analysis.productName).toBe(
        second.analysis.productName,
      );
    });

    it('keeps its public link, comments and likes, which now show the corrected product', async () => {
      const c = client(t.app);
      const first = AnalyzeResponse.parse((await analyse(c)).body);
      const id = first.analysis.id;
      const shared = await c.post(`/api/analyses/${id}/share`, {
        shareTitle: 'My cup',
        shareDescription: 'What it costs to make',
      });
      const { shareToken } = (await shared.json()) as { shareToken: string };
      await c.post(`/api/analyses/${id}/comments`, { authorName: 'Sam', content: 'Looks cheaper than I thought' });
      await c.post(`/api/analyses/${id}/like`, { userFingerprint: 'fp-0123456789' });
      next = [{ status: 200, json: answerWith({ ...MODEL_ANALYSIS, productName: 'Porcelain espresso cup' }) }];
      const second = AnalyzeResponse.parse(
        (await analyse(c, { productName: 'Porcelain espresso cup', replaces: id })).body,
      );
      expect(second.analysis.id).toBe(id);

      const visitor = client(t.app);
      const page = (await (await visitor.get(`/api/shared/${shareToken}`)).json()) as {
        analysis: { productName: string };
      };
      expect(page.analysis.productName).toBe('Porcelain espresso cup');
      const comments = (await (await visitor.get(`/api/analyses/${id}/comments`)).json()) as { comments: unknown[] };
      expect(comments.comments).toHaveLength(1);
      const found = (await (await visitor.get('/api/public?q=porcelain')).json()) as { analyses: { id: string }[] };
      expect(found.analyses.map((a) => a.id)).toContain(id);
    });

    it("refuses to replace another device's analysis, before calling the model, and keeps it", async () => {
      const owner = client(t.app);
      const theirs = AnalyzeResponse.parse((await analyse(owner)).body);
      vendor.requests.length = 0;
      const res = await analyse(client(t.app), { productName: 'Espresso cup', replaces: theirs.analysis.id });
      expect(res.status).toBe(403);
      expect(ErrorBody.parse(res.body)).toMatchObject({
        field: 'replaces',
        error: expect.stringMatching(/Only the device that made this analysis/),
      });
      expect(vendor.requests).toHaveLength(0);
      expect(await historyIds(owner)).toEqual([theirs.analysis.id]);
    });

    it.each([
      ['an id that names no analysis', 'AAAAAAAAAAAAAAAAAAAAAA', 404, /not found/],
      ['something that is not an id', '../../etc', 400, /replaces/],
    ])('refuses %s, before calling the model', async (_name, replaces, status, message) => {
      const res = await analyse(client(t.app), { replaces });
      expect(res.status).toBe(status);
      expect(ErrorBody.parse(res.body).error).toMatch(message);
      expect(vendor.requests).toHaveLength(0);
    });
  });

  describe('a re-estimate without its photo (the device no longer has it)', () => {
    const words = (fields: Record<string, string>) => {
      const fd = new FormData();
      for (const [k, v] of Object.entries(fields)) fd.set(k, v);
      return fd;
    };

    it('estimates from the words alone, sends the model no image, and corrects the earlier analysis in place', async () => {
      const c = client(t.app);
      const first = AnalyzeResponse.parse(await (await c.post('/api/analyze', form(jpegFile()))).json());
      vendor.requests.length = 0;
      const res = await c.post(
        '/api/analyze',
        words({ productName: 'Espresso cup', productCategory: 'Drinkware', replaces: first.analysis.id }),
      );
      expect(res.status).toBe(200);
      const second = AnalyzeResponse.parse(await res.json());
      expect(second.replaced).toBe(first.analysis.id);
      expect(vendor.requests).toHaveLength(1);
      const sent = vendor.requests[0]!.body;
      expect(sent).toContain('Espresso cup');
      expect(sent).toContain('There is no photo this time');
      expect(sent).not.toContain('image_url');
      expect(second.analysis.id).toBe(first.analysis.id);
      expect((await c.get(`/api/analyses/${first.analysis.id}`)).status).toBe(200);
    });

    it.each([
      ['no analysis to correct', { productName: 'Espresso cup' }, 'image'],
      ['no words', { replaces: 'AAAAAAAAAAAAAAAAAAAAAA' }, 'productName'],
    ])('refuses a form with %s, before calling the model', async (_name, fields, field) => {
      vendor.requests.length = 0;
      const res = await client(t.app).post('/api/analyze', words(fields));
      expect(res.status).toBe(400);
      expect(ErrorBody.parse(await res.json()).field).toBe(field);
      expect(vendor.requests).toHaveLength(0);
    });

    it("refuses to correct another device's analysis without its photo (403)", async () => {
      const theirs = AnalyzeResponse.parse(await (await client(t.app).post('/api/analyze', form(jpegFile()))).json());
      vendor.requests.length = 0;
      const res = await client(t.app).post(
        '/api/analyze',
        words({ productName: 'Espresso cup', replaces: theirs.analysis.id }),
      );
      expect(res.status).toBe(403);
      expect(vendor.requests).toHaveLength(0);
    });
  });

  it('identifies the product as a search query', async () => {
    next = [{ status: 200, json: answerWith({ ...MODEL_IDENTIFICATION, upc: '0064100111172' }) }];
    const res = await client(t.app).post('/api/identify-product', form(jpegFile(), { type: 'price' }));
    expect(res.status).toBe(200);
    expect(IdentifyResponse.parse(await res.json())).toMatchObject({
      productQuery: 'white ceramic coffee mug',
      upc: '0064100111172',
    });
  });

  it.each([
    ['no image field', () => form(null), 400, /form field "image"/],
    ['text in the image field', () => form('not a file'), 400, /form field "image"/],
    ['an empty file', () => form(new Blob([])), 400, /empty/],
    [
      'a file that is not an image',
      () => form(new Blob(['%PDF-1.7 hello']), {}, 'doc.pdf'),
      415,
      /not a JPEG, PNG, WebP or HEIC/,
    ],
    [
      'an image type we do not take (GIF)',
      () => form(new Blob(['GIF89a\x01\x00\x01\x00'])),
      415,
      /not a JPEG, PNG, WebP or HEIC/,
    ],
    ['a JPEG whose header is cut off', () => form(jpegFile(CUP.subarray(0, 40))), 400, /damaged/],
    [
      'more than 10 MB',
      () => form(new Blob([CUP, new Uint8Array(MAX_IMAGE_BYTES)], { type: 'image/jpeg' })),
      413,
      /10 MB/,
    ],
    [
      'a header claiming 12000×9000 pixels',
      () => form(new Blob([pngClaiming(12000, 9000)])),
      413,
      /12000×9000 pixels; at most 50 megapixels/,
    ],
    ['a correction that is too long', () => form(jpegFile(), { productName: 'x'.repeat(201) }), 400, /productName/],
    ['an unknown type', () => form(jpegFile(), { type: 'everything' }), 400, /type must be one of/],
    ['a price type on the full analysis', () => form(jpegFile(), { type: 'price' }), 400, /identify-product/],
  ])('refuses %s with a clear 4xx, before calling the model', async (_name, body, status, message) => {
    const res = await client(t.app).post('/api/analyze', body());
    expect(res.status).toBe(status);
    expect(ErrorBody.parse(await res.json()).error).toMatch(message);
    expect(vendor.requests).toHaveLength(0);
  });

  it.each([
    [
      'JSON instead of multipart',
      { 'content-type': 'application/json' },
      '{"image":"data:image/jpeg;base64,AAAA"}',
      415,
    ],
    [
      'a broken multipart body',
      { 'content-type': 'multipart/form-data; boundary=xyz' },
      '--xyz\r\nContent-Disposition: form-data; name="image"',
      400,
    ],
  ])('refuses %s', async (_name, headers, body, status) => {
    const res = await client(t.app).send('/api/identify-product', { method: 'POST', headers, body });
    expect(res.status).toBe(status);
    expect(ErrorBody.parse(await res.json()).error).toBeTruthy();
  });

  it('refuses a malformed Idempotency-Key', async () => {
    const res = await client(t.app).post('/api/analyze', form(jpegFile()), { 'Idempotency-Key': 'no spaces allowed' });
    expect(res.status).toBe(400);
    expect(ErrorBody.parse(await res.json()).field).toBe('Idempotency-Key');
  });

  it.each([
    [
      'a busy model (429)',
      {
        status: 429,
        json: { error: { message: 'Rate limit reached', code: 'rate_limit_exceeded' } },
        headers: { 'retry-after': '9' },
      },
      503,
      /temporarily busy/,
      true,
    ],
    ['a refusal (recorded)', { status: 200, json: recorded(2) }, 422, /declined/, false],
  ])('maps %s to the answer the client can act on', async (_name, response, status, message, retryable) => {
    next = [response];
    const res = await client(t.app).post('/api/analyze', form(jpegFile()));
    expect(res.status).toBe(status);
    const body = ErrorBody.parse(await res.json());
    expect(body.error).toMatch(message);
    expect(body.retryable).toBe(retryable);
  });

  it('stores nothing when the model fails', async () => {
    next = [
      { status: 200, json: recorded(3) },
      { status: 200, json: recorded(3) },
    ];
    const before = await t.deps.database.db
      .selectFrom('analyses')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    const res = await client(t.app).post('/api/analyze', form(jpegFile()));
    expect(res.status).toBe(502);
    const after = await t.deps.database.db
      .selectFrom('analyses')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });
});

// With no keys the on-device estimator answers (packages/estimator): loaded once, on first use.
describe('POST /api/analyze with no keys (on-device estimator, sqlite)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp('sqlite');
  });
  afterAll(async () => {
    await t.close();
  });

  it('estimates a product photo and stores it as an on-device estimate', async () => {
    // A photo the estimator names with confidence, from its own fixtures (with their provenance there).
    const laptop = readFileSync(require.resolve('@costlens/estimator/fixtures/photos/laptop-1.jpg'));
    const res = await client(t.app).post('/api/analyze', form(jpegFile(laptop)));
    expect(res.status).toBe(200);
    const { analysis } = AnalyzeResponse.parse(await res.json());
    expect(analysis.materials.length).toBeGreaterThan(0);
    expect((await findAnalysisById(t.deps.database, analysis.id))?.methodologyType).toBe('on-device-estimate');
  });

  it('re-estimates by a typed name alone, from the cost book, keeping the barcode the first analysis read', async () => {
    const c = client(t.app);
    const stored = await seedAnalysis(t.deps.database, await deviceOf(c));
    const fd = new FormData();
    fd.set('productName', 'Electric kettle');
    fd.set('replaces', stored.id);
    const res = await c.post('/api/analyze', fd);
    expect(res.status).toBe(200);
    const { analysis, replaced } = AnalyzeResponse.parse(await res.json());
    expect(analysis.productName).toBe('Electric kettle');
    expect(analysis.identification?.source).toBe('user');
    expect(analysis.materials.length).toBeGreaterThan(0);
    expect(replaced).toBe(stored.id);
    // Words that name nothing the cost book prices are refused with the reason, as a correction of a photo is.
    const unknown = new FormData();
    unknown.set('productName', 'zzqx blorb');
    unknown.set('replaces', analysis.id);
    const refused = await c.post('/api/analyze', unknown);
    expect(refused.status).toBe(422);
    expect(ErrorBody.parse(await refused.json()).error).toMatch(/zzqx blorb/);
  });

  it("estimates what the shopper typed, not the photo's guess; an unknown name is a question with the closest kinds", async () => {
    const c = client(t.app);
    const laptop = readFileSync(require.resolve('@costlens/estimator/fixtures/photos/laptop-1.jpg'));
    const typed = await c.post('/api/analyze', form(jpegFile(laptop), { productName: 'electric kettle' }));
    expect(typed.status).toBe(200);
    const { analysis } = AnalyzeResponse.parse(await typed.json());
    expect(analysis.costBookEntry).toBe('kettle');
    expect(analysis.productName).toBe('electric kettle');
    // Words that mean no kind: nothing is estimated under them; the photo's guess is the first choice.
    const unknown = await c.post('/api/analyze', form(jpegFile(laptop), { productName: 'zzqx blorb' }));
    expect(unknown.status).toBe(422);
    const body = ErrorBody.parse(await unknown.json());
    expect(body).toMatchObject({ code: 'unknown_kind', retryable: false, error: expect.stringMatching(/zzqx blorb/) });
    expect(body.choices?.[0]).toMatchObject({ id: 'laptop' });
  });

  it('says when it is only probably right about a photo for a search, with what else it could be', async () => {
    // The estimator reads "potato chips" on this bag, whose look is a packet's (chips or crackers): a bag of
    // chips, probably, not surely.
    const bag = readFileSync(require.resolve('@costlens/estimator/fixtures/photos/snack_bag-1.jpg'));
    const res = await client(t.app).post('/api/identify-product', form(jpegFile(bag), { type: 'price' }));
    expect(res.status).toBe(200);
    const { identification } = IdentifyResponse.parse(await res.json());
    expect(identification).toMatchObject({ outcome: 'probable', productQuery: 'potato chips snack bag' });
    expect(identification?.candidates?.map((c) => c.categoryId)).toEqual(['snack-bag', 'boxed-food']);
    // A photo it names with confidence says so too, so the app searches without asking.
    const laptop = readFileSync(require.resolve('@costlens/estimator/fixtures/photos/laptop-1.jpg'));
    const named = await client(t.app).post('/api/identify-product', form(jpegFile(laptop), { type: 'price' }));
    expect(IdentifyResponse.parse(await named.json()).identification?.outcome).toBe('named');
  });

  it.each(['/api/analyze', '/api/identify-product'])(
    'answers a refusal as a 200 with its code to a client that expects one (%s), and as a 422 to others',
    async (path) => {
      const person = readFileSync(new URL('../../../test/fixtures/photos/negative-person-1.jpg', import.meta.url));
      const c = client(t.app);
      const asked = { Prefer: 'refusal=answer', 'Idempotency-Key': `refusal-${path.length}-abcd` };
      const res = await c.post(path, form(jpegFile(person)), asked);
      expect(res.status).toBe(200);
      expect(res.headers.get('Preference-Applied')).toBe('refusal=answer');
      const body = ErrorBody.parse(await res.json());
      expect(body).toMatchObject({ code: 'not_recognised', retryable: false });
      // A replay of the key is the same answer; a client that did not ask gets the 422 it always got.
      const again = await c.post(path, form(jpegFile(person)), asked);
      expect(again.status).toBe(200);
      expect(ErrorBody.parse(await again.json())).toEqual(body);
      const plain = await c.post(path, form(jpegFile(person)));
      expect(plain.status).toBe(422);
      expect(plain.headers.get('Preference-Applied')).toBeNull();
      expect(ErrorBody.parse(await plain.json()).code).toBe('not_recognised');
    },
    60_000, // the first photo of a run loads the estimator's models
  );

  it("refuses a photo of people with the estimator's reason, as a 422", async () => {
    const person = readFileSync(new URL('../../../test/fixtures/photos/negative-person-1.jpg', import.meta.url));
    const res = await client(t.app).post('/api/identify-product', form(jpegFile(person)));
    expect(res.status).toBe(422);
    expect(ErrorBody.parse(await res.json())).toMatchObject({ retryable: false, error: expect.stringMatching(/\w/) });
  });
});
