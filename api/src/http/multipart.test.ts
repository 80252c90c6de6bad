// The one multipart reader, through the real router: forms as browsers and other clients write them are
// read alike (the photo's bytes and the words), malformed forms are 400s that say so, and a form with more
// parts than a photo form has is refused with 413 before the rest of it has even arrived.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '@costlens/contracts';
import { answerWith, MODEL_IDENTIFICATION } from '../../test/fixtures/openai/answers.ts';
import { makeTestApp } from '../../test/harness.ts';
import type { TestApp } from '../../test/harness.ts';
import { startReplayServer } from '../../test/replay-server.ts';
import type { ReplayServer } from '../../test/replay-server.ts';
import { MAX_FORM_PARTS } from './multipart.ts';

const CUP = new Uint8Array(readFileSync(new URL('../../test/fixtures/photos/cup-1.jpg', import.meta.url)));
const enc = new TextEncoder();
const join = (pieces: Uint8Array[]) => {
  const out = new Uint8Array(pieces.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of pieces) {
    out.set(p, at);
    at += p.length;
  }
  return out;
};
const photoPart = (boundary: string) =>
  join([
    enc.encode(
      `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="photo.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    ),
    CUP,
    enc.encode('\r\n'),
  ]);
const textPart = (boundary: string, name: string, value: string) =>
  enc.encode(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);

describe('the multipart reader', () => {
  let model: ReplayServer;
  let t: TestApp;
  beforeAll(async () => {
    model = await startReplayServer(() => ({ status: 200, json: answerWith(MODEL_IDENTIFICATION) }));
    t = await makeTestApp('sqlite', { env: { OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: `${model.url}/v1` } });
  });
  afterAll(async () => {
    await t.close();
    await model.close();
  });

  const identify = (body: Uint8Array<ArrayBuffer> | ReadableStream<Uint8Array>, type: string) =>
    t.app.request('/api/identify-product', {
      method: 'POST',
      body,
      headers: { 'content-type': type },
      ...(body instanceof ReadableStream ? { duplex: 'half' } : {}),
    } as RequestInit);

  it('reads a form as a browser writes it', async () => {
    const form = new FormData();
    form.set('image', new Blob([CUP], { type: 'image/jpeg' }), 'photo.jpg');
    form.set('productName', 'Mug — ça va 😀');
    const asked = model.requests.length;
    const res = await t.app.request('/api/identify-product', { method: 'POST', body: form });
    expect(res.status).toBe(200);
    expect(model.requests.length).toBe(asked + 1);
  });

  it.each([
    ['a quoted boundary', '"a quoted; boundary"', (b: string) => join([photoPart(b), enc.encode(`--${b}--\r\n`)])],
    [
      'a preamble and an epilogue',
      'plainboundary',
      (b: string) =>
        join([enc.encode('This is the preamble.\r\n'), photoPart(b), enc.encode(`--${b}--\r\nthe epilogue`)]),
    ],
  ])('reads a form with %s', async (_label, boundary, body) => {
    const res = await identify(body(boundary.replace(/"/g, '')), `multipart/form-data; boundary=${boundary}`);
    expect(res.status, await res.clone().text()).toBe(200);
  });

  it.each([
    ['no boundary', 'multipart/form-data', enc.encode('--x\r\n'), /boundary is missing/],
    ['no part at all', 'multipart/form-data; boundary=b', enc.encode('just words'), /no part/],
    [
      'a form cut off inside a part',
      'multipart/form-data; boundary=b',
      join([photoPart('b').subarray(0, 500)]),
      /ends inside a part/,
    ],
    [
      'a part without a name',
      'multipart/form-data; boundary=b',
      enc.encode('--b\r\nContent-Disposition: form-data\r\n\r\nx\r\n--b--\r\n'),
      /has no name/,
    ],
  ])('refuses %s with 400', async (_label, type, body, message) => {
    const res = await identify(body, type);
    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorBody).error).toMatch(message);
  });

  it(`refuses a form of more than ${MAX_FORM_PARTS} parts before the rest of it arrives`, async () => {
    const boundary = 'manyfields';
    let pulled = 0;
    // 100,000 fields, made only as the reader asks for them; the stream never ends by itself.
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulled === 0) controller.enqueue(photoPart(boundary));
        else if (pulled < 100_000) controller.enqueue(textPart(boundary, `f${pulled}`, 'x'.repeat(40)));
        pulled++;
      },
    });
    const res = await identify(body, `multipart/form-data; boundary=${boundary}`);
    expect(res.status).toBe(413);
    expect(res.headers.get('connection')).toBe('close');
    expect(((await res.json()) as ErrorBody).error).toMatch(`more than ${MAX_FORM_PARTS} parts`);
    expect(pulled).toBeLessThan(MAX_FORM_PARTS + 4);
  });
});
