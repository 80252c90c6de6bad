import { afterEach, beforeEach, expect, it } from 'vitest';
import { describeEachDialect, freshDatabase } from '../../test/harness.ts';
import type { Database } from '../db/database.ts';
import { countHit } from './hit-batches.ts';

describeEachDialect('rate-limit hits counted a turn at a time on %s', (dialect) => {
  let database: Database;
  beforeEach(async () => {
    database = await freshDatabase(dialect);
  });
  afterEach(async () => {
    await database.close();
  });

  const stored = async () =>
    Object.fromEntries(
      (await database.db.selectFrom('rate_limits').select(['bucket', 'count']).execute()).map((r) => [
        r.bucket,
        Number(r.count),
      ]),
    );

  it('gives every hit of one turn its own place, in the order they came, with one write', async () => {
    let statements = 0;
    const watched: Database = {
      ...database,
      runStatement: (query, parameters) => {
        statements++;
        return database.runStatement!(query, parameters);
      },
    };
    const places = await Promise.all(Array.from({ length: 12 }, () => countHit(watched, 'client', 0)));
    expect(places).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
    expect(statements).toBe(1);
    expect(await stored()).toEqual({ client: 12 });
    // The next turn goes on from there.
    expect(await countHit(watched, 'client', 0)).toBe(13);
    expect(statements).toBe(2);
  });

  it('keeps buckets and windows apart within one turn', async () => {
    const [a1, b1, a2, later] = await Promise.all([
      countHit(database, 'a', 0),
      countHit(database, 'b', 0),
      countHit(database, 'a', 0),
      countHit(database, 'a', 60_000),
    ]);
    expect([a1, b1, a2, later]).toEqual([1, 1, 2, 1]);
  });

  it('fails every hit of a turn whose write failed, and counts the next turn afresh', async () => {
    const closed = await freshDatabase(dialect);
    await closed.close();
    const hits = Array.from({ length: 3 }, () => countHit(closed, 'client', 0));
    for (const hit of hits) await expect(hit).rejects.toThrow();
    expect(await countHit(database, 'client', 0)).toBe(1);
  });
});
