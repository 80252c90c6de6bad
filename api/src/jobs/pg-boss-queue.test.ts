import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../lib/logger.ts';
import { randomId } from '../lib/ids.ts';
import { pgBossQueue } from './pg-boss-queue.ts';

const adminUrl = process.env.TEST_DATABASE_URL;

async function withFreshDatabase(use: (url: string) => Promise<void>): Promise<void> {
  const name = `cl_boss_${randomId()
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  try {
    const url = new URL(adminUrl!);
    url.pathname = `/${name}`;
    await use(url.toString());
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

describe.skipIf(!adminUrl)('the check queue on PostgreSQL', () => {
  it('starts in every process when several start at once on a new database', async () => {
    await withFreshDatabase(async (databaseUrl) => {
      const logger = createLogger('silent');
      // Each start makes the queue unless another did: together they raced into a deadlock.
      const started = await Promise.allSettled(
        Array.from({ length: 4 }, () => pgBossQueue({ databaseUrl, logger }, async () => undefined, 1)),
      );
      const queues = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
      try {
        expect(started.map((s) => (s.status === 'rejected' ? String(s.reason) : 'started'))).toEqual(
          Array(4).fill('started'),
        );
      } finally {
        await Promise.all(queues.map((q) => q.stop()));
      }
    });
  }, 60_000);
});
