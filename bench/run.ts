/**
 * `pnpm bench [name...]`: runs every bench/*.bench.ts (or the named ones) one after another — two
 * cores, so never in parallel — each in its own process, then prints ONE table and writes
 * .bench/results.json. Each bench reports through bench/support/report.ts; a bench that crashes or
 * writes nothing shows as such in the table instead of stopping the others. Results of benches not
 * run this time are kept from the previous results.json (with their own date), so a partial rerun
 * does not lose the rest.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatTable } from './support/report.ts';
import type { StoredReport } from './support/report.ts';

const BENCH_DIR = fileURLToPath(new URL('.', import.meta.url));
const ROOT = join(BENCH_DIR, '..');
const RESULTS = join(ROOT, '.bench', 'results.json');
const PER_BENCH_LIMIT_MS = 20 * 60 * 1000; // a stuck bench must not hold the machine
// The server side first, then the browser ones; anything else (other teams' benches) after, by name.
const ORDER = ['api', 'bundle', 'lighthouse', 'compress', 'relaunch', 'sync', 'estimator', 'identify'];

interface Results {
  at: string;
  reports: StoredReport[];
}

const wanted = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const all = readdirSync(BENCH_DIR)
  .filter((f) => f.endsWith('.bench.ts'))
  .map((f) => f.replace(/\.bench\.ts$/, ''));
all.sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
const chosen = wanted.length ? all.filter((b) => wanted.includes(b)) : all;
const unknown = wanted.filter((w) => !all.includes(w));
if (unknown.length) {
  console.error(`No such bench: ${unknown.join(', ')}. Available: ${all.join(', ')}`);
  process.exit(2);
}

const outDir = mkdtempSync(join(tmpdir(), 'costlens-bench-'));
const fresh: StoredReport[] = [];
for (const name of chosen) {
  console.log(`\n=== bench/${name}.bench.ts`);
  const started = Date.now();
  const r = spawnSync(process.execPath, ['--import', 'tsx', join(BENCH_DIR, `${name}.bench.ts`)], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, BENCH_OUT_DIR: outDir },
    timeout: PER_BENCH_LIMIT_MS,
  });
  const file = join(outDir, `${name}.json`);
  if (existsSync(file)) {
    fresh.push(JSON.parse(readFileSync(file, 'utf8')) as StoredReport);
  } else {
    const why = r.error ? String(r.error.message) : `exit ${r.status ?? r.signal}`;
    fresh.push({
      bench: name,
      title: '',
      rows: [],
      skipped: `no report written (${why})`,
      at: new Date().toISOString(),
      machine: { node: process.version, cpus: 0, cpuModel: '', memGiB: 0 },
    });
  }
  console.log(`=== ${name}: ${Math.round((Date.now() - started) / 1000)} s`);
}
rmSync(outDir, { recursive: true, force: true });

const previous: Results | null = existsSync(RESULTS) ? (JSON.parse(readFileSync(RESULTS, 'utf8')) as Results) : null;
const kept = (previous?.reports ?? []).filter((p) => !fresh.some((f) => f.bench === p.bench) && all.includes(p.bench));
const reports = [...fresh, ...kept].sort((a, b) => rank(a.bench) - rank(b.bench) || a.bench.localeCompare(b.bench));
mkdirSync(join(ROOT, '.bench'), { recursive: true });
writeFileSync(RESULTS, JSON.stringify({ at: new Date().toISOString(), reports } satisfies Results, null, 2));

console.log(
  `\nCostLens benchmarks — ${reports[0]?.machine.cpus ?? '?'} cores, ${reports[0]?.machine.cpuModel ?? ''}, Node ${process.version}`,
);
if (kept.length)
  console.log(`(kept from an earlier run: ${kept.map((k) => `${k.bench} ${k.at.slice(0, 16)}`).join(', ')})`);
console.log(formatTable(reports));
for (const r of reports) for (const n of r.notes ?? []) console.log(`- ${r.bench}: ${n}`);
console.log(`\nwritten to ${RESULTS}`);
// Goals are printed, not judged: the exit code only says whether every chosen bench reported.
process.exit(fresh.some((f) => f.skipped?.startsWith('no report')) ? 1 : 0);

function rank(name: string): number {
  const i = ORDER.indexOf(name);
  return i === -1 ? ORDER.length : i;
}
