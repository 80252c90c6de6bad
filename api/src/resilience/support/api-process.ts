/**
 * The real API as a separate Node process (`node --import tsx api/src/server.ts`), the way production
 * runs it, so fault tests can kill it with SIGKILL, restart it on the same data, or run two of them on
 * one PostgreSQL. Only the variables a test names reach the child: nothing leaks in from the
 * developer's shell (a stray SERPAPI_KEY would change what the app does).
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const API_DIR = fileURLToPath(new URL('../../..', import.meta.url));
const SERVER = fileURLToPath(new URL('../../server.ts', import.meta.url));
const START_LIMIT_MS = 60_000;

export interface ApiProcess {
  url: string;
  port: number;
  pid: number;
  /** Everything the process wrote (stdout and stderr), for assertions on logs. */
  output(): string;
  /** SIGKILL: no shutdown hook runs, like a power cut to the process. */
  crash(): Promise<void>;
  /** SIGTERM and wait for the graceful shutdown. */
  stop(): Promise<void>;
}

/** A free loopback port (the OS picks; a tiny race with other processes is acceptable in tests). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

/** Starts the API on a free port with `env` and resolves once /api/health answers 200. */
export async function startApi(env: Record<string, string>, opts: { port?: number } = {}): Promise<ApiProcess> {
  const port = opts.port ?? (await freePort());
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
    cwd: API_DIR,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      WEB_DIST: '/nonexistent', // API only unless the test serves pages
      VISION_WARMUP: 'false', // models load only in the tests that analyse a photo, as they would lazily
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (d: Buffer) => {
    out += d.toString();
  });
  child.stderr!.on('data', (d: Buffer) => {
    out += d.toString();
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  await waitHealthy(url, child, () => out);
  return {
    url,
    port,
    pid: child.pid!,
    output: () => out,
    async crash() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

async function waitHealthy(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + START_LIMIT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`API exited with ${child.exitCode} before it was healthy:\n${output()}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`API did not become healthy within ${START_LIMIT_MS} ms:\n${output()}`);
}
