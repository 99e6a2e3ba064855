import type { QueryOptions, Results, Transaction } from '@electric-sql/pglite';
import { PreparedStatementPGlite } from './prepared-statement-pglite.ts';
import { isPlainRead, isRememberable } from './remembered-reads.ts';

/** How many answers are kept at most; the oldest goes first. */
export const REMEMBERED_ANSWER_LIMIT = 1_000;

/**
 * The embedded database, which this process alone opens (the data directory is locked), answering
 * rememberable reads from memory until anything is written (decision 0022).
 *
 * Every statement that is not a plain `select`, every `exec` and every transaction may write: each
 * forgets all answers when it starts and again when it ends, so an answer read while a write was
 * under way is never kept. A rememberable read depends on its parameters and the data alone (it
 * is registered by its SQL text), so an answer kept since the last write is the answer it would
 * give now. Each caller gets its own copy of the rows.
 */
export class RememberingPGlite extends PreparedStatementPGlite {
  readonly #answers = new Map<string, Results<unknown>>();
  #writes = 0;
  #answeredFromMemory = 0;

  override async query<T>(
    text: string,
    params: unknown[] = [],
    options?: QueryOptions,
  ): Promise<Results<T>> {
    if (isRememberable(text) && rowModeOnly(options)) {
      return this.#remembered<T>(text, params, options);
    }
    if (isPlainRead(text)) return super.query<T>(text, params, options);
    return this.#writing(() => super.query<T>(text, params, options));
  }

  override async exec(text: string, options?: QueryOptions): Promise<Results[]> {
    return this.#writing(() => super.exec(text, options));
  }

  override async transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.#writing(() => super.transaction(callback));
  }

  /** How many reads were answered from memory since the start. */
  get answeredFromMemory(): number {
    return this.#answeredFromMemory;
  }

  async #remembered<T>(text: string, params: unknown[], options?: QueryOptions) {
    const key = `${options?.rowMode ?? 'object'}\u0000${text}\u0000${JSON.stringify(params, bigintAsText)}`;
    const known = this.#answers.get(key);
    if (known) {
      this.#answeredFromMemory += 1;
      return copyResults(known) as Results<T>;
    }
    const writesBefore = this.#writes;
    const answer = await super.query<T>(text, params, options);
    if (this.#writes === writesBefore) {
      this.#answers.set(key, copyResults(answer));
      if (this.#answers.size > REMEMBERED_ANSWER_LIMIT) {
        const [oldest] = this.#answers.keys();
        if (oldest !== undefined) this.#answers.delete(oldest);
      }
    }
    return answer;
  }

  async #writing<R>(write: () => Promise<R>): Promise<R> {
    this.#forgetAll();
    try {
      return await write();
    } finally {
      this.#forgetAll();
    }
  }

  #forgetAll(): void {
    this.#writes += 1;
    this.#answers.clear();
  }
}

function bigintAsText(_key: string, value: unknown): unknown {
  return typeof value === 'bigint' ? `${value}n` : value;
}

function rowModeOnly(options: QueryOptions | undefined): boolean {
  if (!options) return true;
  return Object.keys(options).every((option) => option === 'rowMode');
}

function copyResults<T>(results: Results<T>): Results<T> {
  return { ...results, rows: results.rows.map(copyRow) };
}

function copyRow<T>(row: T): T {
  if (Array.isArray(row)) return row.map(copyValue) as T;
  const copy: Record<string, unknown> = {};
  for (const [column, value] of Object.entries(row as Record<string, unknown>)) {
    copy[column] = copyValue(value);
  }
  return copy as T;
}

function copyValue(value: unknown): unknown {
  return value instanceof Date ? new Date(value.getTime()) : value;
}
