import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import type { AppDeps, AppEnv } from '../../app-types.ts';
import { sendEncoded } from '../../compression/encoded-answer.ts';
import { analysisAnswerJson, findSharedAnalysis } from '../../db/analyses.ts';
import { deviceVersion } from '../../db/device-versions.ts';
import { answerCache } from '../../http/answer-cache.ts';
import { DEVICE_COOKIE } from '../../http/device.ts';
import { notFound } from '../../http/errors.ts';
import { clientIp } from '../../http/rate-limit.ts';
import { ID_PATTERN } from '../../lib/ids.ts';
import type { Routes } from '../route-table.ts';
import { createViewCounter } from './view-counter.ts';

/** Shared analyses' answers kept per process (≈ 16 KB each and ≈ 5 KB per encoding asked for: ≈ 750). */
const SHARED_CACHE_BYTES = 16 * 1024 * 1024;
const NOT_FOUND = 'Analysis not found';

/**
 * Who is viewing: the device, when the request carried its signed cookie or is a browser's own request
 * (which is given one); otherwise a hash of the address and user agent, so a program reading the link
 * without cookies counts once a day too, and no address is kept.
 */
export function visitorOf(c: Context<AppEnv>, trustProxy: boolean): string {
  const device = c.get('deviceId');
  const cookie = getCookie(c, DEVICE_COOKIE, 'host') ?? getCookie(c, DEVICE_COOKIE);
  const site = c.get('site');
  if (cookie?.startsWith(`${device}.`) || site === 'same-origin' || site === 'user') return `d:${device}`;
  const seen = `${clientIp(c, trustProxy)}\n${c.req.header('user-agent') ?? ''}`;
  return `h:${createHash('sha256').update(seen).digest('base64url').slice(0, 22)}`;
}

/** What a kept answer was made from: the analysis, its owner (whose version is checked) and the views
 *  this process had not written yet, which the answer adds to the row's count. */
interface Made {
  id: string;
  owner: string;
  pendingViews: number;
}

/**
 * A shared analysis by its token; a visitor's view counts once a day (in memory, written in batches).
 * The answer is kept per token and served again while its owner's version and this process's unwritten
 * views of it are the same: one indexed read of the version instead of the row.
 */
export function sharedRoutes({ database, clock, logger, config }: AppDeps): Routes<'getShared'> {
  const views = createViewCounter(database, clock, logger);
  const answers = answerCache<Made>(SHARED_CACHE_BYTES);
  return {
    getShared: {
      handle: async (c) => {
        const token = c.req.param('token');
        if (!ID_PATTERN.test(token)) throw notFound(NOT_FOUND);
        const visitor = visitorOf(c, config.TRUST_PROXY);
        const kept = answers.peek(token);
        // Unchanged (unshared and deleted analyses change their owner's version too): the view is
        // counted, and when that leaves this process's unwritten views as they were, the kept bytes go.
        if (kept && String(await deviceVersion(database, kept.about.owner)) === kept.version) {
          if (views.count(kept.about.id, visitor) === kept.about.pendingViews) return sendEncoded(c, kept.answer);
        }
        const found = await findSharedAnalysis(database, token);
        if (!found) throw notFound(NOT_FOUND);
        const pendingViews = views.count(found.row.id, visitor);
        const made = answers.put(token, String(found.version), analysisAnswerJson(found.row, pendingViews), {
          id: found.row.id,
          owner: found.owner,
          pendingViews,
        });
        return sendEncoded(c, made.answer);
      },
    },
  };
}
