/**
 * How well the registration captcha stands up to a script (`npm run captcha -w @loan/bench`):
 * pictures drawn by the server's own `drawCaptcha()`, attacked by
 * (a) the path reader that solved every svg-captcha picture: it reads the answer's bytes as
 *     markup, keeps the glyph paths, sorts them by x and looks each one's shape up in a table it
 *     learnt from pictures whose answers it knew;
 * (b) Debian's tesseract OCR, on the picture as served and after the clean-up an attacker would
 *     try first (enlarged, thresholded, a median filter against the grain).
 * Writes results/captcha.md. Without tesseract installed, (b) is skipped with a message.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { drawCaptcha } from '../../apps/server/src/modules/promotion/captcha.ts';

const { values } = parseArgs({
  options: {
    train: { type: 'string', default: '200' },
    pictures: { type: 'string', default: '1000' },
    ocr: { type: 'string', default: '300' },
    out: { type: 'string', default: 'captcha' },
  },
});
const TRAIN = Number(values.train);
const PATH_TESTS = Number(values.pictures);
const OCR_TESTS = Number(values.ocr);
const ALPHABET = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

interface Sample {
  answer: string;
  bytes: Buffer;
}

async function samples(count: number): Promise<Sample[]> {
  const out: Sample[] = [];
  for (let i = 0; i < count; i += 1) {
    const { answer, png } = await drawCaptcha();
    out.push({ answer, bytes: png });
  }
  return out;
}

/** The glyph paths of a picture read as markup, left to right, each by its shape's signature. */
function glyphPaths(bytes: Buffer): Array<{ x: number; shape: string }> {
  const text = bytes.toString('latin1');
  const paths = [...text.matchAll(/<path[^>]*\sd="([^"]+)"[^>]*>/g)]
    .map((match) => match[0])
    // svg-captcha's noise lines are stroked and unfilled; the glyphs are filled.
    .filter((tag) => !/fill="none"/.test(tag))
    .map((tag) => /\sd="([^"]+)"/.exec(tag)?.[1] ?? '');
  return paths
    .map((d) => {
      const numbers = [...d.matchAll(/-?\d+(?:\.\d+)?/g)].map((m) => Number(m[0]));
      return {
        x: Math.min(...numbers.filter((_, i) => i % 2 === 0)),
        shape: d.replace(/[^A-Za-z]/g, ''),
      };
    })
    .sort((a, b) => a.x - b.x);
}

function pathReader(training: Sample[]) {
  const table = new Map<string, string>();
  for (const sample of training) {
    const glyphs = glyphPaths(sample.bytes);
    if (glyphs.length !== sample.answer.length) continue;
    for (const [index, glyph] of glyphs.entries())
      table.set(glyph.shape, sample.answer[index] ?? '');
  }
  return {
    shapesLearnt: table.size,
    read: (bytes: Buffer) =>
      glyphPaths(bytes)
        .map((glyph) => table.get(glyph.shape) ?? '')
        .join(''),
  };
}

const same = (guess: string, answer: string) => guess.toLowerCase() === answer.toLowerCase();

function tesseractVersion(): string | null {
  const run = spawnSync('tesseract', ['--version'], { encoding: 'utf8' });
  if (run.error || run.status !== 0) return null;
  return (run.stdout || run.stderr).split('\n')[0]?.trim() ?? 'tesseract';
}

async function cleaned(png: Buffer): Promise<Buffer> {
  return sharp(png).resize({ width: 720 }).median(5).threshold(110).png().toBuffer();
}

function ocr(dir: string, name: string, png: Buffer): string {
  const file = join(dir, `${name}.png`);
  writeFileSync(file, png);
  const text = execFileSync(
    'tesseract',
    [file, 'stdout', '--psm', '7', '-c', `tessedit_char_whitelist=${ALPHABET}`],
    { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] },
  );
  return text.replace(/\s+/g, '');
}

const percent = (hits: number, total: number) => `${((100 * hits) / total).toFixed(1)} %`;

const lines: string[] = ['# Captcha against scripts', ''];
lines.push(
  `Pictures drawn by the server's \`drawCaptcha()\` (PNG, ${new Date().toISOString().slice(0, 10)}), \`npm run captcha -w @loan/bench\`. An answer counts as solved when it equals the picture's, case-insensitively, as the server compares.`,
  '',
);

const training = await samples(TRAIN);
const reader = pathReader(training);
const pathTests = await samples(PATH_TESTS);
const pathSolved = pathTests.filter((s) => same(reader.read(s.bytes), s.answer)).length;
lines.push(
  '## (a) The path reader',
  '',
  `Learnt from ${TRAIN} pictures with their answers: ${reader.shapesLearnt} glyph shapes (svg-captcha's pictures give one per character). Solved ${pathSolved} of ${PATH_TESTS} new pictures: **${percent(pathSolved, PATH_TESTS)}**. A PNG holds no markup and no paths: there is nothing for it to read.`,
  '',
);
console.log(`path reader: ${pathSolved}/${PATH_TESTS}`);

lines.push('## (b) OCR', '');
const version = tesseractVersion();
if (!version) {
  const message =
    'tesseract is not installed: OCR skipped (Debian: `apt-get install -y tesseract-ocr`).';
  console.log(message);
  lines.push(message, '');
} else {
  const dir = mkdtempSync(join(tmpdir(), 'captcha-ocr-'));
  try {
    const ocrTests = await samples(OCR_TESTS);
    let raw = 0;
    let clean = 0;
    let rawLength = 0;
    let anyCharacter = 0;
    for (const [index, sample] of ocrTests.entries()) {
      const asServed = ocr(dir, `raw-${index}`, sample.bytes);
      const afterCleanUp = ocr(dir, `clean-${index}`, await cleaned(sample.bytes));
      if (same(asServed, sample.answer)) raw += 1;
      if (same(afterCleanUp, sample.answer)) clean += 1;
      if (asServed.length === sample.answer.length) rawLength += 1;
      for (const guess of [asServed, afterCleanUp]) {
        const hit = [...sample.answer.toLowerCase()].filter(
          (char, i) => guess.toLowerCase()[i] === char,
        ).length;
        anyCharacter += hit;
      }
    }
    const total = ocrTests.length;
    lines.push(
      `${version}, \`--psm 7\` (one line), the captcha's alphabet as whitelist, ${total} pictures:`,
      '',
      '| input | solved | |',
      '|---|---|---|',
      `| as served | ${raw} of ${total} | **${percent(raw, total)}** |`,
      `| enlarged ×3, median 5, threshold | ${clean} of ${total} | **${percent(clean, total)}** |`,
      '',
      `Read 4 characters from ${percent(rawLength, total)} of the pictures as served; characters right in their place over both inputs: ${percent(anyCharacter, total * 8)}.`,
      '',
    );
    console.log(`ocr: as served ${raw}/${total}, cleaned ${clean}/${total}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

writeFileSync(new URL(`../results/${values.out}.md`, import.meta.url), `${lines.join('\n')}\n`);
