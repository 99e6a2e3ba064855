import { afterEach, describe, expect, it } from 'vitest';
import { setBrandConfig } from '@/lib/brand/config.ts';
import { DEFAULT_BRAND_CONFIG } from '@/lib/brand/defaults.ts';
import { captureSessionQuery } from '@/lib/session-query.ts';
import { lendDetailsTarget } from './loan-quote.ts';

describe('lendDetailsTarget', () => {
  const openPage = () => {
    window.history.replaceState(null, '', '/confirmLoan?sessionid=s1&productId=7&deviceId=d1');
    captureSessionQuery();
    setBrandConfig({ ...DEFAULT_BRAND_CONFIG, allowedRedirectHosts: ['partner.example'] });
  };
  afterEach(() => {
    setBrandConfig(null);
    window.history.replaceState(null, '', '/');
    captureSessionQuery();
  });

  it('adds the session query and from=confirm on our own origin', () => {
    openPage();
    const target = new URL(lendDetailsTarget('/loanDetail?orderId=O1#x') ?? '');
    expect(target.origin).toBe(window.location.origin);
    expect(target.hash).toBe('#x');
    expect(Object.fromEntries(target.searchParams)).toMatchObject({
      orderId: 'O1',
      sessionid: 's1',
      deviceId: 'd1',
      from: 'confirm',
    });
  });

  it('sends an allow-listed partner the address as given, never the session', () => {
    openPage();
    const given = 'https://partner.example/loan?orderId=O1';
    expect(lendDetailsTarget(given)).toBe(given);
    expect(lendDetailsTarget(given)).not.toContain('s1');
  });

  it('refuses hosts off the allowlist', () => {
    openPage();
    expect(lendDetailsTarget('https://evil.example/loanDetail')).toBeNull();
  });
});
