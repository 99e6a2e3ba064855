import { describe, expect, it } from 'vitest';
import { setCookie } from './cookie.ts';

describe('setCookie', () => {
  it('sets an encoded site-wide cookie that expires at the end of year 9999', () => {
    const writes: string[] = [];
    const doc = {
      location: { protocol: 'https:' },
      set cookie(value: string) {
        writes.push(value);
      },
    } as unknown as Document;
    setCookie('lang code', 'en US', doc);
    expect(writes).toEqual([
      'lang%20code=en%20US; expires=Fri, 31 Dec 9999 23:59:59 GMT; path=/; SameSite=Lax; Secure',
    ]);
  });

  it('is readable back from the document', () => {
    setCookie('theme', 'light');
    expect(document.cookie).toContain('theme=light');
  });
});
