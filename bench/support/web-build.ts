/**
 * One production build of the web app for the browser benches, kept out of web/dist (other people's
 * e2e runs use that) in .bench/web-dist. Built once per `pnpm bench` run: the runner passes
 * BENCH_WEB_DIST when it already built; a bench run alone builds for itself.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const WEB = join(ROOT, 'web');

/** Builds web/ into .bench/web-dist (unless BENCH_WEB_DIST points to a finished build) and returns the folder. */
export function webBuild(): string {
  const given = process.env.BENCH_WEB_DIST;
  if (given && existsSync(join(given, 'index.html'))) return given;
  const out = join(ROOT, '.bench', 'web-dist');
  const r = spawnSync('pnpm', ['exec', 'vite', 'build', '--outDir', out, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: WEB,
    stdio: 'inherit',
  });
  if (r.status !== 0) throw new Error(`web build failed (exit ${r.status})`);
  process.env.BENCH_WEB_DIST = out;
  return out;
}
