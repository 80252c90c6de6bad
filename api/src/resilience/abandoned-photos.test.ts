// Abandoned photos against the real server process, with the on-device estimator: 30 clients send a
// photo each and give up after 2 s. The estimator's line is bounded (those past it are answered 503
// busy with Retry-After at once), the photos of clients that gave up are dropped before they run, and
// meanwhile /api/health and a device's history answer within a second. A real photo sent after them
// is answered although it waits longer than the idle-socket time limit. Before, the 30 kept the
// estimator busy for 77 s and the real request's socket was closed by the idle timeout.
import { readFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnalyzeResponse, ErrorBody } from '@costlens/contracts';
import { startApi } from './support/api-process.ts';
import type { ApiProcess } from './support/api-process.ts';
import { probeWhile } from './support/latency.ts';

const CUP = readFileSync(new URL('../../test/fixtures/photos/cup-1.jpg', import.meta.url));
const ABANDONED = 30;
const GIVE_UP_AFTER_MS = 2_000;
const MAX_WAITING = 8;
/** Shorter than a photo's wait behind another: the idle timeout would close a waiting socket. */
const SOCKET_IDLE_TIMEOUT_MS = 1_000;
/** Generous for a loaded two-core machine, far below the seconds a blocked event loop took. */
const ANSWER_WITHIN_MS = 1_000;

function photo(ip: string, signal?: AbortSignal): Promise<Response> {
  const form = new FormData();
  form.set('image', new Blob([new Uint8Array(CUP)], { type: 'image/jpeg' }), 'cup.jpg');
  return fetch(API.url + '/api/analyze', { method: 'POST', body: form, headers: { 'x-forwarded-for': ip }, signal });
}
let API: ApiProcess;

describe('abandoned photos against the server process', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'costlens-abandoned-'));
    API = await startApi({
      DATA_DIR: dataDir,
      TRUST_PROXY: 'true', // each client its own address: the per-client limit is not what is tested
      ESTIMATOR_MAX_WAITING: String(MAX_WAITING),
      SOCKET_IDLE_TIMEOUT_MS: String(SOCKET_IDLE_TIMEOUT_MS),
      HEADERS_TIMEOUT_MS: String(SOCKET_IDLE_TIMEOUT_MS),
    });
    // The models load on the first photo; a live server has loaded them long before.
    const first = await photo('192.0.2.250');
    expect(first.status, await first.clone().text()).toBe(200);
    expect(((await first.json()) as AnalyzeResponse).analysis.productName).toBeTruthy();
  }, 120_000);
  afterAll(async () => {
    await API?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('bounds the line, drops photos whose clients gave up, keeps answering, and answers the real photo', async () => {
    const started = performance.now();
    const abandoned = Array.from({ length: ABANDONED }, (_, i) =>
      photo(`198.51.100.${i + 1}`, AbortSignal.timeout(GIVE_UP_AFTER_MS)).then(
        async (res) => ({ status: res.status, retryAfter: res.headers.get('retry-after'), body: await res.json() }),
        () => null, // gave up
      ),
    );
    // The real photo comes once the others have given up; it waits behind the one still being read.
    const real = new Promise((r) => setTimeout(r, GIVE_UP_AFTER_MS + 500)).then(async () => {
      const sent = performance.now();
      const res = await photo('203.0.113.9');
      return { status: res.status, body: (await res.json()) as unknown, ms: performance.now() - sent };
    });
    const report = await probeWhile(Promise.all([...abandoned, real]), {
      health: () => fetch(`${API.url}/api/health`),
      history: () => fetch(`${API.url}/api/analyses`),
    });
    const outcomes = await Promise.all(abandoned);
    const answer = await real;

    const busy = outcomes.filter((o) => o?.status === 503);
    // One photo is read and MAX_WAITING wait: the rest were turned away at once.
    expect(busy.length).toBeGreaterThanOrEqual(ABANDONED - MAX_WAITING - 2);
    for (const o of busy) {
      expect((o!.body as ErrorBody).code).toBe('busy');
      expect(Number(o!.retryAfter)).toBeGreaterThan(0);
    }
    // The real photo got its answer (the estimator's reading or its refusal), not a closed socket,
    // and did not wait for the eight abandoned photos to be read.
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect((answer.body as AnalyzeResponse).analysis.productName).toBeTruthy();
    expect(answer.ms).toBeLessThan(25_000);
    expect(report.worstMs.health).toBeLessThan(ANSWER_WITHIN_MS);
    expect(report.worstMs.history).toBeLessThan(ANSWER_WITHIN_MS);
    console.info(
      `${ABANDONED} abandoned photos: ${busy.length} answered busy; the real photo answered ${answer.status} after ${Math.round(answer.ms)} ms (${Math.round(performance.now() - started)} ms in all); slowest health ${Math.round(report.worstMs.health!)} ms, history ${Math.round(report.worstMs.history!)} ms over ${report.answers.health} probes`,
    );
  }, 120_000);
});
