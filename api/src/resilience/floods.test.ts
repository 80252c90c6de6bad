// Floods against the real server process. One client posting analytics as fast as it can grew the
// database by about 17 MB a second; now its batches past the per-client limit are refused (429) and the
// database grows by a bounded amount. Sixty clients uploading 10 MB photos at once took the process from
// 1.0 to 2.5 GB; now the uploads past the memory budget are refused at once (503 busy), unread, and the
// process's peak memory grows by a bounded amount.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { get } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS } from '../http/rate-limit.ts';
import { startApi } from './support/api-process.ts';
import type { ApiProcess } from './support/api-process.ts';
import { sharedDatabase } from './support/databases.ts';
import type { SharedDatabase } from './support/databases.ts';

const MB = 1024 * 1024;

/** Bytes in the SQLite data folder (the database file and its write-ahead log). */
function folderBytes(dir: string): number {
  return readdirSync(dir).reduce((sum, f) => sum + statSync(join(dir, f)).size, 0);
}

/** Peak resident set size of a process (Linux VmHWM), in bytes. */
function peakRss(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmHWM:'));
  return Number(line?.match(/(\d+)/)?.[1] ?? NaN) * 1024;
}

describe('an analytics flood', () => {
  const BATCHES = 120;
  let shared: SharedDatabase;
  let api: ApiProcess;
  beforeAll(async () => {
    shared = await sharedDatabase('sqlite');
    api = await startApi(shared.env);
  }, 60_000);
  afterAll(async () => {
    await api?.stop();
    await shared?.remove();
  });

  it('is limited per client, and the database grows by a bounded amount', async () => {
    // The largest batch a client may send: 11 events of 20 props of 256 characters (≈ 61 KB of the 64 KB).
    const props = Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`p${i}`, 'x'.repeat(256)]));
    const batch = JSON.stringify({ events: Array.from({ length: 11 }, () => ({ name: 'page_view', props })) });
    const dir = shared.env.DATA_DIR!;
    const before = folderBytes(dir);
    const started = performance.now();
    const statuses: number[] = [];
    let sent = 0;
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        while (sent++ < BATCHES) {
          const status = await fetch(`${api.url}/api/events`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: batch,
          }).then(
            async (res) => {
              await res.arrayBuffer();
              return res.status;
            },
            // Refused before its body was read: the server may stop reading it and hang up.
            () => 0,
          );
          statuses.push(status);
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const grew = folderBytes(dir) - before;
    const accepted = statuses.filter((s) => s === 202).length;
    // One window's limit, or two when the flood straddles the minute; every other batch refused unread.
    const { limit } = DEFAULT_RATE_LIMITS.eventsPerIp;
    expect(accepted).toBeLessThanOrEqual(2 * limit);
    expect(statuses.filter((s) => s === 429 || s === 0)).toHaveLength(BATCHES - accepted);
    // Before, all 120 were stored, of any size up to 256 KB (17 MB a second at full speed).
    expect(grew).toBeLessThan(2 * limit * 0.1 * MB);
    console.info(
      `analytics flood: ${BATCHES} batches of 61 KB in ${seconds.toFixed(1)} s, ${accepted} stored, the rest refused (429, or the connection closed unread); the database grew ${(grew / MB).toFixed(1)} MB`,
    );
  }, 120_000);
});

describe('a flood of large uploads', () => {
  const CLIENTS = 60;
  const SIZE = 10 * MB - 64 * 1024;
  let shared: SharedDatabase;
  let api: ApiProcess;
  beforeAll(async () => {
    shared = await sharedDatabase('sqlite');
    // Each client its own address: the per-client limit is not what is tested.
    api = await startApi({ ...shared.env, TRUST_PROXY: 'true' });
  }, 60_000);
  afterAll(async () => {
    await api?.stop();
    await shared?.remove();
  });

  const upload = (i: number, bytes: Uint8Array) => {
    const form = new FormData();
    form.set('image', new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'image/jpeg' }), 'photo.jpg');
    return fetch(`${api.url}/api/analyze`, {
      method: 'POST',
      body: form,
      headers: { 'x-forwarded-for': `198.51.100.${i + 1}` },
    }).then(
      async (res) => {
        await res.arrayBuffer();
        return res.status;
      },
      () => 0, // the server hung up on an upload it refused before reading it
    );
  };

  it('refuses uploads past the memory budget at once, and bounds the peak memory', async () => {
    // A body the route reads in full and then refuses as damaged: the cost of an honest 10 MB photo.
    const big = new Uint8Array(SIZE);
    big.set([0xff, 0xd8, 0xff]);
    for (let i = 0; i < 3; i++) expect(await upload(200 + i, big)).toBe(400);
    const baseline = peakRss(api.pid);
    const statuses = await Promise.all(Array.from({ length: CLIENTS }, (_, i) => upload(i, big)));
    const grew = peakRss(api.pid) - baseline;
    const busy = statuses.filter((s) => s === 503 || s === 0).length;
    expect(busy).toBeGreaterThan(CLIENTS / 2);
    // Read and refused as damaged, turned away busy, or hung up on: any other answer is named.
    expect(statuses.filter((s) => s !== 400 && s !== 503 && s !== 0)).toEqual([]);
    // Before: +1.5 GB. The budget (64 MB of bodies) holds a few uploads at once, each read into a few copies.
    expect(grew).toBeLessThan(400 * MB);
    // On a connection of its own: the pooled ones carried uploads the server hung up on.
    const health = await new Promise<number>((resolve, reject) =>
      get(`${api.url}/api/health`, { agent: false }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      }).on('error', reject),
    );
    expect(health).toBe(200);
    console.info(
      `${CLIENTS} concurrent 10 MB uploads: ${statuses.filter((s) => s === 400).length} read, ${busy} refused busy; peak memory grew ${Math.round(grew / MB)} MB over ${Math.round(baseline / MB)} MB`,
    );
  }, 120_000);
});
