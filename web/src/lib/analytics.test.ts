import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const queued: Array<{ name: string }> = [];
const loadEventQueue = vi.fn(async () => ({
  queueEvent: async (event: { name: string }) => {
    queued.push(event);
  },
}));
vi.mock('../lazy.ts', () => ({ loadEventQueue }));

describe('track', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.resetModules();
    queued.length = 0;
    loadEventQueue.mockClear();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('keeps the outbox unloaded during the first seconds, then queues every event of them', async () => {
    const { track, ANALYTICS_SETTLE_MS } = await import('./analytics.ts');
    track('page_view', { route: '/' });
    track('page_view', { route: '/flights' });
    await vi.advanceTimersByTimeAsync(ANALYTICS_SETTLE_MS - 100);
    expect(loadEventQueue).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(2_200);
    expect(queued.map((e) => e.name)).toEqual(['page_view', 'page_view']);
    // Later events go soon after they happen.
    track('page_view', { route: '/public' });
    await vi.advanceTimersByTimeAsync(2_100);
    expect(queued).toHaveLength(3);
  });

  it('queues what waits as soon as the page is hidden', async () => {
    const { track } = await import('./analytics.ts');
    track('page_view', { route: '/' });
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(0);
    expect(queued).toHaveLength(1);
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  });
});
