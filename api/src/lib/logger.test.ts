// No log line holds a configured secret, however it got there: a vendor's error text echoing its key,
// a request address carrying it, a nested error. Everything else is logged as it is.
import { describe, expect, it } from 'vitest';
import { configuredSecrets, loadConfig } from '../env.ts';
import { createLogger, REDACTED } from './logger.ts';

const KEY = 'sk-live-Abc123/xyz+"quoted"';
const SERP = 'serpapi0123456789abcdef';

function logged(fields: Record<string, unknown>, msg = 'provider call failed'): string {
  const lines: string[] = [];
  createLogger('debug', (l) => lines.push(l), [KEY, SERP]).warn(msg, fields);
  return lines.join('\n');
}

describe('log scrubbing', () => {
  it.each([
    ['a vendor error echoing the key', { err: `Invalid API key provided: ${KEY}` }],
    ['a request address with the key in its query', { url: `https://serpapi.com/search.json?q=x&api_key=${SERP}` }],
    ['the key URL-encoded', { url: `https://x.example/?k=${encodeURIComponent(KEY)}` }],
    ['a nested error', { err: { cause: { message: `401 for key ${SERP}` } } }],
    ['the message itself', {}, `bad key ${KEY}`],
  ])('scrubs %s', (_label, fields, msg?: string) => {
    const line = logged(fields, msg);
    expect(line).not.toContain(SERP);
    expect(line).not.toContain('Abc123');
    expect(line).toContain(REDACTED);
    expect(() => JSON.parse(line)).not.toThrow();
  });

  it('logs everything else as it is', () => {
    const line = JSON.parse(logged({ status: 502, what: 'Price comparison' })) as Record<string, unknown>;
    expect(line).toMatchObject({ level: 'warn', msg: 'provider call failed', status: 502, what: 'Price comparison' });
  });

  it('knows the configured secrets: both vendor keys and the database password', () => {
    const config = loadConfig({
      OPENAI_API_KEY: 'sk-openai-secret-1',
      SERPAPI_KEY: 'serp-secret-2',
      DATABASE_URL: 'postgres://costlens:p%40ss%2Fword@db.example:5432/costlens',
    });
    expect(configuredSecrets(config)).toEqual(['sk-openai-secret-1', 'serp-secret-2', 'p@ss/word']);
  });
});
