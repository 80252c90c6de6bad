// `pnpm bench`: the benchmark suite. The load, bundle and Lighthouse benchmarks arrive with the
// "Proof under load" work; until then this lists what exists and runs it.
import { existsSync, readdirSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const dir = new URL('../bench/', import.meta.url);
const benches = existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.bench.ts')) : [];
if (!benches.length) {
  console.log('No benchmarks yet. Planned: API throughput vs bare route (SQLite, PostgreSQL), capture compression vs native floor, relaunch FCP, outbox sync, bundle bytes, Lighthouse, estimator time.');
  process.exit(0);
}
let failed = 0;
for (const b of benches) {
  console.log(`\n=== ${b}`);
  const r = spawnSync('pnpm', ['exec', 'tsx', new URL(b, dir).pathname], { stdio: 'inherit' });
  if (r.status !== 0) failed++;
}
process.exit(failed ? 1 : 0);
