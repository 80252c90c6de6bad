// Slow clients (slowloris) against the real server process: a request head or body that trickles in,
// or a socket that says nothing, is cut off by the server's time limits (HEADERS_TIMEOUT_MS,
// REQUEST_TIMEOUT_MS, SOCKET_IDLE_TIMEOUT_MS), and the server keeps answering everyone else. The
// limits are set short here; each slow client would keep trickling twenty times longer than them.
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi } from './support/api-process.ts';
import type { ApiProcess } from './support/api-process.ts';

const HEADERS_TIMEOUT_MS = 500;
const REQUEST_TIMEOUT_MS = 1_000;
const SOCKET_IDLE_TIMEOUT_MS = 1_000;
const DRIP_EVERY_MS = 50;
const DRIP_BYTES = 400; // 20 s of trickling: far past every limit above

interface Outcome {
  /** The server closed the socket before the client finished trickling. */
  cutOff: boolean;
  /** What the server wrote back, if anything (Node answers 408 to a head that took too long). */
  response: string;
}

/** Opens a raw socket, writes `head`, then one byte of `drip` every DRIP_EVERY_MS until the server
 *  hangs up; with `silent`, the same time passes but nothing is written. */
function trickle(port: number, head: string, drip: string, silent = false): Promise<Outcome> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let response = '';
    let i = 0;
    let timer: NodeJS.Timeout | undefined;
    const finish = (cutOff: boolean) => {
      clearInterval(timer);
      socket.destroy();
      resolve({ cutOff, response });
    };
    socket.on('data', (d: Buffer) => {
      response += d.toString('latin1');
    });
    socket.on('close', () => finish(true));
    socket.on('error', () => {
      /* a reset is a hang-up too; 'close' follows */
    });
    socket.on('connect', () => {
      if (head) socket.write(head);
      timer = setInterval(() => {
        if (i >= drip.length) return finish(false);
        const byte = drip[i++]!;
        if (!silent) socket.write(byte);
      }, DRIP_EVERY_MS);
    });
  });
}

describe('slow clients against the server process', () => {
  let api: ApiProcess;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'costlens-slow-'));
    api = await startApi({
      DATA_DIR: dataDir,
      HEADERS_TIMEOUT_MS: String(HEADERS_TIMEOUT_MS),
      REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS),
      SOCKET_IDLE_TIMEOUT_MS: String(SOCKET_IDLE_TIMEOUT_MS),
    });
  });
  afterAll(async () => {
    await api?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('cuts off a request head that trickles in a byte at a time', async () => {
    const outcome = await trickle(
      api.port,
      'GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n',
      `X-Slow: ${'a'.repeat(DRIP_BYTES)}`,
    );
    expect(outcome.cutOff).toBe(true);
    if (outcome.response) expect(outcome.response).toMatch(/^HTTP\/1\.1 408/);
  }, 30_000);

  it('cuts off a request body that trickles in', async () => {
    const body = JSON.stringify({ name: 'page_view', path: `/${'a'.repeat(DRIP_BYTES)}` });
    const head = `POST /api/events HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`;
    const outcome = await trickle(api.port, head, body);
    expect(outcome.cutOff).toBe(true);
    expect(outcome.response).not.toMatch(/^HTTP\/1\.1 2/);
  }, 30_000);

  it('closes a connection that never says anything', async () => {
    // No head and no drip: the client just holds the socket open.
    const outcome = await trickle(api.port, '', ' '.repeat(DRIP_BYTES), true);
    expect(outcome.cutOff).toBe(true);
  }, 30_000);

  it('keeps serving other clients while slow ones are held', async () => {
    const slow = Array.from({ length: 20 }, () =>
      trickle(api.port, 'GET /api/health HTTP/1.1\r\n', `Host: ${'h'.repeat(DRIP_BYTES)}`),
    );
    const res = await fetch(`${api.url}/api/health`);
    expect(res.status).toBe(200);
    const outcomes = await Promise.all(slow);
    expect(outcomes.every((o) => o.cutOff)).toBe(true);
    expect((await fetch(`${api.url}/api/health`)).status).toBe(200);
  }, 60_000);
});
