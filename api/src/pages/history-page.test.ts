import type { Hono } from 'hono';
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { AppEnv } from '../app-types.ts';
import { NEXT_HANDLER, siteWith } from './test-site.ts';
import { client, describeEachDialect, makeTestApp } from '../../test/harness.ts';
import type { TestApp } from '../../test/harness.ts';
import { DEVICE_COOKIE, SECURE_DEVICE_COOKIE } from '../http/device.ts';
import { mountHistoryPage } from './history-page.ts';

/** The build's copy of /history for a new device, in miniature. */
const PAGE = `<!doctype html>
<html lang="en-CA">
  <body>
    <div id="root"><div class="app-main"><main data-first-view="history" class="page"><h1>Analysis History</h1><div class="card center"><h2>No Analyses Yet</h2></div></main></div></div>
  </body>
</html>`;

function dataBlock(html: string): unknown {
  const match = html.match(/<script type="application\/json" data-first-read="\/api\/analyses">([\s\S]*?)<\/script>/);
  return match ? JSON.parse(match[1]!) : null;
}

describeEachDialect("a new device's history page on %s", (dialect) => {
  let t: TestApp;
  let site: Hono<AppEnv>;
  let page: string | null;
  beforeEach(async () => {
    t = await makeTestApp(dialect);
    page = PAGE;
    site = siteWith((s) => mountHistoryPage(s, { newDevicePage: () => page }));
  });
  afterEach(async () => {
    await t.close();
  });

  it('shows a browser without a device cookie its empty history, with the list the API answers such a browser as data', async () => {
    const res = await site.request('/history');
    expect(res.status).toBe(200);
    expect(res.headers.get('vary')).toBe('Cookie');
    expect(res.headers.get('cache-control')).toBe('private, no-cache');
    const html = await res.text();
    expect(html).toContain('<h2>No Analyses Yet</h2>');
    const api = await client(t.app).get('/api/analyses');
    expect(api.status).toBe(200);
    expect(dataBlock(html)).toEqual(await api.json());
  });

  it('leaves a browser with a device cookie under either name, valid or not, to the usual first view', async () => {
    const visitor = client(t.app);
    expect((await visitor.get('/api/analyses')).status).toBe(200);
    const [name, value] = [...visitor.cookies][0]!;
    for (const cookie of [`${name}=${value}`, `${DEVICE_COOKIE}=forged.value`, `${SECURE_DEVICE_COOKIE}=x`]) {
      const res = await site.request('/history', { headers: { cookie } });
      expect(await res.text(), cookie).toBe(NEXT_HANDLER);
    }
  });

  it('leaves the route to the next handler without a build copy', async () => {
    page = null;
    expect(await (await site.request('/history')).text()).toBe(NEXT_HANDLER);
  });
});
