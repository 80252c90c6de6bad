// `pnpm bench [name...]`: the benchmark suite, never run by CI. The runner (bench/run.ts) runs each
// bench/*.bench.ts in turn, prints one table and writes .bench/results.json.
import { spawnSync } from 'node:child_process';

const r = spawnSync(
  process.execPath,
  ['--import', 'tsx', new URL('../bench/run.ts', import.meta.url).pathname, ...process.argv.slice(2)],
  { stdio: 'inherit' },
);
process.exit(r.status ?? 1);
