import { describe, expect, it } from 'vitest';
import { loadConfig } from './env.ts';

describe('configuration', () => {
  it('runs on embedded defaults with no settings at all', () => {
    const c = loadConfig({});
    expect(c.PORT).toBe(8080);
    expect(c.DATA_DIR).toBe('./data');
    expect(c.DATABASE_URL).toBeUndefined();
    expect(c.OPENAI_API_KEY).toBeUndefined();
    expect(c.SERPAPI_KEY).toBeUndefined();
    expect(c.FETCH_ALLOW_PRIVATE).toEqual([]);
  });

  it.each([
    [{ PORT: 'eighty' }, /PORT/],
    [{ DATABASE_URL: 'not a url' }, /DATABASE_URL/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL/],
  ])('stops with a message naming the bad key %o', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('splits the test-only private fetch allow-list', () => {
    expect(loadConfig({ FETCH_ALLOW_PRIVATE: '127.0.0.1:9000, localhost:81' }).FETCH_ALLOW_PRIVATE).toEqual([
      '127.0.0.1:9000',
      'localhost:81',
    ]);
  });
});
