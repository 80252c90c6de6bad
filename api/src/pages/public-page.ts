/**
 * GET /public as HTML that already holds the community list's first page: the build's first view of
 * the route (heading and lead) followed by the search box and the cards, in the classes and words the
 * app's screen uses, and the same page as the API answers it (`GET /api/public`), written into the page
 * as data. The app reads that data instead of asking again, so its first render shows the same cards
 * and nothing moves when it takes over; a visitor, or a crawler that runs no script, reads the list at
 * once. The list is the same for everyone and kept a second per process, as the API keeps it. Every
 * value from the database is user text and is escaped.
 */
import type { Hono } from 'hono';
import type { AnalysisSummary, PublicListResponse } from '@costlens/contracts';
import { endpointUrl } from '@costlens/contracts';
import { formatCommentDate, formatConfidence, formatEstimateRange, formatViews, shareTitleOf } from '@costlens/domain';
import type { AppDeps, AppEnv } from '../app-types.ts';
import { firstPublicPage } from '../routes/public/pages.ts';
import { escapeHtml, withFirstRead } from './html.ts';

/** Where the build's first view of /public ends: the cards go in before it. */
const VIEW_END = /(<main[^>]*data-first-view="public"[^>]*>[\s\S]*?)(<\/main>)/;

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** One card, as the app's community screen writes it. */
function card(a: AnalysisSummary): string {
  const meta = [
    `${formatConfidence(a.confidence)} confidence`,
    formatViews(a.viewCount),
    ...(a.likeCount > 0 ? [plural(a.likeCount, 'like', 'likes')] : []),
    ...(a.commentCount > 0 ? [plural(a.commentCount, 'comment', 'comments')] : []),
    formatCommentDate(a.createdAt),
  ];
  const photo =
    a.hasThumbnail && a.shareToken
      ? `<img class="public-card-photo" src="/api/shared/${escapeHtml(encodeURIComponent(a.shareToken))}/thumbnail" alt="" width="320" height="144" loading="lazy" />`
      : '';
  return `<li class="card public-card">${photo}<h2 class="public-card-title"><a href="/shared/${escapeHtml(encodeURIComponent(a.shareToken ?? ''))}" class="public-card-link">${escapeHtml(shareTitleOf(a))}</a></h2><span class="badge tone-blue public-card-category">${escapeHtml(a.productCategory)}</span>${
    a.shareExcerpt ? `<p class="public-card-description">${escapeHtml(a.shareExcerpt)}</p>` : ''
  }<p class="public-card-cost">Estimated Cost ${escapeHtml(formatEstimateRange(a.costRangeLow, a.costRangeHigh))}</p><p class="muted small public-card-meta">${meta
    .map((m) => `<span>${escapeHtml(m)}</span>`)
    .join('')}</p></li>`;
}

/** The list below the heading: the search box (read-only until the app runs it) and the cards, or the
 *  screen's own words for an empty list. */
export function publicListView(answer: PublicListResponse): string {
  const search = `<div class="public-search"><label for="public-search" class="visually-hidden">Search analyses</label><input id="public-search" class="input" type="search" placeholder="Search analyses..." readonly /></div>`;
  if (answer.analyses.length === 0) {
    return `${search}<div class="card center public-state"><h2>No public analyses yet</h2><p class="muted">Be the first to share a cost analysis!</p><a href="/" class="btn btn-primary">Start Your Analysis</a></div>`;
  }
  const more = answer.nextCursor
    ? `<div class="center public-more"><button type="button" class="btn" disabled>Load More</button></div>`
    : '';
  return `${search}<ul class="card-grid public-grid" aria-label="Public analyses">${answer.analyses.map(card).join('')}</ul>${more}`;
}

/** The build's first view of /public with the list's first page in it, or null when the view has no
 *  place for it. */
export function fillPublicPage(page: string, json: string): string | null {
  if (!VIEW_END.test(page)) return null;
  const answer = JSON.parse(json) as PublicListResponse;
  const html = page.replace(VIEW_END, (_, view: string, end: string) => `${view}${publicListView(answer)}${end}`);
  return withFirstRead(html, endpointUrl('listPublic', {}), json);
}

export interface PublicPageOptions {
  /** The build's first view of /public, or null when there is none (then nothing is served here). */
  page(): string | null;
}

/** Serves GET /public on `app` (before the other first views and the static files). */
export function mountPublicPage(app: Hono<AppEnv>, deps: AppDeps, options: PublicPageOptions): void {
  app.get('/public', async (c, next) => {
    const page = options.page();
    if (page === null) return next();
    let json: string;
    try {
      json = (await firstPublicPage(deps.database, deps.clock)).json;
    } catch (err) {
      // The page without its cards: the app asks for the list itself and says what went wrong.
      deps.logger.warn('community page served without its list', { err: (err as Error).message });
      return next();
    }
    const html = fillPublicPage(page, json);
    if (html === null) return next();
    c.header('Cache-Control', 'no-cache');
    return c.html(html);
  });
}
