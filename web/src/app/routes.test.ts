import { describe, expect, it } from 'vitest';
import { matchPath } from './routes.ts';

describe('matchPath', () => {
  it('matches literal segments and names the parameters', () => {
    expect(matchPath('/public', '/public')).toEqual({});
    expect(matchPath('/shared/:shareToken', '/shared/abc_DEF-1')).toEqual({ shareToken: 'abc_DEF-1' });
    expect(matchPath('/watching/:id', '/watching/w%201')).toEqual({ id: 'w 1' });
  });

  it('does not match other paths, missing parameters or extra segments', () => {
    expect(matchPath('/public', '/flights')).toBeNull();
    expect(matchPath('/shared/:shareToken', '/shared/')).toBeNull();
    expect(matchPath('/shared/:shareToken', '/shared/a/b')).toBeNull();
    expect(matchPath('/', '/public')).toBeNull();
  });
});
