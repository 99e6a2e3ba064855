import { afterEach, describe, expect, it } from 'vitest';
import { captureRequestCookies, readPageCookie, setSessionCookie } from './page-cookies.ts';

describe('page cookies', () => {
  afterEach(() => {
    captureRequestCookies(null);
    document.cookie = 'flag=; path=/; max-age=0';
  });

  it("reads the browser's cookies, and sets one for the session", () => {
    expect(readPageCookie('flag')).toBeNull();
    setSessionCookie('flag', 'a b');
    expect(readPageCookie('flag')).toBe('a b');
  });

  it('reads the request cookies while the server renders a page', () => {
    captureRequestCookies('other=1; flag=x%3Dy');
    expect(readPageCookie('flag')).toBe('x=y');
    expect(readPageCookie('missing')).toBeNull();
  });
});
