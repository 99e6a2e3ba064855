/// <reference path="../types/fs-native-extensions.d.ts" />
import { closeSync, constants, ftruncateSync, openSync, readFileSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { tryLock } from 'fs-native-extensions';

export const DATA_DIR_LOCK_FILE = 'server.lock';

/**
 * Claims a PGlite data directory for this process (decision 0024). PGlite is single-process and
 * does not guard its files: a second server (or `migrate`) opening the same directory corrupts it
 * beyond recovery. The claim is an operating-system lock on `server.lock`, held by an open file:
 * the kernel drops it when the process dies, however it dies, so a killed server never leaves a
 * lock behind. The file's text (the holder's process id) only names the holder in the refusal.
 * Returns the release function.
 */
export function lockDataDir(dataDir: string): () => void {
  const path = join(dataDir, DATA_DIR_LOCK_FILE);
  const fd = openSync(path, constants.O_RDWR | constants.O_CREAT, 0o600);
  let granted = false;
  try {
    granted = tryLock(fd);
  } finally {
    if (!granted) closeSync(fd);
  }
  if (!granted) {
    throw new Error(
      `The data directory ${dataDir} is in use by ${holderOf(path)}: the embedded database ` +
        'takes one process at a time. Stop that process or set another DATA_DIR.',
    );
  }
  ftruncateSync(fd);
  writeSync(fd, String(process.pid), 0);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    // The file stays: removing it would let a newcomer lock a fresh file while a claimant that
    // opened the old one locks that, and both would believe they hold the folder.
    ftruncateSync(fd);
    closeSync(fd);
  };
}

function holderOf(path: string): string {
  const pid = Number(readFileSync(path, 'utf8'));
  return Number.isInteger(pid) && pid > 0 ? `process ${pid}` : 'another process';
}
