import { afterEach, describe, expect, it } from 'vitest';
import {
  captureSessionQuery,
  getPageQueryValue,
  getSessionQuery,
  withSessionIfInApp,
  withSessionQuery,
} from './session-query.ts';

function openPage(url: string) {
  window.history.replaceState(null, '', url);
  captureSessionQuery();
}

afterEach(() => openPage('/'));

describe('session query', () => {
  it('keeps only the session keys present when the app started', () => {
    openPage('/x?sessionid=s1&deviceId=d1&building=b&other=1');
    expect(getSessionQuery()).toEqual({ sessionid: 's1', deviceId: 'd1' });
  });

  it('sends product_id and productId together, whichever arrived', () => {
    openPage('/x?product_id=7');
    expect(getSessionQuery()).toEqual({ product_id: '7', productId: '7' });
    openPage('/x?productId=8');
    expect(getSessionQuery()).toEqual({ product_id: '8', productId: '8' });
  });

  it('survives in-app navigation that drops the query', () => {
    openPage('/x?sessionid=s1&gather=g');
    window.history.pushState(null, '', '/elsewhere');
    expect(getSessionQuery()).toEqual({ sessionid: 's1' });
    expect(getPageQueryValue('gather')).toBe('g');
  });

  it('takes the product and order of a screen opened in the app from its address', () => {
    openPage('/myLoans?sessionid=s1&productId=1');
    window.history.pushState(null, '', '/loanDetail?productId=2&orderId=PN-2&sessionid=s1');
    expect(getSessionQuery()).toEqual({
      sessionid: 's1',
      productId: '2',
      product_id: '2',
      orderId: 'PN-2',
    });
    // A screen whose address names a product only is about no order.
    window.history.pushState(null, '', '/confirmLoan?productId=3');
    expect(getSessionQuery()).toEqual({ sessionid: 's1', productId: '3', product_id: '3' });
    window.history.pushState(null, '', '/elsewhere');
    expect(getSessionQuery()).toEqual({ sessionid: 's1', productId: '1', product_id: '1' });
  });

  it('reads page query values, empty when missing', () => {
    openPage('/x?building=b1');
    expect(getPageQueryValue('building')).toBe('b1');
    expect(getPageQueryValue('swift')).toBe('');
  });

  it('builds in-app links that keep the session and header sources', () => {
    openPage('/x?sessionid=s1&productId=3&eyes=e&utm=x');
    expect(withSessionQuery('/complaint')).toBe(
      '/complaint?sessionid=s1&productId=3&product_id=3&eyes=e',
    );
    expect(withSessionQuery('/detail?problemId=4&sessionid=own')).toBe(
      '/detail?problemId=4&sessionid=own&productId=3&product_id=3&eyes=e',
    );
  });

  it('leaves links alone when there is no session', () => {
    openPage('/x');
    expect(withSessionQuery('/complaint')).toBe('/complaint');
  });

  it('carries the language the page was opened in to every in-app link', () => {
    openPage('/confirmLoan?sessionid=s1&productId=3&lang=fil');
    expect(withSessionQuery('/loanDetail?orderId=9')).toBe(
      '/loanDetail?orderId=9&sessionid=s1&productId=3&product_id=3&lang=fil',
    );
    expect(withSessionQuery('/myLoans?lang=en')).toContain('lang=en');
    expect(withSessionQuery('/myLoans?lang=en')).not.toContain('lang=fil');
  });

  it("gives the server's app pages the session and language, never another site or route", () => {
    openPage('/repayment?sessionid=s1&lang=fil');
    const origin = window.location.origin;
    expect(withSessionIfInApp(`${origin}/repaymentOfCode?payCode=PN1#top`)).toBe(
      `${origin}/repaymentOfCode?payCode=PN1&sessionid=s1&lang=fil#top`,
    );
    const callback = `${origin}/api/payments/callback`;
    expect(withSessionIfInApp(callback)).toBe(callback);
    // The development sandbox's checkout is this server's: it hands them back to the code page.
    expect(withSessionIfInApp(`${origin}/api/payments/sandbox/checkout/PN1`)).toBe(
      `${origin}/api/payments/sandbox/checkout/PN1?sessionid=s1&lang=fil`,
    );
    expect(withSessionIfInApp('https://pay.partner.example/x')).toBe(
      'https://pay.partner.example/x',
    );
  });
});
