import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { serve } from '@hono/node-server';
import type { ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeEachDialect, makeTestApp } from '../../test/harness.ts';
import type { TestApp } from '../../test/harness.ts';
import { shareAnalysis } from '../db/analyses.ts';
import { seedAnalysis } from '../routes/analyses/test-seed.ts';
import { COMPRESS_MIN_BYTES, chooseEncoding } from './compress-answers.ts';

interface Wire {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A promise and the function that resolves it. */
function signal(): { promise: Promise<void>; resolve: () => void } {
  let resolve = () => undefined as void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

/** One request over a real socket; the body exactly as it crossed the wire (never decompressed).
 *  `onFirstChunk` runs when the first bytes of the body arrive. */
function fetchRaw(
  port: number,
  path: string,
  headers: Record<string, string> = {},
  onFirstChunk: () => void = () => undefined,
): Promise<Wire> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (d: Buffer) => {
        if (chunks.length === 0) onFirstChunk();
        chunks.push(d);
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describeEachDialect('compressed answers at the wire on %s', (dialect) => {
  let t: TestApp;
  let server: ServerType;
  let port: number;
  /** Resolved by the streaming test's client when the first event reaches it. */
  let firstArrived = signal();

  beforeAll(async () => {
    t = await makeTestApp(dialect);
    // A streamed answer: the second event is written only once the client has the first (or, if the first
    // never arrives on its own, after a wait long enough to tell), and says which it was.
    t.app.get('/stream-check', () => {
      const encoder = new TextEncoder();
      const body = new ReadableStream<Uint8Array>({
        async start(controller) {
          controller.enqueue(encoder.encode(`data: ${'first '.repeat(400)}\n\n`));
          const why = await Promise.race([
            firstArrived.promise.then(() => 'after the client had the first'),
            new Promise<string>((r) => setTimeout(() => r('although the client had nothing yet'), 5_000)),
          ]);
          controller.enqueue(encoder.encode(`data: second, written ${why}\n\n`));
          controller.close();
        },
      });
      return new Response(body, { headers: { 'Content-Type': 'text/event-stream' } });
    });
    for (let i = 0; i < 30; i++) {
      const stored = await seedAnalysis(t.deps.database, 'wirewirewirewirewire01', {
        productName: `Ceramic mug ${i}`,
        createdAt: new Date(Date.UTC(2026, 10, 20, 12, i)),
      });
      await shareAnalysis(t.deps.database, stored.id, `Mug ${i} - what it costs`, 'Clay, glaze and a kiln.');
    }
    server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((r) => server.once('listening', r));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise((r) => server.close(r));
    await t.close();
  });

  it.each([
    ['br', 'br, gzip, deflate', (b: Buffer) => brotliDecompressSync(b)],
    ['gzip', 'gzip, deflate', (b: Buffer) => gunzipSync(b)],
    ['gzip', 'br;q=0, gzip', (b: Buffer) => gunzipSync(b)],
  ])('sends %s to a client accepting "%s", the same JSON once decoded', async (encoding, accept, decode) => {
    const plain = await fetchRaw(port, '/api/public');
    const packed = await fetchRaw(port, '/api/public', { 'Accept-Encoding': accept });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(packed.status).toBe(200);
    expect(packed.headers['content-encoding']).toBe(encoding);
    expect(packed.headers.vary).toMatch(/Accept-Encoding/i);
    expect(packed.headers['cache-control']).toBe('no-store');
    expect(JSON.parse(decode(packed.body).toString('utf8'))).toEqual(JSON.parse(plain.body.toString('utf8')));
    expect(packed.body.length * 3).toBeLessThan(plain.body.length);
  });

  it(`leaves answers under ${COMPRESS_MIN_BYTES} bytes as they are`, async () => {
    const res = await fetchRaw(port, '/api/health', { 'Accept-Encoding': 'br, gzip' });
    expect(res.body.length).toBeLessThan(COMPRESS_MIN_BYTES);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(res.body.toString('utf8'))).toHaveProperty('ok', true);
  });

  it('never compresses a streamed answer, which keeps streaming', async () => {
    firstArrived = signal();
    const res = await fetchRaw(port, '/stream-check', { 'Accept-Encoding': 'br, gzip' }, () => firstArrived.resolve());
    expect(res.headers['content-encoding']).toBeUndefined();
    // The first event reached the client before the second was written: still a stream.
    expect(res.body.toString('utf8')).toContain('data: second, written after the client had the first');
  });
});

describe('chooseEncoding', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['identity', null],
    ['gzip', 'gzip'],
    ['br', 'br'],
    ['gzip, br', 'br'],
    ['gzip;q=1, br;q=0.5', 'gzip'],
    ['br;q=0, gzip;q=0', null],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['GZIP', 'gzip'],
  ])('Accept-Encoding %j → %j', (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });
});
