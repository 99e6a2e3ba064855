import { pipeline, Readable } from 'node:stream';
import { stringify } from 'csv-stringify';

export const CSV_TYPE = 'text/csv; charset=utf-8';

/**
 * Rows as a CSV download, written as they are read: a failed read ends the download with an
 * error instead of a file that looks complete.
 */
export function csvDownload(columns: readonly string[], rows: AsyncIterable<unknown[]>): Readable {
  const csv = stringify({
    header: true,
    columns: [...columns],
    cast: { string: spreadsheetSafe, date: (value) => value.toISOString() },
  });
  pipeline(Readable.from(rows), csv, () => {});
  return csv;
}

/** Every item of a keyset walk, a batch at a time: `page(after)` answers the batch after `after`. */
export async function* keysetWalk<T, C>(
  page: (after: C | undefined) => Promise<T[]>,
  cursorOf: (last: T) => C,
  batchSize: number,
): AsyncGenerator<T> {
  let after: C | undefined;
  for (;;) {
    const batch = await page(after);
    yield* batch;
    const last = batch.at(-1);
    if (batch.length < batchSize || last === undefined) return;
    after = cursorOf(last);
  }
}

// A cell a spreadsheet would run as a formula is written as text.
function spreadsheetSafe(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}
