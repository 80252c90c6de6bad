/**
 * API throughput and latency with autocannon on loopback, 64 connections, each route next to its
 * bare twin (the same bytes from memory, same app, same run: bench/support/bench-server.ts), on
 * SQLite and on PostgreSQL. Load generator and server share this machine's cores, for the real route
 * and its twin alike; the ratio is what the route keeps of the ceiling for its payload.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import type { BenchCase } from './support/bench-server.ts';
import { startPostgres } from './support/postgres.ts';
import { writeReport } from './support/report.ts';
import type { BenchRow } from './support/report.ts';

const CONNECTIONS = 64;
const DURATION_S = Number(process.env.API_BENCH_SECONDS ?? 8);
const WARMUP_S = 2;
const SERVER_PORT = 8481; // this work's bench ports: 8480–8499
const PG_PORT = 8490;
const SERVER = fileURLToPath(new URL('./support/bench-server.ts', import.meta.url));
const READS_GOAL = '≥ 50 % of bare (SQLite), p99 ≤ 30 ms, 0 errors';
const WRITES_GOAL = 'p99 ≤ 30 ms, 0 errors';

interface Ready {
  url: string;
  dialect: string;
  seedMs: number;
  cases: BenchCase[];
}
interface Load {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

async function startServer(env: Record<string, string>): Promise<{ child: ChildProcess; ready: Ready }> {
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', BENCH_PORT: String(SERVER_PORT), ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const ready = await new Promise<Ready>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const line = out.split('\n').find((l) => l.startsWith('READY '));
      if (line) resolve(JSON.parse(line.slice(6)) as Ready);
    });
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code} before it was ready`)));
  });
  return { child, ready };
}

async function load(url: string, c: BenchCase, path: string, seconds: number): Promise<Load> {
  const r = await autocannon({
    url: `${url}${path}`,
    method: c.method,
    headers: c.headers,
    body: c.body,
    connections: CONNECTIONS,
    duration: seconds,
  });
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.timeouts + r.non2xx };
}

const rows: BenchRow[] = [];
const notes: string[] = [];
for (const dialect of ['sqlite', 'postgres'] as const) {
  const pg = dialect === 'postgres' ? startPostgres(PG_PORT) : null;
  if (dialect === 'postgres' && !pg) {
    notes.push(
      'PostgreSQL is not installed here: no PostgreSQL rows (apt-get install postgresql, or set BENCH_DATABASE_URL)',
    );
    continue;
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'costlens-bench-api-'));
  const { child, ready } = await startServer(pg ? { BENCH_DATABASE_URL: pg.url } : { BENCH_DATA_DIR: dataDir });
  console.log(
    `${dialect}: seeded in ${ready.seedMs} ms; ${ready.cases.length} routes × ${DURATION_S} s, each beside its bare twin`,
  );
  try {
    for (const c of ready.cases) {
      await load(ready.url, c, c.path, WARMUP_S);
      const real = await load(ready.url, c, c.path, DURATION_S);
      const bare = await load(ready.url, c, c.twin, DURATION_S);
      const isRead = c.method === 'GET' || c.name.includes('cache hit');
      console.log(
        `  ${c.name}: ${Math.round(real.rps)} req/s (bare ${Math.round(bare.rps)}), p99 ${real.p99} ms, errors ${real.errors}`,
      );
      rows.push({
        case: `${c.name} · ${dialect}`,
        value: real.rps,
        unit: 'req/s',
        details: {
          p50: { value: real.p50, unit: 'ms' },
          p99: { value: real.p99, unit: 'ms' },
          errors: { value: real.errors, unit: '' },
          body: { value: c.bytes, unit: 'B' },
        },
        baseline: {
          label: 'bare twin',
          value: bare.rps,
          details: { p50: { value: bare.p50, unit: 'ms' }, p99: { value: bare.p99, unit: 'ms' } },
        },
        ratio: real.rps / bare.rps,
        goal: isRead ? (dialect === 'sqlite' ? READS_GOAL : 'p99 ≤ 30 ms, 0 errors') : WRITES_GOAL,
      });
    }
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    pg?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

notes.push(
  `autocannon ${CONNECTIONS} connections, ${DURATION_S} s per route after ${WARMUP_S} s warm-up; rate limits counted but never refusing (one client sends everything); logs silent`,
);
writeReport({
  bench: 'api',
  title: `API on loopback with autocannon, ${CONNECTIONS} connections, each route beside its bare twin`,
  rows,
  notes,
});
