import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import type { AppDeps, AppEnv } from '../../app-types.ts';
import { sendJson } from '../../compression/compress-answers.ts';
import { analysisAnswerJson, findSharedAnalysis } from '../../db/analyses.ts';
import { DEVICE_COOKIE } from '../../http/device.ts';
import { notFound } from '../../http/errors.ts';
import { clientIp } from '../../http/rate-limit.ts';
import { ID_PATTERN } from '../../lib/ids.ts';
import type { Routes } from '../route-table.ts';
import { createViewCounter } from './view-counter.ts';

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

/** A shared analysis by its token; a visitor's view counts once a day (in memory, written in batches). */
export function sharedRoutes({ database, clock, logger, config }: AppDeps): Routes<'getShared'> {
  const views = createViewCounter(database, clock, logger);
  return {
    getShared: {
      handle: async (c) => {
        const token = c.req.param('token');
        const row = ID_PATTERN.test(token) ? await findSharedAnalysis(database, token) : null;
        if (!row) throw notFound('Analysis not found');
        return sendJson(c, analysisAnswerJson(row, views.count(row.id, visitorOf(c, config.TRUST_PROXY))));
      },
    },
  };
}
