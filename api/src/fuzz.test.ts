// Hostile input against every API route: whatever arrives, the answer is never a 5xx, an error is
// always the JSON error body with a known code, and the server stays healthy. Routes are read from the app itself, so a
// new endpoint is fuzzed the day it is mounted.
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { isErrorCode } from '@costlens/contracts';
import { describeEachDialect, makeTestApp } from '../test/harness.ts';
import type { TestApp } from '../test/harness.ts';

const RUNS = Number(process.env.FUZZ_RUNS ?? 25);

// Strings that have broken parsers before: unicode, control characters, path tricks, injections.
const nasty = fc.oneof(
  fc.string({ maxLength: 64 }),
  fc.string({ unit: 'binary', maxLength: 64 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    '../../etc/passwd',
    '%00',
    "'; drop table analyses; --",
    '<script>alert(1)</script>',
    '\u202e\u0000\ud800',
    'null',
    'undefined',
    '{}',
    '[]',
    '9'.repeat(400),
    'x'.repeat(20_000),
    '😀'.repeat(2_000),
  ),
);
const json: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    nasty,
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(nasty, tie('value'), { maxKeys: 5 }),
  ),
})).value;

interface RouteInfo {
  method: string;
  path: string;
}

function routesOf(t: TestApp): RouteInfo[] {
  const seen = new Set<string>();
  return t.app.routes
    .filter((r) => r.path.startsWith('/api/') && !r.path.includes('*') && r.method !== 'ALL')
    .filter((r) => {
      const k = `${r.method} ${r.path}`;
      if (seen.has(k)) return false;
      seen.add(k);
      return true;
    })
    .map((r) => ({ method: r.method, path: r.path }));
}

/** A URL cannot carry a lone surrogate, so the parameter is made well-formed before encoding;
 *  malformed percent-encodings are sent raw by their own test below. */
function fill(path: string, param: string, raw = false): string {
  return path.replace(/:[A-Za-z]+/g, raw ? param : encodeURIComponent(param.replace(/[\ud800-\udfff]/g, '\ufffd')));
}

describeEachDialect('hostile input on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp(dialect);
  });
  afterAll(async () => {
    await t.close();
  });

  async function expectSane(res: Response, label: string) {
    expect(res.status, label).toBeLessThan(500);
    if (res.status >= 400) {
      const body = (await res.json()) as { error?: unknown; code?: unknown };
      expect(typeof body.error, label).toBe('string');
      expect(isErrorCode(body.code), `${label}: code ${String(body.code)}`).toBe(true);
    }
  }

  it('finds routes to fuzz', () => {
    expect(routesOf(t).length).toBeGreaterThan(1);
  });

  it('answers garbage JSON bodies and path parameters with 4xx, never 5xx', async () => {
    for (const route of routesOf(t)) {
      await fc.assert(
        fc.asyncProperty(nasty, json, async (param, body) => {
          const path = fill(route.path, param || 'x');
          const init: RequestInit = { method: route.method, headers: { 'content-type': 'application/json' } };
          if (route.method !== 'GET' && route.method !== 'HEAD') init.body = JSON.stringify(body);
          const res = await t.app.request(path, init);
          await expectSane(res, `${route.method} ${path}`);
        }),
        { numRuns: RUNS },
      );
    }
  });

  it('answers malformed JSON, wrong content types and odd queries with 4xx', async () => {
    for (const route of routesOf(t).filter((r) => r.method === 'POST')) {
      for (const [body, type] of [
        ['{"a":', 'application/json'],
        ['', 'application/json'],
        ['a=b', 'application/x-www-form-urlencoded'],
        ['\u0000\u0001', 'text/plain'],
        ['[1,2,3]', 'application/json'],
      ] as const) {
        const res = await t.app.request(fill(route.path, 'AAAAAAAAAAAAAAAAAAAAAA'), {
          method: 'POST',
          body,
          headers: { 'content-type': type },
        });
        await expectSane(res, `${route.method} ${route.path} with ${type} ${JSON.stringify(body)}`);
      }
    }
    for (const route of routesOf(t).filter((r) => r.method === 'GET')) {
      const res = await t.app.request(
        `${fill(route.path, 'x')}?userFingerprint=${'%ff'.repeat(50)}&cursor=%00&limit=-1`,
      );
      await expectSane(res, `GET ${route.path} with odd query`);
    }
  });

  it('answers malformed percent-encodings in path parameters with 4xx', async () => {
    for (const route of routesOf(t).filter((r) => r.path.includes(':'))) {
      for (const raw of ['%', '%E0%A4%A', '%FF%FE', '%C0%AF..%C0%AF']) {
        const path = fill(route.path, raw, true);
        const init: RequestInit = { method: route.method, headers: { 'content-type': 'application/json' } };
        if (route.method === 'POST') init.body = '{}';
        await expectSane(await t.app.request(path, init), `${route.method} ${path}`);
      }
    }
  });

  it('survives header and cookie abuse', async () => {
    const res = await t.app.request('/api/health', {
      headers: {
        cookie: `cl_device=${'A'.repeat(5000)}; cl_device=; =; ;;`,
        'x-request-id': '\u00ff'.repeat(100),
        'content-length': 'abc',
      },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-request-id')).toMatch(/^[\w-]+$/);
  });

  it('is still healthy after all of it', async () => {
    const res = await t.app.request('/api/health');
    expect(res.status).toBe(200);
  });
});
