import { afterEach, beforeEach, expect, it } from 'vitest';
import { z } from 'zod';
import { SEARCH_CACHE_TTL_MS } from '@costlens/contracts';
import { describeEachDialect, freshDatabase } from '../../test/harness.ts';
import type { Database } from '../db/database.ts';
import { manualClock } from '../lib/clock.ts';
import { answeredSearches, REMEMBER_REFRESH_MS } from './answered-searches.ts';

const Offers = z.array(z.object({ retailer: z.string(), price: z.number() }));
const offers = [
  { retailer: 'Best Buy', price: 129.99 },
  { retailer: 'Walmart', price: 119 },
];

describeEachDialect('answered searches on %s', (dialect) => {
  let database: Database;
  beforeEach(async () => {
    database = await freshDatabase(dialect);
  });
  afterEach(async () => {
    await database.close();
  });

  it('explains a list for two hours after each time it is answered, writing it at most every few minutes', async () => {
    const clock = manualClock();
    const answered = answeredSearches({ database, clock });
    const expiry = async () =>
      Number(
        (
          await database.db
            .selectFrom('provider_cache')
            .select('expires_at')
            .where('key', 'like', 'answered:%')
            .executeTakeFirstOrThrow()
        ).expires_at,
      );
    const start = clock.now();
    await answered.remember('prices', { name: 'Headphones' }, Offers, offers);
    const first = await expiry();
    expect(first).toBe(start + SEARCH_CACHE_TTL_MS + REMEMBER_REFRESH_MS);

    // Answered again soon after (a cache hit): not written again, and still kept two hours past it.
    clock.advance(REMEMBER_REFRESH_MS - 1);
    await answered.remember('prices', { name: 'Headphones' }, Offers, offers);
    expect(await expiry()).toBe(first);
    expect(first - clock.now()).toBeGreaterThan(SEARCH_CACHE_TTL_MS);

    // Later: written again, kept two hours (and the refresh) from then.
    clock.advance(2);
    await answered.remember('prices', { name: 'Headphones' }, Offers, offers);
    expect(await expiry()).toBe(clock.now() + SEARCH_CACHE_TTL_MS + REMEMBER_REFRESH_MS);

    // Two hours after the last answer, the list is still explained; past its keeping, it is not.
    clock.advance(SEARCH_CACHE_TTL_MS);
    expect((await answered.recall('prices', offers))?.product).toEqual({ name: 'Headphones' });
    clock.advance(REMEMBER_REFRESH_MS);
    expect(await answered.recall('prices', offers)).toBeNull();
  });

  it('keeps another list, or the same list for another product, on its own', async () => {
    const clock = manualClock();
    const answered = answeredSearches({ database, clock });
    await answered.remember('prices', { name: 'Headphones' }, Offers, offers);
    await answered.remember('prices', { name: 'Earbuds' }, Offers, offers.slice(0, 1));
    expect((await answered.recall('prices', offers.slice(0, 1)))?.product).toEqual({ name: 'Earbuds' });
    expect((await answered.recall('prices', offers))?.product).toEqual({ name: 'Headphones' });
  });
});
