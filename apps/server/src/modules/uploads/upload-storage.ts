import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Db } from '../../db/database.ts';
import { deleteUploadBytes, findUploadBytes, insertUploadBytes } from './uploads.repository.ts';

export interface StoredImage {
  contentType: string;
  bytes: Buffer;
}

/**
 * Where uploaded images live (decision 0025): the database, which every server process reaches,
 * or the disk under UPLOADS_DIR, which only processes on one machine share. An image is written
 * once under its name and never replaced; a second put under a taken name is refused.
 */
export interface UploadStorage {
  put(name: string, image: StoredImage): Promise<void>;
  get(name: string): Promise<StoredImage | null>;
  /** Erases an image; one already gone is no error. */
  remove(name: string): Promise<void>;
}

const SAFE_NAME = /^[a-f0-9]{32}\.(jpg|png|gif|webp)$/;

const TYPE_OF_EXTENSION: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
};

export class UploadNameTakenError extends Error {
  override name = 'UploadNameTakenError';
  constructor(uploadName: string) {
    super(`an upload named ${uploadName} is already stored`);
  }
}

function assertSafeName(name: string): void {
  if (!SAFE_NAME.test(name)) throw new Error(`unsafe upload name ${name}`);
}

export function createDiskStorage(dir: string): UploadStorage {
  return {
    async put(name, image) {
      assertSafeName(name);
      await mkdir(dir, { recursive: true });
      try {
        await writeFile(join(dir, name), image.bytes, { flag: 'wx' });
      } catch (error) {
        if ((error as { code?: string }).code === 'EEXIST') throw new UploadNameTakenError(name);
        throw error;
      }
    },
    async get(name) {
      if (!SAFE_NAME.test(name)) return null;
      const contentType = TYPE_OF_EXTENSION[name.slice(name.lastIndexOf('.') + 1)] as string;
      try {
        return { contentType, bytes: await readFile(join(dir, name)) };
      } catch {
        return null;
      }
    },
    async remove(name) {
      assertSafeName(name);
      await rm(join(dir, name), { force: true });
    },
  };
}

export function createDatabaseStorage(db: Db): UploadStorage {
  return {
    async put(name, image) {
      assertSafeName(name);
      const values = { name, content_type: image.contentType, bytes: image.bytes };
      if (!(await insertUploadBytes(db, values))) throw new UploadNameTakenError(name);
    },
    async get(name) {
      if (!SAFE_NAME.test(name)) return null;
      const row = await findUploadBytes(db, name);
      return row ? { contentType: row.content_type, bytes: asBuffer(row.bytes) } : null;
    },
    async remove(name) {
      assertSafeName(name);
      await deleteUploadBytes(db, name);
    },
  };
}

/** node-postgres answers bytea as a Buffer, PGlite as a plain Uint8Array: one type for callers. */
function asBuffer(bytes: Uint8Array): Buffer {
  return Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length);
}

export function isUploadName(name: string): boolean {
  return SAFE_NAME.test(name);
}
