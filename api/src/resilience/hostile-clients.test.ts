// Hostile clients against the real server process, on SQLite and PostgreSQL, in the shape an audit of a
// running instance found them:
// - a thief who learned a device's id sends it bare (no signature): it used to be "upgraded" like a cookie
//   from before ids were signed, and the thief read the history, got a signed cookie and could delete;
// - NUL, BEL, DEL, a C1 control or half a surrogate pair in a photo form's words: a 500 on PostgreSQL
//   after the model ran, stored with the NUL on SQLite;
// - one address trickling 7 uploads a byte every 2 s: the upload budget counted their declared 10 MB
//   each, and every other address's photo was answered 503 busy;
// - forms of 100,000 fields, three at a time from one address: each was parsed whole, and health
//   answers slowed to half a second;
// - a page's address written as an IPv6 form of its IPv4 address was another site, with its own turns.
// The model is faked at the wire (it answers a kettle at once), so what is measured is the server.
import { readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { AnalysisListResponse, ErrorBody, WatchResponse } from '@costlens/contracts';
import { insertAnalysis } from '../db/analyses.ts';
import { answerWith, MODEL_ANALYSIS } from '../../test/fixtures/openai/answers.ts';
import { describeEachDialect } from '../../test/harness.ts';
import { startReplayServer } from '../../test/replay-server.ts';
import type { ReplayServer } from '../../test/replay-server.ts';
import { startPageServer } from '../watch/test-support/page-server.ts';
import type { PageServer } from '../watch/test-support/page-server.ts';
import { addressClient } from './support/address-client.ts';
import { startApi } from './support/api-process.ts';
import type { ApiProcess } from './support/api-process.ts';
import { sharedDatabase } from './support/databases.ts';
import type { SharedDatabase } from './support/databases.ts';
import { sendRaw } from './support/raw-request.ts';

const CUP = new Uint8Array(readFileSync(new URL('../../test/fixtures/photos/cup-1.jpg', import.meta.url)));
const enc = new TextEncoder();
const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin' };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** A multipart form as bytes, built by hand so a text part can hold any bytes at all. */
function multipart(parts: Array<{ name: string; bytes: Uint8Array; filename?: string }>, boundary = 'hostileform') {
  const pieces: Uint8Array[] = [];
  for (const part of parts) {
    const file = part.filename ? `; filename="${part.filename}"\r\nContent-Type: image/jpeg` : '';
    pieces.push(enc.encode(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"${file}\r\n\r\n`));
    pieces.push(part.bytes, enc.encode('\r\n'));
  }
  pieces.push(enc.encode(`--${boundary}--\r\n`));
  return { body: Buffer.concat(pieces), type: `multipart/form-data; boundary=${boundary}` };
}
const photoForm = (extra: Array<{ name: string; bytes: Uint8Array }> = []) =>
  multipart([{ name: 'image', bytes: CUP, filename: 'photo.jpg' }, ...extra]);

/** A POST from a loopback address of its own (the server sees separate clients by address). */
async function postFrom(url: string, localAddress: string, body: Buffer, type: string, headers = {}) {
  const { request } = await import('node:http');
  const target = new URL(url);
  return new Promise<{ status: number; json: unknown; ms: number }>((resolve, reject) => {
    const started = performance.now();
    const req = request(
      {
        hostname: target.hostname,
        port: target.port,
        path: target.pathname,
        method: 'POST',
        localAddress,
        headers: { 'content-type': type, 'content-length': body.length, ...SAME_ORIGIN, ...headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            json: JSON.parse(Buffer.concat(chunks).toString('utf8') || 'null') as unknown,
            ms: performance.now() - started,
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** An upload from `localAddress` that declares 10 MB and sends a byte every `everyMs`; resolves with the
 *  server's status line once it answers or hangs up, and how long that took. */
function trickleUpload(port: number, localAddress: string, everyMs: number) {
  return new Promise<{ answer: string; ms: number }>((resolve) => {
    const started = performance.now();
    const socket = connect({ host: '127.0.0.1', port, localAddress });
    let answer = '';
    let timer: NodeJS.Timeout | undefined;
    const done = () => {
      clearInterval(timer);
      socket.destroy();
      resolve({ answer: answer.split('\r\n')[0] ?? '', ms: performance.now() - started });
    };
    socket.on('data', (d: Buffer) => {
      answer += d.toString('latin1');
      if (answer.includes('\r\n\r\n')) done();
    });
    socket.on('close', done);
    socket.on('error', () => undefined);
    socket.on('connect', () => {
      socket.write(
        `POST /api/analyze HTTP/1.1\r\nHost: 127.0.0.1\r\nSec-Fetch-Site: same-origin\r\n` +
          `Content-Type: multipart/form-data; boundary=slow\r\nContent-Length: ${10 * 1024 * 1024}\r\n\r\n` +
          `--slow\r\nContent-Disposition: form-data; name="image"; filename="photo.jpg"\r\n\r\n`,
      );
      timer = setInterval(() => socket.write('x'), everyMs);
    });
  });
}

/** Bytes in 256 KB pieces, as a socket takes them: the sender stops once the answer has come. */
function* inPieces(bytes: Buffer): Generator<Uint8Array> {
  for (let at = 0; at < bytes.length; at += 256 * 1024) yield bytes.subarray(at, at + 256 * 1024);
}

/** /api/health's status, asked on a connection of its own (a kept-alive one may be closed as idle). */
async function healthOnNewConnection(url: string): Promise<number> {
  const { get } = await import('node:http');
  return new Promise((resolve, reject) => {
    get(`${url}/api/health`, { agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    }).on('error', reject);
  });
}

describeEachDialect('hostile clients against the server process on %s', (dialect) => {
  let model: ReplayServer;
  let site: PageServer;
  let shared: SharedDatabase;
  let api: ApiProcess;

  beforeAll(async () => {
    model = await startReplayServer(() => ({ status: 200, json: answerWith(MODEL_ANALYSIS) }));
    site = await startPageServer({ address: '127.0.0.2' });
    shared = await sharedDatabase(dialect);
    const port = site.host.split(':')[1];
    api = await startApi({
      ...shared.env,
      OPENAI_API_KEY: 'sk-test',
      OPENAI_BASE_URL: `${model.url}/v1`,
      // The page's address as IPv4 and as its IPv4-mapped IPv6 form: both reach the page server.
      FETCH_ALLOW_PRIVATE: `${site.host},[::ffff:7f00:2]:${port}`,
      WATCH_SITE_INTERVAL_S: '60',
      WATCH_TICK_S: '3600',
    });
  }, 90_000);
  afterAll(async () => {
    await api?.stop();
    await shared?.remove();
    await Promise.all([model?.close(), site?.close()]);
  });

  it('gives a thief with a bare device id a new device: no history, no signed cookie for it, nothing to delete', async () => {
    const first = await fetch(`${api.url}/api/health`, { headers: SAME_ORIGIN });
    const signed = /cl_device=([^;]+)/.exec(first.headers.getSetCookie()[0] ?? '')![1]!;
    const victimId = signed.split('.')[0]!;
    const db = await shared.open();
    try {
      const mine = await insertAnalysis(db, {
        deviceId: victimId,
        type: 'full',
        productName: 'Victim kettle',
        productCategory: 'Kitchen',
        costRangeLow: 10,
        costRangeHigh: 20,
        confidence: 60,
        methodologyType: 'on-device-estimate',
      });
      const asOwner = await fetch(`${api.url}/api/analyses`, {
        headers: { cookie: `cl_device=${signed}`, ...SAME_ORIGIN },
      });
      expect(((await asOwner.json()) as AnalysisListResponse).analyses.map((a) => a.id)).toEqual([mine.id]);

      const bare = { cookie: `cl_device=${victimId}`, ...SAME_ORIGIN };
      const read = await fetch(`${api.url}/api/analyses`, { headers: bare });
      expect(((await read.json()) as AnalysisListResponse).analyses).toEqual([]);
      const issued = /cl_device=([^;]+)/.exec(read.headers.getSetCookie()[0] ?? '')?.[1];
      expect(issued?.split('.')[0]).not.toBe(victimId);
      const deleted = await fetch(`${api.url}/api/analyses/${mine.id}`, { method: 'DELETE', headers: bare });
      expect(deleted.status).toBe(403);
      expect(await db.db.selectFrom('analyses').select('id').where('id', '=', mine.id).execute()).toHaveLength(1);
    } finally {
      await db.close();
    }
  });

  it('refuses NUL, BEL, DEL, C1 and half a surrogate pair in each photo form field with 400, before the model, storing nothing', async () => {
    const bad: Array<[string, Uint8Array]> = [
      ['NUL', enc.encode('Chair\u0000 with arms')],
      ['BEL', enc.encode('Chair\u0007')],
      ['DEL', enc.encode('Chair\u007f')],
      ['C1', enc.encode('Chair\u0085')],
      ['half a surrogate pair', Buffer.concat([enc.encode('Chair'), Buffer.from([0xed, 0xa0, 0x80])])],
    ];
    const asked = model.requests.length;
    const answers: string[] = [];
    // Each field's forms from an address of their own: photos are limited per address a minute.
    for (const [i, field] of ['productName', 'productCategory', 'replaces', 'type'].entries()) {
      for (const [what, bytes] of bad) {
        const { body, type } = photoForm([{ name: field, bytes }]);
        const res = await postFrom(`${api.url}/api/analyze`, `127.0.0.${31 + i}`, body, type);
        const error = res.json as ErrorBody;
        expect([field, what, res.status, error.field], error.error).toEqual([field, what, 400, field]);
        expect(error.error).toMatch(/must not hold control characters/);
        answers.push(`${field}/${what}:${res.status}`);
      }
    }
    expect(model.requests.length).toBe(asked);
    const db = await shared.open();
    try {
      const stored = await db.db.selectFrom('analyses').select('product_name').execute();
      expect(stored.filter((r) => r.product_name.startsWith('Chair'))).toEqual([]);
    } finally {
      await db.close();
    }
    // The same form with plain words is analysed.
    const { body, type } = photoForm([{ name: 'productName', bytes: enc.encode('Chair with arms') }]);
    expect((await postFrom(`${api.url}/api/analyze`, '127.0.0.12', body, type)).status).toBe(200);
    console.info(`control characters in photo forms on ${dialect}: ${answers.length} forms refused with 400`);
  });

  it("analyses every other address's photo while one address trickles 7 uploads, and cuts the trickles off with 408", async () => {
    const trickles = Array.from({ length: 7 }, () => trickleUpload(api.port, '127.0.0.13', 2_000));
    await sleep(1_500); // every trickle has declared its 10 MB and is sending
    const photos = await Promise.all(
      Array.from({ length: 6 }, (_, i) => {
        const { body, type } = photoForm();
        return postFrom(`${api.url}/api/analyze`, `127.0.0.${21 + i}`, body, type);
      }),
    );
    expect(photos.map((p) => p.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const cut = await Promise.all(trickles);
    for (const t of cut) expect(t.answer).toMatch(/^HTTP\/1\.1 408/);
    // Cut after the first window of the least rate (10 s by default), long before the request's own limit.
    expect(Math.max(...cut.map((t) => t.ms))).toBeLessThan(30_000);
    console.info(
      `7 trickling uploads on ${dialect}: 6 of 6 photos from other addresses analysed (slowest ${Math.round(Math.max(...photos.map((p) => p.ms)))} ms); ` +
        `the trickles cut with 408 after ${Math.round(Math.min(...cut.map((t) => t.ms)) / 1000)}–${Math.round(Math.max(...cut.map((t) => t.ms)) / 1000)} s`,
    );
  }, 60_000);

  it('refuses forms of 100,000 fields before parsing them, while health answers at once', async () => {
    const fields = Array.from({ length: 100_000 }, (_, i) => ({ name: `f${i}`, bytes: enc.encode('x'.repeat(8)) }));
    const { body, type } = multipart(fields, 'manyfields');
    expect(body.length).toBeGreaterThan(6 * 1024 * 1024);
    const health: number[] = [];
    let attacking = true;
    const probe = (async () => {
      while (attacking) {
        const started = performance.now();
        expect(await healthOnNewConnection(api.url)).toBe(200);
        health.push(performance.now() - started);
        await sleep(50);
      }
    })();
    const statuses: number[] = [];
    for (let round = 0; round < 5; round++) {
      const three = await Promise.all(
        [0, 1, 2].map(() =>
          sendRaw(`${api.url}/api/analyze`, {
            method: 'POST',
            headers: { 'content-type': type, 'content-length': String(body.length), ...SAME_ORIGIN },
            body: inPieces(body),
          }).catch((err: unknown) => {
            throw new Error(`${String(err)}\n${api.output().slice(-3000)}`);
          }),
        ),
      );
      for (const res of three) {
        statuses.push(res.status);
        expect((JSON.parse(res.body) as ErrorBody).error).toMatch(/more than 8 parts/);
      }
    }
    attacking = false;
    await probe;
    expect(statuses.every((s) => s === 413)).toBe(true);
    expect(median(health)).toBeLessThanOrEqual(500);
    console.info(
      `100,000-field forms on ${dialect}: ${statuses.length} refused with 413; health p50 ${Math.round(median(health))} ms, ` +
        `worst ${Math.round(Math.max(...health))} ms over ${health.length} probes`,
    );
  }, 120_000);

  it("counts a page's IPv4-mapped address as its IPv4 address's site: one read, then the site's turn", async () => {
    const shopper = addressClient(api.url, '127.0.0.14');
    site.set('/plain', { price: 30, name: 'Plain kettle' });
    site.set('/mapped', { price: 31, name: 'Mapped kettle' });
    const port = site.host.split(':')[1];
    const plain = await shopper.send('POST', '/api/watches', { url: `http://127.0.0.2:${port}/plain` });
    expect(plain.status).toBe(201);
    const mapped = await shopper.send('POST', '/api/watches', { url: `http://[::ffff:127.0.0.2]:${port}/mapped` });
    expect(mapped.status).toBe(201);
    // The second spelling waited for the site's next turn (60 s): the site was read once.
    expect(site.hitsOf('/plain')).toHaveLength(1);
    expect(site.hitsOf('/mapped')).toHaveLength(0);
    expect((mapped.json as WatchResponse).watch.current).toBeNull();
    const db = await shared.open();
    try {
      expect((await db.db.selectFrom('watch_hosts').select('host').execute()).map((r) => r.host)).toEqual([
        '127.0.0.2',
      ]);
    } finally {
      await db.close();
    }
  });
});
