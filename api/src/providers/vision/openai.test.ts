import { afterEach, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { Analysis } from '@costlens/contracts';
import { answerWith, MODEL_ANALYSIS, MODEL_IDENTIFICATION, recorded } from '../../../test/fixtures/openai/answers.ts';
import { startReplayServer } from '../../../test/replay-server.ts';
import type { ReplayResponse, ReplayServer } from '../../../test/replay-server.ts';
import { createOpenAIExplainer } from '../explain/openai.ts';
import { ProviderError } from '../errors.ts';
import { createChatClient } from '../transports/openai/chat-completions.ts';
import { createOpenAIVision } from './openai.ts';

const PHOTO = new Uint8Array(readFileSync(new URL('../../../test/fixtures/photos/cup-1.jpg', import.meta.url)));

let server: ReplayServer | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

/** A vendor that answers the given responses in order (the last one repeats). */
async function vendor(...answers: ReplayResponse[]) {
  let i = 0;
  server = await startReplayServer(() => answers[Math.min(i++, answers.length - 1)]!);
  return {
    server,
    vision: createOpenAIVision(
      createChatClient({ baseUrl: `${server.url}/v1`, apiKey: 'sk-test', model: 'gpt-test', timeoutMs: 2_000 }),
    ),
  };
}

async function providerError(p: Promise<unknown>): Promise<ProviderError> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ProviderError);
  return err as ProviderError;
}

