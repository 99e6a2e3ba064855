import sharp from 'sharp';

/**
 * A real JPEG as a phone camera writes one: EXIF with the camera, the GPS position it was taken at
 * (Makati) and an orientation that says "turn me a quarter" (pixels stored 16 wide, 12 high).
 */
export async function jpegWithGpsExif(): Promise<Buffer> {
  return sharp({ create: { width: 16, height: 12, channels: 3, background: '#c33' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'PhoneCam', Model: 'Pocket 12' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '14/1 33/1 3000/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '121/1 1/1 4200/100',
      },
    })
    .toBuffer();
}

/** A small real JPEG whose pixels no other call of this returns. */
export async function uniqueJpeg(): Promise<Buffer> {
  const [r, g, b] = [0, 0, 0].map(() => Math.floor(Math.random() * 256));
  return sharp({ create: { width: 2, height: 3, channels: 3, background: { r, g, b } } })
    .jpeg()
    .toBuffer();
}

/** The APPn segments of a JPEG, by marker (0xe1 is EXIF or XMP), up to the image data. */
export function jpegAppSegments(bytes: Buffer): { marker: number; head: string }[] {
  const segments: { marker: number; head: string }[] = [];
  let offset = 2;
  while (offset + 4 <= bytes.length && bytes[offset] === 0xff) {
    const marker = bytes[offset + 1]!;
    if (marker === 0xda) break;
    const length = bytes.readUInt16BE(offset + 2);
    if (marker >= 0xe0 && marker <= 0xef) {
      segments.push({ marker, head: bytes.subarray(offset + 4, offset + 10).toString('latin1') });
    }
    offset += 2 + length;
  }
  return segments;
}

/** The tags of IFD0 and of the GPS IFD in an EXIF block (TIFF, either byte order). */
export function exifTags(exif: Buffer): { ifd0: number[]; gps: number[] } {
  const tiff = exif.subarray(exif.indexOf('Exif\0\0') + 6);
  const little = tiff.toString('latin1', 0, 2) === 'II';
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const entries = (at: number) =>
    Array.from({ length: u16(at) }, (_, i) => at + 2 + i * 12).map((entry) => ({
      tag: u16(entry),
      value: u32(entry + 8),
    }));
  const ifd0 = entries(u32(4));
  const gpsPointer = ifd0.find((entry) => entry.tag === 0x8825);
  const gps = gpsPointer ? entries(gpsPointer.value).map((entry) => entry.tag) : [];
  return { ifd0: ifd0.map((entry) => entry.tag), gps };
}
