// What the built app and its server promise a browser: pages and files come with a CSP that allows no
// inline script (and the built HTML has none, so nothing is blocked), framing forbidden, no sniffing, a
// referrer policy; comments stay text wherever they are shown; the vendors' keys never reach the page.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { ROUTE_HEADINGS, UNKNOWN_ROUTE } from './helpers.ts';
import { KEYED_URL } from './urls.ts';

const PHOTO = fileURLToPath(new URL('./fixtures/results/laptop-1.jpg', import.meta.url));
/** The keyed e2e server's SerpApi key (web/playwright.config.ts). */
const SERPAPI_KEY = 'e2e-test-key';
const ROUTES = [...ROUTE_HEADINGS, UNKNOWN_ROUTE].map(([path]) => path);

/** Collects the page's CSP violation reports from the first script on. */
async function recordCspViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = seen;
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`),
    );
  });
  return () => page.evaluate(() => (window as unknown as { __csp: string[] }).__csp);
}

test('pages and files carry the security headers, and the built HTML has no inline script', async ({
  page,
  request,
}) => {
  await page.goto('/');
  const assets = await page.evaluate(() =>
    Array.from(
      document.querySelectorAll<HTMLScriptElement | HTMLLinkElement>('script[src], link[rel="stylesheet"]'),
    ).map((el) => new URL('src' in el ? el.src : el.href).pathname),
  );
  expect(assets.length).toBeGreaterThan(0);
  for (const path of [...ROUTES, '/sw.js', '/manifest.webmanifest', ...assets]) {
    const res = await request.get(path);
    // A share token that names nothing is a real 404 page (the server renders shared pages), with the
    // same headers as every other page.
    expect(res.status(), path).toBe(path.startsWith('/shared/') ? 404 : 200);
    const h = res.headers();
    const directives = (h['content-security-policy'] ?? '').split(';').map((d) => d.trim().split(/\s+/));
    expect(
      directives.find((d) => d[0] === 'script-src'),
      path,
    ).toEqual(['script-src', "'self'", "'wasm-unsafe-eval'"]);
    expect(
      directives.find((d) => d[0] === 'frame-ancestors'),
      path,
    ).toEqual(['frame-ancestors', "'none'"]);
    expect(h['x-content-type-options'], path).toBe('nosniff');
    expect(h['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    // Plain HTTP without a trusted proxy: HSTS would be meaningless (and is sent only over TLS).
    expect(h['strict-transport-security'], path).toBeUndefined();
    if ((h['content-type'] ?? '').startsWith('text/html')) {
      const html = await res.text();
      // A JSON data block (the community list's first page) is never run; anything else inline would be.
      const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)].filter(
        ([, attrs, body]) =>
          !/\bsrc=/.test(attrs!) && !/\btype="application\/json"/.test(attrs!) && body!.trim() !== '',
      );
      expect(
        inline.map(([tag]) => tag.slice(0, 120)),
        `${path}: inline scripts`,
      ).toEqual([]);
      expect(html, `${path}: inline event handlers`).not.toMatch(/<[^>]+\son[a-z]+\s*=/i);
    }
  }
});

test('no route trips the content security policy while it renders', async ({ page }) => {
  const violations = await recordCspViolations(page);
  for (const path of ROUTES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await violations(), path).toEqual([]);
  }
});

test('comments stay text on the shared page: markup and scripts in them never run', async ({
  page,
  browser,
  baseURL,
}) => {
  // An analysis of a real photo, shared through the API as the results screen does.
  const analyzed = await page.request.post('/api/analyze', {
    multipart: { image: { name: 'laptop-1.jpg', mimeType: 'image/jpeg', buffer: readFileSync(PHOTO) } },
  });
  expect(analyzed.status()).toBe(200);
  const { analysis } = (await analyzed.json()) as { analysis: { id: string } };
  const shared = await page.request.post(`/api/analyses/${analysis.id}/share`, {
    data: { shareTitle: 'Hardening check', shareDescription: '<img src=x onerror="window.__pwned=1">' },
  });
  const { shareToken } = (await shared.json()) as { shareToken: string };

  const visitor = await browser.newContext({ baseURL });
  try {
    const v = await visitor.newPage();
    const violations = await recordCspViolations(v);
    await v.goto(`/shared/${shareToken}`);
    const payloads = [
      '<img src=x onerror="window.__pwned=2">',
      '<script>window.__pwned=3</script>',
      '<a href="javascript:window.__pwned=4">click</a>',
      '"><svg onload="window.__pwned=5">',
    ];
    const commentForm = v.getByRole('form', { name: 'Add Comment' });
    for (const text of payloads) {
      await commentForm.getByLabel('Name').fill('<b>Mallory</b>');
      await commentForm.getByLabel('Comment').fill(text);
      await commentForm.getByRole('button', { name: 'Post Comment' }).click();
      await expect(v.getByText(text, { exact: true })).toBeVisible();
    }
    await v.reload();
    for (const text of payloads) await expect(v.getByText(text, { exact: true })).toBeVisible();
    await expect(v.getByText('<img src=x onerror="window.__pwned=1">', { exact: true })).toBeVisible();
    await expect(v.getByText('<b>Mallory</b>').first()).toBeVisible();
    // None of it became markup: no element from a payload exists, nothing ran, nothing was blocked.
    await expect(
      v.locator('main img[src="x"], main svg[onload], main a[href^="javascript:"], main b:text("Mallory")'),
    ).toHaveCount(0);
    expect(await v.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(await violations()).toEqual([]);
  } finally {
    await visitor.close();
  }
});

test.describe('with vendor keys on the server', () => {
  test.use({ baseURL: KEYED_URL });

  test('the keys never reach the browser: not in the app files, not in any API answer', async ({ page }) => {
    const bodies: Array<[string, string]> = [];
    page.on('response', async (res) => {
      const text = await res.text().catch(() => '');
      bodies.push([res.url(), text]);
    });
    for (const path of ['/', '/find-similar', '/flights']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
    // Every keyed call the screens make, answered by the fake vendor server or refused by it.
    const calls: Array<[string, unknown]> = [
      [
        '/api/price-compare',
        { country: 'CA', product: { name: 'Total Impact Shorts', brand: 'Burton' }, query: 'Burton impact shorts' },
      ],
      ['/api/price-compare/amazon', { country: 'CA', product: { name: 'Total Impact Shorts', brand: 'Burton' } }],
      ['/api/suppliers/find', { product: { name: 'red floral sundress', brand: 'FENSACE' }, country: 'CA' }],
      [
        '/api/flights/search',
        {
          departure_id: 'YVR',
          arrival_id: 'LAX',
          type: 2,
          outbound_date: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
          adults: 1,
          travel_class: 1,
          currency: 'CAD',
          stops: 2,
        },
      ],
    ];
    for (const [path, body] of calls) {
      // Any answer will do (found, empty, or the vendor's refusal); what matters is what it carries.
      await page.evaluate(
        async ([p, b]) => {
          await (
            await fetch(p as string, {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify(b),
            })
          ).text();
        },
        [path, body] as const,
      );
    }
    await expect
      .poll(() => bodies.filter(([url]) => url.includes('/api/')).length)
      .toBeGreaterThanOrEqual(calls.length);
    const leaks = bodies.filter(([, text]) => text.includes(SERPAPI_KEY)).map(([url]) => url);
    expect(leaks).toEqual([]);
    expect(bodies.some(([url]) => url.endsWith('.js'))).toBe(true);
  });
});
