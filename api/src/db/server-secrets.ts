/** Keys the server makes itself (`server_secrets`), shared by every process on the database. */
import type { Database } from './database.ts';

/**
 * The secret stored under `name`, made with `make` the first time any process asks. The insert is
 * ignored when another process made it first, and everyone reads back the one that was kept.
 */
export async function serverSecret(database: Database, name: string, make: () => string, now: number): Promise<string> {
  await database.db
    .insertInto('server_secrets')
    .values({ name, value: make(), created_at: now })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await database.db
    .selectFrom('server_secrets')
    .select('value')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return row.value;
}
