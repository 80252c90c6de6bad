/** Stored answers of requests made with an Idempotency-Key (`idempotency`), shared by every API process.
 *  A row is a claim while its status is IN_PROGRESS and the kept answer once the handler has run. */
import type { Database } from './database.ts';
import type { IdempotencyTable } from './tables.ts';

/** The status of a row whose request is still running. */
export const IN_PROGRESS = 0;

/** Claims `key` for a request; false when a row for it exists already (claimed or answered). */
export async function claimIdempotencyKey(
  database: Database,
  key: string,
  requestHash: string,
  now: number,
): Promise<boolean> {
  const result = await database.db
    .insertInto('idempotency')
    .values({ key, request_hash: requestHash, status: IN_PROGRESS, body: '', created_at: now })
    .onConflict((oc) => oc.column('key').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1;
}

export async function findIdempotencyRow(database: Database, key: string): Promise<IdempotencyTable | null> {
  const row = await database.db.selectFrom('idempotency').selectAll().where('key', '=', key).executeTakeFirst();
  return row ? { ...row, status: Number(row.status), created_at: Number(row.created_at) } : null;
}

/** Removes exactly the row that was read (same creation time), so a newer claim of the key survives. */
export async function deleteIdempotencyRow(database: Database, key: string, createdAt: number): Promise<void> {
  await database.db.deleteFrom('idempotency').where('key', '=', key).where('created_at', '=', createdAt).execute();
}

/** Gives up a claim whose answer is not kept (the request failed or may be retried). */
export async function releaseIdempotencyClaim(database: Database, key: string): Promise<void> {
  await database.db.deleteFrom('idempotency').where('key', '=', key).where('status', '=', IN_PROGRESS).execute();
}

/** Keeps the answer of a claimed key. */
export async function storeIdempotentAnswer(
  database: Database,
  key: string,
  status: number,
  body: string,
): Promise<void> {
  await database.db.updateTable('idempotency').set({ status, body }).where('key', '=', key).execute();
}

/** Drops every row created before `before`. */
export async function sweepIdempotency(database: Database, before: number): Promise<void> {
  await database.db.deleteFrom('idempotency').where('created_at', '<', before).execute();
}
