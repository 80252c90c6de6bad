// The memory budget for uploads: while the photos in hand fill it, a new upload is refused with 503 busy
// and Retry-After (the connection closed); once they are answered, uploads are taken again. It counts the
// bytes that arrived, not the length a body declares, so a body that trickles in holds nothing of it; one
// address holds at most its share; a body that arrives too slowly is cut off with 408. The model is faked
// at the wire and answers only when the test lets it.
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
        UPLOAD_ADDRESS_SHARE_MB: '1',
        UPLOAD_MIN_BYTES_PER_S: '1024',
        UPLOAD_RATE_WINDOW_S: '1',
        TRUST_PROXY: 'true',
      },
    });
  });
  afterAll(async () => {
    release();
    await t.close();
    await model.close();
  });

  const send = async (size: number, from = '203.0.113.1') => {
    const { body, headers } = await upload(size);
    return t.app.request('/api/identify-product', {
      method: 'POST',
      body,
      headers: { ...headers, 'x-forwarded-for': from },
    });
  };
  /** An upload that declares `declared` bytes and sends one byte every `everyMs` until told to stop. */
  const trickle = (declared: number, everyMs: number, from: string) => {
    let timer: NodeJS.Timeout | undefined;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('--b\r\nContent-Disposition: form-data; name="image"'));
        timer = setInterval(() => controller.enqueue(new Uint8Array([0x20])), everyMs);
      },
      cancel: () => clearInterval(timer),
    });
    const answer = t.app.request('/api/identify-product', {
      method: 'POST',
      body,
      duplex: 'half',
      headers: {
        'content-type': 'multipart/form-data; boundary=b',
        'content-length': String(declared),
        'x-forwarded-for': from,
      },
    } as RequestInit);
    return { answer, stop: () => clearInterval(timer) };
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

  it('counts the bytes that arrived: uploads that declare 10 MB and trickle hold none of the budget', async () => {
    const slow = Array.from({ length: 3 }, (_, i) => trickle(10 * 1024 * KB, 300, `198.51.100.${i + 1}`));
    try {
      const asked = model.requests.length;
      const photo = send(300 * KB, '203.0.113.7');
      await modelAsked(asked + 1);
      release();
      expect((await photo).status).toBe(200);
    } finally {
      slow.forEach((s) => s.stop());
    }
    // Each trickling body is then cut off for its pace, with 408 and the connection closed.
    for (const s of slow) {
      const res = await s.answer;
      expect(res.status).toBe(408);
      expect(res.headers.get('connection')).toBe('close');
    }
  });

  it("holds one address to its share, while another address's upload is taken", async () => {
    const asked = model.requests.length;
    const first = send(700 * KB, '203.0.113.8');
    await modelAsked(asked + 1);
    const sameAddress = await send(700 * KB, '203.0.113.8');
    expect(sameAddress.status).toBe(503);
    release();
    expect((await first).status).toBe(200);
  });

  it('cuts off with 408 a body that arrives more slowly than the least rate', async () => {
    const started = performance.now();
    const slow = trickle(200 * KB, 200, '203.0.113.9');
    const res = await slow.answer;
    slow.stop();
    expect(res.status).toBe(408);
    expect(((await res.json()) as ErrorBody).code).toBe('timeout');
    // Cut at the end of its first window of a second, long before any request time limit.
    expect(performance.now() - started).toBeLessThan(5_000);
  });
});
