/**
 * A throwaway PostgreSQL cluster on loopback, as .ci/test.sh starts one: initdb as the `postgres` user
 * (initdb refuses root), trust auth, a port from this work's range, removed on stop. BENCH_DATABASE_URL
 * uses an existing server instead.
 */
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';

export interface Postgres {
  url: string;
  stop(): void;
}

/** The newest installed server's bin folder, or null when PostgreSQL is not installed. */
function pgBin(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((v) => existsSync(join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(a) - Number(b));
  return versions.length ? join(root, versions.at(-1)!, 'bin') : null;
}

export function startPostgres(port: number): Postgres | null {
  if (process.env.BENCH_DATABASE_URL) return { url: process.env.BENCH_DATABASE_URL, stop() {} };
  const bin = pgBin();
  if (!bin) return null;
  const dir = mkdtempSync(join(tmpdir(), 'costlens-bench-pg-'));
  const asPostgres = (cmd: string, args: string[]) => {
    const run =
      userInfo().uid === 0
        ? (['runuser', ['-u', 'postgres', '--', join(bin, cmd), ...args]] as const)
        : ([join(bin, cmd), args] as const);
    execFileSync(run[0], [...run[1]], { stdio: 'ignore' });
  };
  if (userInfo().uid === 0) {
    const pwUid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    chownSync(dir, pwUid, pwUid);
  }
  asPostgres('initdb', ['-D', join(dir, 'data'), '-U', 'postgres', '--auth=trust', '-E', 'UTF8']);
  // Enough connections for the pool of the bench server and the admin client; fsync stays on (honest writes).
  asPostgres('pg_ctl', [
    '-D',
    join(dir, 'data'),
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=50`,
    '-l',
    join(dir, 'log'),
    '-w',
    'start',
  ]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        asPostgres('pg_ctl', ['-D', join(dir, 'data'), '-m', 'fast', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
