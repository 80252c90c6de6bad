import { focusManager, MutationObserver, QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { ANALYSIS_FIXTURE } from '@costlens/contracts/testing';
import { ApiError, callApi, endpointKey, endpointQueryFn, refreshEndpoints, sendToEndpoint } from './api-client.ts';
import { createQueryClient } from './query-client.ts';
import { ERROR_MESSAGES, OFFLINE_MESSAGE, userMessage } from './error-messages.ts';

function mockFetch(response: Response) {
  const spy = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => response);
  vi.stubGlobal('fetch', spy);
  return spy;
}

const json = (status: number, body: unknown, statusText = '') =>
  new Response(JSON.stringify(body), { status, statusText, headers: { 'Content-Type': 'application/json' } });

afterEach(() => vi.unstubAllGlobals());

describe('calling an endpoint by name', () => {
  it('sends JSON with its method and path, includes credentials and the idempotency key', async () => {
    const spy = mockFetch(json(200, { success: true, shareUrl: '/shared/t', shareToken: 't' }));
    await callApi('shareAnalysis', {
      params: { id: 'a/b' },
      body: { shareTitle: 'Mug', shareDescription: 'Cheap' },
      idempotencyKey: 'k1',
    });
    const [url, init] = spy.mock.calls[0]!;
    expect(url).toBe('/api/analyses/a%2Fb/share');
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('include');
    expect(JSON.parse(String(init?.body))).toEqual({ shareTitle: 'Mug', shareDescription: 'Cheap' });
    const headers = init?.headers as Record<string, string>;
    expect(headers['Content-Type']).toBe('application/json');
    expect(headers['Idempotency-Key']).toBe('k1');
  });

  it('sends form data as-is, without a content type of its own', async () => {
    const spy = mockFetch(json(200, { success: true, analysis: ANALYSIS_FIXTURE }));
    const form = new FormData();
    form.append('image', new Blob(['x'], { type: 'image/jpeg' }), 'captured-image.jpg');
    const answer = await callApi('analyze', { body: form });
    const init = spy.mock.calls[0]![1]!;
    expect(init.body).toBe(form);
    expect((init.headers as Record<string, string>)['Content-Type']).toBeUndefined();
    expect(answer.analysis?.id).toBe(ANALYSIS_FIXTURE.id);
  });

  it('refuses an answer that does not match the endpoint contract', async () => {
    mockFetch(json(200, { analyses: 'not a list' }));
    const err = (await callApi('listAnalyses').catch((e: unknown) => e)) as ApiError;
    expect(err).toBeInstanceOf(ApiError);
    expect(err.code).toBe('upstream_bad_response');
  });

  it('raises "<status>: <body>" for a non-OK answer, keeping the code, the server words and retryable', async () => {
    mockFetch(json(503, { error: 'Price search is temporarily busy', code: 'busy', retryable: false }, 'Unavailable'));
    const err = (await sendToEndpoint('health').catch((e: unknown) => e)) as ApiError;
    expect(err.message).toBe('503: {"error":"Price search is temporarily busy","code":"busy","retryable":false}');
    expect(err.code).toBe('busy');
    expect(err.serverMessage).toBe('Price search is temporarily busy');
    expect(err.retryable).toBe(false);
  });

  it.each([
    [404, 'not_found'],
    [429, 'rate_limited'],
    [503, 'busy'],
    [500, 'internal'],
  ] as const)('derives the code of a %d answer without one from its status', async (status, code) => {
    mockFetch(new Response('', { status, statusText: 'Whatever' }));
    const err = (await sendToEndpoint('health').catch((e: unknown) => e)) as ApiError;
    expect(err.message).toBe(`${status}: Whatever`);
    expect(err.code).toBe(code);
  });
});

describe('words for users', () => {
  const apiError = (status: number, body: unknown) => new ApiError(status, JSON.stringify(body), '');
  it('shows the server words about the user input, the table words for faults of the service', () => {
    expect(userMessage(apiError(400, { error: 'url: must be a web address', code: 'invalid_request' }))).toBe(
      'url: must be a web address',
    );
    expect(userMessage(apiError(503, { error: 'SerpApi 429 from upstream', code: 'busy' }))).toBe(ERROR_MESSAGES.busy);
    expect(userMessage(new TypeError('Failed to fetch'))).toBe(OFFLINE_MESSAGE);
    expect(userMessage(new Error('bug'), 'Unable to fetch price data')).toBe('Unable to fetch price data');
  });
});

