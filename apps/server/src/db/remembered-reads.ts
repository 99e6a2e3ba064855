/**
 * Reads whose answer depends on their parameters and the data alone (no clock, no randomness):
 * the embedded database answers them from memory until anything is written (decision 0022).
 * Registered by their SQL text; PostgreSQL runs them as any other statement.
 */
const rememberableTexts = new Set<string>();

export function markRememberable(sql: string): void {
  rememberableTexts.add(sql);
}

export function isRememberable(sql: string): boolean {
  return rememberableTexts.has(sql);
}

const PLAIN_READ = /^\s*select\b/i;

/** Whether a statement only reads (a `select`); anything else may write, as far as a cache knows. */
export function isPlainRead(sql: string): boolean {
  return PLAIN_READ.test(sql);
}
