// Migration 0012 on a database made before it: the ids issued before the server signed its ids (their
// analyses are older than the signing key) are listed as unsigned, and no other; a database that never
// had a signing key lists every device that has an analysis.
import { afterEach, expect, it } from 'vitest';
import { describeEachDialect } from '../../../test/harness.ts';
import { migrations } from './index.ts';
import { kettleRow, migrator, open } from './migration-test-support.ts';

const BEFORE = Object.keys(migrations).filter((name) => name < '0012');
const KEY_MADE = Date.parse('2026-11-25T12:00:00Z');

describeEachDialect('migration 0012 on a %s database made before it', (dialect) => {
  let drop: (() => Promise<void>) | null = null;
  afterEach(async () => {
    await drop?.();
    drop = null;
  });

  const listed = async (withKey: boolean) => {
    const opened = await open(dialect);
    drop = opened.drop;
    const { db } = opened;
    expect((await migrator(db, BEFORE).migrateToLatest()).error).toBeUndefined();
    if (withKey)
      await db
        .insertInto('server_secrets')
        .values({ name: 'device-cookie-key', value: 'k', created_at: KEY_MADE })
        .execute();
    await db
      .insertInto('analyses')
      .values([
        kettleRow('issuedunsigned00000001', '2026-11-20T08:00:00Z'),
        kettleRow('issuedunsigned00000001', '2026-11-26T08:00:00Z'),
        kettleRow('signedfromthestart0001', '2026-11-26T09:00:00Z'),
      ])
      .execute();
    expect((await migrator(db, Object.keys(migrations)).migrateToLatest()).error).toBeUndefined();
    return (await db.selectFrom('unsigned_devices').select('device_id').orderBy('device_id').execute()).map(
      (r) => r.device_id,
    );
  };

  it('lists the devices with an analysis older than the signing key, and not those signed from the start', async () => {
    expect(await listed(true)).toEqual(['issuedunsigned00000001']);
  });

  it('lists every device with an analysis when no server ever signed an id', async () => {
    expect(await listed(false)).toEqual(['issuedunsigned00000001', 'signedfromthestart0001']);
  });
});
