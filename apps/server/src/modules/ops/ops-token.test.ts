import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ensureOpsToken, readOpsTokenFile } from './ops-token.ts';

describe('ensureOpsToken', () => {
  const dataDir = () => join(mkdtempSync(join(tmpdir(), 'loan-ops-token-')), 'data');

  it('uses OPS_TOKEN as given, writing nothing', () => {
    const dir = dataDir();
    expect(ensureOpsToken({ opsToken: 't'.repeat(30), isProduction: true, dataDir: dir })).toEqual({
      token: 't'.repeat(30),
    });
    expect(readOpsTokenFile(dir)).toBeUndefined();
  });

  it('is off in production without OPS_TOKEN', () => {
    expect(
      ensureOpsToken({ opsToken: undefined, isProduction: true, dataDir: dataDir() }),
    ).toBeUndefined();
  });

  it('outside production writes a fresh random token, readable by its owner only', () => {
    const dir = dataDir();
    const first = ensureOpsToken({ opsToken: undefined, isProduction: false, dataDir: dir })!;
    expect(first.token).toMatch(/^[\w-]{43}$/);
    expect(first.file).toBe(join(dir, 'ops-token'));
    expect(statSync(first.file!).mode & 0o777).toBe(0o600);
    expect(readFileSync(first.file!, 'utf8')).toBe(`${first.token}\n`);
    expect(readOpsTokenFile(dir)).toBe(first.token);
    const second = ensureOpsToken({ opsToken: undefined, isProduction: false, dataDir: dir })!;
    expect(second.token).not.toBe(first.token);
  });
});
