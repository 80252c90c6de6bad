/**
 * Debian's Chromium, headless, with a DevTools port for Lighthouse (or any CDP client). Started with
 * the same network-quiet flags as the e2e tests, so nothing calls out of this machine.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { CHROMIUM_PATH, QUIET_CHROMIUM_ARGS } from '@costlens/web/e2e/browser';

// The same browser and network-quiet flags as the end-to-end tests: one list to keep in step.
export { CHROMIUM_PATH, QUIET_CHROMIUM_ARGS };

export interface Chromium {
  port: number;
  close(): Promise<void>;
}

/** Launches Chromium with remote debugging on a port it picks, and resolves once the port is known. */
export async function launchChromium(extraArgs: string[] = []): Promise<Chromium> {
  if (!existsSync(CHROMIUM_PATH)) throw new Error(`no Chromium at ${CHROMIUM_PATH}`);
  const profile = mkdtempSync(join(tmpdir(), 'costlens-bench-chromium-'));
  const child = spawn(
    CHROMIUM_PATH,
    [
      '--headless=new',
      ...QUIET_CHROMIUM_ARGS,
      '--no-default-browser-check',
      '--disable-extensions',
      '--disable-dev-shm-usage',
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      ...extraArgs,
      'about:blank',
    ],
    // Its own process group, so closing it also ends the helper processes it started.
    { stdio: 'ignore', detached: true },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const portFile = join(profile, 'DevToolsActivePort');
  const deadline = Date.now() + 30_000;
  while (!existsSync(portFile) || !readFileSync(portFile, 'utf8').includes('\n')) {
    if (Date.now() > deadline || child.exitCode !== null) {
      child.kill('SIGKILL');
      throw new Error('Chromium did not open its DevTools port');
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  const port = Number(readFileSync(portFile, 'utf8').split('\n')[0]);
  return {
    port,
    async close() {
      child.kill('SIGTERM');
      await exited;
      try {
        if (child.pid) process.kill(-child.pid, 'SIGKILL');
      } catch {
        // The group has already gone.
      }
      try {
        rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
      } catch (err) {
        // A profile left in the temporary folder must not cost the run its figures.
        console.warn(`could not remove ${profile}: ${String(err)}`);
      }
    },
  };
}
