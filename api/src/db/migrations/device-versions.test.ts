// Migration 0008 on a database made before it: devices that have analyses start at version 1 (a device
// at 0 has none), and from then on every write raises its device's version.
import { afterEach, expect, it } from 'vitest';
import { describeEachDialect } from '../../../test/harness.ts';
import { insertComment } from '../comments.ts';
import type { Database } from '../database.ts';
import { deviceVersion } from '../device-versions.ts';
import { migrations } from './index.ts';
import { kettleRow, migrator, open } from './migration-test-support.ts';

const BEFORE = Object.keys(migrations).filter((name) => name < '0008');

describeEachDialect('migration 0008 on a %s database made before it', (dialect) => {
  let drop: (() => Promise<void>) | null = null;
  afterEach(async () => {
    await drop?.();
    drop = null;
  });

  it('starts devices with analyses at version 1, and raises them with every write after', async () => {
    const opened = await open(dialect);
    drop = opened.drop;
    const { db } = opened;
    expect((await migrator(db, BEFORE).migrateToLatest()).error).toBeUndefined();
    const [first, second] = [kettleRow('olddeviceolddevice0001'), kettleRow('olddeviceolddevice0001')];
    await db
      .insertInto('analyses')
      .values([first, second, kettleRow('olddeviceolddevice0002')])
      .execute();

    expect((await migrator(db, Object.keys(migrations)).migrateToLatest()).error).toBeUndefined();
    const database: Database = { db, dialect, ping: async () => true, close: async () => {} };
    expect(await deviceVersion(database, 'olddeviceolddevice0001')).toBe(1);
    expect(await deviceVersion(database, 'olddeviceolddevice0002')).toBe(1);
    expect(await deviceVersion(database, 'neverwroteneverwrote01')).toBe(0);

    await insertComment(database, { analysisId: first.id, authorName: 'A', authorEmail: null, content: 'Hi', now: 0 });
    expect(await deviceVersion(database, 'olddeviceolddevice0001')).toBe(2);
    expect(await deviceVersion(database, 'olddeviceolddevice0002')).toBe(1);
  });
});
