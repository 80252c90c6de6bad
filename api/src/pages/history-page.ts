/**
 * GET /history from a browser that carries no device cookie: a device this server has never seen, so it
 * has kept nothing here and its list is empty. It gets the build's copy of the page that shows the screen
 * as such a device sees it (heading, the link to watched prices, "No Analyses Yet"), and the list's
 * empty first page as data, so the whole screen paints with the HTML and the app's first render shows
 * the same without asking. Any browser with a device cookie, valid or not, gets the route's usual first
 * view: its list is read once the app runs.
 */
import type { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import type { AnalysisListResponse } from '@costlens/contracts';
import { endpointUrl } from '@costlens/contracts';
import type { AppEnv } from '../app-types.ts';
import { DEVICE_COOKIE } from '../http/device.ts';
import { withFirstRead } from './html.ts';

/** What `GET /api/analyses` answers a device that has stored nothing. */
const EMPTY_HISTORY = JSON.stringify({ analyses: [], nextCursor: null } satisfies AnalysisListResponse);

export interface HistoryPageOptions {
  /** The build's copy of /history for a new device, or null when there is none (then nothing is served here). */
  newDevicePage(): string | null;
}

/** Serves GET /history on `app` to a new device (before the other first views and the static files). */
export function mountHistoryPage(app: Hono<AppEnv>, options: HistoryPageOptions): void {
  app.get('/history', async (c, next) => {
    const known = getCookie(c, DEVICE_COOKIE) !== undefined || getCookie(c, DEVICE_COOKIE, 'host') !== undefined;
    const page = known ? null : options.newDevicePage();
    if (page === null || !page.includes('</body>')) return next();
    // Who is asking decides the answer: no cache may give a new device's page to a known one.
    c.header('Cache-Control', 'private, no-cache');
    c.header('Vary', 'Cookie');
    return c.html(withFirstRead(page, endpointUrl('listAnalyses', {}), EMPTY_HISTORY));
  });
}
