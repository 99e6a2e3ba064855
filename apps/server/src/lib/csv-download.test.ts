import { describe, expect, it } from 'vitest';
import { csvDownload, keysetWalk } from './csv-download.ts';

async function text(stream: NodeJS.ReadableStream): Promise<string> {
  let out = '';
  for await (const chunk of stream) out += String(chunk);
  return out;
}

describe('CSV downloads', () => {
  it('walks every item once, in order, a batch at a time', async () => {
    const items = Array.from({ length: 7 }, (_, i) => i);
    const asked: Array<number | undefined> = [];
    const walk = keysetWalk(
      async (after: number | undefined) => {
        asked.push(after);
        return items.filter((i) => after === undefined || i > after).slice(0, 3);
      },
      (last) => last,
      3,
    );
    const seen: number[] = [];
    for await (const item of walk) seen.push(item);
    expect(seen).toEqual(items);
    expect(asked).toEqual([undefined, 2, 5]);
  });

  it('writes a header, dates as instants, and formulas as text', async () => {
    async function* rows() {
      yield ['=1+1', new Date('2026-11-25T01:02:03Z'), 42];
    }
    const csv = await text(csvDownload(['a', 'b', 'c'], rows()));
    expect(csv).toBe("a,b,c\n'=1+1,2026-11-25T01:02:03.000Z,42\n");
  });
});
