import { describe, expect, it } from 'vitest';
import { RETRY_BASE_MS, RETRY_MAX_MS, classifyAnswer, nextAttemptAt, retryDelayMs } from '@costlens/offline';

describe('retry delay', () => {
  it.each([
    [1, 0, RETRY_BASE_MS / 2],
    [1, 0.999999, RETRY_BASE_MS],
    [2, 0, RETRY_BASE_MS],
    [3, 0.5, 3 * RETRY_BASE_MS],
    [20, 0, RETRY_MAX_MS / 2],
    [20, 0.999999, RETRY_MAX_MS],
  ])('after %i failures with jitter %d waits %i ms', (attempts, random, expected) => {
    expect(retryDelayMs(attempts, random)).toBe(expected);
  });

  it('doubles its ceiling with each failure until the cap', () => {
    const ceilings = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((n) => retryDelayMs(n, 0.999999999));
    for (let i = 1; i < ceilings.length; i++) expect(ceilings[i]).toBe(Math.min(RETRY_MAX_MS, ceilings[i - 1]! * 2));
  });

  it('spreads two clients that failed together', () => {
    expect(retryDelayMs(4, 0.1)).not.toBe(retryDelayMs(4, 0.9));
  });

  it('waits longer when the server asks for it', () => {
    expect(nextAttemptAt(1000, 1, 0, 30_000)).toBe(31_000);
    expect(nextAttemptAt(1000, 1, 0, null)).toBe(1000 + RETRY_BASE_MS / 2);
  });
});

describe('what an answer means', () => {
  it.each([
    [200, null, 'delivered'],
    [201, null, 'delivered'],
    [202, null, 'delivered'],
    [500, null, 'retry'],
    [502, null, 'retry'],
    [503, { error: 'busy' }, 'retry'],
    [429, { error: 'Too many comments', retryAfterSeconds: 20 }, 'retry'],
    [408, null, 'retry'],
    [409, { error: 'A request with this Idempotency-Key is still in progress', retryable: true }, 'retry'],
    [409, { error: 'Already liked' }, 'rejected'],
    // A capability this server lacks: sending again will not change it.
    [
      503,
      { error: 'Watching the cheapest offer needs a price search', code: 'not_configured', retryable: false },
      'rejected',
    ],
    [400, { error: 'content is required', field: 'content' }, 'rejected'],
    [404, { error: 'Analysis not found' }, 'rejected'],
    [413, null, 'rejected'],
    [422, { error: 'Idempotency-Key was already used for a different request' }, 'rejected'],
  ] as const)('%i %j → %s', (status, body, kind) => {
    expect(classifyAnswer(status, body, null).kind).toBe(kind);
  });

  it("tells the user the server's own message when it refuses", () => {
    expect(classifyAnswer(400, { error: 'content is required' }, null)).toEqual({
      kind: 'rejected',
      message: 'content is required',
    });
    expect(classifyAnswer(404, null, null)).toEqual({
      kind: 'rejected',
      message: "CostLens couldn't take this just now.",
    });
    // The code travels with it, so a capture the server could not name asks for its name.
    expect(classifyAnswer(422, { error: 'No product', code: 'not_recognised' }, null)).toEqual({
      kind: 'rejected',
      message: 'No product',
      code: 'not_recognised',
    });
  });

  it('reads the wait from the body or the Retry-After header', () => {
    expect(classifyAnswer(429, { retryAfterSeconds: 20 }, null)).toMatchObject({ retryAfterMs: 20_000 });
    expect(classifyAnswer(503, null, '7')).toMatchObject({ retryAfterMs: 7000 });
    expect(classifyAnswer(503, null, 'Wed, 21 Oct 2015 07:28:00 GMT')).toMatchObject({ retryAfterMs: null });
  });
});
