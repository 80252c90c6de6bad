import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Comment, CommentListResponse, ErrorBody, LikesResponse, StoredAnalysis } from '@costlens/contracts';
import { describeEachDialect, client, makeTestApp } from '../../../test/harness.ts';
import type { TestApp } from '../../../test/harness.ts';
import { SHARE, deviceOf, seedAnalysis } from './test-seed.ts';

const FP = 'fp_visitor_0001';
const COMMENT = { authorName: 'Dana', authorEmail: 'dana@example.com', content: 'Cheaper than I thought.' };

describeEachDialect('comments and likes on %s', (dialect) => {
  let t: TestApp;
  let owner: ReturnType<typeof client>;
  let visitor: ReturnType<typeof client>;
  let shared: StoredAnalysis;
  let unshared: StoredAnalysis;

  beforeEach(async () => {
    t = await makeTestApp(dialect);
    owner = client(t.app);
    visitor = client(t.app);
    shared = await seedAnalysis(t.deps.database, await deviceOf(owner), { productName: 'Shared bottle' });
    unshared = await seedAnalysis(t.deps.database, await deviceOf(owner), { productName: 'Private bottle' });
    expect((await owner.post(`/api/analyses/${shared.id}/share`, SHARE)).status).toBe(200);
  });
  afterEach(async () => {
    await t.close();
  });

  const commentsOf = async (c: ReturnType<typeof client>, id: string) =>
    ((await (await c.get(`/api/analyses/${id}/comments`)).json()) as CommentListResponse).comments;

  describe('comments', () => {
    it('stores a visitor comment trimmed, and lists it newest first', async () => {
      const first = await visitor.post(`/api/analyses/${shared.id}/comments`, {
        ...COMMENT,
        authorName: '  Dana ',
        content: ' First! ',
      });
      expect(first.status).toBe(201);
      const { comment } = (await first.json()) as { comment: Comment };
      expect(comment).toMatchObject({
        analysisId: shared.id,
        authorName: 'Dana',
        content: 'First!',
        authorEmail: 'dana@example.com',
      });
      t.clock.advance(1000);
      await visitor.post(`/api/analyses/${shared.id}/comments`, { authorName: 'Lee', content: 'Second' });
      const list = await commentsOf(client(t.app), shared.id);
      expect(list.map((x) => [x.authorName, x.content])).toEqual([
        ['Lee', 'Second'],
        ['Dana', 'First!'],
      ]);
    });

    it('keeps markup as plain text, byte for byte', async () => {
      const content = '<img src=x onerror="alert(1)"> & <script>alert("x")</script>';
      await visitor.post(`/api/analyses/${shared.id}/comments`, { authorName: '<b>Eve</b>', content });
      const [stored] = await commentsOf(visitor, shared.id);
      expect(stored).toMatchObject({ authorName: '<b>Eve</b>', content });
    });

    it("shows commenters' emails to the analysis owner only", async () => {
      await visitor.post(`/api/analyses/${shared.id}/comments`, COMMENT);
      expect((await commentsOf(owner, shared.id))[0]!.authorEmail).toBe('dana@example.com');
      expect((await commentsOf(visitor, shared.id))[0]!.authorEmail).toBeNull();
      expect((await commentsOf(client(t.app), shared.id))[0]!.authorEmail).toBeNull();
    });

    it.each([
      ['a blank name', { ...COMMENT, authorName: '  ' }, 'authorName'],
      ['a missing name', { content: 'x' }, 'authorName'],
      ['blank content', { ...COMMENT, content: '\n \t' }, 'content'],
      ['an invalid email', { ...COMMENT, authorEmail: 'not-an-email' }, 'authorEmail'],
      ['a name over 80 characters', { ...COMMENT, authorName: 'n'.repeat(81) }, 'authorName'],
      ['content over 2000 characters', { ...COMMENT, content: 'c'.repeat(2001) }, 'content'],
      ['content of the wrong type', { ...COMMENT, content: ['x'] }, 'content'],
    ])('refuses %s with a 400 naming the field and stores nothing', async (_label, body, field) => {
      const res = await visitor.post(`/api/analyses/${shared.id}/comments`, body);
      expect(res.status).toBe(400);
      expect(((await res.json()) as ErrorBody).field).toBe(field);
      expect(await commentsOf(owner, shared.id)).toEqual([]);
    });

    it.each([
      ['an empty email', ''],
      ['a null email', null],
      ['no email', undefined],
    ])('accepts %s as no email', async (_label, authorEmail) => {
      const res = await visitor.post(`/api/analyses/${shared.id}/comments`, {
        authorName: 'Kim',
        content: 'Nice',
        authorEmail,
      });
      expect(res.status).toBe(201);
      expect((await commentsOf(owner, shared.id))[0]!.authorEmail).toBeNull();
    });

    it('accepts the longest allowed name and content', async () => {
      const res = await visitor.post(`/api/analyses/${shared.id}/comments`, {
        authorName: 'n'.repeat(80),
        content: 'é'.repeat(2000),
      });
      expect(res.status).toBe(201);
    });

    it('lets the owner comment on a private analysis, and nobody else see or comment on it (404)', async () => {
      expect((await owner.post(`/api/analyses/${unshared.id}/comments`, COMMENT)).status).toBe(201);
      expect((await visitor.post(`/api/analyses/${unshared.id}/comments`, COMMENT)).status).toBe(404);
      expect((await visitor.get(`/api/analyses/${unshared.id}/comments`)).status).toBe(404);
      expect(await commentsOf(owner, unshared.id)).toHaveLength(1);
      expect((await visitor.post('/api/analyses/AAAAAAAAAAAAAAAAAAAAAA/comments', COMMENT)).status).toBe(404);
    });
  });

  describe('likes', () => {
    const likes = async (c: ReturnType<typeof client>, fp?: string) =>
      (await (
        await c.get(`/api/analyses/${shared.id}/likes${fp ? `?userFingerprint=${fp}` : ''}`)
      ).json()) as LikesResponse;

    it('records one like per fingerprint and answers 409 Already liked to the second', async () => {
      expect(await likes(visitor, FP)).toEqual({ likeCount: 0, hasLiked: false });
      const first = await visitor.post(`/api/analyses/${shared.id}/like`, { userFingerprint: FP });
      expect(first.status).toBe(201);
      expect(await first.json()).toEqual({ likeCount: 1, hasLiked: true });
      const again = await visitor.post(`/api/analyses/${shared.id}/like`, { userFingerprint: FP });
      expect(again.status).toBe(409);
      expect(await again.json()).toEqual({ error: 'Already liked', code: 'conflict' });
      expect(await likes(visitor, FP)).toEqual({ likeCount: 1, hasLiked: true });
      expect(await likes(owner, 'fp_someone_else')).toEqual({ likeCount: 1, hasLiked: false });
      expect(await likes(owner)).toEqual({ likeCount: 1, hasLiked: false });
    });

    it('counts 20 concurrent likes with one fingerprint once', async () => {
      const answers = await Promise.all(
        Array.from({ length: 20 }, () =>
          client(t.app).post(`/api/analyses/${shared.id}/like`, { userFingerprint: FP }),
        ),
      );
      const statuses = answers.map((r) => r.status).sort();
      expect(statuses.filter((s) => s === 201)).toHaveLength(1);
      expect(statuses.filter((s) => s === 409)).toHaveLength(19);
      expect(await likes(visitor, FP)).toEqual({ likeCount: 1, hasLiked: true });
    });

    it('counts likes of different visitors', async () => {
      const [a, b, c] = [client(t.app), client(t.app), client(t.app)];
      for (const [who, fp] of [
        [a, 'fp_aaaaaaaa'],
        [b, 'fp_bbbbbbbb'],
        [c, 'fp_cccccccc'],
      ] as const) {
        expect((await who.post(`/api/analyses/${shared.id}/like`, { userFingerprint: fp })).status).toBe(201);
      }
      expect(await likes(b, 'fp_bbbbbbbb')).toEqual({ likeCount: 3, hasLiked: true });
    });

    it('counts one like per device, whatever fingerprints it sends', async () => {
      const inflater = client(t.app);
      expect((await inflater.post(`/api/analyses/${shared.id}/like`, { userFingerprint: 'fp_first_01' })).status).toBe(
        201,
      );
      for (const fp of ['fp_fresh_0001', 'fp_fresh_0002', 'fp_fresh_0003']) {
        const res = await inflater.post(`/api/analyses/${shared.id}/like`, { userFingerprint: fp });
        expect(res.status).toBe(409);
        expect(((await res.json()) as ErrorBody).code).toBe('conflict');
      }
      // The device liked it, under whichever fingerprint it asks.
      expect(await likes(inflater, 'fp_fresh_0002')).toEqual({ likeCount: 1, hasLiked: true });
    });

    it.each([
      ['a short fingerprint', { userFingerprint: 'abc' }],
      ['a fingerprint with symbols', { userFingerprint: 'fp;drop table likes' }],
      ['no fingerprint', {}],
    ])('refuses %s with a 400', async (_label, body) => {
      const res = await visitor.post(`/api/analyses/${shared.id}/like`, body);
      expect(res.status).toBe(400);
      expect(((await res.json()) as ErrorBody).field).toBe('userFingerprint');
    });

    it('refuses a malformed fingerprint in the query with a 400', async () => {
      expect((await visitor.get(`/api/analyses/${shared.id}/likes?userFingerprint=%3Cx%3E`)).status).toBe(400);
    });

    it('takes a like back; a repeated undo answers the same, and the like can be given again', async () => {
      const undo = (c: ReturnType<typeof client>, fp: string) =>
        c.send(`/api/analyses/${shared.id}/like?userFingerprint=${fp}`, { method: 'DELETE' });
      expect((await visitor.post(`/api/analyses/${shared.id}/like`, { userFingerprint: FP })).status).toBe(201);
      expect(
        (await client(t.app).post(`/api/analyses/${shared.id}/like`, { userFingerprint: 'fp_other_01' })).status,
      ).toBe(201);
      const first = await undo(visitor, FP);
      expect(first.status).toBe(200);
      expect(await first.json()).toEqual({ likeCount: 1, hasLiked: false });
      expect(await (await undo(visitor, FP)).json()).toEqual({ likeCount: 1, hasLiked: false });
      // Someone else's like stays; this browser can like again.
      expect((await visitor.post(`/api/analyses/${shared.id}/like`, { userFingerprint: FP })).status).toBe(201);
      expect(await likes(visitor, FP)).toEqual({ likeCount: 2, hasLiked: true });
      expect((await undo(visitor, '%3Cx%3E')).status).toBe(400);
      expect(
        (await visitor.send(`/api/analyses/${unshared.id}/like?userFingerprint=${FP}`, { method: 'DELETE' })).status,
      ).toBe(404);
    });

    it("answers 404 for likes on another device's private analysis or an unknown one", async () => {
      expect((await visitor.post(`/api/analyses/${unshared.id}/like`, { userFingerprint: FP })).status).toBe(404);
      expect((await visitor.get(`/api/analyses/${unshared.id}/likes?userFingerprint=${FP}`)).status).toBe(404);
      expect((await visitor.post('/api/analyses/AAAAAAAAAAAAAAAAAAAAAA/like', { userFingerprint: FP })).status).toBe(
        404,
      );
      expect((await owner.post(`/api/analyses/${unshared.id}/like`, { userFingerprint: FP })).status).toBe(201);
    });
  });
});
