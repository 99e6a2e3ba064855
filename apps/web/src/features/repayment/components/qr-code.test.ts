import { encode } from 'uqr';
import { describe, expect, it } from 'vitest';
import { darkRunsPath } from './qr-code.tsx';

/** The modules a path of `M x y h n v1 h-n z` rectangles covers. */
function modulesOf(path: string, size: number): boolean[][] {
  const rows = Array.from({ length: size }, () => Array<boolean>(size).fill(false));
  for (const [, x, y, run] of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\3z/g)) {
    for (let i = 0; i < Number(run); i += 1) {
      const row = rows[Number(y)];
      if (row) row[Number(x) + i] = true;
    }
  }
  return rows;
}

describe('the QR code path', () => {
  it('covers exactly the dark modules, one rectangle per run', () => {
    const { data, size } = encode('https://checkout.example/pay/PN000000000001', {
      ecc: 'M',
      border: 2,
    });
    const path = darkRunsPath(data);
    expect(modulesOf(path, size)).toEqual(data.map((row) => row.map(Boolean)));
    const dark = data.flat().filter(Boolean).length;
    expect(path.match(/M/g)?.length).toBeLessThan(dark);
  });

  it('draws runs that reach the edge and single modules', () => {
    expect(
      darkRunsPath([
        [true, true, false, true],
        [false, false, false, false],
        [true, false, true, true],
      ]),
    ).toBe('M0 0h2v1h-2zM3 0h1v1h-1zM0 2h1v1h-1zM2 2h2v1h-2z');
  });
});
