// Prepared statements answer what the query builder answers, on both engines, and on SQLite never run
// inside another caller's open transaction (they would read its uncommitted rows and join its fate).
import { afterEach, beforeEach, expect, it } from 'vitest';
import { describeEachDialect, freshDatabase } from '../../test/harness.ts';
import type { Database } from './database.ts';
import { prepared } from './prepared.ts';

const secretOf = prepared((db) => db.selectFrom('server_secrets').select('value').where('name', '=', '(name)'));
const keep = prepared((db) =>
  db
    .insertInto('server_secrets')
    .values({ name: '(name)', value: '(value)', created_at: 0 })
    .onConflict((oc) => oc.column('name').doUpdateSet((eb) => ({ value: eb.ref('excluded.value') })))
    .returning('value'),
);

describeEachDialect('prepared statements on %s', (dialect) => {
  let database: Database;
  beforeEach(async () => {
    database = await freshDatabase(dialect);
  });
  afterEach(async () => {
    await database.close();
  });

  it('read and write with the parameters given, in order', async () => {
    expect(await secretOf(database, ['a'])).toEqual([]);
    expect(await keep(database, ['a', 'one', 0])).toEqual([{ value: 'one' }]);
    expect(await keep(database, ['a', 'two', 0])).toEqual([{ value: 'two' }]);
    expect(await secretOf(database, ['a'])).toEqual([{ value: 'two' }]);
    expect(await secretOf(database, ['b'])).toEqual([]);
  });

  it('refuses a call with a different number of parameters than the statement takes', async () => {
    const unused = prepared((db) => db.selectFrom('server_secrets').select('value').where('name', '=', '(name)'));
    expect(() => unused(database, [])).toThrow(/takes 1 parameters, given 0/);
  });

  it("run inside a transaction when given the transaction's handle", async () => {
    await database.db.transaction().execute(async (trx) => {
      await keep({ ...database, db: trx }, ['in', 'uncommitted', 0]);
      expect(await secretOf({ ...database, db: trx }, ['in'])).toEqual([{ value: 'uncommitted' }]);
    });
    expect(await secretOf(database, ['in'])).toEqual([{ value: 'uncommitted' }]);
  });

  it("never see another caller's open transaction: they wait for it and read what it committed", async () => {
    await keep(database, ['k', 'before', 0]);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let inside!: () => void;
    const opened = new Promise<void>((resolve) => (inside = resolve));
    const writer = database.db.transaction().execute(async (trx) => {
      await trx.updateTable('server_secrets').set({ value: 'after' }).where('name', '=', 'k').execute();
      inside();
      await held;
      throw new Error('rolled back');
    });
    await opened;
    const read = secretOf(database, ['k']);
    release();
    await expect(writer).rejects.toThrow('rolled back');
    expect(await read).toEqual([{ value: 'before' }]);
  });
});
