/**
 * A browser bench's own page: built with web's Vite from the bench's config (so workers are bundled as the
 * app bundles them) into a temporary folder, and served from 127.0.0.1 with nothing outside that folder
 * reachable. Without Chromium the bench reports itself skipped instead.
 */
import { spawnSync } from 'node:child_process';
import { createReadStream, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';

import { CHROMIUM_PATH } from './chromium.ts';
import { writeReport } from './report.ts';
import { ROOT } from './web-build.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.wasm': 'application/wasm',
  '.json': 'application/json',
};

/** Ends the bench with an empty, skipped report when this machine has no Chromium. */
export function skipWithoutChromium(bench: string, title: string): void {
  if (existsSync(CHROMIUM_PATH)) return;
  writeReport({ bench, title, rows: [], skipped: `no Chromium at ${CHROMIUM_PATH}` });
  process.exit(0);
}

export interface BenchPage {
  url: string;
  /** Stops the server and removes the built page. */
  close(): void;
}

/**
 * Builds `bench/<name>/vite.config.ts` and serves it. `extraFile` may answer a path with a file from
 * elsewhere (the evaluation photos); every other path is looked up inside the build.
 */
export async function serveBenchPage(
  name: string,
  extraFile: (path: string) => string | undefined = () => undefined,
): Promise<BenchPage> {
  const out = mkdtempSync(join(tmpdir(), `costlens-${name}-bench-`));
  const build = spawnSync(
    'pnpm',
    ['exec', 'vite', 'build', '--config', join(ROOT, `bench/${name}/vite.config.ts`), '--outDir', out, '--emptyOutDir'],
    { cwd: join(ROOT, 'web'), stdio: 'inherit' },
  );
  if (build.status !== 0) throw new Error(`bench page build failed (exit ${build.status})`);
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname));
    const extra = extraFile(path);
    const file = extra ?? join(out, path === '/' ? 'index.html' : path.replace(/^(\.\.[/\\])+/, ''));
    if ((!extra && !file.startsWith(out)) || !existsSync(file)) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(res);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    close() {
      server.close();
      rmSync(out, { recursive: true, force: true });
    },
  };
}
