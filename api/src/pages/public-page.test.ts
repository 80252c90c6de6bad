import type { Hono } from 'hono';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { PublicListResponse } from '@costlens/contracts';
import type { AppEnv } from '../app-types.ts';
import { NEXT_HANDLER, siteWith } from './test-site.ts';
import { describeEachDialect, makeTestApp } from '../../test/harness.ts';
import type { TestApp } from '../../test/harness.ts';
import { shareAnalysis } from '../db/analyses.ts';
import { seedAnalysis } from '../routes/analyses/test-seed.ts';
import { forgetPublicList } from '../routes/public/fresh-list.ts';
import { PUBLIC_LIST_SIZE } from '../routes/public/pages.ts';
import { mountPublicPage } from './public-page.ts';

/** The build's first view of /public in miniature: the static header, the heading and lead, the script. */
const PAGE = `<!doctype html>
<html lang="en-CA">
  <head>
    <title>CostLens — what does it really cost?</title>
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
  </head>
  <body>
    <div id="root"><div class="app"><header class="app-header"></header><div class="app-main"><main class="page" data-first-view="public"><h1>Community Analyses</h1><p class="muted">Cost analyses people have shared publicly.</p></main></div></div></div>
  </body>
</html>`;

/** The data block the app reads, parsed as the app parses it (the text of the element). */
function dataBlock(html: string): unknown {
  const match = html.match(/<script type="application\/json" data-first-read="\/api\/public">([\s\S]*?)<\/script>/);
  return match ? JSON.parse(match[1]!) : null;
}

const cardTitles = (html: string) =>
  [...html.matchAll(/<a href="\/shared\/[^"]+" class="public-card-link">([^<]*)<\/a>/g)].map((m) => m[1]);

describeEachDialect('the community page as HTML on %s', (dialect) => {
  let t: TestApp;
  let site: Hono<AppEnv>;
  let page: string | null;
  beforeEach(async () => {
    t = await makeTestApp(dialect);
    page = PAGE;
    site = siteWith((s) => mountPublicPage(s, t.deps, { page: () => page }));
  });
  afterEach(async () => {
    await t.close();
  });

  async function publish(name: string, title: string, excerpt: string, minute: number) {
    const stored = await seedAnalysis(t.deps.database, 'publicpagedevice000001', {
      productName: name,
      createdAt: new Date(Date.UTC(2026, 10, 1, 12, minute)),
    });
    await shareAnalysis(t.deps.database, stored.id, title, excerpt);
    forgetPublicList(t.deps.database);
    return stored;
  }

  it('holds the first page as cards, newest first, and the same page as the API answers it, as data', async () => {
    await publish('Kettle', 'What a kettle costs', 'Steel and a heating plate.', 1);
    await seedAnalysis(t.deps.database, 'publicpagedevice000001', { productName: 'Private mug' });
    await publish('Lamp', '', '', 2);
    const res = await site.request('/public');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await res.text();
    // The heading and lead stay first; the search box and the cards follow inside the same view.
    expect(html).toMatch(
      /<h1>Community Analyses<\/h1><p class="muted">Cost analyses people have shared publicly\.<\/p><div class="public-search">/,
    );
    expect(html).toMatch(
      /<input id="public-search" class="input" type="search" placeholder="Search analyses\.\.\." readonly \/>/,
    );
    expect(cardTitles(html)).toEqual(['Lamp - Cost Analysis', 'What a kettle costs']);
    expect(html).toContain('<p class="public-card-description">Steel and a heating plate.</p>');
    expect(html).toMatch(/<p class="public-card-cost">Estimated Cost \$4\.00 - \$7\.00<\/p>/);
    expect(html).toMatch(
      /<p class="muted small public-card-meta"><span>72% confidence<\/span><span>0 views<\/span><span>Nov 1, 2026<\/span><\/p>/,
    );
    expect(html).not.toContain('Private mug');
    expect(html).not.toContain('Load More');
    // The data is exactly the endpoint's answer, so the app shows what it would have fetched.
    const api = (await (await t.app.request('/api/public')).json()) as unknown;
    expect(dataBlock(html)).toEqual(api);
    expect(PublicListResponse.safeParse(dataBlock(html)).success).toBe(true);
    // After the app's root, where React's first render does not remove it before the app reads it.
    expect(html.indexOf('data-first-read')).toBeGreaterThan(html.indexOf('</main>'));
  });

  it('escapes every title and excerpt, and no text can end the data block', async () => {
    const hostile = '"><script>alert(1)</script><!--';
    await publish(hostile, hostile, `</script><script>alert(2)</script>`, 1);
    const html = await (await site.request('/public')).text();
    expect(html).not.toContain('<script>alert');
    expect(cardTitles(html)).toEqual(['&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;!--']);
    expect(html.match(/<script/g)).toHaveLength(2); // the app's own and the data block
    const data = PublicListResponse.parse(dataBlock(html));
    expect(data.analyses[0]!.shareTitle).toBe(hostile);
    expect(data.analyses[0]!.shareExcerpt).toBe('</script><script>alert(2)</script>');
  });

  it('says the list is empty as the screen does, and offers more when there is more', async () => {
    let html = await (await site.request('/public')).text();
    expect(html).toContain('<h2>No public analyses yet</h2>');
    expect(html).toContain('<a href="/" class="btn btn-primary">Start Your Analysis</a>');
    expect(dataBlock(html)).toEqual({ analyses: [], nextCursor: null });

    for (let i = 0; i <= PUBLIC_LIST_SIZE; i++) await publish(`Mug ${i}`, '', '', i);
    html = await (await site.request('/public')).text();
    expect(cardTitles(html)).toHaveLength(PUBLIC_LIST_SIZE);
    expect(html).toContain('<button type="button" class="btn" disabled>Load More</button>');
  });

  it('leaves the route to the next handler when the list cannot be read (the app then asks and says so)', async () => {
    await t.deps.database.close();
    expect(await (await site.request('/public')).text()).toBe(NEXT_HANDLER);
  });

  it('leaves the route to the next handler without a build, or a view with no place for the list', async () => {
    page = null;
    expect(await (await site.request('/public')).text()).toBe(NEXT_HANDLER);
    page = '<!doctype html><main class="page"><h1>Community Analyses</h1></main>';
    expect(await (await site.request('/public')).text()).toBe(NEXT_HANDLER);
  });
});
