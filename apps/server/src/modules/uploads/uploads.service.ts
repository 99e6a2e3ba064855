import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { BUSINESS_CODE, UPLOADS_PATH } from '@loan/contract';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { addMs, type Clock } from '../../lib/clock.ts';
import { detectImage } from './image-check.ts';
import { reencodeWithoutMetadata } from './image-reencode.ts';
import {
  createDiskStorage,
  isPrivateUploadName,
  isUploadName,
  privateUploadName,
  type StoredImage,
  type UploadStorage,
} from './upload-storage.ts';
import {
  countOperatorUploadsSince,
  countUserUploadsSince,
  deleteUserUploadRows,
  insertUploadBytes,
  insertUploadRow,
  listOperatorUploadNames,
  listOwnUploadNames,
  listUserUploadNames,
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

/** Which of these upload names an operator sent (a reply may carry only those of ours). */
export function operatorUploadNames(db: Db, names: readonly string[]) {
  return listOperatorUploadNames(db, names);
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
  const name = await store(deps, sent, { user_id: userId }, (since) =>
    countUserUploadsSince(deps.db, userId, since),
  );
  return { url: uploadUrl(name) };
}

/**
 * An identity document (ID photo, selfie): the same checks and re-encoding, stored under a private
 * name that the public image route refuses; answers that name.
 */
export async function storePrivateImage(deps: UploadDeps, userId: string, sent: Buffer) {
  return store(
    deps,
    sent,
    { user_id: userId },
    (since) => countUserUploadsSince(deps.db, userId, since),
    privateUploadName,
  );
}

/** A private image, only when it is this borrower's own upload. */
export async function ownPrivateImage(
  deps: Pick<UploadDeps, 'db' | 'uploads'>,
  userId: string,
  name: string,
): Promise<StoredImage | null> {
  if (!isPrivateUploadName(name)) return null;
  const [own] = await listOwnUploadNames(deps.db, userId, [name]);
  return own ? deps.uploads.get(name) : null;
}

/** Whether these names are private images this borrower uploaded. */
export async function arePrivateImagesOf(db: Db, userId: string, names: readonly string[]) {
  if (!names.every(isPrivateUploadName)) return false;
  const own = await listOwnUploadNames(db, userId, names);
  return new Set(own).size === new Set(names).size;
}

export { isPrivateUploadName };

/** An image an operator attaches to a complaint reply: the same checks as a borrower's. */
export async function storeOperatorImage(deps: UploadDeps, actor: string, sent: Buffer) {
  const name = await store(deps, sent, { operator_actor: actor }, (since) =>
    countOperatorUploadsSince(deps.db, actor, since),
  );
  return { url: uploadUrl(name) };
}

async function store(
  deps: UploadDeps,
  sent: Buffer,
  owner: { user_id: string } | { operator_actor: string },
  countSince: (since: Date) => Promise<number>,
  nameOf: (name: string) => string = (name) => name,
) {
  const image = detectImage(sent);
  const bytes = image && (await reencodeWithoutMetadata(sent, image));
  if (!image || !bytes) throw new AppError(BUSINESS_CODE.uploadRejected, NOT_AN_IMAGE);
  const now = deps.clock.now();
  if ((await countSince(addMs(now, -DAY_MS))) >= DAILY_UPLOADS) {
    throw new AppError(BUSINESS_CODE.tooManyRequests, 'Too many images today, please try tomorrow');
  }
  const name = nameOf(`${randomBytes(16).toString('hex')}.${image.extension}`);
  await deps.uploads.put(name, { contentType: image.type, bytes });
  await insertUploadRow(deps.db, { ...owner, name, content_type: image.type, bytes: bytes.length });
  return name;
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

/** Erasure: every image the borrower sent, its bytes first; run again, it finds nothing left. */
export async function deleteUserUploads(deps: Pick<UploadDeps, 'db' | 'uploads'>, userId: string) {
  const names = await listUserUploadNames(deps.db, userId);
  for (const name of names) await deps.uploads.remove(name);
  await deleteUserUploadRows(deps.db, userId);
  return names.length;
}
