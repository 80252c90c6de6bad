import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { db } from './db.ts';
import { listDrafts, nameDraft, saveDraft } from './drafts.ts';
import { listSearches } from './searches.ts';
import { getHistoryItem } from './history.ts';
import { enqueue, listOutbox } from './outbox.ts';
import { ANALYSIS_FIXTURE } from '@costlens/contracts/testing';
import { RETRY_BASE_MS } from '@costlens/offline';
import { replayOutbox } from './replay.ts';
import type { ReplayEnv } from './replay.ts';

interface Sent {
  url: string;
  key: string | null;
  prefer: string | null;
  body: unknown;
}

/** A fake API reached through the env's fetch: records what arrives, answers by a rule per call. */
function fakeApi(rule: (url: string, n: number) => Response | 'unreachable' = () => json(201, { ok: true })) {
  const sent: Sent[] = [];
  let n = 0;
  const fetch = async (url: string, init: RequestInit): Promise<Response> => {
    const answer = rule(url, n++);
    if (answer === 'unreachable') throw new TypeError('Failed to fetch');
    const headers = init.headers as Record<string, string>;
    const body =
      init.body instanceof FormData
        ? Object.fromEntries(
            [...init.body.keys()].map((k) => [k, init.body instanceof FormData ? init.body.get(k) : null]),
          )
        : init.body
          ? JSON.parse(String(init.body))
          : undefined;
    sent.push({ url, key: headers['Idempotency-Key'] ?? null, prefer: headers.Prefer ?? null, body });
    return answer;
  };
  return { sent, fetch };
}

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
}

/** A one-holder-at-a-time lock like navigator.locks (Node has none). */
function memoryLock() {
  let tail: Promise<unknown> = Promise.resolve();
  let holders = 0;
  let maxHolders = 0;
  return {
    get maxHolders() {
      return maxHolders;
    },
    request: (<T>(_name: string, cb: () => Promise<T>) => {
      const run = tail.then(async () => {
        holders++;
        maxHolders = Math.max(maxHolders, holders);
        try {
          return await cb();
        } finally {
          holders--;
        }
      });
      tail = run.catch(() => undefined);
      return run;
    }) as unknown as LockManager['request'],
  };
}

function env(api: ReturnType<typeof fakeApi>, clock = { t: Date.now() }) {
  const told = { ready: [] as string[], rejected: [] as Array<[string, string]>, problems: [] as string[] };
  const e: ReplayEnv = {
    fetch: api.fetch,
    now: () => clock.t,
    random: () => 0.5,
    effects: {
      analysisReady: (stored) => {
        told.ready.push(stored.productName);
      },
      rejected: (item, message) => {
        told.rejected.push([item.kind, message]);
      },
      problem: (message) => {
        told.problems.push(message);
      },
    },
  };
  return { env: e, told, clock };
}

const comment = (analysisId: string, content: string) =>
  enqueue({
    kind: 'comment',
    target: analysisId,
    request: {
      method: 'POST',
      url: `/api/analyses/${analysisId}/comments`,
      body: { authorName: 'Ana', authorEmail: '', content },
    },
  });

beforeEach(async () => {
  await db.open();
});
afterEach(async () => {
  await db.delete();
});

