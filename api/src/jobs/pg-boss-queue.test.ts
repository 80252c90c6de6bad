import { describe, expect, it } from 'vitest';
import { createLogger } from '../lib/logger.ts';
import { sharedDatabase } from '../resilience/support/databases.ts';
import { CHECK_QUEUE } from './check-queue.ts';
import { pgBossQueues } from './pg-boss-queue.ts';

describe('the check queue on PostgreSQL', { tags: ['postgres'] }, () => {
  it('starts in every process when several start at once on a new database', async () => {
    const database = await sharedDatabase('postgres');
    try {
      const databaseUrl = database.env.DATABASE_URL!;
      const logger = createLogger('silent');
      // Each start makes the queue unless another did: together they raced into a deadlock.
      const started = await Promise.allSettled(
        Array.from({ length: 4 }, async () => {
          const boss = await pgBossQueues({ databaseUrl, logger, connections: 2 });
          try {
            await boss.queue({ name: CHECK_QUEUE, concurrency: 1, policy: 'stately' }, async () => undefined);
          } catch (err) {
            await boss.stop();
            throw err;
          }
          return boss;
        }),
      );
      const queues = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
      try {
        expect(started.map((s) => (s.status === 'rejected' ? String(s.reason) : 'started'))).toEqual(
          Array(4).fill('started'),
        );
      } finally {
        await Promise.all(queues.map((q) => q.stop()));
      }
    } finally {
      await database.remove();
    }
  }, 60_000);
});
