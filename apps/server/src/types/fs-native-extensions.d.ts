declare module 'fs-native-extensions' {
  /**
   * Tries to lock an open file without waiting: true if granted, false if another open file
   * holds it. Linux: an open file description lock (fcntl F_OFD_SETLK); macOS: flock; Windows:
   * LockFileEx. Exclusive unless `shared` is set.
   */
  export function tryLock(fd: number, options?: { shared?: boolean }): boolean;
  export function unlock(fd: number): void;
}
