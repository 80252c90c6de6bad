/**
 * GET /analysis/:id from a browser that does not own the analysis: when the analysis is shared, a
 * redirect to its public page (/shared/:token), which the server writes with its first view. Without
 * it the visitor's browser would load the whole app, read the analysis, and only then send itself
 * there. Everything else (the owner, an analysis not shared, an unknown id) gets the app as before,
 * which shows the owner's page or says the analysis was not found. A browser holding an unsigned id
 * from before ids were signed may be the owner: it gets the app, which upgrades its id and decides.
 * Once the service worker runs, navigations never reach this (it opens the app from its own copy).
 */
import type { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import type { AppDeps, AppEnv } from '../app-types.ts';
import { DEVICE_COOKIE, deviceSigningKey, verifiedDeviceId } from '../http/device.ts';
import { ID_PATTERN } from '../lib/ids.ts';

export function mountAnalysisPage(app: Hono<AppEnv>, deps: Pick<AppDeps, 'database' | 'clock'>): void {
  const { database } = deps;
  app.get('/analysis/:id', async (c, next) => {
    const id = c.req.param('id');
    if (!ID_PATTERN.test(id)) return next();
    const row = await database.db
      .selectFrom('analyses')
      .select(['device_id', 'share_token', 'is_public'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row?.share_token || Number(row.is_public) !== 1) return next();
    const plain = getCookie(c, DEVICE_COOKIE);
    const secure = getCookie(c, DEVICE_COOKIE, 'host');
    const key = await deviceSigningKey(deps);
    const devices = [verifiedDeviceId(key, secure), verifiedDeviceId(key, plain)];
    const unsigned = plain !== undefined && ID_PATTERN.test(plain);
    if (devices.includes(row.device_id) || unsigned) return next();
    // Who is asking decides the answer: no cache may give one browser's redirect to another.
    c.header('Cache-Control', 'private, no-cache');
    c.header('Vary', 'Cookie');
    return c.redirect(`/shared/${encodeURIComponent(row.share_token)}`, 302);
  });
}
