/**
 * GET /shared/:token as HTML that already holds the page's first view and its link preview: the built
 * app's index.html with the share's title, description, Open Graph and Twitter card tags and a static
 * first view (title, product, cost range, confidence, the photo when there is one) in place of the
 * empty root. The app's scripts still load and take over; until they run, a visitor (or a link
 * preview's crawler, which runs no script) reads the analysis. An unknown or withdrawn token answers a
 * 404 page. Every value from the database is user text and is escaped. Reading the page counts no view:
 * the app's own read of the analysis does.
 */
import type { Hono } from 'hono';
import { endpointUrl } from '@costlens/contracts';
import { SHARE_THUMBNAIL_EDGE_PX } from '@costlens/contracts/limits';
import { formatCommentDate, formatEstimateRange, formatViews, shareTitleOf } from '@costlens/domain';
import type { AppDeps, AppEnv } from '../app-types.ts';
import { findSharedPage } from '../db/analyses.ts';
import type { SharedPage } from '../db/analyses.ts';
import { publicOrigin } from '../http/public-origin.ts';
import { ID_PATTERN } from '../lib/ids.ts';
import { SHARE_PREVIEW_HEIGHT_PX, SHARE_PREVIEW_WIDTH_PX } from '../routes/ownership/share-thumbnail.ts';
import { escapeHtml } from './html.ts';

/** The app's name in titles and previews. */
const SITE_NAME = 'CostLens';
/** Link previews cut descriptions near here. */
const DESCRIPTION_LENGTH = 200;

function cut(text: string, length: number): string {
  return text.length <= length ? text : `${text.slice(0, length - 1).trimEnd()}…`;
}

/** What a preview says: the cost range and confidence first, then the sharer's words. */
export function sharedPageDescription(page: SharedPage): string {
  const range = formatEstimateRange(page.costRangeLow, page.costRangeHigh);
  const estimate = `${page.productName}: materials estimated at ${range} CAD (${Math.round(page.confidence)}% confidence).`;
  const words = page.shareDescription?.trim() ?? '';
  // The sharer's words often state the estimate already (the share form starts with it): not twice.
  if (words.includes(range)) return cut(words, DESCRIPTION_LENGTH);
  return cut(words ? `${estimate} ${words}` : estimate, DESCRIPTION_LENGTH);
}

/** The page's description and link-preview tags; `previewUrl` is the 1200 × 630 preview image's address. */
function metaTags(page: SharedPage, url: string, previewUrl: string | null): string {
  const title = escapeHtml(shareTitleOf(page));
  const description = escapeHtml(sharedPageDescription(page));
  const tags = [
    `<meta name="description" content="${description}" />`,
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    `<meta property="og:type" content="article" />`,
    `<meta property="og:site_name" content="${SITE_NAME}" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${escapeHtml(url)}" />`,
    `<meta name="twitter:card" content="${previewUrl ? 'summary_large_image' : 'summary'}" />`,
    `<meta name="twitter:title" content="${title}" />`,
    `<meta name="twitter:description" content="${description}" />`,
  ];
  if (previewUrl) {
    tags.push(
      `<meta property="og:image" content="${escapeHtml(previewUrl)}" />`,
      `<meta property="og:image:type" content="image/jpeg" />`,
      `<meta property="og:image:width" content="${SHARE_PREVIEW_WIDTH_PX}" />`,
      `<meta property="og:image:height" content="${SHARE_PREVIEW_HEIGHT_PX}" />`,
      `<meta property="og:image:alt" content="${escapeHtml(page.productName)}" />`,
      `<meta name="twitter:image" content="${escapeHtml(previewUrl)}" />`,
    );
  }
  return tags.join('\n    ');
}

/** The static first view, in the classes the app's shared screen uses: the header with its views and date
 *  line and the photo at the same size (the thumbnail's own), then the estimate; so nothing moves when
 *  the app takes over (the count may go up by the visitor's own view). The photo, the largest thing on a
 *  phone's first screen, is asked for before the page's other images. */
