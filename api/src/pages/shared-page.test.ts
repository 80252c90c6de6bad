import { Hono } from 'hono';
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { AppEnv } from '../app-types.ts';
import { describeEachDialect, makeTestApp } from '../../test/harness.ts';
import type { TestApp } from '../../test/harness.ts';
import { shareAnalysis } from '../db/analyses.ts';
import { putShareThumbnail } from '../db/share-thumbnails.ts';
import { seedAnalysis } from '../routes/analyses/test-seed.ts';
import { mountSharedPage } from './shared-page.ts';

/** The built index.html in miniature: a title, the app's description, the static header and its script. */
const SHELL = `<!doctype html>
<html lang="en-CA">
  <head>
    <meta charset="UTF-8" />
    <title>CostLens — what does it really cost?</title>
    <meta name="description" content="Photograph a product to estimate what it costs to make." />
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
  </head>
  <body>
    <div id="root"><div class="app"><header class="app-header"><a href="/" class="brand">CostLens</a></header></div></div>
  </body>
</html>`;

/** The page as a crawler reads it: no script runs, only the markup counts. */
function read(html: string) {
  const attr = (selector: RegExp) => html.match(selector)?.[1] ?? null;
  const meta = (key: string) =>
    attr(new RegExp(`<meta (?:property|name)="${key.replace(':', '\\:')}" content="([^"]*)"`));
  return {
    title: attr(/<title>([^<]*)<\/title>/),
    description: meta('description'),
    ogTitle: meta('og:title'),
    ogDescription: meta('og:description'),
    ogImage: meta('og:image'),
    ogImageSize: [meta('og:image:width'), meta('og:image:height')],
    ogUrl: meta('og:url'),
    twitterCard: meta('twitter:card'),
    canonical: attr(/<link rel="canonical" href="([^"]*)"/),
    h1: attr(/<h1>([^<]*)<\/h1>/),
    img: attr(/<img class="shared-photo" src="([^"]*)"/),
    script: attr(/<script type="module" crossorigin src="([^"]*)"/),
    descriptions: html.match(/<meta name="description"/g)?.length ?? 0,
  };
}

const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0, 0xff, 0xd9]);

describeEachDialect('the shared page as HTML on %s', (dialect) => {
  let t: TestApp;
  let site: Hono<AppEnv>;
  beforeEach(async () => {
    t = await makeTestApp(dialect, { env: { PUBLIC_ORIGIN: 'https://costlens.example/' } });
    site = new Hono<AppEnv>();
    mountSharedPage(site, t.deps, { shell: () => SHELL });
  });
  afterEach(async () => {
    await t.close();
  });

  async function share(title: string, description: string) {
    const stored = await seedAnalysis(t.deps.database, 'pagepagepagepagepage01', {
      productName: 'Stainless Steel Water Bottle',
    });
    return { stored, token: await shareAnalysis(t.deps.database, stored.id, title, description) };
  }

  it('holds the title, the cost range and a preview description; no image without a thumbnail', async () => {
    const { token } = await share('What a bottle costs', 'Steel and a lid.');
    const res = await site.request(`/shared/${token}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await res.text();
    // The line the app's header shows under the title, so the photo below it does not move when the app
    // takes over.
    expect(html).toMatch(
      /<p class="muted small shared-meta"><span>0 views<\/span><span>[A-Z][a-z]{2} \d{1,2}, \d{4}<\/span><\/p>/,
    );
    const page = read(html);
    expect(page).toMatchObject({
      title: 'What a bottle costs',
      ogTitle: 'What a bottle costs',
      h1: 'What a bottle costs',
      description:
        'Stainless Steel Water Bottle: materials estimated at $4.00 - $7.00 CAD (72% confidence). Steel and a lid.',
      ogDescription:
        'Stainless Steel Water Bottle: materials estimated at $4.00 - $7.00 CAD (72% confidence). Steel and a lid.',
      canonical: `https://costlens.example/shared/${token}`,
      ogUrl: `https://costlens.example/shared/${token}`,
      twitterCard: 'summary',
      ogImage: null,
      img: null,
      // The app still loads and takes over.
      script: '/assets/index-abc123.js',
      descriptions: 1,
    });
  });

  it('adds the 1200 × 630 preview as og:image and the photo when the share has a thumbnail', async () => {
    const { stored, token } = await share('Bottle', 'Steel.');
    await putShareThumbnail(t.deps.database, stored.id, JPEG, t.clock.now());
    const page = read(await (await site.request(`/shared/${token}`)).text());
    expect(page.ogImage).toBe(`https://costlens.example/api/shared/${token}/preview`);
    expect(page.ogImageSize).toEqual(['1200', '630']);
    expect(page.img).toBe(`https://costlens.example/api/shared/${token}/thumbnail`);
    expect(page.twitterCard).toBe('summary_large_image');
  });

  it('escapes user text everywhere it appears', async () => {
    const { token } = await share(`"><script>alert(1)</script>`, `</title><img src=x onerror=alert(2)> & 'quotes'`);
    const html = await (await site.request(`/shared/${token}`)).text();
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<img src=x');
    expect(html.match(/<script/g)).toHaveLength(1); // only the app's own
    const page = read(html);
    expect(page.title).toBe('&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(page.ogDescription).toContain('&lt;/title&gt;&lt;img src=x onerror=alert(2)&gt; &amp; &#39;quotes&#39;');
  });

  it.each(['AAAAAAAAAAAAAAAAAAAAAA', 'not-a-token', '%3Cscript%3E'])(
    'answers an unknown token (%s) with a 404 page that still loads the app',
    async (token) => {
      const res = await site.request(`/shared/${token}`);
      expect(res.status).toBe(404);
      const html = await res.text();
      expect(read(html)).toMatchObject({ h1: 'Analysis Not Found', ogTitle: null, script: '/assets/index-abc123.js' });
      expect(html).toContain('<meta name="robots" content="noindex" />');
    },
  );

  it('counts no view (the app reading the analysis does)', async () => {
    const { stored, token } = await share('Bottle', 'Steel.');
    await site.request(`/shared/${token}`);
    const row = await t.deps.database.db
      .selectFrom('analyses')
      .select('view_count')
      .where('id', '=', stored.id)
      .executeTakeFirst();
    expect(Number(row?.view_count)).toBe(0);
  });
});
