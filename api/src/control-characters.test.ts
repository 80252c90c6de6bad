// Control characters in request text, on both engines: PostgreSQL refused a NUL in any text with a 500
// (a comment's name, a push endpoint, alert ids, an event's path) where SQLite stored it. Every request
// now refuses them before anything is stored, with a 400 naming the field, and the same bad inputs get the
// same answers from SQLite and PostgreSQL (the PostgreSQL lane runs with TEST_DATABASE_URL).
import { describe, expect, it } from 'vitest';
import { controlCharacterPath } from '@costlens/contracts';
import type { Dialect } from './db/database.ts';
import { client, describeEachDialect, makeTestApp } from '../test/harness.ts';
import { deviceOf, seedAnalysis } from './routes/analyses/test-seed.ts';

const NUL = '\u0000';

describe('the control-character rule', () => {
  it.each([
    ['plain text', { a: 'Kettle 2 L — 1/2 price, ça va? 😀' }, null],
    ['tab, line feed and return', { a: 'line one\n\tline two\r\n' }, null],
    ['NUL', { a: `x${NUL}` }, 'a'],
    ['a bell deep in an array', { a: [{ b: 'ok' }, { b: 'ding\u0007' }] }, 'a.1.b'],
    ['DEL', { a: 'x\u007f' }, 'a'],
    ['a C1 control', { a: 'x\u0085' }, 'a'],
    ['half a surrogate pair', { a: 'x\ud800y' }, 'a'],
    ['a control in a key', { props: { [`k${NUL}`]: 1 } }, 'props'],
  ])('%s', (_label, value, path) => {
    expect(controlCharacterPath(value)).toBe(path);
  });
});

/** Each engine's answers, kept so the engine that runs second is compared with the first. */
const answers: Partial<Record<Dialect, Array<[string, number, unknown]>>> = {};

describeEachDialect('requests with control characters on %s', (dialect) => {
  it('are refused with 400 naming the field, the same on every engine', async () => {
    {
      const t = await makeTestApp(dialect);
      try {
        const c = client(t.app);
        const owner = await deviceOf(c);
        const analysis = await seedAnalysis(t.deps.database, owner);
        const share = await c.post(`/api/analyses/${analysis.id}/share`, {
          shareTitle: 'Bottle',
          shareDescription: 'Mine',
        });
        expect(share.status).toBe(200);
        const token = ((await share.json()) as { shareToken: string }).shareToken;
        const keys = {
          p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
          auth: 'tBHItJI5svbpez7KI4CCXg',
        };
        const bad: Array<[string, () => Promise<Response>]> = [
          [
            'comment name',
            () => c.post(`/api/analyses/${analysis.id}/comments`, { authorName: `Ann${NUL}`, content: 'Hi' }),
          ],
          [
            'comment text',
            () => c.post(`/api/analyses/${analysis.id}/comments`, { authorName: 'Ann', content: `a\u0007b` }),
          ],
          [
            'share title',
            () => c.post(`/api/analyses/${analysis.id}/share`, { shareTitle: `T${NUL}`, shareDescription: 'x' }),
          ],
          [
            'like fingerprint',
            () => c.post(`/api/analyses/${analysis.id}/like`, { userFingerprint: `fp-12345678${NUL}` }),
          ],
          [
            'push endpoint',
            () => c.post('/api/push/subscriptions', { endpoint: `https://fcm.googleapis.com/fcm/send/a${NUL}`, keys }),
          ],
          [
            'unsubscribe endpoint',
            () => c.post('/api/push/subscriptions/remove', { endpoint: `https://fcm.googleapis.com/x${NUL}` }),
          ],
          ['alert ids', () => c.post('/api/watch-alerts/read', { ids: [`id${NUL}`] })],
          ['event path', () => c.post('/api/events', { events: [{ name: 'page_view', path: `/x${NUL}` }] })],
          [
            'event prop key',
            () => c.post('/api/events', { events: [{ name: 'page_view', props: { [`k${NUL}`]: 'v' } }] }),
          ],
          ['watch title', () => c.post('/api/watches', { url: 'https://shop.example/item', title: `Kettle${NUL}` })],
          [
            'half a surrogate pair',
            () => c.post(`/api/analyses/${analysis.id}/comments`, { authorName: 'Ann\ud800', content: 'Hi' }),
          ],
          ['community search', () => c.get(`/api/public?q=${encodeURIComponent(`kettle${NUL}`)}`)],
          ['community cursor', () => c.get(`/api/public?cursor=${encodeURIComponent(`x${NUL}`)}`)],
          ['history cursor', () => c.get(`/api/analyses?cursor=${encodeURIComponent(`x${NUL}`)}`)],
          [
            'likes fingerprint',
            () => c.get(`/api/analyses/${analysis.id}/likes?userFingerprint=${encodeURIComponent(`fp${NUL}`)}`),
          ],
          ['shared token', () => c.get(`/api/shared/${encodeURIComponent(`${token}${NUL}`)}`)],
          ['analysis id', () => c.get(`/api/analyses/${encodeURIComponent(`${analysis.id}${NUL}`)}`)],
          ['watch id', () => c.get(`/api/watches/${encodeURIComponent(`w${NUL}`)}`)],
          ['currency', () => c.get(`/api/exchange-rates?currency=${encodeURIComponent(`US${NUL}`)}`)],
          ['landed-cost category', () => c.get(`/api/landed-cost/category/${encodeURIComponent(`x${NUL}`)}`)],
        ];
        const mine: Array<[string, number, unknown]> = [];
        for (const [label, send] of bad) {
          const res = await send();
          mine.push([label, res.status, await res.json()]);
        }
        answers[dialect] = mine;
        // Nothing of it was stored.
        const comments = await t.deps.database.db.selectFrom('comments').select('id').execute();
        const events = await t.deps.database.db.selectFrom('events').select('id').execute();
        const subscriptions = await t.deps.database.db.selectFrom('push_subscriptions').select('endpoint').execute();
        expect([comments.length, events.length, subscriptions.length]).toEqual([0, 0, 0]);
      } finally {
        await t.close();
      }
    }
    const mine = answers[dialect]!;
    for (const [label, status, body] of mine) {
      expect([label, status], JSON.stringify(body)).toEqual([label, expect.any(Number)]);
      expect(status, `${label}: ${JSON.stringify(body)}`).toBeGreaterThanOrEqual(400);
      expect(status, `${label}: ${JSON.stringify(body)}`).toBeLessThan(500);
    }
    // Ids and tokens are not found (they are no id); every text anywhere else is refused as such.
    const bodyRefusals = mine.filter(([label]) => !/token|id$/.test(label));
    for (const [label, status, body] of bodyRefusals) {
      expect([label, status, (body as { code: string }).code], JSON.stringify(body)).toEqual([
        label,
        400,
        'invalid_request',
      ]);
      expect((body as { error: string }).error, label).toMatch(/must not hold control characters/);
    }
    const other = answers[dialect === 'sqlite' ? 'postgres' : 'sqlite'];
    if (other) expect(mine).toEqual(other);
  }, 60_000);
});
