import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, createQueryClient, getQueryFn, QUERY_GC_TIME_MS } from './api.ts';

function mockFetch(response: Response) {
  const spy = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => response);
  vi.stubGlobal('fetch', spy);
  return spy;
}

afterEach(() => vi.unstubAllGlobals());

describe('apiRequest', () => {
  it('sends JSON with a JSON content type and includes credentials', async () => {
    const spy = mockFetch(new Response('{}', { status: 200 }));
    await apiRequest('POST', '/api/x', { a: 1 });
    const [url, init] = spy.mock.calls[0]!;
    expect(url).toBe('/api/x');
    expect(init?.credentials).toBe('include');
    expect(init?.body).toBe('{"a":1}');
    expect((init?.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it('sends form data as-is, without a content type of its own', async () => {
    const spy = mockFetch(new Response('{}', { status: 200 }));
    const form = new FormData();
    form.append('image', new Blob(['x'], { type: 'image/jpeg' }), 'captured-image.jpg');
    await apiRequest('POST', '/api/analyze', form);
    const init = spy.mock.calls[0]![1]!;
    expect(init.body).toBe(form);
    expect((init.headers as Record<string, string>)['Content-Type']).toBeUndefined();
  });

  it('raises "<status>: <body>" for a non-OK answer, keeping the server error and retryable flag', async () => {
    mockFetch(
      new Response('{"error":"temporarily busy","retryable":false}', {
        status: 503,
        statusText: 'Service Unavailable',
      }),
    );
    const err = (await apiRequest('GET', '/api/x').catch((e: unknown) => e)) as ApiError;
    expect(err).toBeInstanceOf(ApiError);
    expect(err.message).toBe('503: {"error":"temporarily busy","retryable":false}');
    expect(err.serverMessage).toBe('temporarily busy');
    expect(err.retryable).toBe(false);
  });

  it('falls back to the status text when the body is empty', async () => {
    mockFetch(new Response('', { status: 502, statusText: 'Bad Gateway' }));
    await expect(apiRequest('GET', '/api/x')).rejects.toThrow('502: Bad Gateway');
  });
});

describe('default queries', () => {
  it('GET the path made by joining the query key with "/"', async () => {
    const spy = mockFetch(new Response('{"analyses":[]}', { status: 200 }));
    const fn = getQueryFn<{ analyses: unknown[] }>({ on401: 'throw' });
    const data = await fn({
      queryKey: ['/api/analyses', 'abc', 'comments'],
      signal: new AbortController().signal,
    } as never);
    expect(spy.mock.calls[0]![0]).toBe('/api/analyses/abc/comments');
    expect(data).toEqual({ analyses: [] });
  });

  it('can turn a 401 into null', async () => {
    mockFetch(new Response('no', { status: 401 }));
    const fn = getQueryFn({ on401: 'returnNull' });
    expect(await fn({ queryKey: ['/api/me'], signal: new AbortController().signal } as never)).toBeNull();
  });

  it('never refetches on focus, never goes stale, drops unused entries after 5 minutes, no retries', () => {
    const d = createQueryClient().getDefaultOptions();
    expect(d.queries?.refetchOnWindowFocus).toBe(false);
    expect(d.queries?.refetchInterval).toBe(false);
    expect(d.queries?.staleTime).toBe(Infinity);
    expect(d.queries?.gcTime).toBe(QUERY_GC_TIME_MS);
    expect(QUERY_GC_TIME_MS).toBe(300_000);
    expect(d.queries?.retry).toBe(false);
    expect(d.mutations?.retry).toBe(false);
  });
});