describe('default queries', () => {
  it('read the endpoint named by the key, with its parameters and query', async () => {
    const spy = mockFetch(json(200, { likeCount: 2, hasLiked: false }));
    const data = await endpointQueryFn({
      queryKey: endpointKey('getLikes', { id: 'abc' }, { userFingerprint: 'f p' }),
      signal: new AbortController().signal,
    } as never);
    expect(spy.mock.calls[0]![0]).toBe('/api/analyses/abc/likes?userFingerprint=f%20p');
    expect(data).toEqual({ likeCount: 2, hasLiked: false });
  });

  it('refresh by endpoint name', async () => {
    const client = new QueryClient();
    client.setQueryData(endpointKey('getLikes', { id: 'a' }), { likeCount: 1, hasLiked: false });
    client.setQueryData(endpointKey('listPublic'), { analyses: [] });
    await refreshEndpoints(client, ['getLikes']).catch(() => undefined);
    expect(client.getQueryState(endpointKey('getLikes', { id: 'a' }))?.isInvalidated).toBe(true);
    expect(client.getQueryState(endpointKey('listPublic'))?.isInvalidated).toBe(false);
  });

  describe("the app's query cache", () => {
    afterEach(() => {
      focusManager.setFocused(undefined);
      vi.useRealTimers();
    });

    /** The app's client, listening for focus and connection as QueryClientProvider makes it. */
    function mounted() {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      const client = createQueryClient();
      client.mount();
      onTestFinished(() => client.unmount());
      return client;
    }

    /** A query watched as a screen watches it, answering from a counted query function. */
    async function watched(client: QueryClient, answer: () => Promise<unknown>) {
      let calls = 0;
      const observer = new QueryObserver(client, {
        queryKey: ['cache-rules'],
        queryFn: () => {
          calls++;
          return answer();
        },
      });
      const unsubscribe = observer.subscribe(() => undefined);
      await vi.waitFor(() => expect(calls).toBeGreaterThan(0));
      return { observer, unsubscribe, calls: () => calls };
    }

    it('reads once: no refetch when the window regains focus, and the data never goes stale', async () => {
      const client = mounted();
      const q = await watched(client, async () => ({ likeCount: 1 }));
      await vi.waitFor(() => expect(q.observer.getCurrentResult().status).toBe('success'));
      expect(q.calls()).toBe(1);
      focusManager.setFocused(false);
      focusManager.setFocused(true);
      await vi.advanceTimersByTimeAsync(24 * 60 * 60 * 1000);
      expect(q.calls()).toBe(1);
      expect(q.observer.getCurrentResult().isStale).toBe(false);
      await q.observer.refetch({ cancelRefetch: false }).catch(() => undefined);
      expect(q.calls()).toBe(2); // only when asked to
      q.unsubscribe();
    });

    it('drops an entry no screen uses after five minutes, and keeps it until then', async () => {
      const client = mounted();
      const q = await watched(client, async () => ({ likeCount: 1 }));
      await vi.waitFor(() => expect(q.observer.getCurrentResult().status).toBe('success'));
      q.unsubscribe();
      await vi.advanceTimersByTimeAsync(5 * 60 * 1000 - 1_000);
      expect(client.getQueryData(['cache-rules'])).toEqual({ likeCount: 1 });
      await vi.advanceTimersByTimeAsync(2_000);
      expect(client.getQueryData(['cache-rules'])).toBeUndefined();
    });

    it('tries a failed read or write once: no retries', async () => {
      const client = mounted();
      const q = await watched(client, async () => {
        throw new TypeError('Failed to fetch');
      });
      await vi.advanceTimersByTimeAsync(60_000);
      expect(q.observer.getCurrentResult().status).toBe('error');
      expect(q.calls()).toBe(1);
      q.unsubscribe();

      let writes = 0;
      const mutation = new MutationObserver(client, {
        mutationFn: async () => {
          writes++;
          throw new TypeError('Failed to fetch');
        },
      });
      const sent = mutation.mutate().catch(() => undefined);
      await vi.advanceTimersByTimeAsync(60_000);
      await sent;
      expect(writes).toBe(1);
    });
  });
});
