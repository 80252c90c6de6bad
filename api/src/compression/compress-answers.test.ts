import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { serve } from '@hono/node-server';
import type { ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, makeTestApp } from '../../test/harness.ts';
import type { TestApp } from '../../test/harness.ts';
import { shareAnalysis } from '../db/analyses.ts';
import { seedAnalysis } from '../routes/analyses/test-seed.ts';
import { COMPRESS_MIN_BYTES, chooseEncoding } from './compress-answers.ts';

interface Wire {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  /** When each chunk arrived, ms after the request was sent. */
  chunkTimes: number[];
}

/** One request over a real socket; the body exactly as it crossed the wire (never decompressed). */
function fetchRaw(port: number, path: string, headers: Record<string, string> = {}): Promise<Wire> {
  return new Promise((resolve, reject) => {
    const sent = performance.now();
    const req = request({ host: '127.0.0.1', port, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      const chunkTimes: number[] = [];
      res.on('data', (d: Buffer) => {
        chunks.push(d);
        chunkTimes.push(performance.now() - sent);
      });
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks), chunkTimes }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

describe.each(DIALECTS)('compressed answers at the wire on %s', (dialect) => {
  let t: TestApp;
  let server: ServerType;
  let port: number;

  beforeAll(async () => {
    t = await makeTestApp(dialect);
    // A streamed answer: two events half a second apart.
    t.app.get('/stream-check', () => {
      const encoder = new TextEncoder();
      const body = new ReadableStream<Uint8Array>({
        async start(controller) {
          controller.enqueue(encoder.encode(`data: ${'first '.repeat(400)}\n\n`));
          await new Promise((r) => setTimeout(r, 500));
          controller.enqueue(encoder.encode('data: second\n\n'));
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
    const res = await fetchRaw(port, '/stream-check', { 'Accept-Encoding': 'br, gzip' });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body.toString('utf8')).toContain('data: second');
    // The first event arrived before the second was written: still a stream.
    expect(res.chunkTimes.length).toBeGreaterThan(1);
    expect(res.chunkTimes[0]!).toBeLessThan(res.chunkTimes.at(-1)! - 300);
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
