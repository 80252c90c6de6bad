// Analytics events take bounded room: rows older than the retention and rows past the cap are swept as
// batches come in (no scheduler), a batch sent again with its Idempotency-Key is stored once, and a
// batch holds at most 100 events.
import { afterEach, expect, it } from 'vitest';
import type { ErrorBody } from '@costlens/contracts';
import { describeEachDialect, client, makeTestApp } from '../../../test/harness.ts';
import type { TestApp } from '../../../test/harness.ts';
import { insertEvents } from '../../db/events.ts';
import { randomId } from '../../lib/ids.ts';
import { EVENTS_SWEEP_EVERY } from './index.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

describeEachDialect('POST /api/events on %s', (dialect) => {
  let t: TestApp;
  afterEach(() => t?.close());

  const stored = async () =>
    (await t.deps.database.db.selectFrom('events').select(['name', 'created_at']).execute()).map((r) => ({
      name: r.name,
      at: Number(r.created_at),
    }));
  const old = (n: number, ageMs: number) =>
    insertEvents(
      t.deps.database,
      Array.from({ length: n }, (_, i) => ({
        id: randomId(),
        device_id: null,
        name: 'page_view',
        path: null,
        props: null,
        at: new Date(t.clock.now() - ageMs).toISOString(),
        created_at: t.clock.now() - ageMs + i,
      })),
    );

  it('sweeps events past the retention when batches come in', async () => {
    t = await makeTestApp(dialect, { env: { EVENTS_RETENTION_DAYS: '30' } });
    await old(5, 31 * DAY_MS);
    await old(3, 29 * DAY_MS);
    expect((await client(t.app).post('/api/events', { name: 'camera_used' })).status).toBe(202);
    const rows = await stored();
    expect(rows).toHaveLength(4);
    expect(rows.every((r) => r.at >= t.clock.now() - 30 * DAY_MS)).toBe(true);
  });

  it('keeps at most EVENTS_MAX_ROWS, the newest', async () => {
    t = await makeTestApp(dialect, { env: { EVENTS_MAX_ROWS: '50' } });
    await old(80, DAY_MS);
    const c = client(t.app);
    expect((await c.post('/api/events', { name: 'camera_used' })).status).toBe(202);
    const rows = await stored();
    expect(rows.length).toBeLessThanOrEqual(50);
    expect(rows.some((r) => r.name === 'camera_used')).toBe(true);
    // And again after the next EVENTS_SWEEP_EVERY batches: the table never grows past the cap by more.
    for (let i = 1; i <= EVENTS_SWEEP_EVERY; i++) await c.post('/api/events', { name: 'page_view' });
    expect((await stored()).length).toBeLessThanOrEqual(50);
  });

  it('stores a batch sent again with its Idempotency-Key once', async () => {
    t = await makeTestApp(dialect);
    const c = client(t.app);
    const batch = { events: [{ name: 'page_view' }, { name: 'camera_used' }] };
    for (let i = 0; i < 3; i++) {
      expect((await c.post('/api/events', batch, { 'Idempotency-Key': 'outbox-events-1' })).status).toBe(202);
    }
    expect(await stored()).toHaveLength(2);
  });

  it('refuses a batch larger than 64 KB', async () => {
    t = await makeTestApp(dialect);
    const props = Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`p${i}`, 'x'.repeat(256)]));
    const res = await client(t.app).post('/api/events', {
      events: Array.from({ length: 13 }, () => ({ name: 'page_view', props })),
    });
    expect(res.status).toBe(413);
    expect(((await res.json()) as ErrorBody).code).toBe('too_large');
    expect(await stored()).toHaveLength(0);
  });

  it('refuses a batch of more than 100 events', async () => {
    t = await makeTestApp(dialect);
    const res = await client(t.app).post('/api/events', {
      events: Array.from({ length: 101 }, () => ({ name: 'page_view' })),
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorBody).code).toBe('invalid_request');
    expect(await stored()).toHaveLength(0);
  });
});