describe('OpenAI-compatible vision adapter', () => {
  it('sends the photo as a data URL with the Analysis schema as strict structured output, and returns a valid Analysis', async () => {
    const { server, vision } = await vendor({ status: 200, json: answerWith(MODEL_ANALYSIS) });
    const analysis = await vision.analyze(PHOTO, 'image/jpeg');

    expect(Analysis.parse(analysis)).toMatchObject({ productName: 'White ceramic coffee mug', confidence: 78 });
    expect(analysis.makeBuyAnalysis).toBeUndefined(); // strict mode's null for "absent" is mapped back
    expect(analysis.realProducts).toBeUndefined();
    expect(analysis.identification).toMatchObject({ productQuery: 'white ceramic coffee mug', source: 'model' });

    const [req] = server.requests;
    expect(req).toMatchObject({ method: 'POST', path: '/v1/chat/completions' });
    expect(req!.headers.authorization).toBe('Bearer sk-test');
    const body = JSON.parse(req!.body);
    expect(body.model).toBe('gpt-test');
    expect(body.response_format).toMatchObject({
      type: 'json_schema',
      json_schema: { name: 'product_cost_analysis', strict: true },
    });
    expect(body.response_format.json_schema.schema.required).toContain('materials');
    expect(body.response_format.json_schema.schema.properties).not.toHaveProperty('realProducts');
    const image = body.messages[1].content.find((p: { type: string }) => p.type === 'image_url');
    expect(image.image_url.url).toBe(`data:image/jpeg;base64,${Buffer.from(PHOTO).toString('base64')}`);
  });

  it("passes a user correction to the model and marks the identification as the user's", async () => {
    const { server, vision } = await vendor({ status: 200, json: answerWith(MODEL_ANALYSIS) });
    const analysis = await vision.analyze(PHOTO, 'image/jpeg', {
      productName: 'Espresso cup',
      productCategory: 'Drinkware',
    });
    expect(server.requests[0]!.body).toContain('Espresso cup');
    expect(server.requests[0]!.body).toContain('Drinkware');
    expect(analysis.identification?.source).toBe('user');
  });

  it.each([
    ['output that breaks the schema', { ...MODEL_ANALYSIS, confidence: 180 }],
    ['a cost range that runs backwards', { ...MODEL_ANALYSIS, costRangeLow: 9, costRangeHigh: 2 }],
    ['text that is not JSON', 'Sure! Here is the analysis: {'],
  ])('retries once after %s and returns the valid second answer', async (_name, invalid) => {
    const { server, vision } = await vendor(
      { status: 200, json: answerWith(invalid) },
      { status: 200, json: answerWith(MODEL_ANALYSIS) },
    );
    await expect(vision.analyze(PHOTO, 'image/jpeg')).resolves.toMatchObject({
      productName: 'White ceramic coffee mug',
    });
    expect(server.requests).toHaveLength(2);
    expect(JSON.parse(server.requests[1]!.body).messages.at(-1).content).toMatch(/previous answer was not valid/);
  });

  it('gives up with a clear error when the second answer is invalid too', async () => {
    const { server, vision } = await vendor({
      status: 200,
      json: answerWith({ ...MODEL_ANALYSIS, materials: 'clay' }),
    });
    const err = await providerError(vision.analyze(PHOTO, 'image/jpeg'));
    expect(err.code).toBe('bad_response');
    expect(err.message).toMatch(/materials/);
    expect(server.requests).toHaveLength(2);
  });

  it('treats a cut-off answer (finish_reason length, recorded) as invalid: retried once, then an error', async () => {
    const { server, vision } = await vendor({ status: 200, json: recorded(3) });
    const err = await providerError(vision.analyze(PHOTO, 'image/jpeg'));
    expect(err.code).toBe('bad_response');
    expect(err.message).toMatch(/cut off/);
    expect(server.requests).toHaveLength(2);
  });

  it('reports a refusal (recorded) as refused, without retrying', async () => {
    const { server, vision } = await vendor({ status: 200, json: recorded(2) });
    const err = await providerError(vision.analyze(PHOTO, 'image/jpeg'));
    expect(err).toMatchObject({ code: 'refused', retryable: false });
    expect(err.message).toContain("I'm very sorry, but I can't assist with that.");
    expect(server.requests).toHaveLength(1);
  });

  it('reports a content filter stop as refused', async () => {
    const { vision } = await vendor({ status: 200, json: answerWith(null, 'content_filter') });
    expect((await providerError(vision.analyze(PHOTO, 'image/jpeg'))).code).toBe('refused');
  });

  it.each([
    [
      'a rate limit (429)',
      429,
      { error: { message: 'Rate limit reached', type: 'requests', code: 'rate_limit_exceeded' } },
      { 'retry-after': '7' },
      'busy',
      true,
      7,
    ],
    [
      'a 429 without retry-after',
      429,
      { error: { message: 'Rate limit reached', type: 'tokens', code: 'rate_limit_exceeded' } },
      {},
      'busy',
      true,
      20,
    ],
    [
      'a used-up quota (429)',
      429,
      { error: { message: 'You exceeded your current quota', type: 'insufficient_quota', code: 'insufficient_quota' } },
      {},
      'not_configured',
      false,
      undefined,
    ],
    [
      'a bad key (401)',
      401,
      { error: { message: 'Incorrect API key provided', type: 'invalid_request_error', code: 'invalid_api_key' } },
      {},
      'not_configured',
      false,
      undefined,
    ],
    [
      'an overloaded server (503)',
      503,
      { error: { message: 'The server is overloaded' } },
      { 'retry-after': '3' },
      'busy',
      true,
      3,
    ],
    [
      'a server error (500)',
      500,
      { error: { message: 'The server had an error' } },
      {},
      'unavailable',
      true,
      undefined,
    ],
  ])('maps %s to the code in the table', async (_name, status, json, headers, code, retryable, retryAfter) => {
    const { vision } = await vendor({ status, json, headers });
    const err = await providerError(vision.analyze(PHOTO, 'image/jpeg'));
    expect(err).toMatchObject({ code, retryable });
    expect(err.opts.retryAfterSeconds).toBe(retryAfter);
  });

  it('times out as a retryable error when the model never answers', async () => {
    server = await startReplayServer(() => ({ status: 200, delayMs: Infinity }));
    const vision = createOpenAIVision(
      createChatClient({ baseUrl: server.url, apiKey: 'k', model: 'm', timeoutMs: 150 }),
    );
    const err = await providerError(vision.analyze(PHOTO, 'image/jpeg'));
    expect(err).toMatchObject({ code: 'timeout', retryable: true });
  });

  it('refuses HEIC before calling the model, which cannot read it', async () => {
    const { server, vision } = await vendor({ status: 200, json: answerWith(MODEL_ANALYSIS) });
    expect((await providerError(vision.analyze(PHOTO, 'image/heic'))).code).toBe('unsupported_input');
    expect(server.requests).toHaveLength(0);
  });

  it('identifies the product as a search query', async () => {
    const { server, vision } = await vendor({ status: 200, json: answerWith(MODEL_IDENTIFICATION) });
    await expect(vision.identify(PHOTO, 'image/png')).resolves.toEqual({ ...MODEL_IDENTIFICATION, source: 'model' });
    const body = JSON.parse(server.requests[0]!.body);
    expect(body.response_format.json_schema.name).toBe('product_identification');
    expect(body.messages[1].content[1].image_url.url).toMatch(/^data:image\/png;base64,/);
  });
});

describe('OpenAI-compatible explainer', () => {
  it("asks with the data and returns the model's plain text", async () => {
    server = await startReplayServer(() => ({
      status: 200,
      json: answerWith('  12 offers; the cheapest is $19.99 at Walmart.  '),
    }));
    const explainer = createOpenAIExplainer(createChatClient({ baseUrl: server.url, apiKey: 'k', model: 'm' }));
    const text = await explainer.explain({
      topic: 'Price comparison',
      instructions: 'Say where it is cheapest.',
      data: { offers: [{ retailer: 'Walmart', price: 19.99 }] },
    });
    expect(text).toBe('12 offers; the cheapest is $19.99 at Walmart.');
    const body = JSON.parse(server.requests[0]!.body);
    expect(body).not.toHaveProperty('response_format');
    expect(body.messages[1].content).toContain('"retailer":"Walmart"');
  });

  it('fails on an empty answer so the route falls back to its factual summary', async () => {
    server = await startReplayServer(() => ({ status: 200, json: answerWith('') }));
    const explainer = createOpenAIExplainer(createChatClient({ baseUrl: server.url, apiKey: 'k', model: 'm' }));
    expect((await providerError(explainer.explain({ topic: 't', instructions: 'i', data: {} }))).code).toBe(
      'bad_response',
    );
  });
});
