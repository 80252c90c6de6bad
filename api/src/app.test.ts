import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDialect, client, makeTestApp } from '../test/harness.ts';
import type { TestApp } from '../test/harness.ts';

describeEachDialect('API foundation on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp(dialect);
  });
  afterAll(async () => {
    await t.close();
  });

  it('reports the database as reachable on /api/health', async () => {
    const res = await t.app.request('/api/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true, database: dialect, databaseReachable: true });
  });

  it('gives a new visitor an httpOnly, SameSite=Lax device cookie and keeps it', async () => {
    const c = client(t.app);
    const first = await c.get('/api/health');
    const cookie = first.headers.getSetCookie().find((h) => h.startsWith('cl_device='));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\//);
    const second = await c.get('/api/health');
    expect(second.headers.getSetCookie()).toEqual([]);
  });

  it('replaces a forged or malformed device cookie with one the server signed', async () => {
    const res = await t.app.request('/api/health', {
      headers: { cookie: 'cl_device=../../etc/passwd', 'sec-fetch-site': 'same-origin' },
    });
    expect(res.headers.getSetCookie().some((h) => /^cl_device=[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43};/.test(h))).toBe(
      true,
    );
  });

  it('stores analytics events, single or batched', async () => {
    const c = client(t.app);
    const one = await c.post('/api/events', { name: 'page_view', path: '/flights' });
    expect(one.status).toBe(202);
    const batch = await c.post('/api/events', {
      events: [{ name: 'camera_used' }, { name: 'analysis_started', props: { type: 'full' } }],
    });
    expect(await batch.json()).toEqual({ accepted: 2 });
    const rows = await t.deps.database.db.selectFrom('events').select(['name', 'path', 'device_id']).execute();
    expect(rows.map((r) => r.name).sort()).toEqual(['analysis_started', 'camera_used', 'page_view']);
    expect(new Set(rows.map((r) => r.device_id)).size).toBe(1);
  });

  it.each([
    ['malformed JSON', '{"name":', 400, /not valid JSON/],
    ['unknown event name', JSON.stringify({ name: 'hack' }), 400, /name/],
    ['empty body', '', 400, /required/],
    ['empty batch', JSON.stringify({ events: [] }), 400, /./],
  ])('refuses an event with %s', async (_label, body, status, message) => {
    const res = await t.app.request('/api/events', {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(status);
    const json = (await res.json()) as { error: string };
    expect(json.error).toMatch(message);
  });

  it('refuses a JSON body over the limit with 413', async () => {
    const res = await t.app.request('/api/events', {
      method: 'POST',
      body: JSON.stringify({ name: 'page_view', path: 'x'.repeat(300_000) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ error: 'Request body is too large', code: 'too_large' });
  });

  it('refuses a declared length over the limit before reading the body, and keeps the connection', async () => {
    const body = JSON.stringify({ name: 'page_view', path: 'x'.repeat(300_000) });
    const res = await t.app.request('/api/events', {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) },
    });
    expect(res.status).toBe(413);
    expect(res.headers.get('connection')).toBeNull();
  });

  it('counts a body sent without a length and closes the connection once it passes the limit', async () => {
    const chunk = new TextEncoder().encode('x'.repeat(64 * 1024));
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 8) controller.enqueue(chunk);
        else controller.close();
      },
    });
    const res = await t.app.request('/api/events', {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json' },
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(res.headers.get('connection')).toBe('close');
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const res = await t.app.request('/api/no-such-thing');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect(await res.json()).toEqual({ error: 'No API route for GET /api/no-such-thing', code: 'not_found' });
  });

  it('sends security headers and a request id', async () => {
    const res = await t.app.request('/api/health');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/script-src 'self' 'wasm-unsafe-eval'(;|$)/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('x-request-id')).toMatch(/^[\w-]+$/);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });
});
