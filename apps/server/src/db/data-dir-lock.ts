import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { join } from 'node:path';

export const DATA_DIR_LOCK_FILE = 'server.lock';

/**
 * Claims a PGlite data directory for this process. PGlite is single-process and does not guard
 * its files: a second server (or `migrate`) opening the same directory corrupts it beyond
 * recovery. A lock left by a process that no longer runs (killed) is taken over. Returns the
 * release function.
 */
export function lockDataDir(dataDir: string): () => void {
  const path = join(dataDir, DATA_DIR_LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(path, 'wx', 0o600);
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        process.off('exit', release);
        try {
          unlinkSync(path);
        } catch {
          // Already gone: nothing to release.
        }
      };
      process.on('exit', release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(readFileSync(path, 'utf8'));
      if (isRunning(holder)) {
        throw new Error(
          `The data directory ${dataDir} is in use by process ${holder}: the embedded database ` +
            `takes one process at a time. Stop that process or set another DATA_DIR (if no such ` +
            `process runs, delete ${path}).`,
        );
      }
      unlinkSync(path);
    }
  }
  throw new Error(`Could not lock the data directory ${dataDir}`);
}

function isRunning(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
