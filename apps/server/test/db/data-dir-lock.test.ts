import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DATA_DIR_LOCK_FILE, lockDataDir } from '../../src/db/data-dir-lock.ts';
import { createPgliteDatabase } from '../../src/db/database.ts';

const LOCK_MODULE = new URL('../../src/db/data-dir-lock.ts', import.meta.url).href;

const dirs: string[] = [];
const children: ChildProcess[] = [];
function scratchDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'loan-lock-'));
  dirs.push(dir);
  return dir;
}
afterEach(async () => {
  for (const child of children.splice(0)) {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = once(child, 'exit');
      child.kill('SIGKILL');
      await exited;
    }
  }
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** Another process claims `dir`; it prints `claimed` and then holds the folder until killed. */
async function holderProcess(dir: string): Promise<ChildProcess> {
  const script = `import { lockDataDir } from ${JSON.stringify(LOCK_MODULE)};
lockDataDir(process.env.LOCK_DIR); process.stdout.write('claimed'); setInterval(() => {}, 60_000);`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
    env: { ...process.env, LOCK_DIR: dir },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  const [first] = (await once(child.stdout as NodeJS.ReadableStream, 'data')) as [Buffer];
  expect(first.toString()).toBe('claimed');
  return child;
}

/** Another process tries to claim `dir` and gives it back at once; its output says how it went. */
function claimFromAnotherProcess(dir: string): string {
  const script = `import { lockDataDir } from ${JSON.stringify(LOCK_MODULE)};
try { lockDataDir(process.env.LOCK_DIR)(); process.stdout.write('claimed'); }
catch (error) { process.stdout.write(error.message); }`;
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
    env: { ...process.env, LOCK_DIR: dir },
  });
  expect(result.stderr.toString()).toBe('');
  return result.stdout.toString();
}

/** Linux process state letter: 'Z' is a process that has died and not been reaped yet. */
function processState(pid: number): string {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3);
}

/**
 * Dead and unreaped: its main thread is a zombie and its other threads are gone (a thread leaves
 * the list only after closing its share of the files; the main thread can turn zombie first).
 */
function isZombie(pid: number): boolean {
  return processState(pid) === 'Z' && readdirSync(`/proc/${pid}/task`).length === 1;
}

/**
 * Waits without yielding to the event loop, so this process cannot reap the child meanwhile:
 * when it returns, the child is dead and still unreaped.
 */
function blockUntilZombie(pid: number): void {
  const pause = new Int32Array(new SharedArrayBuffer(4));
  for (let i = 0; i < 2_000 && !isZombie(pid); i++) Atomics.wait(pause, 0, 0, 5);
  expect(isZombie(pid)).toBe(true);
}

describe('the PGlite data directory', () => {
  it('is refused to a second claim in the same process, with the holder named', () => {
    const dir = scratchDir();
    const release = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(`is in use by process ${process.pid}`);
    release();
    lockDataDir(dir)();
  });

  it('is refused to another process while this one holds it, and given once released', () => {
    const dir = scratchDir();
    const release = lockDataDir(dir);
    expect(claimFromAnotherProcess(dir)).toContain(`is in use by process ${process.pid}`);
    release();
    expect(claimFromAnotherProcess(dir)).toBe('claimed');
  });

  it('is refused here while another living process holds it', async () => {
    const dir = scratchDir();
    const holder = await holderProcess(dir);
    expect(() => lockDataDir(dir)).toThrow(`is in use by process ${holder.pid}`);
  });

  it('can be claimed as soon as its holder is killed, before the dead process is reaped', async () => {
    const dir = scratchDir();
    const holder = await holderProcess(dir);
    const pid = holder.pid as number;
    const exited = once(holder, 'exit');
    holder.kill('SIGKILL');
    blockUntilZombie(pid);
    const release = lockDataDir(dir);
    expect(isZombie(pid)).toBe(true);
    expect(readFileSync(join(dir, DATA_DIR_LOCK_FILE), 'utf8')).toBe(String(process.pid));
    release();
    await exited;
  });

  it('is not held by a lock file alone, even one naming a living process', () => {
    const dir = scratchDir();
    // What an earlier server left behind: a process id, here one that is always running.
    writeFileSync(join(dir, DATA_DIR_LOCK_FILE), '1');
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
      `is in use by process ${process.pid}`,
    );
    await second.destroy();
    expect(claimFromAnotherProcess(dir)).toContain(`is in use by process ${process.pid}`);
    await first.destroy();
    expect(claimFromAnotherProcess(dir)).toBe('claimed');
  });
});
