/**
 * Reads at scale: the real server (api/src/server.ts) on a database seeded with analyses the estimator
 * really produced (bench/fixtures), first with 1,000 analyses, then with SCALE_ANALYSES (100,000 by
 * default; 1,000,000 with SCALE_ANALYSES=1000000), on SQLite and PostgreSQL. Per endpoint: p50 and p99
 * at 64 connections at both sizes, the bytes of one answer on the wire (a browser's Accept-Encoding)
 * and uncompressed, beside the bytes the same answer had in the shape sent before; and the database's
 * bytes per analysis.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, statSync, existsSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { sql } from 'kysely';
import { DEVICE_COOKIE, deviceCookieKey, encodeCursor, openDatabase, signDeviceId } from '@costlens/api/testing';
import type { Database } from '@costlens/api/testing';
import { legacyStored } from './support/legacy-shape.ts';
import { startPostgres } from './support/postgres.ts';
import { median, writeReport } from './support/report.ts';
import type { BenchRow } from './support/report.ts';
import {
  BENCH_DEVICE,
  HISTORY_ROWS,
  benchRow,
  createdAtOf,
  isPublicRow,
  rowId,
  seedRows,
  tokenOf,
} from './support/seed.ts';

const SMALL = 1_000;
const LARGE = Number(process.env.SCALE_ANALYSES ?? 100_000);
const CONNECTIONS = 64;
const DURATION_S = Number(process.env.SCALE_BENCH_SECONDS ?? 5);
/** Rounds per endpoint and size: one 5-second run of the same code varies by ±40 % on this machine. */
const ROUNDS = Number(process.env.SCALE_BENCH_ROUNDS ?? 3);
/** One engine only: SCALE_ENGINES=postgres. */
const ENGINES = (process.env.SCALE_ENGINES ?? 'sqlite,postgres').split(',');
const SERVER_PORT = 8483; // this work's bench ports: 8480–8499
const PG_PORT = 8491;
const SERVER = fileURLToPath(new URL('../api/src/server.ts', import.meta.url));
const BROWSER_ENCODING = 'gzip, deflate, br';
const PAGE_GOAL = '50-item community page ≤ 20 KB on the wire';

interface Case {
  name: string;
  path: string;
  headers: Record<string, string>;
  /** The same answer in the shape sent before (bytes, uncompressed). */
  legacyBytes: number;
}

/** The endpoints read, for a database of `n` analyses; `ownerCookie` is the history device's signed cookie. */
function cases(n: number, ownerCookie = ''): Case[] {
  const owner = { cookie: ownerCookie };
  const publicRows = (from: number, count: number) => {
    const rows: number[] = [];
    for (let i = from; i >= 0 && rows.length < count; i--) if (isPublicRow(i)) rows.push(i);
    return rows;
  };
  const legacyList = (rows: number[]) =>
    JSON.stringify({ analyses: rows.map((i) => legacyStored(benchRow(i), i)) }).length;
  const half = publicRows(Math.floor(n / 2), 1)[0]!;
  // A third of the way up: ten times its number is past the newest row, so the number (searched as a
  // prefix) matches its one analysis at every size.
  const lot = publicRows(Math.floor(n / 3), 1)[0]!;
  const history = Array.from({ length: 24 }, (_, k) => HISTORY_ROWS - 1 - k);
  const detail = 1;
  const shared = publicRows(n - 1, 1)[0]!;
  return [
    {
      name: 'GET /api/public (first page, 50)',
      path: '/api/public',
      headers: {},
      legacyBytes: legacyList(publicRows(n - 1, 50)),
    },
    {
      name: 'GET /api/public?cursor= (halfway down)',
      path: `/api/public?cursor=${encodeCursor({ createdAt: createdAtOf(half), id: rowId(half) })}`,
      headers: {},
      legacyBytes: legacyList(publicRows(half - 1, 50)),
    },
    {
      name: 'GET /api/public?q= (search: one analysis by its title)',
      path: `/api/public?q=${lot}`,
      headers: {},
      legacyBytes: Number.NaN, // the old API had no search
    },
    {
      name: 'GET /api/public?q= (search: a product, 1 shared in 5)',
      path: '/api/public?q=laptop',
      headers: {},
      legacyBytes: Number.NaN,
    },
    {
      name: 'GET /api/analyses (history page, 24)',
      path: '/api/analyses',
      headers: owner,
      legacyBytes: JSON.stringify({
        analyses: history.map((i) => legacyStored(benchRow(i), i)),
        nextCursor: 'x'.repeat(40),
      }).length,
    },
    {
      name: 'GET /api/analyses/:id (detail)',
      path: `/api/analyses/${rowId(detail)}`,
      headers: owner,
      legacyBytes: JSON.stringify({ analysis: legacyStored(benchRow(detail), detail) }).length,
    },
    {
      name: 'GET /api/shared/:token (counts a view)',
      path: `/api/shared/${tokenOf(shared)}`,
      headers: {},
      legacyBytes: JSON.stringify({ analysis: legacyStored(benchRow(shared), shared) }).length,
    },
  ];
}

