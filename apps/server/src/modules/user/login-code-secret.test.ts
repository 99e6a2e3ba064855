import { describe, expect, it } from 'vitest';
import { generateLoginCode, hashLoginCode, loginCodeMatches } from './login-code-secret.ts';

describe('login code secrets', () => {
  it('generates six digits', () => {
    for (let i = 0; i < 200; i++) expect(generateLoginCode()).toMatch(/^\d{6}$/);
  });

  it('hashes with the pepper and the phone', () => {
    const hash = hashLoginCode('pepper-pepper-pepper', '09171234567', '123456');
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toBe(hashLoginCode('other-pepper-pepper', '09171234567', '123456'));
    expect(hash).not.toBe(hashLoginCode('pepper-pepper-pepper', '09170000000', '123456'));
  });

  it('matches only the right code', () => {
    const hash = hashLoginCode('pepper-pepper-pepper', '09171234567', '123456');
    expect(loginCodeMatches('pepper-pepper-pepper', '09171234567', '123456', hash)).toBe(true);
    expect(loginCodeMatches('pepper-pepper-pepper', '09171234567', '123457', hash)).toBe(false);
    expect(loginCodeMatches('pepper-pepper-pepper', '09171234567', '123456', 'abc')).toBe(false);
  });
});
