import sharp, { type Sharp } from 'sharp';
import type { ImageKind } from './image-check.ts';

/** Beyond this many pixels an image is refused rather than decoded (a small file can hold a huge one). */
const MAX_PIXELS = 50_000_000;

/**
 * The image decoded and written again in its own format, with no metadata: EXIF (a photo's GPS
 * position, camera, time), XMP, IPTC and comments are gone. The EXIF orientation is applied to the
 * pixels first, so the photo stands as it was taken. Undefined when the bytes do not decode.
 */
export async function reencodeWithoutMetadata(
  bytes: Buffer,
  kind: ImageKind,
): Promise<Buffer | undefined> {
  const animated = kind.type === 'image/gif' || kind.type === 'image/webp';
  try {
    const image = sharp(bytes, {
      animated,
      limitInputPixels: MAX_PIXELS,
      failOn: 'error',
    }).rotate();
    return await encoders[kind.type](image).toBuffer();
  } catch {
    return undefined;
  }
}

const encoders: Record<ImageKind['type'], (image: Sharp) => Sharp> = {
  'image/jpeg': (image) => image.jpeg({ quality: 85 }),
  'image/png': (image) => image.png(),
  'image/gif': (image) => image.gif(),
  'image/webp': (image) => image.webp({ quality: 85 }),
};