describe('replaying the outbox', () => {
  it('sends every item once, in the order it was made, with its own idempotency key', async () => {
    const a = await comment('a1', 'first');
    const b = await enqueue({
      kind: 'like',
      target: 'a1',
      request: { method: 'POST', url: '/api/analyses/a1/like', body: { userFingerprint: 'fp_12345678' } },
    });
    const c = await comment('a2', 'third');
    const api = fakeApi();
    const result = await replayOutbox(env(api).env);
    expect(api.sent.map((s) => [s.url, s.key])).toEqual([
      ['/api/analyses/a1/comments', a.idempotencyKey],
      ['/api/analyses/a1/like', b.idempotencyKey],
      ['/api/analyses/a2/comments', c.idempotencyKey],
    ]);
    expect(result).toEqual({ delivered: 3, rejected: 0, remaining: 0, nextDueAt: null });
    expect(await replayOutbox(env(api).env)).toMatchObject({ delivered: 0 });
    expect(api.sent).toHaveLength(3);
  });

  it('stops at an unreachable network, keeps everything, and backs off before trying again', async () => {
    await comment('a1', 'one');
    await comment('a1', 'two');
    let down = true;
    const api = fakeApi(() => (down ? 'unreachable' : json(201, {})));
    const { env: e, clock } = env(api);
    const first = await replayOutbox(e);
    expect(first).toMatchObject({ delivered: 0, remaining: 2 });
    const items = await listOutbox();
    expect(items.map((i) => i.attempts)).toEqual([1, 0]);
    expect(items[0]!.lastError).toBe('Failed to fetch');
    // Back-off for the first failure: half fixed, half jitter (random 0.5) of the base delay.
    expect(items.every((i) => i.nextAttemptAt === clock.t + 0.75 * RETRY_BASE_MS)).toBe(true);

    down = false;
    expect(await replayOutbox(e)).toMatchObject({ delivered: 0, remaining: 2 }); // still backing off
    clock.t += RETRY_BASE_MS;
    expect(await replayOutbox(e)).toMatchObject({ delivered: 2, remaining: 0 });
    expect(api.sent.map((s) => (s.body as { content: string }).content)).toEqual(['one', 'two']);
  });

  it('ignores the back-off when forced (the network just came back)', async () => {
    await comment('a1', 'one');
    let down = true;
    const api = fakeApi(() => (down ? 'unreachable' : json(201, {})));
    const { env: e } = env(api);
    await replayOutbox(e);
    down = false;
    expect(await replayOutbox(e, { force: true })).toMatchObject({ delivered: 1, remaining: 0 });
  });

  it('retries a 5xx later with a growing back-off while the other items go through', async () => {
    await comment('a1', 'busy one');
    await comment('a2', 'fine');
    const api = fakeApi((url) => (url.includes('a1') ? json(503, { error: 'temporarily busy' }) : json(201, {})));
    const { env: e, clock } = env(api);
    expect(await replayOutbox(e)).toMatchObject({ delivered: 1, remaining: 1 });
    clock.t += RETRY_BASE_MS;
    await replayOutbox(e);
    const [left] = await listOutbox();
    expect(left).toMatchObject({ attempts: 2, lastError: 'temporarily busy' });
    expect(left!.nextAttemptAt - clock.t).toBe(1.5 * RETRY_BASE_MS);
  });

  it('honours the wait a 429 asks for', async () => {
    await comment('a1', 'x');
    const api = fakeApi(() => json(429, { error: 'Too many comments', retryAfterSeconds: 30 }));
    const { env: e, clock } = env(api);
    await replayOutbox(e);
    expect((await listOutbox())[0]!.nextAttemptAt).toBe(clock.t + 30_000);
  });

  it('ends an item the server refuses (4xx) and tells the user why', async () => {
    await comment('gone', 'hello');
    await comment('a2', 'after');
    const api = fakeApi((url) => (url.includes('gone') ? json(404, { error: 'Analysis not found' }) : json(201, {})));
    const { env: e, told } = env(api);
    expect(await replayOutbox(e)).toMatchObject({ delivered: 1, rejected: 1, remaining: 0 });
    expect(told.rejected).toEqual([['comment', 'Analysis not found']]);
  });

  it('sends items queued while it runs, in the same replay', async () => {
    await comment('a1', 'first');
    const api = fakeApi();
    // The real clock, as a page's replay has: an item typed meanwhile is stamped with Date.now(), and a
    // clock frozen before it would call that item not yet due whenever a millisecond passed.
    const { env: e } = env(api, {
      get t() {
        return Date.now();
      },
    });
    let typed = false;
    const fetch: ReplayEnv['fetch'] = async (url, init) => {
      if (!typed) {
        typed = true;
        await comment('a1', 'typed meanwhile');
      }
      return api.fetch(url, init);
    };
    expect(await replayOutbox({ ...e, fetch })).toMatchObject({ delivered: 2, remaining: 0 });
    expect(api.sent.map((s) => (s.body as { content: string }).content)).toEqual(['first', 'typed meanwhile']);
  });

  it('sends analytics events in one request', async () => {
    for (const name of ['page_view', 'camera_used', 'analysis_started'] as const) {
      await enqueue({ kind: 'event', request: { method: 'POST', url: '/api/events', body: { name, path: '/' } } });
    }
    await comment('a1', 'after the events');
    const api = fakeApi();
    await replayOutbox(env(api).env);
    expect(api.sent.map((s) => s.url)).toEqual(['/api/events', '/api/analyses/a1/comments']);
    expect(api.sent[0]!.body).toEqual({
      events: [
        { name: 'page_view', path: '/' },
        { name: 'camera_used', path: '/' },
        { name: 'analysis_started', path: '/' },
      ],
    });
  });

  it('never lets two replays send the same item, even when started together (one lock)', async () => {
    for (let i = 0; i < 10; i++) await comment('a1', `c${i}`);
    const lock = memoryLock();
    const api = fakeApi();
    const a = env(api).env;
    const results = await Promise.all([
      replayOutbox({ ...a, locks: lock }),
      replayOutbox({ ...a, locks: lock }, { force: true }),
      replayOutbox({ ...a, locks: lock }),
    ]);
    expect(api.sent).toHaveLength(10);
    expect(new Set(api.sent.map((s) => s.key)).size).toBe(10);
    expect(results.reduce((n, r) => n + r.delivered, 0)).toBe(10);
    expect(lock.maxHolders).toBe(1);
  });
});

