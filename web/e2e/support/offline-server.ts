// For the offline spec: builds of the web app made inside the spec (a test build whose service worker
// clock can be moved, and a second build to update to), and app servers it can stop and start while a
// browser is on them. Nothing here is shared with the servers of playwright.config.ts.
import { spawn, spawnSync } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const WEB_DIR = fileURLToPath(new URL('../..', import.meta.url));

/** A free TCP port on 127.0.0.1 (CI gives every run its own ports). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** `vite build` of the web app into a fresh temporary folder; `version` ends up in <html data-app-version>. */
export function buildWeb(version: string, { testHooks = true } = {}): string {
  const outDir = mkdtempSync(join(tmpdir(), `costlens-offline-${version}-`));
  const result = spawnSync(
    'pnpm',
    ['exec', 'vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'],
    {
      cwd: WEB_DIR,
      env: { ...process.env, VITE_APP_VERSION: version, VITE_TEST_HOOKS: testHooks ? '1' : '' },
      encoding: 'utf8',
    },
  );
  if (result.status !== 0) throw new Error(`vite build failed:\n${result.stdout}\n${result.stderr}`);
  return outDir;
}

/** One API process serving one web build; stop() and start() again keep its database. */
export class AppServer {
  readonly dataDir = mkdtempSync(join(tmpdir(), 'costlens-offline-data-'));
  private child: ChildProcess | null = null;
  private stderr = '';

  constructor(
    readonly port: number,
    public webDist: string,
    private readonly env: Record<string, string> = {},
  ) {}

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    if (this.child) return;
    this.stderr = '';
    const child = spawn('node', ['--import', 'tsx', '../api/src/server.ts'], {
      cwd: WEB_DIR,
      env: {
        ...process.env,
        PORT: String(this.port),
        HOST: '127.0.0.1',
        DATA_DIR: this.dataDir,
        WEB_DIST: this.webDist,
        LOG_LEVEL: 'warn',
        ...this.env,
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      this.stderr += chunk.toString();
    });
    this.child = child;
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`API exited (${child.exitCode}):\n${this.stderr}`);
      try {
        if ((await fetch(`${this.url}/api/health`)).ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 150));
    }
    throw new Error(`API did not start on ${this.url}:\n${this.stderr}`);
  }

  async stop(): Promise<void> {
    const child = this.child;
    if (!child) return;
    this.child = null;
    if (child.exitCode !== null) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 3000);
    await exited;
    clearTimeout(timer);
  }
}
