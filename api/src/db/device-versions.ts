/** The version of what a device's answers show (`device_versions`, raised by the database's own
 *  triggers on every write that changes them: migration 0008). Read on every request of a kept answer,
 *  so it runs as a prepared statement. */
import type { Database } from './database.ts';
import { prepared } from './prepared.ts';

const versionOf = prepared((db) =>
  db
    .selectFrom('device_versions')
    .select((eb) => eb.fn.sum<number | string | null>('version').as('version'))
    .where('device_id', '=', '(device)'),
);

/** The device's current version (the sum of its shards): 0 when nothing of it was ever written. */
export async function deviceVersion(database: Database, deviceId: string): Promise<number> {
  const [row] = await versionOf(database, [deviceId]);
  return Number(row?.version ?? 0);
}
