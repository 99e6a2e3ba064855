import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { BUSINESS_CODE, UPLOADS_PATH } from '@loan/contract';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { addMs, type Clock } from '../../lib/clock.ts';
import { detectImage } from './image-check.ts';
import { reencodeWithoutMetadata } from './image-reencode.ts';
import { createDiskStorage, isUploadName, type UploadStorage } from './upload-storage.ts';
import {
  countUserUploadsSince,
  insertUploadBytes,
  insertUploadRow,
  listOwnUploadNames,
} from './uploads.repository.ts';

export interface UploadDeps {
  db: Db;
  clock: Clock;
  uploads: UploadStorage;
}

/** Uploads a borrower may make in a day: enough for many complaints, not for abuse. */
const DAILY_UPLOADS = 60;
const DAY_MS = 86_400_000;

/** Which of these upload names are this user's own. */
export function ownUploadNames(db: Db, userId: string, names: readonly string[]) {
  return listOwnUploadNames(db, userId, names);
}

export function uploadUrl(name: string): string {
  return `${UPLOADS_PATH}/${name}`;
}

/** The upload's stored name, if `url` is one of ours. */
export function uploadNameOf(url: string): string | null {
  const prefix = `${UPLOADS_PATH}/`;
  const path = url.startsWith('http') ? safePath(url) : url;
  return path?.startsWith(prefix) ? path.slice(prefix.length) : null;
}

function safePath(url: string): string | null {
  try {
    return new URL(url).pathname;
  } catch {
    return null;
  }
}

const NOT_AN_IMAGE = 'Please choose a JPG, PNG, GIF or WebP image';

/**
 * Stores an image the borrower sent, checked by its content and re-encoded without its metadata
 * (a photo's EXIF can carry where it was taken); answers where it is served.
 */
export async function storeImage(deps: UploadDeps, userId: string, sent: Buffer) {
  const image = detectImage(sent);
  const bytes = image && (await reencodeWithoutMetadata(sent, image));
  if (!image || !bytes) throw new AppError(BUSINESS_CODE.uploadRejected, NOT_AN_IMAGE);
  const now = deps.clock.now();
  if ((await countUserUploadsSince(deps.db, userId, addMs(now, -DAY_MS))) >= DAILY_UPLOADS) {
    throw new AppError(BUSINESS_CODE.tooManyRequests, 'Too many images today, please try tomorrow');
  }
  const name = `${randomBytes(16).toString('hex')}.${image.extension}`;
  await deps.uploads.put(name, { contentType: image.type, bytes });
  await insertUploadRow(deps.db, {
    user_id: userId,
    name,
    content_type: image.type,
    bytes: bytes.length,
  });
  return { url: uploadUrl(name) };
}

/**
 * Copies the images kept on the disk into the database (a move to UPLOAD_STORAGE=database);
 * images already there are left as they are, so running it again copies only what is new.
 */
export async function copyDiskUploadsToDatabase(db: Db, dir: string) {
  const disk = createDiskStorage(dir);
  const names = (await filesIn(dir)).filter(isUploadName);
  let copied = 0;
  for (const name of names) {
    const image = await disk.get(name);
    if (!image) continue;
    const values = { name, content_type: image.contentType, bytes: image.bytes };
    if (await insertUploadBytes(db, values)) copied += 1;
  }
  return { copied, alreadyThere: names.length - copied };
}

async function filesIn(dir: string): Promise<string[]> {
  try {
    return await readdir(dir);
  } catch (error) {
    if ((error as { code?: string }).code === 'ENOENT') return [];
    throw error;
  }
}
