/**
 * Reads a database connection may answer from memory until something is written (decision 0022).
 * Such a read depends on its parameters and the data alone (no clock, no randomness); it is
 * registered by its SQL text, with where it may be remembered:
 * - `embedded`: by the embedded database only, which this process alone opens, so every write
 *   goes through it and an answer kept since the last write is exact;
 * - `everywhere`: by PostgreSQL connections too, forgotten on this process's writes and when the
 *   database announces another process's (`data_changed`, migration 0011). It may only read
 *   tables that announce their changes (`ANNOUNCING_TABLES`).
 */
export type RememberScope = 'embedded' | 'everywhere';

/** Tables whose writes PostgreSQL announces on `data_changed` (migration 0011). */
export const ANNOUNCING_TABLES = ['sessions', 'loan_orders'] as const;
export const DATA_CHANGED_CHANNEL = 'data_changed';

const scopes = new Map<string, RememberScope>();

export function markRememberable(sql: string, scope: RememberScope): void {
  scopes.set(sql, scope);
}

export function rememberScopeOf(sql: string): RememberScope | undefined {
  return scopes.get(sql);
}

/** The texts registered `everywhere` (a test checks they read announcing tables only). */
export function rememberedEverywhere(): string[] {
  return [...scopes].filter(([, scope]) => scope === 'everywhere').map(([sql]) => sql);
}

const PLAIN_READ = /^\s*select\b/i;

/** Whether a statement only reads (a `select`); anything else may write, as far as a cache knows. */
export function isPlainRead(sql: string): boolean {
  return PLAIN_READ.test(sql);
}

/** How many answers are kept at most; the oldest goes first. */
export const REMEMBERED_ANSWER_LIMIT = 1_000;

interface Kept {
  answer: unknown;
  at: number;
}

/**
 * Answers kept since the last write. A write forgets them all when it starts and again when it
 * ends, so an answer read while a write was under way is never kept. Each caller gets a copy.
 */
export class RememberedAnswers {
  /**
   * The database backends (process ids) of this process's own connections: their writes were
   * forgotten as they ran, so their announcements need not be.
   */
  readonly ownBackends = new Set<number>();
  readonly #answers = new Map<string, Kept>();
  readonly #maxAgeMs: number;
  #forgotten = 0;
  #paused = false;
  #answeredFromMemory = 0;

  /** `maxAgeMs`: an answer is read again after this long, whatever was announced. */
  constructor(options: { maxAgeMs?: number } = {}) {
    this.#maxAgeMs = options.maxAgeMs ?? Number.POSITIVE_INFINITY;
  }

  async answer<T>(key: string, read: () => Promise<T>, copy: (answer: T) => T): Promise<T> {
    const kept = this.#answers.get(key);
    const now = performance.now();
    if (kept && now - kept.at < this.#maxAgeMs) {
      this.#answeredFromMemory += 1;
      return copy(kept.answer as T);
    }
    const forgottenBefore = this.#forgotten;
    const answer = await read();
    if (this.#forgotten === forgottenBefore && !this.#paused) {
      this.#answers.delete(key);
      this.#answers.set(key, { answer: copy(answer), at: now });
      if (this.#answers.size > REMEMBERED_ANSWER_LIMIT) {
        const [oldest] = this.#answers.keys();
        if (oldest !== undefined) this.#answers.delete(oldest);
      }
    }
    return answer;
  }

  async writing<R>(write: () => Promise<R>): Promise<R> {
    this.forgetAll();
    try {
      return await write();
    } finally {
      this.forgetAll();
    }
  }

  forgetAll(): void {
    this.#forgotten += 1;
    this.#answers.clear();
  }

  /** While paused (changes may go unannounced), nothing is remembered. */
  pause(): void {
    this.#paused = true;
    this.forgetAll();
  }

  resume(): void {
    this.forgetAll();
    this.#paused = false;
  }

  get paused(): boolean {
    return this.#paused;
  }

  /** How many reads were answered from memory since the start. */
  get answeredFromMemory(): number {
    return this.#answeredFromMemory;
  }

  /** How many times everything was forgotten (writes, announcements). */
  get forgotten(): number {
    return this.#forgotten;
  }
}

/** The key of a read: its row mode, text and parameters. */
export function rememberKey(sql: string, params: readonly unknown[], rowMode = 'object'): string {
  return `${rowMode}\u0000${sql}\u0000${JSON.stringify(params, bigintAsText)}`;
}

function bigintAsText(_key: string, value: unknown): unknown {
  return typeof value === 'bigint' ? `${value}n` : value;
}

/** A copy of a result whose rows the caller may change (dates included). */
export function withCopiedRows<R extends { rows: unknown[] }>(result: R): R {
  return { ...result, rows: result.rows.map(copyRow) };
}

function copyRow(row: unknown): unknown {
  if (Array.isArray(row)) return row.map(copyValue);
  const copy: Record<string, unknown> = {};
  for (const [column, value] of Object.entries(row as Record<string, unknown>)) {
    copy[column] = copyValue(value);
  }
  return copy;
}

function copyValue(value: unknown): unknown {
  return value instanceof Date ? new Date(value.getTime()) : value;
}
