import { z } from 'zod';
import { CommentCreate, Fingerprint, LikeRequest, ShareRequest } from '@costlens/contracts';
import type {
  AnalysisListResponse,
  Comment,
  CommentListResponse,
  LikesResponse,
  ShareResponse,
} from '@costlens/contracts';
import type { AppDeps } from '../../app-types.ts';
import { sendJson } from '../../compression/compress-answers.ts';
import { sendEncoded } from '../../compression/encoded-answer.ts';
import {
  analysisAccess,
  analysisAnswerJson,
  findAnalysisOwner,
  findVisibleAnalysis,
  listDeviceAnalyses,
  shareAnalysis,
} from '../../db/analyses.ts';
import { insertComment, listComments } from '../../db/comments.ts';
import { deviceVersion } from '../../db/device-versions.ts';
import { addLike, likeSummary, removeLike } from '../../db/likes.ts';
import { answerCache } from '../../http/answer-cache.ts';
import { conflict, forbidden, notFound } from '../../http/errors.ts';
import { idempotent, idempotentRowId } from '../../http/idempotency.ts';
import { enforceRateLimit, limitPerIp, rateLimitSettings } from '../../http/rate-limit.ts';
import { publicOrigin } from '../../http/public-origin.ts';
import { readJson, readParam, readText } from '../../http/validate.ts';
import { ID_PATTERN } from '../../lib/ids.ts';
import { decodeCursor, encodeCursor } from './cursor.ts';
import { forgetPublicList } from '../public/fresh-list.ts';
import { flushViews } from '../shared/view-counter.ts';
import type { Routes } from '../route-table.ts';

/** History pages: large enough for a screenful of cards, small enough to answer fast. */
export const HISTORY_PAGE_DEFAULT = 24;
export const HISTORY_PAGE_MAX = 100;

/** History pages kept per process (≈ 10 KB each, 1 KB compressed: ≈ 1,500 devices' first pages). */
const HISTORY_CACHE_BYTES = 16 * 1024 * 1024;

const NOT_FOUND = 'Analysis not found';
const Limit = z.coerce.number().int().min(1).max(HISTORY_PAGE_MAX).default(HISTORY_PAGE_DEFAULT);

/** Ids are random base64url; anything else cannot name an analysis, so it is simply not found. */
function analysisId(raw: string): string {
  if (!ID_PATTERN.test(raw)) throw notFound(NOT_FOUND);
  return raw;
}

type AnalysesEndpoint =
  'listAnalyses' | 'getAnalysis' | 'shareAnalysis' | 'listComments' | 'addComment' | 'getLikes' | 'like' | 'unlike';

