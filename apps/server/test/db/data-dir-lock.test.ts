import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DATA_DIR_LOCK_FILE, lockDataDir } from '../../src/db/data-dir-lock.ts';
import { createPgliteDatabase } from '../../src/db/database.ts';

const dirs: string[] = [];
function scratchDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'loan-lock-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the PGlite data directory', () => {
  it('is claimed by one process: a second opening is refused with the holder named', () => {
    const dir = scratchDir();
    const release = lockDataDir(dir);
    expect(readFileSync(join(dir, DATA_DIR_LOCK_FILE), 'utf8')).toBe(String(process.pid));
    expect(() => lockDataDir(dir)).toThrow(`in use by process ${process.pid}`);
    release();
    expect(existsSync(join(dir, DATA_DIR_LOCK_FILE))).toBe(false);
    lockDataDir(dir)();
  });

  it('is taken over from a process that no longer runs', () => {
    const dir = scratchDir();
    const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
    writeFileSync(join(dir, DATA_DIR_LOCK_FILE), gone.stdout.toString());
    const release = lockDataDir(dir);
    expect(readFileSync(join(dir, DATA_DIR_LOCK_FILE), 'utf8')).toBe(String(process.pid));
    release();
  });

  it('is locked while a database has it open, and free again once it is closed', async () => {
    const dir = scratchDir();
    const first = createPgliteDatabase(dir);
    await first.selectNoFrom((eb) => eb.lit(1).as('one')).execute();
    const second = createPgliteDatabase(dir);
    await expect(second.selectNoFrom((eb) => eb.lit(1).as('one')).execute()).rejects.toThrow(
      'in use by process',
    );
    await second.destroy();
    await first.destroy();
    const third = createPgliteDatabase(dir);
    await third.selectNoFrom((eb) => eb.lit(1).as('one')).execute();
    await third.destroy();
  });
});
