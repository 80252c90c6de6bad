import { Hono } from 'hono';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { sendEncoded } from '../compression/encoded-answer.ts';
import { answerCache } from './answer-cache.ts';

const json = (n: number) => JSON.stringify({ items: Array.from({ length: n }, (_, i) => ({ i, name: `item ${i}` })) });

describe('answers kept per process', () => {
  it('answers a kept answer only at the version it was made at', () => {
    const cache = answerCache<{ owner: string }>(1024 * 1024);
    cache.put('page', '3', json(2), { owner: 'a' });
    expect(cache.get('page', '3')?.about).toEqual({ owner: 'a' });
    expect(cache.get('page', '4')).toBeUndefined();
    expect(cache.peek('page')?.version).toBe('3');
    expect(cache.get('other', '3')).toBeUndefined();
    cache.put('page', '4', json(3), { owner: 'a' });
    expect(cache.get('page', '3')).toBeUndefined();
    expect(cache.get('page', '4')).toBeDefined();
  });

  it('holds at most its bytes, dropping the least recently used first', () => {
    const one = Buffer.byteLength(json(40));
    const cache = answerCache(3 * (one + 300));
    for (const key of ['a', 'b', 'c']) cache.put(key, '1', json(40), undefined);
    cache.get('a', '1'); // used again: now the most recent
    cache.put('d', '1', json(40), undefined);
    expect(['a', 'b', 'c', 'd'].filter((k) => cache.peek(k))).toEqual(['a', 'c', 'd']);
  });

  it('counts the encodings made for an answer against its bytes', async () => {
    const one = Buffer.byteLength(json(200));
    const cache = answerCache(2 * one + 2 * 300);
    const first = cache.put('a', '1', json(200), undefined);
    cache.put('b', '1', json(200), undefined);
    await first.answer.bytes('gzip');
    cache.peek('a'); // recounted with its gzip copy: now more than fits beside b
    expect(cache.peek('b')).toBeUndefined();
    expect(cache.peek('a')).toBeDefined();
  });

  it('sends a kept answer as each client asks for it, compressed once per encoding', async () => {
    const cache = answerCache(1024 * 1024);
    const kept = cache.put('a', '1', json(200), undefined);
    const app = new Hono().get('/', (c) => sendEncoded(c, kept.answer));
    const plain = await app.request('/');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toBe('Accept-Encoding');
    expect(await plain.text()).toBe(json(200));
    const br = await app.request('/', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(json(200));
    const gzip = await app.request('/', { headers: { 'accept-encoding': 'gzip' } });
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(json(200));
    expect(kept.answer.bytes('br')).toBe(kept.answer.bytes('br'));
  });

  it('sends a small answer as it is, whatever the client accepts', async () => {
    const kept = answerCache(1024).put('a', '1', '{"ok":true}', undefined);
    const app = new Hono().get('/', (c) => sendEncoded(c, kept.answer));
    const res = await app.request('/', { headers: { 'accept-encoding': 'br' } });
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(await res.text()).toBe('{"ok":true}');
  });
});