function firstView(page: SharedPage, imageUrl: string | null): string {
  const image = imageUrl
    ? `<img class="shared-photo" src="${escapeHtml(imageUrl)}" fetchpriority="high" alt="Photo of ${escapeHtml(page.productName)}" width="${SHARE_THUMBNAIL_EDGE_PX}" height="${SHARE_THUMBNAIL_EDGE_PX}" />`
    : '';
  return `<main class="page shared-page" data-first-view="shared"><header class="card shared-header"><span class="badge tone-blue">Shared Analysis</span><h1>${escapeHtml(shareTitleOf(page))}</h1><p class="shared-cost"><strong>${escapeHtml(formatEstimateRange(page.costRangeLow, page.costRangeHigh))} CAD</strong> <span class="muted small">estimated cost of materials · ${Math.round(page.confidence)}% confidence</span></p>${
    page.shareDescription ? `<p class="shared-description">${escapeHtml(page.shareDescription)}</p>` : ''
  }<p class="muted small shared-meta"><span>${formatViews(page.viewCount)}</span><span>${escapeHtml(formatCommentDate(page.createdAt))}</span></p>${image}</header><section class="card" aria-label="Cost estimate"><h2>${escapeHtml(page.productName)}</h2><p class="muted">${escapeHtml(page.productCategory)}</p><p class="detail-cost-range">${escapeHtml(formatEstimateRange(page.costRangeLow, page.costRangeHigh))}</p><p class="muted small">Estimated cost range · ${Math.round(page.confidence)}% confidence</p></section></main>`;
}

function notFoundView(): string {
  return `<main class="page narrow" data-first-view="not-found"><div class="card center"><h1>Analysis Not Found</h1><p class="muted">This shared analysis doesn't exist or is no longer public.</p><a href="/" class="btn btn-primary">Go to ${SITE_NAME} Home</a></div></main>`;
}

/** The shell with its title replaced, tags added to the head and `view` after the static header. */
export function fillShell(shell: string, title: string, tags: string, view: string): string {
  let html = shell.replace(/<title>[\s\S]*?<\/title>/, `<title>${escapeHtml(title)}</title>`);
  // The shell's own description is the app's; the page's is in `tags`.
  html = html.replace(/\s*<meta name="description"[^>]*>/, '');
  html = html.replace('</head>', `    ${tags}\n  </head>`);
  // After the static header inside the root (React replaces the root's content when it mounts), in the
  // app's own frame around a screen, so the view sits where the app's screen will.
  const framed = `<div class="app-main">${view}</div>`;
  const header = html.indexOf('</header>', html.indexOf('id="root"'));
  if (header >= 0) {
    const at = header + '</header>'.length;
    return html.slice(0, at) + framed + html.slice(at);
  }
  return html.replace(/<div id="root">/, `<div id="root">${framed}`);
}

export interface SharedPageOptions {
  /** The built app's index.html, or null when there is no build (then no page is served here). */
  shell(): string | null;
}

/** Serves GET /shared/:token on `app` (before the static files and the app's fallback). */
export function mountSharedPage(app: Hono<AppEnv>, deps: AppDeps, options: SharedPageOptions): void {
  const { database, config } = deps;

  app.get('/shared/:token', async (c, next) => {
    const shell = options.shell();
    if (shell === null) return next();
    const token = c.req.param('token');
    const page = ID_PATTERN.test(token) ? await findSharedPage(database, token) : null;
    c.header('Cache-Control', 'no-cache');
    if (!page) {
      const tags = `<meta name="robots" content="noindex" />`;
      return c.html(fillShell(shell, `Analysis not found · ${SITE_NAME}`, tags, notFoundView()), 404);
    }
    // The same address the share answer gave the owner (http/public-origin.ts).
    const origin = publicOrigin(c, config);
    const url = `${origin}/shared/${encodeURIComponent(token)}`;
    const imageUrl = page.hasThumbnail ? `${origin}${endpointUrl('getSharedThumbnail', { token })}` : null;
    const previewUrl = page.hasThumbnail ? `${origin}${endpointUrl('getSharedPreview', { token })}` : null;
    return c.html(fillShell(shell, shareTitleOf(page), metaTags(page, url, previewUrl), firstView(page, imageUrl)));
  });
}
