import { describe, expect, it } from 'vitest';
import { safeUrl } from './safe-url.ts';

const options = { origin: 'https://app.example.com', allowedHosts: ['pay.example.net'] };

describe('safeUrl', () => {
  it('allows the own origin, relative paths included', () => {
    expect(safeUrl('https://app.example.com/loanDetail?id=1', options)).toBe(
      'https://app.example.com/loanDetail?id=1',
    );
    expect(safeUrl('/complaint', options)).toBe('https://app.example.com/complaint');
  });

  it('allows hosts on the allowlist, http or https', () => {
    expect(safeUrl('https://pay.example.net/checkout/1', options)).toBe(
      'https://pay.example.net/checkout/1',
    );
    expect(safeUrl('http://PAY.example.net/x', options)).toBe('http://pay.example.net/x');
  });

  it('refuses other hosts and look-alikes', () => {
    expect(safeUrl('https://evil.example.org/', options)).toBeNull();
    expect(safeUrl('https://pay.example.net.evil.org/', options)).toBeNull();
    expect(safeUrl('https://pay.example.net@evil.org/', options)).toBeNull();
    expect(safeUrl('//evil.org/x', options)).toBeNull();
  });

  it('refuses script, data and other schemes', () => {
    expect(safeUrl('javascript:alert(1)', options)).toBeNull();
    expect(safeUrl(' JavaScript:alert(1)', options)).toBeNull();
    expect(safeUrl('data:text/html,<script>x</script>', options)).toBeNull();
    expect(safeUrl('ftp://pay.example.net/x', options)).toBeNull();
    expect(safeUrl('tel:123', options)).toBeNull();
  });

  it('refuses empty input', () => {
    expect(safeUrl('', options)).toBeNull();
    expect(safeUrl(undefined, options)).toBeNull();
    expect(safeUrl(null, options)).toBeNull();
  });

  it("defaults to the page's origin and the brand's allowlist", () => {
    expect(safeUrl('/x')).toBe(`${window.location.origin}/x`);
    expect(safeUrl('https://pay.example.net/x')).toBeNull();
  });
});
