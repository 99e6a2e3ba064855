/**
 * What an uploaded file really is, read from its bytes (never its name or declared type): a JPEG,
 * PNG, GIF or WebP image with sane dimensions in its header, or nothing.
 */
export interface ImageKind {
  type: 'image/jpeg' | 'image/png' | 'image/gif' | 'image/webp';
  extension: 'jpg' | 'png' | 'gif' | 'webp';
  width: number;
  height: number;
}

const MAX_SIDE = 20_000;

function sane(kind: ImageKind): ImageKind | null {
  const ok = kind.width > 0 && kind.height > 0 && kind.width <= MAX_SIDE && kind.height <= MAX_SIDE;
  return ok ? kind : null;
}

function png(bytes: Buffer): ImageKind | null {
  const signature = '89504e470d0a1a0a';
  if (bytes.length < 33 || bytes.subarray(0, 8).toString('hex') !== signature) return null;
  if (bytes.subarray(12, 16).toString('latin1') !== 'IHDR') return null;
  return sane({
    type: 'image/png',
    extension: 'png',
    width: bytes.readUInt32BE(16),
    height: bytes.readUInt32BE(20),
  });
}

function gif(bytes: Buffer): ImageKind | null {
  const head = bytes.subarray(0, 6).toString('latin1');
  if (bytes.length < 14 || (head !== 'GIF87a' && head !== 'GIF89a')) return null;
  return sane({
    type: 'image/gif',
    extension: 'gif',
    width: bytes.readUInt16LE(6),
    height: bytes.readUInt16LE(8),
  });
}

function webp(bytes: Buffer): ImageKind | null {
  if (bytes.length < 30) return null;
  if (bytes.subarray(0, 4).toString('latin1') !== 'RIFF') return null;
  if (bytes.subarray(8, 12).toString('latin1') !== 'WEBP') return null;
  const chunk = bytes.subarray(12, 16).toString('latin1');
  const kind = { type: 'image/webp', extension: 'webp' } as const;
  if (chunk === 'VP8 ' && bytes[23] === 0x9d && bytes[24] === 0x01 && bytes[25] === 0x2a) {
    return sane({
      ...kind,
      width: bytes.readUInt16LE(26) & 0x3fff,
      height: bytes.readUInt16LE(28) & 0x3fff,
    });
  }
  if (chunk === 'VP8L' && bytes[20] === 0x2f) {
    const bits = bytes.readUInt32LE(21);
    return sane({ ...kind, width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 });
  }
  if (chunk === 'VP8X') {
    return sane({
      ...kind,
      width: bytes.readUIntLE(24, 3) + 1,
      height: bytes.readUIntLE(27, 3) + 1,
    });
  }
  return null;
}

/** JPEG: walk the markers to the frame header (SOFn), which holds the dimensions. */
function jpeg(bytes: Buffer): ImageKind | null {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  let offset = 2;
  while (offset + 9 < bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    const marker = bytes[offset + 1] ?? 0;
    if (marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      offset += 2;
      continue;
    }
    const length = bytes.readUInt16BE(offset + 2);
    const isFrame = marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);
    if (isFrame) {
      return sane({
        type: 'image/jpeg',
        extension: 'jpg',
        height: bytes.readUInt16BE(offset + 5),
        width: bytes.readUInt16BE(offset + 7),
      });
    }
    offset += 2 + length;
  }
  return null;
}

export function detectImage(bytes: Buffer): ImageKind | null {
  return png(bytes) ?? jpeg(bytes) ?? gif(bytes) ?? webp(bytes);
}
