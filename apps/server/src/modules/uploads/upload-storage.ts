import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Db } from '../../db/database.ts';
import { deleteUploadBytes, findUploadBytes, insertUploadBytes } from './uploads.repository.ts';

export interface StoredImage {
  contentType: string;
  bytes: Buffer;
}

/**
 * Where uploaded images live (decisions 0025, 0079): the database or an S3-compatible bucket,
 * which every server process reaches, or the disk under UPLOADS_DIR, which only processes on one
 * machine share. An image is written
 * once under its name and never replaced; a second put under a taken name is refused.
 */
export interface UploadStorage {
  put(name: string, image: StoredImage): Promise<void>;
  get(name: string): Promise<StoredImage | null>;
  /** Erases an image; one already gone is no error. */
  remove(name: string): Promise<void>;
}

// A private image (an identity document, decision 0083) carries `id-` before its random part.
const SAFE_NAME = /^(?:id-)?[a-f0-9]{32}\.(jpg|png|gif|webp)$/;
const PRIVATE_PREFIX = 'id-';

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

export function assertSafeName(name: string): void {
  if (!SAFE_NAME.test(name)) throw new Error(`unsafe upload name ${name}`);
}

/**
 * Images on this machine's disk. Writing and reading take one synchronous call each (decision
 * 0055): an image is at most a few megabytes and the page cache answers in well under a
 * millisecond, while the thread pool's open, write or read, and close would each wait for a turn
 * of a busy event loop.
 */
export function createDiskStorage(dir: string): UploadStorage {
  const writeNew = (name: string, bytes: Buffer) => {
    const path = join(dir, name);
    try {
      writeFileSync(path, bytes, { flag: 'wx' });
    } catch (error) {
      if (errorCode(error) !== 'ENOENT') throw error;
      // The folder is made on the first image, and again if it was taken away.
      mkdirSync(dir, { recursive: true });
      writeFileSync(path, bytes, { flag: 'wx' });
    }
  };
  return {
    async put(name, image) {
      assertSafeName(name);
      try {
        writeNew(name, image.bytes);
      } catch (error) {
        if (errorCode(error) === 'EEXIST') throw new UploadNameTakenError(name);
        throw error;
      }
    },
    async get(name) {
      if (!SAFE_NAME.test(name)) return null;
      const contentType = TYPE_OF_EXTENSION[name.slice(name.lastIndexOf('.') + 1)] as string;
      try {
        return { contentType, bytes: readFileSync(join(dir, name)) };
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

function errorCode(error: unknown): string | undefined {
  return (error as { code?: string }).code;
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

/** An identity document: never served by name, only to its borrower and operators with the role. */
export function isPrivateUploadName(name: string): boolean {
  return name.startsWith(PRIVATE_PREFIX) && SAFE_NAME.test(name);
}

export function privateUploadName(name: string): string {
  return `${PRIVATE_PREFIX}${name}`;
}
