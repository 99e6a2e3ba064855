import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Where uploaded images live: the disk under UPLOADS_DIR by default; an S3-compatible store
 * implements the same two calls when the server runs as several processes.
 */
export interface UploadStorage {
  put(name: string, bytes: Buffer): Promise<void>;
  get(name: string): Promise<Buffer | null>;
}

const SAFE_NAME = /^[a-f0-9]{32}\.(jpg|png|gif|webp)$/;

export function createDiskStorage(dir: string): UploadStorage {
  return {
    async put(name, bytes) {
      if (!SAFE_NAME.test(name)) throw new Error(`unsafe upload name ${name}`);
      await mkdir(dir, { recursive: true });
      await writeFile(join(dir, name), bytes, { flag: 'wx' });
    },
    async get(name) {
      if (!SAFE_NAME.test(name)) return null;
      try {
        return await readFile(join(dir, name));
      } catch {
        return null;
      }
    },
  };
}

export function isUploadName(name: string): boolean {
  return SAFE_NAME.test(name);
}
