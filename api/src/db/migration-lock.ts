/** SQLite has no lock the migrator can take, and several processes may start on one file at once: both
 *  would apply the same migration (the second failing half-way). Migrations run while this process holds
 *  an exclusive lock on a small lock file beside the database; another process starting meanwhile waits
 *  for it, then finds nothing left to apply. The lock goes with the process if it dies. PostgreSQL's
 *  migrator takes an advisory lock of its own. */
import SQLite from 'better-sqlite3';

/** Longer than any migration takes on a large database. */
const WAIT_MS = 10 * 60_000;

export async function withMigrationLock<T>(databaseFile: string, run: () => Promise<T>): Promise<T> {
  if (databaseFile === ':memory:') return run();
  const lock = new SQLite(`${databaseFile}.migrate-lock`);
  lock.pragma(`busy_timeout = ${WAIT_MS}`);
  lock.exec('begin exclusive');
  try {
    return await run();
  } finally {
    lock.exec('commit');
    lock.close();
  }
}