/** A device's history, one analysis, sharing, comments and likes. */
export function analysesRoutes(deps: AppDeps): Routes<AnalysesEndpoint> {
  const { database, clock, config } = deps;
  const limits = rateLimitSettings(deps);
  const once = idempotent(deps);
  const historyPages = answerCache(HISTORY_CACHE_BYTES);

  return {
    listAnalyses: {
      handle: async (c) => {
        const limit = readParam(c.req.query('limit'), Limit, 'limit');
        const cursor = readText(c.req.query('cursor'), 'cursor');
        const after = cursor === undefined || cursor === '' ? null : decodeCursor(cursor);
        const deviceId = c.get('deviceId');
        await flushViews(database);
        // The version is read before the page: a write in between leaves the kept page newer than its
        // version, which costs one rebuild on the next read, never a stale answer.
        const version = String(await deviceVersion(database, deviceId));
        const key = `${deviceId} ${limit} ${after ? cursor : ''}`;
        const kept = historyPages.get(key, version);
        if (kept) return sendEncoded(c, kept.answer);
        const page = await listDeviceAnalyses(database, deviceId, limit, after);
        const json = JSON.stringify({
          analyses: page.analyses,
          nextCursor: page.next ? encodeCursor(page.next) : null,
        } satisfies AnalysisListResponse);
        // A device at version 0 has never stored anything (migration 0008): its empty page is not kept, so
        // requests without a device cookie, each a new device, leave the cache alone.
        if (version === '0') return sendJson(c, json);
        return sendEncoded(c, historyPages.put(key, version, json, undefined).answer);
      },
    },

    getAnalysis: {
      handle: async (c) => {
        const found = await findVisibleAnalysis(database, analysisId(c.req.param('id')), c.get('deviceId'));
        if (!found) throw notFound(NOT_FOUND);
        // The stored answer as stored: the row's columns and its data text, never parsed here.
        return sendJson(c, `${analysisAnswerJson(found.row).slice(0, -1)},"isOwner":${found.isOwner}}`);
      },
    },

    shareAnalysis: {
      use: [once, limitPerIp(deps, 'share', (s) => s.sharesPerIp)],
      handle: async (c) => {
        const id = analysisId(c.req.param('id'));
        const body = await readJson(c, ShareRequest);
        const owner = await findAnalysisOwner(database, id);
        if (owner === null) throw notFound(NOT_FOUND);
        if (owner !== c.get('deviceId')) throw forbidden('Only the device that made this analysis can share it');
        const token = await shareAnalysis(database, id, body.shareTitle, body.shareDescription);
        forgetPublicList(database);
        const origin = publicOrigin(c, config);
        return c.json({
          success: true,
          shareUrl: `${origin}/shared/${token}`,
          shareToken: token,
        } satisfies ShareResponse);
      },
    },

    listComments: {
      handle: async (c) => {
        const id = analysisId(c.req.param('id'));
        const access = await analysisAccess(database, id, c.get('deviceId'));
        if (!access) throw notFound(NOT_FOUND);
        return c.json({ comments: await listComments(database, id, access.isOwner) } satisfies CommentListResponse);
      },
    },

    addComment: {
      use: [once, limitPerIp(deps, 'comment', (s) => s.commentsPerIp)],
      handle: async (c) => {
        const id = analysisId(c.req.param('id'));
        const body = await readJson(c, CommentCreate);
        if (!(await analysisAccess(database, id, c.get('deviceId')))) throw notFound(NOT_FOUND);
        const comment = await insertComment(database, {
          id: idempotentRowId(c),
          analysisId: id,
          ...body,
          now: clock.now(),
        });
        return c.json({ comment } satisfies { comment: Comment }, 201);
      },
    },

    getLikes: {
      handle: async (c) => {
        const id = analysisId(c.req.param('id'));
        const raw = c.req.query('userFingerprint');
        const fingerprint = raw === undefined || raw === '' ? null : readParam(raw, Fingerprint, 'userFingerprint');
        if (!(await analysisAccess(database, id, c.get('deviceId')))) throw notFound(NOT_FOUND);
        return c.json((await likeSummary(database, id, fingerprint, c.get('deviceId'))) satisfies LikesResponse);
      },
    },

    like: {
      use: [once, limitPerIp(deps, 'like', (s) => s.likesPerIp)],
      handle: async (c) => {
        const id = analysisId(c.req.param('id'));
        const { userFingerprint } = await readJson(c, LikeRequest);
        await enforceRateLimit(database, `like:fp:${userFingerprint}`, limits.likesPerFingerprint, clock.now());
        if (!(await analysisAccess(database, id, c.get('deviceId')))) throw notFound(NOT_FOUND);
        // One like per fingerprint and per device: fresh fingerprints from one device do not add likes.
        const deviceId = c.get('deviceId');
        if (!(await addLike(database, id, userFingerprint, deviceId, clock.now()))) throw conflict('Already liked');
        return c.json((await likeSummary(database, id, userFingerprint, deviceId)) satisfies LikesResponse, 201);
      },
    },

    unlike: {
      // Counted with likes: a like and its undo are one stream of taps.
      use: [once, limitPerIp(deps, 'like', (s) => s.likesPerIp)],
      handle: async (c) => {
        const id = analysisId(c.req.param('id'));
        const userFingerprint = readParam(c.req.query('userFingerprint') ?? '', Fingerprint, 'userFingerprint');
        if (!(await analysisAccess(database, id, c.get('deviceId')))) throw notFound(NOT_FOUND);
        const deviceId = c.get('deviceId');
        await removeLike(database, id, userFingerprint, deviceId);
        return c.json((await likeSummary(database, id, userFingerprint, deviceId)) satisfies LikesResponse);
      },
    },
  };
}
