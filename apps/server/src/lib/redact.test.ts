import { describe, expect, it } from 'vitest';
import { maskPhone, redactUrl } from './redact.ts';

describe('redactUrl', () => {
  it('hides the session token and other secrets in the query', () => {
    expect(redactUrl('/api/x?appVersion=1&sessionid=abc123&orderId=9')).toBe(
      '/api/x?appVersion=1&sessionid=[redacted]&orderId=9',
    );
    expect(redactUrl('/api/dev/sms?phone=09171234567')).toBe('/api/dev/sms?phone=[redacted]');
    expect(redactUrl('/customerService?SessionId=abc#top')).toBe(
      '/customerService?SessionId=[redacted]#top',
    );
  });

  it('leaves other URLs alone', () => {
    expect(redactUrl('/api/health')).toBe('/api/health');
    expect(redactUrl('/x?mysessionid=1')).toBe('/x?mysessionid=1');
  });
});

describe('maskPhone', () => {
  it('keeps only the ends', () => {
    expect(maskPhone('09171234567')).toBe('0917****567');
  });
});
