import { sql } from 'kysely';
import { z } from 'zod';

/** Where a list newest-first stopped: the last row's time and public id (keyset pagination). */
export interface PageCursor {
  at: Date;
  id: string;
}

export function encodePageCursor(cursor: PageCursor): string {
  return Buffer.from(`${cursor.at.toISOString()} ${cursor.id}`).toString('base64url');
}

const CURSOR_TEXT = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z) (\S{1,64})$/;

/** A `?after=` query value: the `next` of the previous page. */
export const pageCursorSchema = z
  .string()
  .max(200)
  .transform((value, ctx): PageCursor => {
    const match = CURSOR_TEXT.exec(Buffer.from(value, 'base64url').toString());
    const at = match ? new Date(match[1]!) : undefined;
    if (!match || !at || Number.isNaN(at.getTime())) {
      ctx.addIssue({ code: 'custom', message: 'is not a page cursor (use the `next` of a page)' });
      return z.NEVER;
    }
    return { at, id: match[2]! };
  });

/** A page of at most `limit` rows, from a query asked for one more, and the cursor after it. */
export function pageOf<T>(rows: T[], limit: number, cursorOf: (row: T) => PageCursor) {
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return {
    items,
    next: rows.length > limit && last ? encodePageCursor(cursorOf(last)) : null,
  };
}

/**
 * A page size written into the statement: a generic plan (a prepared statement's sixth run on
 * PostgreSQL) that sees `limit $n` plans for a tenth of the table, and picks a parallel scan that
 * takes 150 ms where the index walk for 51 rows takes 0.3 ms.
 */
export function limitLiteral(limit: number) {
  if (!Number.isSafeInteger(limit) || limit < 1) throw new Error(`bad page size ${limit}`);
  return sql.lit(limit);
}
