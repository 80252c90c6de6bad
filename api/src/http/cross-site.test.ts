// Another site's page cannot act through a visitor's browser: a form it auto-posts (no cookie, since
// the device cookie is SameSite=Lax) or any request it makes is refused with 403 `cross_site` before
// anything else runs, and no device cookie is set on it, so the visitor keeps their device and history.
// JSON routes take only application/json, which no other site can send without a CORS preflight.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ENDPOINTS } from '@costlens/contracts';
import type { AnalysisListResponse, EndpointName, ErrorBody } from '@costlens/contracts';
import { describeEachDialect, client, makeTestApp } from '../../test/harness.ts';
import type { TestApp } from '../../test/harness.ts';
import { deviceOf, seedAnalysis } from '../routes/analyses/test-seed.ts';

const EVIL = 'https://evil.example';
const pathOf = (name: EndpointName) => ENDPOINTS[name].path.replace(/:[a-zA-Z]+/g, 'AAAAAAAAAAAAAAAAAAAAAA');
const ALL = Object.keys(ENDPOINTS) as EndpointName[];

describeEachDialect('cross-site requests on %s', (dialect) => {
  let t: TestApp;
  let visitor: ReturnType<typeof client>;
  let cookieBefore: string;
  let analysisId: string;
  beforeAll(async () => {
    t = await makeTestApp(dialect);
    visitor = client(t.app);
    analysisId = (await seedAnalysis(t.deps.database, await deviceOf(visitor))).id;
    cookieBefore = visitor.cookies.get('cl_device')!;
  });
  afterAll(() => t.close());

  const history = async () =>
    ((await (await visitor.get('/api/analyses')).json()) as AnalysisListResponse).analyses.map((a) => a.id);

  it.each(ALL)('refuses %s from a form another site posts, and sets no cookie', async (name) => {
    const res = await t.app.request(pathOf(name), {
      method: ENDPOINTS[name].method === 'GET' ? 'GET' : 'POST',
      headers: {
        'sec-fetch-site': 'cross-site',
        'sec-fetch-mode': 'navigate',
        origin: EVIL,
        'content-type': 'application/x-www-form-urlencoded',
      },
      ...(ENDPOINTS[name].method === 'GET' ? {} : { body: 'shareTitle=pwned&userFingerprint=fp_attacker_01' }),
    });
    expect(res.status).toBe(403);
    expect(((await res.json()) as ErrorBody).code).toBe('cross_site');
    expect(res.headers.getSetCookie()).toEqual([]);
  });

  it.each([
    ['an older browser (Origin only)', { origin: EVIL }],
    ['a sibling on the same site', { 'sec-fetch-site': 'same-site', origin: 'https://other.costlens.example' }],
    ['a sandboxed frame (Origin: null)', { origin: 'null' }],
  ])('refuses a request from %s', async (_label, headers) => {
    const res = await t.app.request('/api/events', {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json', host: 'costlens.example' },
      body: JSON.stringify({ name: 'page_view' }),
    });
    expect(res.status).toBe(403);
    expect(((await res.json()) as ErrorBody).code).toBe('cross_site');
  });

  it("leaves the visitor's cookie and history as they were", async () => {
    expect(visitor.cookies.get('cl_device')).toBe(cookieBefore);
    expect(await history()).toEqual([analysisId]);
  });

  it('serves the same requests from the app itself: same-origin, or an Origin naming this host', async () => {
    const fromApp = await visitor.post('/api/events', { name: 'page_view' });
    expect(fromApp.status).toBe(202);
    const oldBrowser = await t.app.request('/api/events', {
      method: 'POST',
      headers: { origin: 'https://costlens.example', host: 'costlens.example', 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'page_view' }),
    });
    expect(oldBrowser.status).toBe(202);
  });

  it.each([
    ['text/plain', 'text/plain;charset=UTF-8'],
    ['a urlencoded form', 'application/x-www-form-urlencoded'],
    ['a multipart form', 'multipart/form-data; boundary=x'],
    ['no type at all', null],
  ])('refuses JSON sent as %s with 415', async (_label, type) => {
    const res = await visitor.send('/api/events', {
      method: 'POST',
      headers: type ? { 'content-type': type } : {},
      body: JSON.stringify({ name: 'page_view' }),
    });
    expect(res.status).toBe(415);
    expect(((await res.json()) as ErrorBody).code).toBe('unsupported_media_type');
  });
});
