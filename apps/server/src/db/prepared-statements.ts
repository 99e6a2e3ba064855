/** How many statements one connection keeps prepared (PGlite has one connection). */
export const PREPARED_STATEMENT_LIMIT = 200;

/** Only plain reads and writes are kept prepared; anything else (DDL, SET, BEGIN, ...) runs as is. */
const PREPARABLE = /^\s*(select|insert|update|delete|with)\b/i;

export function isPreparable(text: string): boolean {
  return PREPARABLE.test(text);
}

/** Postgres refuses a prepared statement whose result columns a DDL change altered. */
export const RESULT_TYPE_CHANGED = '0A000';

/** The SQLSTATE of a database error, if it is one. */
export function sqlStateOf(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'code' in error
    ? String((error as { code: unknown }).code)
    : undefined;
}
