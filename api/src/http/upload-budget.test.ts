// The memory budget for uploads: while the photos in hand fill it, a new upload is refused at once
// with 503 busy and Retry-After (its body unread, the connection closed); once they are answered,
// uploads are taken again. The model is faked at the wire and answers only when the test lets it.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '@costlens/contracts';
import { answerWith, MODEL_IDENTIFICATION } from '../../test/fixtures/openai/answers.ts';
import { makeTestApp } from '../../test/harness.ts';
import type { TestApp } from '../../test/harness.ts';
import { startReplayServer } from '../../test/replay-server.ts';
import type { ReplayServer } from '../../test/replay-server.ts';

const CUP = readFileSync(new URL('../../test/fixtures/photos/cup-1.jpg', import.meta.url));
const KB = 1024;

/** A photo upload of about `size` bytes in all (a text field pads it), with its length declared. */
async function upload(size: number): Promise<{ body: ArrayBuffer; headers: Record<string, string> }> {
  const form = new FormData();
  form.set('image', new Blob([new Uint8Array(CUP)], { type: 'image/jpeg' }), 'photo.jpg');
  form.set('pad', 'x'.repeat(Math.max(0, size - CUP.length)));
  const res = new Response(form);
  const body = await res.arrayBuffer();
  return {
    body,
    headers: { 'content-type': res.headers.get('content-type')!, 'content-length': String(body.byteLength) },
  };
}

describe('upload memory budget', () => {
  let model: ReplayServer;
  const held: Array<() => void> = [];
  /** Lets the model answer every request it holds. */
  const release = () => held.splice(0).forEach((answer) => answer());
  let t: TestApp;
  beforeAll(async () => {
    model = await startReplayServer(async () => {
      await new Promise<void>((resolve) => held.push(resolve));
      return { status: 200, json: answerWith(MODEL_IDENTIFICATION) };
    });
    t = await makeTestApp('sqlite', {
      env: {
        OPENAI_API_KEY: 'sk-test',
        OPENAI_BASE_URL: `${model.url}/v1`,
        UPLOAD_MEMORY_BUDGET_MB: '1',
      },
    });
  });
  afterAll(async () => {
    release();
    await t.close();
    await model.close();
  });

  const send = async (size: number) => {
    const { body, headers } = await upload(size);
    return t.app.request('/api/identify-product', { method: 'POST', body, headers });
  };
  const modelAsked = async (times: number) => {
    while (model.requests.length < times) await new Promise((r) => setTimeout(r, 10));
  };

  it('refuses a new upload while the ones in hand fill the budget, and takes uploads again after', async () => {
    const first = send(700 * KB);
    await modelAsked(1); // the first upload is held, waiting for the model
    const refused = await send(700 * KB);
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('5');
    expect(refused.headers.get('connection')).toBe('close');
    expect(((await refused.json()) as ErrorBody).code).toBe('busy');
    expect(model.requests).toHaveLength(1);

    release();
    expect((await first).status).toBe(200);
    const again = send(700 * KB);
    await modelAsked(2);
    release();
    expect((await again).status).toBe(200);
  });

  it('takes uploads side by side while they fit', async () => {
    const a = send(300 * KB);
    await modelAsked(3);
    const b = send(300 * KB);
    await modelAsked(4);
    release();
    expect((await a).status).toBe(200);
    expect((await b).status).toBe(200);
  });
});
