import { describe, expect, it } from 'vitest';
import {
  CACHE_HIT_HEADER,
  OFFLINE_REFUSAL_MESSAGE,
  POST_CACHE_TTL_MS,
  STORED_AT_HEADER,
  createPostCacheHandler,
  isCacheablePost,
  isFresh,
  postCacheKey,
} from './post-cache.ts';

const ORIGIN = 'https://costlens.test';

/** The part of CacheStorage the handler uses, kept in memory (Node has no Cache API). */
function memoryCaches() {
  const store = new Map<string, Response>();
  const cache = {
    async match(key: RequestInfo | URL) {
      return store.get(String(key))?.clone();
    },
    async put(key: RequestInfo | URL, res: Response) {
      store.set(String(key), res.clone());
    },
    async delete(key: RequestInfo | URL) {
      return store.delete(String(key));
    },
  } as unknown as Cache;
  return { store, caches: { open: async () => cache } };
}

function post(path: string, body: unknown): Request {
  return new Request(`${ORIGIN}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/** A server that counts calls and answers each with its call number; `down` makes it unreachable. */
function fakeServer(status = 200) {
  const state = { calls: 0, down: false };
  const fetch = async (req: Request) => {
    if (state.down) throw new TypeError('Failed to fetch');
    state.calls++;
    return new Response(
      JSON.stringify({ answer: state.calls, path: new URL(req.url).pathname, body: await req.text() }),
      { status, headers: { 'Content-Type': 'application/json' } },
    );
  };
  return { state, fetch };
}

function setup(status = 200) {
  const server = fakeServer(status);
  const mem = memoryCaches();
  const clock = {
    t: 1_800_000_000_000,
    now() {
      return this.t;
    },
  };
  const handle = createPostCacheHandler({ caches: mem.caches, fetch: server.fetch, clock });
  return { server, mem, clock, handle };
}

describe('POST cache key', () => {
  it('is the same for bodies the server answers alike (key order, case, spacing, empty fields)', async () => {
    const url = new URL(`${ORIGIN}/api/price-compare`);
    const a = await postCacheKey(
      'POST',
      url,
      JSON.stringify({ country: 'CA', product: { name: 'Sony  WH-1000XM5 ' }, query: null }),
    );
    const b = await postCacheKey('POST', url, JSON.stringify({ product: { name: 'sony wh-1000xm5' }, country: 'ca' }));
    expect(a).toBe(b);
    expect(a).toMatch(new RegExp(`^${ORIGIN}/__post-cache/api/price-compare\\?h=[0-9a-f]{64}$`));
  });

  it.each([
    ['a different body', '/api/price-compare', { country: 'CA', product: { name: 'kettle' } }],
    ['another route with the same body', '/api/price-compare/amazon', { country: 'CA', product: { name: 'toaster' } }],
  ])('differs for %s', async (_label, path, body) => {
    const base = await postCacheKey(
      'POST',
      new URL(`${ORIGIN}/api/price-compare`),
      JSON.stringify({ country: 'CA', product: { name: 'toaster' } }),
    );
    expect(await postCacheKey('POST', new URL(`${ORIGIN}${path}`), JSON.stringify(body))).not.toBe(base);
  });

  it('keeps a body that is not JSON as it is', async () => {
    const url = new URL(`${ORIGIN}/api/flights/search`);
    expect(await postCacheKey('POST', url, 'a=1')).not.toBe(await postCacheKey('POST', url, 'A=1'));
  });
});

describe('which requests are cached', () => {
  it.each([
    ['POST', `${ORIGIN}/api/price-compare`, true],
    ['POST', `${ORIGIN}/api/price-compare/amazon`, true],
    ['POST', `${ORIGIN}/api/product/find-similar`, true],
    ['POST', `${ORIGIN}/api/suppliers/find`, true],
    ['POST', `${ORIGIN}/api/suppliers/recommend`, true],
    ['POST', `${ORIGIN}/api/flights/search`, true],
    ['POST', `${ORIGIN}/api/price-compare/explain`, false],
    ['POST', `${ORIGIN}/api/analyze`, false],
    ['POST', `${ORIGIN}/api/analyses/abc/comments`, false],
    ['GET', `${ORIGIN}/api/price-compare`, false],
    ['POST', 'https://elsewhere.test/api/price-compare', false],
  ])('%s %s → %s', (method, url, expected) => {
    expect(isCacheablePost(method, new URL(url), ORIGIN)).toBe(expected);
  });
});

describe('freshness', () => {
  const stored = 1_000_000;
  it.each([
    ['just stored', stored, true],
    ['one minute before the window closes', stored + POST_CACHE_TTL_MS - 60_000, true],
    ['exactly two hours old', stored + POST_CACHE_TTL_MS, false],
    ['three hours old', stored + 3 * 60 * 60 * 1000, false],
    ['stored in the future (clock moved back)', stored - 1, false],
  ])('%s → %s', (_label, now, fresh) => {
    expect(isFresh(stored, now)).toBe(fresh);
  });
  it('an entry without a stored time is never fresh', () => {
    expect(isFresh(Number.NaN, stored)).toBe(false);
  });
});

describe('the POST cache handler', () => {
  const body = { country: 'CA', product: { name: 'Stanley Quencher' } };

  it('answers the second identical search from the cache without calling the server', async () => {
    const { server, handle } = setup();
    const first = await handle(post('/api/price-compare', body));
    expect(first.headers.get(CACHE_HIT_HEADER)).toBeNull();
    const second = await handle(post('/api/price-compare', { product: { name: 'stanley quencher' }, country: 'CA' }));
    expect(second.headers.get(CACHE_HIT_HEADER)).toBe('hit');
    expect((await second.json()).answer).toBe(1);
    expect(server.state.calls).toBe(1);
  });

  it('stamps the stored copy with the time it was stored', async () => {
    const { mem, clock, handle } = setup();
    await handle(post('/api/suppliers/find', body));
    const [stored] = [...mem.store.values()];
    expect(stored?.headers.get(STORED_AT_HEADER)).toBe(String(clock.t));
  });

  it('serves the copy offline within the window', async () => {
    const { server, clock, handle } = setup();
    await handle(post('/api/flights/search', body));
    server.state.down = true;
    clock.t += POST_CACHE_TTL_MS - 1000;
    const res = await handle(post('/api/flights/search', body));
    expect(res.status).toBe(200);
    expect((await res.json()).answer).toBe(1);
  });

  it('refuses the copy offline after the window, with the API error body', async () => {
    const { server, clock, handle } = setup();
    await handle(post('/api/price-compare', body));
    server.state.down = true;
    clock.t += POST_CACHE_TTL_MS + 1000;
    const res = await handle(post('/api/price-compare', body));
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ error: OFFLINE_REFUSAL_MESSAGE, retryable: true });
  });

  it('asks the server again after the window and stores the new answer', async () => {
    const { server, clock, handle } = setup();
    await handle(post('/api/price-compare', body));
    clock.t += POST_CACHE_TTL_MS;
    expect((await (await handle(post('/api/price-compare', body))).json()).answer).toBe(2);
    expect((await (await handle(post('/api/price-compare', body))).json()).answer).toBe(2);
    expect(server.state.calls).toBe(2);
  });

  it('refuses an unseen search offline', async () => {
    const { server, handle } = setup();
    server.state.down = true;
    const res = await handle(post('/api/price-compare', body));
    expect(res.status).toBe(503);
  });

  it.each([429, 500, 503])('never stores a %s answer', async (status) => {
    const { server, mem, handle } = setup(status);
    expect((await handle(post('/api/price-compare', body))).status).toBe(status);
    expect(mem.store.size).toBe(0);
    await handle(post('/api/price-compare', body));
    expect(server.state.calls).toBe(2);
  });

  it('sends the original body to the server', async () => {
    const { handle } = setup();
    const res = await handle(post('/api/product/find-similar', body));
    expect(JSON.parse((await res.json()).body)).toEqual(body);
  });
});
