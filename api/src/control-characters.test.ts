// Control characters in request text, on both engines: PostgreSQL refused a NUL in any text with a 500
// (a comment's name, a push endpoint, alert ids, an event's path, a photo form's product name after the
// model ran) where SQLite stored it. Every request, JSON, query or multipart form, now refuses them
// before anything is stored or any model runs, with a 400 naming the field, and the same bad inputs get
// the same answers from SQLite and PostgreSQL (the PostgreSQL lane runs with TEST_DATABASE_URL).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { controlCharacterPath } from '@costlens/contracts';
import type { Dialect } from './db/database.ts';
import { answerWith, MODEL_ANALYSIS } from '../test/fixtures/openai/answers.ts';
import { client, describeEachDialect, makeTestApp } from '../test/harness.ts';
import { startReplayServer } from '../test/replay-server.ts';
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

type Answer = [label: string, status: number, body: unknown];

/** A real phone photo (test/fixtures/photos/PROVENANCE.md): the forms below carry it, so only their words
 *  can be wrong. */
const CUP = new Uint8Array(readFileSync(new URL('../test/fixtures/photos/cup-1.jpg', import.meta.url)));
/** Half a surrogate pair as a form carries it: its three UTF-8-like bytes, which decode to nothing valid. */
const HALF_SURROGATE = new Uint8Array([0xed, 0xa0, 0x80]);
const BAD_FORM_TEXT: Array<[string, Uint8Array]> = [
  ['NUL', new TextEncoder().encode(`Chair${NUL}x`)],
  ['BEL', new TextEncoder().encode('Chair\u0007')],
  ['DEL', new TextEncoder().encode('Chair\u007f')],
  ['a C1 control', new TextEncoder().encode('Chair\u0085')],
  ['half a surrogate pair', new Uint8Array([...new TextEncoder().encode('Chair'), ...HALF_SURROGATE])],
];
const FORM_FIELDS = ['productName', 'productCategory', 'replaces', 'type'];

/** A multipart form as bytes, built by hand so a text part can hold any bytes at all. */
function multipart(parts: Array<{ name: string; bytes: Uint8Array; filename?: string }>): {
  body: Uint8Array<ArrayBuffer>;
  type: string;
} {
  const boundary = 'controlcharacterboundary';
  const enc = new TextEncoder();
  const pieces: Uint8Array[] = [];
  for (const part of parts) {
    const file = part.filename ? `; filename="${part.filename}"\r\nContent-Type: image/jpeg` : '';
    pieces.push(enc.encode(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"${file}\r\n\r\n`));
    pieces.push(part.bytes, enc.encode('\r\n'));
  }
  pieces.push(enc.encode(`--${boundary}--\r\n`));
  const body = new Uint8Array(pieces.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of pieces) {
    body.set(p, at);
    at += p.length;
  }
  return { body, type: `multipart/form-data; boundary=${boundary}` };
}

/** The answers of one engine to every bad input; each engine is asked once per run. */
const answers = new Map<Dialect, Promise<Answer[]>>();
const answersOn = (dialect: Dialect) => {
  let mine = answers.get(dialect);
  if (!mine) answers.set(dialect, (mine = collectAnswers(dialect)));
  return mine;
};

async function collectAnswers(dialect: Dialect): Promise<Answer[]> {
  // The model answers at the wire: a refused form must never reach it.
  const model = await startReplayServer(() => ({ status: 200, json: answerWith(MODEL_ANALYSIS) }));
  const t = await makeTestApp(dialect, {
    env: { OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: `${model.url}/v1` },
  });
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
    const sendForm = (path: string, field: string, bytes: Uint8Array) => {
      const { body, type } = multipart([
        { name: 'image', bytes: CUP, filename: 'photo.jpg' },
        { name: field, bytes },
      ]);
      return c.send(path, { method: 'POST', body, headers: { 'content-type': type } });
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
      ['like fingerprint', () => c.post(`/api/analyses/${analysis.id}/like`, { userFingerprint: `fp-12345678${NUL}` })],
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
      ['event prop key', () => c.post('/api/events', { events: [{ name: 'page_view', props: { [`k${NUL}`]: 'v' } }] })],
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
      ...FORM_FIELDS.flatMap((field) =>
        BAD_FORM_TEXT.map(([what, bytes]): [string, () => Promise<Response>] => [
          `photo form ${field} with ${what}`,
          () => sendForm('/api/analyze', field, bytes),
        ]),
      ),
      [
        'identify form productName with NUL',
        () => sendForm('/api/identify-product', 'productName', BAD_FORM_TEXT[0]![1]),
      ],
    ];
    const mine: Answer[] = [];
    for (const [label, send] of bad) {
      const res = await send();
      mine.push([label, res.status, await res.json()]);
    }
    // Nothing of it was stored (the seeded analysis is the only one), and no photo reached the model.
    const db = t.deps.database.db;
    const stored = await Promise.all([
      db.selectFrom('comments').select('id').execute(),
      db.selectFrom('events').select('id').execute(),
      db.selectFrom('push_subscriptions').select('endpoint').execute(),
      db.selectFrom('analyses').select('id').execute(),
    ]);
    expect(stored.map((rows) => rows.length)).toEqual([0, 0, 0, 1]);
    expect(model.requests).toHaveLength(0);
    return mine;
  } finally {
    await t.close();
    await model.close();
  }
}

/** Ids and tokens with a control character are no id: not found. Every other text is refused as such. */
const expectedStatus = (label: string) => (/token|id$/.test(label) ? 404 : 400);

describeEachDialect('requests with control characters on %s', (dialect) => {
  it('are refused with 400 naming the field, the same on every engine', async () => {
    const mine = await answersOn(dialect);
    expect(mine.map(([label, status]) => [label, status])).toEqual(
      mine.map(([label]) => [label, expectedStatus(label)]),
    );
    for (const [label, status, body] of mine.filter(([, status]) => status === 400)) {
      expect([label, status, (body as { code: string }).code], JSON.stringify(body)).toEqual([
        label,
        400,
        'invalid_request',
      ]);
      expect((body as { error: string }).error, label).toMatch(/must not hold control characters/);
    }
    // Each multipart field is named in its refusal, as a JSON field is.
    for (const [label, , body] of mine.filter(([label]) => label.includes(' form '))) {
      expect((body as { field?: string }).field, label).toBe(label.split(' ')[2]);
    }
    // PostgreSQL's answers are compared with SQLite's, asked here if that suite did not run.
    if (dialect !== 'sqlite') expect(mine).toEqual(await answersOn('sqlite'));
  }, 120_000);
});