/** One answer's body as it crossed the wire, and its length decoded. */
function wireBytes(url: string, c: Case): Promise<{ wire: number; encoding: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      `${url}${c.path}`,
      { headers: { ...c.headers, 'accept-encoding': BROWSER_ENCODING } },
      (res) => {
        let wire = 0;
        res.on('data', (d: Buffer) => (wire += d.length));
        res.on('end', () =>
          res.statusCode === 200
            ? resolve({ wire, encoding: String(res.headers['content-encoding'] ?? 'identity') })
            : reject(new Error(`${c.name} answered ${res.statusCode}`)),
        );
      },
    );
    req.on('error', reject);
    req.end();
  });
}

async function plainBytes(url: string, c: Case): Promise<number> {
  const res = await fetch(`${url}${c.path}`, { headers: { ...c.headers, 'accept-encoding': 'identity' } });
  const body = await res.text();
  // A list read that finds nothing measures nothing.
  if (body.startsWith('{"analyses":[]')) throw new Error(`${c.name} found no analysis`);
  return Buffer.byteLength(body);
}

async function startServer(env: Record<string, string>): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      PORT: String(SERVER_PORT),
      HOST: '127.0.0.1',
      LOG_LEVEL: process.env.SCALE_BENCH_DEBUG ? 'info' : 'silent',
      VISION_WARMUP: 'false',
      WEB_DIST: join(tmpdir(), 'costlens-no-web-build'),
      ...env,
    },
    stdio: ['ignore', process.env.SCALE_BENCH_DEBUG ? 'inherit' : 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${SERVER_PORT}`;
  // Start-up compiles the server's TypeScript: slow on a busy machine.
  process.once('exit', () => child.kill('SIGTERM'));
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return { child, url };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('the server did not start');
}

async function stopServer(child: ChildProcess): Promise<void> {
  child.kill('SIGTERM');
  if (child.exitCode === null) await new Promise((r) => child.once('exit', r));
}

/** The database's size on disk. */
async function databaseBytes(database: Database, dataDir: string): Promise<number> {
  if (database.dialect === 'postgres') {
    const { rows } = await sql<{ size: number }>`select pg_database_size(current_database())::float8 as size`.execute(
      database.db,
    );
    return Number(rows[0]!.size);
  }
  await sql`pragma wal_checkpoint(truncate)`.execute(database.db);
  const file = join(dataDir, 'costlens.db');
  return statSync(file).size + (existsSync(`${file}-wal`) ? statSync(`${file}-wal`).size : 0);
}

interface Measured {
  p50: number;
  p99: number;
  rps: number;
  errors: number;
  wire: number;
  encoding: string;
  plain: number;
}

const rows: BenchRow[] = [];
const notes: string[] = [];
for (const dialect of (['sqlite', 'postgres'] as const).filter((d) => ENGINES.includes(d))) {
  const pg = dialect === 'postgres' ? startPostgres(PG_PORT) : null;
  if (dialect === 'postgres' && !pg) {
    notes.push(
      'PostgreSQL is not installed here: no PostgreSQL rows (apt-get install postgresql, or set BENCH_DATABASE_URL)',
    );
    continue;
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'costlens-bench-scale-'));
  const database = pg ? await openDatabase({ databaseUrl: pg.url }) : await openDatabase({ dataDir });
  const emptyBytes = await databaseBytes(database, dataDir);
  const results = new Map<string, Map<number, Measured>>();
  const dbBytes = new Map<number, number>();
  let seeded = 0;
  try {
    for (const n of [SMALL, LARGE]) {
      const started = performance.now();
      await seedRows(database, seeded, n);
      seeded = n;
      // What the engine's background upkeep would do after so many inserts, done before measuring rather
      // than during it (PostgreSQL's autovacuum of the new rows slowed every read of one run by half).
      await (database.dialect === 'postgres' ? sql`vacuum analyze` : sql`analyze`).execute(database.db);
      dbBytes.set(n, (await databaseBytes(database, dataDir)) - emptyBytes);
      console.log(
        `${dialect}: ${n.toLocaleString('en-CA')} analyses (seeded in ${Math.round(performance.now() - started)} ms)`,
      );
      const { child, url } = await startServer(pg ? { DATABASE_URL: pg.url } : { DATA_DIR: dataDir });
      const ownerCookie = `${DEVICE_COOKIE}=${signDeviceId(await deviceCookieKey(database, Date.now()), BENCH_DEVICE)}`;
      try {
        type Run = Pick<Measured, 'p50' | 'p99' | 'rps' | 'errors'>;
        const list = cases(n, ownerCookie);
        const sizes = new Map<string, Pick<Measured, 'wire' | 'encoding' | 'plain'>>();
        const runs = new Map<string, Run[]>(list.map((c) => [c.name, []]));
        for (const c of list) sizes.set(c.name, { ...(await wireBytes(url, c)), plain: await plainBytes(url, c) });
        // Rounds over every endpoint in turn, so a passing disturbance of the machine lands on one round
        // of each rather than on all of one endpoint's; each figure is the median of its rounds.
        for (let round = 0; round < ROUNDS; round++) {
          for (const c of list) {
            const headers = { ...c.headers, 'accept-encoding': BROWSER_ENCODING };
            await autocannon({ url: `${url}${c.path}`, headers, connections: CONNECTIONS, duration: 1 });
            const r = await autocannon({
              url: `${url}${c.path}`,
              headers,
              connections: CONNECTIONS,
              duration: DURATION_S,
            });
            runs.get(c.name)!.push({
              p50: r.latency.p50,
              p99: r.latency.p99,
              rps: r.requests.average,
              errors: r.errors + r.timeouts + r.non2xx,
            });
          }
        }
        for (const c of list) {
          const rounds = runs.get(c.name)!;
          const m: Measured = {
            ...sizes.get(c.name)!,
            p50: median(rounds.map((r) => r.p50)),
            p99: median(rounds.map((r) => r.p99)),
            rps: median(rounds.map((r) => r.rps)),
            errors: rounds.reduce((sum, r) => sum + r.errors, 0),
          };
          if (!results.has(c.name)) results.set(c.name, new Map());
          results.get(c.name)!.set(n, m);
          console.log(
            `  ${c.name}: p50 ${m.p50} ms (${rounds.map((r) => r.p50).join(', ')}), p99 ${m.p99} ms, ${Math.round(m.rps)} req/s, ${m.wire} B on the wire (${m.encoding}), ${m.plain} B plain, before ${c.legacyBytes} B`,
          );
        }
      } finally {
        await stopServer(child);
      }
    }
  } finally {
    await database.close();
    pg?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }

  const legacy = new Map(cases(LARGE).map((c) => [c.name, c.legacyBytes]));
  for (const [name, byN] of results) {
    const small = byN.get(SMALL)!;
    const large = byN.get(LARGE)!;
    const before = legacy.get(name)!;
    rows.push({
      case: `${name} · ${dialect}`,
      value: large.p50,
      unit: `ms p50 at ${LARGE.toLocaleString('en-CA')}`,
      details: {
        [`p99 at ${LARGE}`]: { value: large.p99, unit: 'ms' },
        [`req/s at ${LARGE}`]: { value: large.rps, unit: '' },
        [`p50 at ${SMALL}`]: { value: small.p50, unit: 'ms' },
        [`p99 at ${SMALL}`]: { value: small.p99, unit: 'ms' },
        wire: { value: large.wire, unit: `B ${large.encoding}` },
        plain: { value: large.plain, unit: 'B' },
        ...(Number.isFinite(before) ? { 'before (old shape, plain)': { value: before, unit: 'B' } } : {}),
        errors: { value: small.errors + large.errors, unit: '' },
      },
      baseline: { label: `p50 at ${SMALL.toLocaleString('en-CA')}`, value: small.p50 },
      ratio: small.p50 > 0 ? large.p50 / small.p50 : undefined,
      goal: name.startsWith('GET /api/public (first')
        ? `p50 within 10 % of 1k; ${PAGE_GOAL}`
        : 'p50 within 10 % of 1k, p99 ≤ 30 ms',
    });
  }
  rows.push({
    case: `database bytes per analysis · ${dialect}`,
    value: dbBytes.get(LARGE)! / LARGE,
    unit: 'B',
    details: { [`at ${SMALL}`]: { value: dbBytes.get(SMALL)! / SMALL, unit: 'B' } },
  });
}

notes.push(
  `real server (api/src/server.ts), autocannon ${CONNECTIONS} connections, median of ${ROUNDS} rounds of ${DURATION_S} s per endpoint (each after 1 s warm-up, endpoints in turn), Accept-Encoding "${BROWSER_ENCODING}"; rows: the estimator's answers for ${'the fixture photos'}, one public in three`,
);
writeReport({
  bench: 'scale',
  title: `Reads at ${SMALL.toLocaleString('en-CA')} and ${LARGE.toLocaleString('en-CA')} analyses (estimator-made bodies), SQLite and PostgreSQL`,
  rows,
  notes,
});
process.exit(0);
