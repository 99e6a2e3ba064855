import { describe, expect, it } from 'vitest';
import { chooseLocale, localeFromAcceptLanguage, localeOf } from './locale.ts';

describe('the borrower language', () => {
  it('reads language tags of both languages', () => {
    expect(localeOf('fil-PH')).toBe('fil');
    expect(localeOf('tl')).toBe('fil');
    expect(localeOf('en-US')).toBe('en');
    expect(localeOf('zh')).toBeUndefined();
    expect(localeOf(['fil'])).toBeUndefined();
  });

  it('takes the best weighted Accept-Language we speak', () => {
    expect(localeFromAcceptLanguage('zh-CN, fil;q=0.8, en;q=0.9')).toBe('en');
    expect(localeFromAcceptLanguage('zh-CN, fil-PH;q=0.9, en;q=0.5')).toBe('fil');
    expect(localeFromAcceptLanguage('fil;q=0, en')).toBe('en');
    expect(localeFromAcceptLanguage('de')).toBeUndefined();
  });

  it('ranks the query over the saved choice over Accept-Language', () => {
    const acceptLanguage = 'fil-PH';
    expect(chooseLocale({ query: 'en', saved: 'fil', acceptLanguage })).toBe('en');
    expect(chooseLocale({ query: 'xx', saved: 'en', acceptLanguage })).toBe('en');
    expect(chooseLocale({ saved: null, acceptLanguage })).toBe('fil');
    expect(chooseLocale({})).toBe('en');
  });
});
