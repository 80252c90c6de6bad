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

  it('requires PUBLIC_ORIGIN or ALLOWED_HOSTS in production: share links are never built on a Host header', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/PUBLIC_ORIGIN/);
    expect(loadConfig({ NODE_ENV: 'production', PUBLIC_ORIGIN: 'https://costlens.example' }).NODE_ENV).toBe(
      'production',
    );
    expect(
      loadConfig({ NODE_ENV: 'production', ALLOWED_HOSTS: 'Costlens.example, www.costlens.example' }).ALLOWED_HOSTS,
    ).toEqual(['costlens.example', 'www.costlens.example']);
  });

  it('has defaults for every limit and budget, and takes a key left blank as unset', () => {
    const c = loadConfig({ PAGE_READ_WORKERS: '', SERPAPI_CLIENT_DAILY_CALLS: '' });
    expect(c.PAGE_READ_WORKERS).toBeGreaterThanOrEqual(1);
    expect(c).toMatchObject({
      PAGE_READ_WAITING: 8,
      PAGE_READ_TIME_LIMIT_MS: 5_000,
      PRODUCT_CONCURRENCY: 8,
      ESTIMATOR_MAX_WAITING: 8,
      UPLOAD_MEMORY_BUDGET_MB: 64,
      SERPAPI_DAILY_CALLS: 250,
      SERPAPI_CLIENT_DAILY_CALLS: 40,
      OPENAI_DAILY_CALLS: 500,
      OPENAI_CLIENT_DAILY_CALLS: 60,
      EVENTS_RETENTION_DAYS: 30,
      EVENTS_MAX_ROWS: 200_000,
    });
    expect(() => loadConfig({ SERPAPI_DAILY_CALLS: '-1' })).toThrow(/SERPAPI_DAILY_CALLS/);
  });

  it('refuses the test-only push service in production', () => {
    const env = { PUBLIC_ORIGIN: 'https://costlens.example', TEST_ONLY_PUSH_SERVICE: '127.0.0.1:9443' };
    expect(loadConfig(env).TEST_ONLY_PUSH_SERVICE).toEqual(['127.0.0.1:9443']);
    expect(() => loadConfig({ ...env, NODE_ENV: 'production' })).toThrow(/TEST_ONLY_PUSH_SERVICE/);
  });

  it('splits the test-only private fetch allow-list', () => {
    expect(loadConfig({ FETCH_ALLOW_PRIVATE: '127.0.0.1:9000, localhost:81' }).FETCH_ALLOW_PRIVATE).toEqual([
      '127.0.0.1:9000',
      'localhost:81',
    ]);
  });
});
