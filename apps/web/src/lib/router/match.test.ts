import { describe, expect, it } from 'vitest';
import { matchFirst, matchPath } from './match.ts';

describe('matchPath', () => {
  it('matches the whole path, ignoring case and a trailing slash', () => {
    expect(matchPath('/About', '/About')).toBe(true);
    expect(matchPath('/About', '/about/')).toBe(true);
    expect(matchPath('/', '/')).toBe(true);
    expect(matchPath('/About', '/About/team')).toBe(false);
    expect(matchPath('/loanDetail', '/loan')).toBe(false);
  });

  it('lets * match anything, and picks the first match in order', () => {
    expect(matchPath('*', '/anything')).toBe(true);
    const paths = [{ path: '/a' }, { path: '*' }];
    expect(matchFirst(paths, '/A')).toBe(paths[0]);
    expect(matchFirst(paths, '/b')).toBe(paths[1]);
  });
});
