import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { ErrorBody, PublicListResponse, ShareResponse, StoredAnalysis } from '@costlens/contracts';
import { describeEachDialect, client, makeTestApp } from '../../../test/harness.ts';
import type { TestApp } from '../../../test/harness.ts';
import { SHARE, deviceOf, seedAnalysis } from '../analyses/test-seed.ts';
import { SHARE_PREVIEW_MAX_BYTES, SHARE_THUMBNAIL_MAX_BYTES } from './share-thumbnail.ts';

const CUP = readFileSync(new URL('../../../test/fixtures/photos/cup-1.jpg', import.meta.url));

/** The cup photo carrying camera metadata, as a phone would upload it. */
async function photoWithMetadata(): Promise<Buffer> {
  return sharp(CUP)
    .withExif({ IFD0: { Copyright: 'GPS 45.5017 N 73.5673 W', Make: 'PhoneCo' } })
    .jpeg()
    .toBuffer();
}

function imageForm(bytes: Uint8Array): FormData {
  const form = new FormData();
  form.append('image', new File([bytes], 'captured-image.jpg', { type: 'image/jpeg' }));
  return form;
}

describeEachDialect('what only the owner may do, on %s', (dialect) => {
  let t: TestApp;
  let owner: ReturnType<typeof client>;
  let visitor: ReturnType<typeof client>;
  let mine: StoredAnalysis;
  let token: string;

  beforeEach(async () => {
    t = await makeTestApp(dialect);
    owner = client(t.app);
    visitor = client(t.app);
    mine = await seedAnalysis(t.deps.database, await deviceOf(owner), { productName: 'Shared mug' });
    const shared = await owner.post(`/api/analyses/${mine.id}/share`, SHARE);
    token = ((await shared.json()) as ShareResponse).shareToken;
  });
  afterEach(async () => {
    await t.close();
  });

  const put = (c: ReturnType<typeof client>, id: string, bytes: Uint8Array) =>
    c.send(`/api/analyses/${id}/thumbnail`, { method: 'PUT', body: imageForm(bytes) });
  const del = (c: ReturnType<typeof client>, path: string) => c.send(path, { method: 'DELETE' });
  const publicIds = async () =>
    ((await (await visitor.get('/api/public')).json()) as PublicListResponse).analyses.map((a) => a.id);

  it('keeps a small re-encoded photo for the shared page, with none of the camera metadata', async () => {
    const res = await put(owner, mine.id, await photoWithMetadata());
    expect(res.status).toBe(200);
    const thumb = await visitor.get(`/api/shared/${token}/thumbnail`);
    expect(thumb.status).toBe(200);
    expect(thumb.headers.get('content-type')).toBe('image/jpeg');
    const bytes = Buffer.from(await thumb.arrayBuffer());
    expect(bytes.byteLength).toBeLessThanOrEqual(SHARE_THUMBNAIL_MAX_BYTES);
    const meta = await sharp(bytes).metadata();
    expect(meta.format).toBe('jpeg');
    expect(Math.max(meta.width!, meta.height!)).toBeLessThanOrEqual(320);
    expect(meta.exif).toBeUndefined();
    expect(bytes.includes(Buffer.from('GPS 45.5017'))).toBe(false);
  });

  it('makes the link preview 1200 × 630 from the photo, whole and not enlarged, also for a photo kept before previews', async () => {
    expect((await put(owner, mine.id, await photoWithMetadata())).status).toBe(200);
    const preview = await visitor.get(`/api/shared/${token}/preview`);
    expect(preview.status).toBe(200);
    expect(preview.headers.get('content-type')).toBe('image/jpeg');
    const bytes = Buffer.from(await preview.arrayBuffer());
    expect(bytes.byteLength).toBeLessThanOrEqual(SHARE_PREVIEW_MAX_BYTES);
    const meta = await sharp(bytes).metadata();
    expect([meta.width, meta.height]).toEqual([1200, 630]);
    expect(meta.exif).toBeUndefined();
    expect(bytes.includes(Buffer.from('GPS 45.5017'))).toBe(false);

    // A row kept before previews existed has only the small photo: the preview is made from it.
    await t.deps.database.db.updateTable('share_thumbnails').set({ preview_base64: null }).execute();
    const made = await visitor.get(`/api/shared/${token}/preview`);
    expect(made.status).toBe(200);
    const madeMeta = await sharp(Buffer.from(await made.arrayBuffer())).metadata();
    expect([madeMeta.width, madeMeta.height]).toEqual([1200, 630]);

    // No photo, or no longer public: nothing to preview.
    expect((await visitor.get('/api/shared/AAAAAAAAAAAAAAAAAAAAAA/preview')).status).toBe(404);
    await del(owner, `/api/analyses/${mine.id}/share`);
    expect((await visitor.get(`/api/shared/${token}/preview`)).status).toBe(404);
  });

  it("refuses a visitor's photo, unsharing and deleting (403), and an unknown analysis (404)", async () => {
    const photo = await photoWithMetadata();
    const refusals = [
      await put(visitor, mine.id, photo),
      await del(visitor, `/api/analyses/${mine.id}/share`),
      await del(visitor, `/api/analyses/${mine.id}`),
    ];
    for (const res of refusals) {
      expect(res.status).toBe(403);
      expect(((await res.json()) as ErrorBody).code).toBe('forbidden');
    }
    expect((await del(owner, '/api/analyses/AAAAAAAAAAAAAAAAAAAAAA')).status).toBe(404);
    expect((await visitor.get(`/api/shared/${token}`)).status).toBe(200);
  });

  it('stops sharing: the link, the photo and the community card are gone; a new share draws a new link', async () => {
    expect((await put(owner, mine.id, await photoWithMetadata())).status).toBe(200);
    expect(await publicIds()).toContain(mine.id);
    expect((await del(owner, `/api/analyses/${mine.id}/share`)).status).toBe(200);
    expect((await visitor.get(`/api/shared/${token}`)).status).toBe(404);
    expect((await visitor.get(`/api/shared/${token}/thumbnail`)).status).toBe(404);
    expect(await publicIds()).not.toContain(mine.id);
    expect((await owner.get(`/api/analyses/${mine.id}`)).status).toBe(200);
    const again = (await (await owner.post(`/api/analyses/${mine.id}/share`, SHARE)).json()) as ShareResponse;
    expect(again.shareToken).not.toBe(token);
  });

  it('deletes the analysis with its comments and likes', async () => {
    await visitor.post(`/api/analyses/${mine.id}/comments`, { authorName: 'Ann', content: 'Nice' });
    await visitor.post(`/api/analyses/${mine.id}/like`, { userFingerprint: 'fp_visitor_0001' });
    expect((await del(owner, `/api/analyses/${mine.id}`)).status).toBe(200);
    expect((await owner.get(`/api/analyses/${mine.id}`)).status).toBe(404);
    expect((await visitor.get(`/api/shared/${token}`)).status).toBe(404);
    const left = await t.deps.database.db
      .selectFrom('comments')
      .select('id')
      .where('analysis_id', '=', mine.id)
      .execute();
    expect(left).toEqual([]);
  });
});
