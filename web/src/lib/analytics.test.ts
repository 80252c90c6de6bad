import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const queued: Array<{ name: string }> = [];
const loadEventQueue = vi.fn(async () => ({
  queueEvent: async (event: { name: string }) => {
    queued.push(event);
  },
}));
vi.mock('../lazy.ts', () => ({ loadEventQueue }));

/** What the API received: each request's events' names. */
let posted: string[][] = [];
let answer: () => Promise<Response> = async () => new Response('{"accepted":1}', { status: 202 });

describe('track', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.resetModules();
    queued.length = 0;
    posted = [];
    answer = async () => new Response('{"accepted":1}', { status: 202 });
    loadEventQueue.mockClear();
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        expect(url).toBe('/api/events');
        posted.push((JSON.parse(init.body as string) as { events: Array<{ name: string }> }).events.map((e) => e.name));
        return answer();
      }),
    );
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('sends nothing during the first seconds, then every event of them in one request, without the outbox', async () => {
    const { track, ANALYTICS_SETTLE_MS } = await import('./analytics.ts');
    track('page_view', { route: '/' });
    track('page_view', { route: '/flights' });
    await vi.advanceTimersByTimeAsync(ANALYTICS_SETTLE_MS - 100);
    expect(posted).toEqual([]);
    await vi.advanceTimersByTimeAsync(2_200);
    expect(posted).toEqual([['page_view', 'page_view']]);
    // Later events go soon after they happen.
    track('camera_used', { action: 'capture' });
    await vi.advanceTimersByTimeAsync(2_100);
    expect(posted).toEqual([['page_view', 'page_view'], ['camera_used']]);
    expect(loadEventQueue).not.toHaveBeenCalled();
  });

  it('sends what waits as soon as the page is hidden', async () => {
    const { track } = await import('./analytics.ts');
    track('page_view', { route: '/' });
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(0);
    expect(posted).toEqual([['page_view']]);
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  });

  it.each([
    ['the network fails', async () => Promise.reject(new TypeError('Failed to fetch'))],
    ['the server is down', async () => new Response('', { status: 503 })],
  ])('keeps the events in the outbox when %s, to go later', async (_, failing) => {
    answer = failing;
    const { track, ANALYTICS_SETTLE_MS } = await import('./analytics.ts');
    track('page_view', { route: '/' });
    await vi.advanceTimersByTimeAsync(ANALYTICS_SETTLE_MS + 2_100);
    expect(queued.map((e) => e.name)).toEqual(['page_view']);
  });

  it('drops a batch the server refuses, as the outbox does', async () => {
    answer = async () => new Response('{"error":"bad"}', { status: 400 });
    const { track, ANALYTICS_SETTLE_MS } = await import('./analytics.ts');
    track('page_view', { route: '/' });
    await vi.advanceTimersByTimeAsync(ANALYTICS_SETTLE_MS + 2_100);
    expect(posted).toHaveLength(1);
    expect(queued).toEqual([]);
  });

  it('keeps them in the outbox without trying when the browser is offline', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { track, ANALYTICS_SETTLE_MS } = await import('./analytics.ts');
    track('page_view', { route: '/' });
    await vi.advanceTimersByTimeAsync(ANALYTICS_SETTLE_MS + 2_100);
    expect(posted).toEqual([]);
    expect(queued.map((e) => e.name)).toEqual(['page_view']);
    vi.restoreAllMocks();
  });
});