describe('offline captures', () => {
  const photo = () => new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3])], { type: 'image/jpeg' });

  it('uploads the draft with its key, puts the analysis in history and removes the draft', async () => {
    const draft = await saveDraft({ image: photo(), type: 'full' });
    const api = fakeApi(() => json(200, { success: true, analysis: ANALYSIS_FIXTURE }));
    const { env: e, told } = env(api);
    expect(await replayOutbox(e)).toMatchObject({ delivered: 1, remaining: 0 });
    expect(api.sent).toHaveLength(1);
    expect(api.sent[0]!.url).toBe('/api/analyze');
    expect(api.sent[0]!.key).toBe(draft.idempotencyKey);
    const form = api.sent[0]!.body as { image: File; type: string };
    expect(form.image.name).toBe('captured-image.jpg');
    expect(form.image.type).toBe('image/jpeg');
    expect(form.type).toBe('full');
    expect((await getHistoryItem(ANALYSIS_FIXTURE.id))?.stored.productName).toBe(ANALYSIS_FIXTURE.productName);
    expect(await listDrafts()).toEqual([]);
    expect(told.ready).toEqual([ANALYSIS_FIXTURE.productName]);
  });

  it('keeps a refused draft, marked failed with the reason, and tells the user', async () => {
    await saveDraft({ image: photo(), type: 'full' });
    const api = fakeApi(() => json(415, { error: 'The file is not a JPEG, PNG, WebP or HEIC image', field: 'image' }));
    const { env: e, told } = env(api);
    await replayOutbox(e);
    const [draft] = await listDrafts();
    expect(draft).toMatchObject({ status: 'failed', error: 'The file is not a JPEG, PNG, WebP or HEIC image' });
    expect(await listOutbox()).toEqual([]);
    expect(told.rejected).toEqual([['analyze', 'The file is not a JPEG, PNG, WebP or HEIC image']]);
  });

  it("shows a waiting draft the server's words for a failure that passes, and no words for a missing network", async () => {
    await saveDraft({ image: photo(), type: 'full' });
    await replayOutbox(env(fakeApi(() => 'unreachable')).env);
    expect((await listDrafts())[0]).toMatchObject({ status: 'waiting', error: null });
    const busy = { error: 'The product analysis service is temporarily busy.', code: 'busy', retryable: true };
    await replayOutbox(env(fakeApi(() => json(503, busy))).env, { force: true });
    expect((await listDrafts())[0]).toMatchObject({ status: 'waiting', error: busy.error });
  });

  it('asks for a refusal as an answer, and reads one (200, Preference-Applied) as the refusal it is', async () => {
    await saveDraft({ image: photo(), type: 'full' });
    const refusal = { error: "We couldn't tell which product this is from the photo.", code: 'not_recognised' };
    const api = fakeApi(() => json(200, refusal, { 'Preference-Applied': 'refusal=answer' }));
    const { env: e, told } = env(api);
    await replayOutbox(e);
    expect(api.sent[0]!.prefer).toBe('refusal=answer');
    expect((await listDrafts())[0]).toMatchObject({ status: 'failed', needsName: true, error: refusal.error });
    expect(told.ready).toEqual([]);
  });

  it('asks for the name of a photo the server could not tell, then sends it again with the name under a new key', async () => {
    const draft = await saveDraft({ image: photo(), type: 'full' });
    const refusal = { error: "We couldn't tell which product this is from the photo.", code: 'not_recognised' };
    const api = fakeApi((_url, n) =>
      n === 0 ? json(422, refusal) : json(200, { success: true, analysis: ANALYSIS_FIXTURE }),
    );
    const { env: e, told } = env(api);
    await replayOutbox(e);
    expect((await listDrafts())[0]).toMatchObject({ status: 'failed', needsName: true, error: refusal.error });

    await nameDraft(draft.id, { productName: 'Trail running shoes', productCategory: '' });
    expect((await listDrafts())[0]).toMatchObject({ status: 'waiting', needsName: false, error: null });
    await replayOutbox(e, { force: true });
    expect(api.sent).toHaveLength(2);
    expect(api.sent[1]!.key).not.toBe(draft.idempotencyKey);
    expect(api.sent[1]!.body).toMatchObject({
      type: 'full',
      productName: 'Trail running shoes',
      supersedes: draft.idempotencyKey,
    });
    expect(await listDrafts()).toEqual([]);
    expect(told.ready).toEqual([ANALYSIS_FIXTURE.productName]);
  });

  it('names a draft still waiting: a new key, every key it was sent under kept and sent, one upload queued', async () => {
    const draft = await saveDraft({ image: photo(), type: 'full' });
    // Its first upload may have reached the server with its answer lost; the shopper names it meanwhile.
    await replayOutbox(env(fakeApi(() => 'unreachable')).env);
    const once = await nameDraft(draft.id, { productName: 'Kettle', productCategory: '' });
    const twice = await nameDraft(draft.id, { productName: 'Electric kettle', productCategory: 'Kitchen' });
    expect(once!.earlierKeys).toEqual([draft.idempotencyKey]);
    expect(twice!.earlierKeys).toEqual([draft.idempotencyKey, once!.idempotencyKey]);
    expect(new Set([draft.idempotencyKey, once!.idempotencyKey, twice!.idempotencyKey]).size).toBe(3);
    expect((await listOutbox()).map((item) => item.idempotencyKey)).toEqual([twice!.idempotencyKey]);

    const api = fakeApi(() => json(200, { success: true, analysis: ANALYSIS_FIXTURE }));
    await replayOutbox(env(api).env, { force: true });
    expect(api.sent).toHaveLength(1);
    expect(api.sent[0]).toMatchObject({
      key: twice!.idempotencyKey,
      body: { productName: 'Electric kettle', supersedes: `${draft.idempotencyKey} ${once!.idempotencyKey}` },
    });
    expect(await listDrafts()).toEqual([]);
  });

  it('sends no earlier keys with a capture that was never named', async () => {
    await saveDraft({ image: photo(), type: 'full' });
    const api = fakeApi(() => json(200, { success: true, analysis: ANALYSIS_FIXTURE }));
    await replayOutbox(env(api).env);
    expect(api.sent[0]!.body).not.toHaveProperty('supersedes');
  });

  it('identifies a capture for a price search (never an analysis) and keeps the search for History', async () => {
    await saveDraft({ image: photo(), type: 'price' });
    const api = fakeApi(() => json(200, { productQuery: 'electric kettle', upc: null }));
    const found: string[] = [];
    const { env: e } = env(api);
    e.effects.searchReady = (search) => {
      found.push(`${search.type}:${search.query}`);
    };
    await replayOutbox(e);
    expect(api.sent.map((s) => s.url)).toEqual(['/api/identify-product']);
    expect(await listDrafts()).toEqual([]);
    expect((await listSearches()).map((s) => [s.type, s.query])).toEqual([['price', 'electric kettle']]);
    expect(found).toEqual(['price:electric kettle']);
  });

  it('sends nothing for a draft deleted while it waited', async () => {
    const draft = await saveDraft({ image: photo(), type: 'full' });
    await db.drafts.delete(draft.id);
    const api = fakeApi();
    expect(await replayOutbox(env(api).env)).toMatchObject({ remaining: 0 });
    expect(api.sent).toEqual([]);
  });
});
