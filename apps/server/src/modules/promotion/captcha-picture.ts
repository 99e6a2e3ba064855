/// <reference path="../../types/opentype.d.ts" />
import { randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import opentype, { type Font } from 'opentype.js';
import sharp from 'sharp';

/** The picture's size in pixels: twice the 120×44 it is shown at, sharp on a phone's screen. */
export const CAPTCHA_WIDTH = 240;
export const CAPTCHA_HEIGHT = 88;

let font: Font | undefined;
function captchaFont(): Font {
  if (!font) {
    const file = createRequire(import.meta.url).resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');
    const bytes = readFileSync(file);
    font = opentype.parse(
      bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength),
    );
  }
  return font;
}

/** A uniform random number in [min, max), from the CSPRNG like the answer. */
function between(min: number, max: number): number {
  return min + (randomInt(1_000_000) / 1_000_000) * (max - min);
}

/**
 * The characters as outlines, each turned, sized, moved and sheared on its own, and lines of the
 * glyphs' own stroke width crossing them. This drawing never leaves the server: it is rasterised.
 */
function drawing(answer: string): string {
  const f = captchaFont();
  const drawn = [...answer].map((char) => {
    const size = between(56, 70);
    return { char, size, advance: (f.charToGlyph(char).advanceWidth / f.unitsPerEm) * size };
  });
  // Neighbours overlap a little: a reader cannot cut the word into characters at the gaps.
  const overlap = 0.14;
  const natural = drawn.reduce((sum, glyph) => sum + glyph.advance * (1 - overlap), 0);
  // Wide letters (W, M) are drawn smaller, so that the word stays inside the picture.
  const fit = Math.min(1, (CAPTCHA_WIDTH - 28) / natural);
  const sized = drawn.map((glyph) => ({
    ...glyph,
    size: glyph.size * fit,
    advance: glyph.advance * fit,
  }));
  let left = (CAPTCHA_WIDTH - natural * fit) / 2 + between(-4, 4);
  const glyphs = sized.map(({ char, size, advance }) => {
    const x = left;
    left += advance * (1 - overlap);
    const y = CAPTCHA_HEIGHT / 2 + size * 0.36 + between(-7, 7);
    const turn = between(-22, 22);
    const shear = between(-12, 12);
    const cx = x + advance / 2;
    const cy = CAPTCHA_HEIGHT / 2;
    const path = f.getPath(char, x, y, size).toPathData(1);
    const at = `${cx.toFixed(1)} ${cy}`;
    const back = `${(-cx).toFixed(1)} ${-cy}`;
    return `<path d="${path}" transform="translate(${at}) rotate(${turn.toFixed(1)}) skewX(${shear.toFixed(1)}) translate(${back})"/>`;
  });
  const lines = Array.from({ length: 2 }, () => {
    // Through the characters' band, as thick as their strokes.
    const y0 = between(28, CAPTCHA_HEIGHT - 22);
    const y1 = between(28, CAPTCHA_HEIGHT - 22);
    return `<path d="M ${between(-10, 20).toFixed(0)} ${y0.toFixed(0)} C ${between(40, 100).toFixed(0)} ${between(0, CAPTCHA_HEIGHT).toFixed(0)}, ${between(140, 200).toFixed(0)} ${between(0, CAPTCHA_HEIGHT).toFixed(0)}, ${between(220, 250).toFixed(0)} ${y1.toFixed(0)}" fill="none" stroke="#222" stroke-width="${between(3, 4.5).toFixed(1)}"/>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${CAPTCHA_WIDTH}" height="${CAPTCHA_HEIGHT}"><rect width="100%" height="100%" fill="#fff"/><g fill="#222">${glyphs.join('')}</g>${lines.join('')}</svg>`;
}

/** Moves every pixel along two waves of random phase, so no outline is a straight or true one. */
function warp(source: Buffer): Buffer {
  const out = Buffer.alloc(source.length);
  const ax = between(2, 3.5);
  const ay = between(2.5, 4.5);
  const fx = between(1.5, 2.5) / CAPTCHA_HEIGHT;
  const fy = between(2, 3.5) / CAPTCHA_WIDTH;
  const px = between(0, Math.PI * 2);
  const py = between(0, Math.PI * 2);
  for (let y = 0; y < CAPTCHA_HEIGHT; y += 1) {
    for (let x = 0; x < CAPTCHA_WIDTH; x += 1) {
      const sx = x + ax * Math.sin(Math.PI * 2 * fx * y + px);
      const sy = y + ay * Math.sin(Math.PI * 2 * fy * x + py);
      out[y * CAPTCHA_WIDTH + x] = sample(source, sx, sy);
    }
  }
  return out;
}

/** Bilinear sample of a grey picture; white outside it. */
function sample(grey: Buffer, x: number, y: number): number {
  const x0 = Math.floor(x);
  const y0 = Math.floor(y);
  const at = (px: number, py: number) =>
    px < 0 || py < 0 || px >= CAPTCHA_WIDTH || py >= CAPTCHA_HEIGHT
      ? 255
      : (grey[py * CAPTCHA_WIDTH + px] ?? 255);
  const dx = x - x0;
  const dy = y - y0;
  const top = at(x0, y0) * (1 - dx) + at(x0 + 1, y0) * dx;
  const bottom = at(x0, y0 + 1) * (1 - dx) + at(x0 + 1, y0 + 1) * dx;
  return Math.round(top * (1 - dy) + bottom * dy);
}

/** Grain and specks over the whole picture, darker than a blank page, lighter than the ink. */
function grain(grey: Buffer): void {
  for (let i = 0; i < grey.length; i += 1) {
    const value = grey[i] ?? 255;
    const speck = randomInt(100) < 4 ? -randomInt(60, 140) : 0;
    grey[i] = Math.max(0, Math.min(255, value + randomInt(-28, 29) + speck));
  }
}

/** The picture of `answer` as a PNG: pixels only, distorted, with nothing a script can read. */
export async function drawCaptchaPicture(answer: string): Promise<Buffer> {
  const flat = await sharp(Buffer.from(drawing(answer)))
    .greyscale()
    .extractChannel(0)
    .raw()
    .toBuffer();
  const grey = warp(flat);
  grain(grey);
  return sharp(grey, { raw: { width: CAPTCHA_WIDTH, height: CAPTCHA_HEIGHT, channels: 1 } })
    .png({ compressionLevel: 9, palette: true, colours: 16 })
    .toBuffer();
}
