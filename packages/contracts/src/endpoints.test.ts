import { describe, expect, it } from 'vitest';
import { ENDPOINT_SCHEMAS } from './endpoint-schemas.ts';
import { ENDPOINTS, endpointUrl, matchEndpoint, routePath } from './endpoints.ts';
import { ErrorBody } from './common.ts';

describe('the endpoint record', () => {
  it('gives every endpoint a schema pair and a distinct method and path', () => {
    expect(Object.keys(ENDPOINT_SCHEMAS).sort()).toEqual(Object.keys(ENDPOINTS).sort());
    const keys = Object.values(ENDPOINTS).map((e) => `${e.method} ${e.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('fills path parameters encoded and drops empty query values', () => {
    expect(endpointUrl('getAnalysis', { id: 'a b/c' })).toBe('/api/analyses/a%20b%2Fc');
    expect(endpointUrl('listPublic', {}, { q: 'red mug', cursor: null, limit: 20 })).toBe(
      '/api/public?q=red%20mug&limit=20',
    );
    expect(() => endpointUrl('getShared', {} as { token: string })).toThrow(/token/);
  });

  it.each([
    ['GET', '/api/analyses/abc', 'getAnalysis'],
    ['GET', '/api/analyses/abc/comments', 'listComments'],
    ['POST', '/api/analyses/abc/comments', 'addComment'],
    ['post', '/api/price-compare/amazon', 'amazon'],
    ['GET', '/api/price-compare', null],
    ['GET', '/api/analyses/abc/def', null],
    ['GET', '/app/analyses', null],
  ])('%s %s is %s', (method, path, name) => {
    expect(matchEndpoint(method, path)).toBe(name);
  });

  it('gives routers mounted at /api their relative path', () => {
    expect(routePath('getAnalysis')).toBe('/analyses/:id');
    expect(routePath('health')).toBe('/health');
  });

  it('reads error bodies with and without a code, and refuses an unknown code', () => {
    expect(ErrorBody.parse({ error: 'Busy', code: 'busy', retryable: true }).code).toBe('busy');
    expect(ErrorBody.parse({ error: 'Old answer' }).code).toBeUndefined();
    expect(ErrorBody.safeParse({ error: 'x', code: 'whatever' }).success).toBe(false);
  });
});
