// What a browser is told about transport and framing, on the API and (through the same middleware)
// on every page the server sends. HSTS and Secure cookies only when the visitor came over TLS, and a
// forwarded scheme counts only when the operator said a proxy is in front (TRUST_PROXY).
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDialect, makeTestApp } from '../../test/harness.ts';
import type { TestApp } from '../../test/harness.ts';
import { HSTS_VALUE } from './security-headers.ts';

const deviceCookieOf = (res: Response) => res.headers.getSetCookie().find((h) => /^(__Host-)?cl_device=[^;]/.test(h));
/** What a browser says of a request from the app's own pages. */
const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin' };

describeEachDialect('transport security headers on %s', (dialect) => {
  let direct: TestApp;
  let proxied: TestApp;
  beforeAll(async () => {
    direct = await makeTestApp(dialect);
    proxied = await makeTestApp(dialect, { env: { TRUST_PROXY: 'true' } });
  });
  afterAll(async () => {
    await direct.close();
    await proxied.close();
  });

  it.each(['/api/health', '/api/no-such-route'])('%s forbids framing, sniffing and inline script', async (path) => {
    const res = await direct.app.request(path);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    // Only our own files (and wasm compilation for the on-device models): no inline, eval, data: or hosts.
    const scriptSrc = csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .find((d) => d[0] === 'script-src');
    expect(scriptSrc).toEqual(['script-src', "'self'", "'wasm-unsafe-eval'"]);
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('sends neither HSTS nor a Secure cookie over plain HTTP', async () => {
    const res = await direct.app.request('http://costlens.test/api/health', { headers: SAME_ORIGIN });
    expect(res.headers.get('strict-transport-security')).toBeNull();
    expect(deviceCookieOf(res)).toMatch(/^cl_device=/);
    expect(deviceCookieOf(res)).not.toMatch(/;\s*Secure/i);
  });

  it('sends HSTS and a Secure device cookie when the request itself came over TLS', async () => {
    const res = await direct.app.request('https://costlens.test/api/health', { headers: SAME_ORIGIN });
    expect(res.headers.get('strict-transport-security')).toBe(HSTS_VALUE);
    // __Host-: Secure, the whole site, no Domain, so no sibling subdomain can plant or replace it.
    expect(deviceCookieOf(res)).toMatch(/^__Host-cl_device=/);
    expect(deviceCookieOf(res)).toMatch(/;\s*Secure/i);
    expect(deviceCookieOf(res)).not.toMatch(/Domain=/i);
  });

  it('ignores X-Forwarded-Proto from a client when no proxy is trusted', async () => {
    const res = await direct.app.request('http://costlens.test/api/health', {
      headers: { 'x-forwarded-proto': 'https', ...SAME_ORIGIN },
    });
    expect(res.headers.get('strict-transport-security')).toBeNull();
    expect(deviceCookieOf(res)).not.toMatch(/;\s*Secure/i);
  });

  it.each([
    ['https', true],
    ['HTTPS', true],
    ['https, http', true],
    ['http', false],
    ['http, https', false],
  ])('behind a trusted proxy, X-Forwarded-Proto %j gives HSTS and Secure cookies: %s', async (proto, tls) => {
    const res = await proxied.app.request('http://costlens.test/api/health', {
      headers: { 'x-forwarded-proto': proto, ...SAME_ORIGIN },
    });
    expect(res.headers.get('strict-transport-security')).toBe(tls ? HSTS_VALUE : null);
    if (tls) expect(deviceCookieOf(res)).toMatch(/;\s*Secure/i);
    else expect(deviceCookieOf(res)).not.toMatch(/;\s*Secure/i);
  });
});
