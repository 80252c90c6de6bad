import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startReplayServer } from '../../../../test/replay-server.ts';
import type { ReplayServer } from '../../../../test/replay-server.ts';
import { ProviderError } from '../../errors.ts';
import { createSerpApiClient, parseSerpPrice } from './client.ts';

describe('SerpApi transport', () => {
  let server: ReplayServer;
  let reply: (q: URLSearchParams) => {
    status: number;
    json?: unknown;
    body?: string;
    headers?: Record<string, string>;
    delayMs?: number;
  };
  beforeAll(async () => {
    server = await startReplayServer((req) => reply(req.query));
  });
  afterAll(() => server.close());

  const client = () => createSerpApiClient({ apiKey: 'test-key', baseUrl: server.url, timeoutMs: 500 });

  it('sends the engine parameters and the key to /search.json and returns the body', async () => {
    reply = () => ({ status: 200, json: { search_metadata: { status: 'Success' }, shopping_results: [] } });
    const body = await client().search({
      engine: 'google_shopping',
      q: 'kettle',
      gl: 'ca',
      hl: 'en',
      empty: undefined,
    });
    expect(body.shopping_results).toEqual([]);
    const last = server.requests.at(-1)!;
    expect(last.path).toBe('/search.json');
    expect(Object.fromEntries(last.query)).toEqual({
      engine: 'google_shopping',
      q: 'kettle',
      gl: 'ca',
      hl: 'en',
      api_key: 'test-key',
    });
  });

  it.each([
    [429, { error: 'Your searches for the month are exhausted.' }, { 'retry-after': '30' }, 'busy', true],
    [401, { error: 'Invalid API key.' }, {}, 'not_configured', false],
    [500, { error: 'Internal error' }, {}, 'unavailable', true],
    [200, { error: 'Your account credit is too low, please add more credits.' }, {}, 'unavailable', true],
  ])('maps HTTP %d %o to %s', async (status, json, headers, code, retryable) => {
    reply = () => ({ status, json, headers });
    const err = (await client()
      .search({ engine: 'google' })
      .catch((e: unknown) => e)) as ProviderError;
    expect(err).toBeInstanceOf(ProviderError);
    expect(err.code).toBe(code);
    expect(err.retryable).toBe(retryable);
    if (status === 429) expect(err.opts.retryAfterSeconds).toBe(30);
  });

  it('treats 200 with "hasn\'t returned any results" as an empty result', async () => {
    reply = () => ({
      status: 200,
      json: { search_metadata: { status: 'Success' }, error: "Google hasn't returned any results for this query." },
    });
    await expect(client().search({ engine: 'google' })).resolves.toMatchObject({ error: expect.any(String) });
  });

  it('maps a body that is not JSON to bad_response, and a slow answer to timeout', async () => {
    reply = () => ({ status: 200, body: '<html>oops</html>' });
    await expect(client().search({ engine: 'google' })).rejects.toMatchObject({ code: 'bad_response' });
    reply = () => ({ status: 200, json: {}, delayMs: 2_000 });
    await expect(client().search({ engine: 'google' })).rejects.toMatchObject({ code: 'timeout' });
  });
});

describe('parseSerpPrice', () => {
  it.each([
    [189.99, '$189.99', 189.99],
    [undefined, '$1,199.00', 1199],
    [undefined, 'CDN$ 12,99', 12.99],
    [undefined, '£125.95', 125.95],
    [undefined, '2.699,00 €', 2699],
    [undefined, '$$2,699.00', 2699],
    [undefined, 'Free', null],
    [undefined, undefined, null],
    [0, '$0.00', null],
  ])('(%o, %o) → %o', (extracted, display, expected) => {
    expect(parseSerpPrice(extracted, display)).toBe(expected);
  });
});
