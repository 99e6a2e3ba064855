import { createHash } from 'node:crypto';
import pg from 'pg';
import {
  isPreparable,
  PREPARED_STATEMENT_LIMIT,
  RESULT_TYPE_CHANGED,
  sqlStateOf,
} from './prepared-statements.ts';

const TRANSACTION_START = /^\s*(begin|start\s+transaction)\b/i;
const TRANSACTION_END = /^\s*(commit|end|abort|rollback(?!\s+to\b))\b/i;

type QueryResult = pg.QueryResult<Record<string, unknown>>;

// The SHA-1 of each statement's text, computed once (statement names are built on every call).
const textHashes = new Map<string, string>();
const TEXT_HASH_LIMIT = 1_000;

/**
 * A node-postgres client that keeps plain reads and writes prepared on its connection, named by
 * their SQL text: the server parses and plans each once instead of on every call. Anything else,
 * and every call shaped otherwise (callbacks, cursors, query configs), goes to node-postgres as is;
 * beyond the limit, new statements run unnamed.
 */
export class PreparedStatementClient extends pg.Client {
  readonly #names = new Set<string>();
  #generation = 0;
  #inTransaction = false;
  /** Names of an earlier generation, still allocated on the server until the next safe moment. */
  #stale: string[] = [];

  constructor(config?: string | pg.ClientConfig) {
    super(config);
    const unnamed = this.query.bind(this) as (...args: unknown[]) => unknown;
    this.query = ((...args: unknown[]) => {
      const [text, values] = args;
      if (typeof text !== 'string' || args.length > 2 || typeof values === 'function') {
        return unnamed(...args);
      }
      return this.#run(text, values as unknown[] | undefined, unnamed);
    }) as pg.Client['query'];
  }

  /** How many statements this connection has prepared. */
  get preparedStatementCount(): number {
    return this.#names.size;
  }

  async #run(
    text: string,
    values: unknown[] | undefined,
    unnamed: (...args: unknown[]) => unknown,
  ): Promise<QueryResult> {
    const plain = () => unnamed(text, values) as Promise<QueryResult>;
    if (this.#stale.length > 0 && !this.#inTransaction) await this.#deallocateStale(unnamed);
    if (!isPreparable(text)) {
      this.#trackTransaction(text);
      return plain();
    }
    const name = this.#nameFor(text);
    if (!name) return plain();
    try {
      return (await unnamed({ name, text, values })) as QueryResult;
    } catch (error) {
      if (sqlStateOf(error) !== RESULT_TYPE_CHANGED) throw error;
      // A migration changed a table under this connection's statements: name them afresh. Outside
      // a transaction nothing ran, so the call is made again; inside one, the transaction failed.
      this.#generation += 1;
      this.#stale.push(...this.#names);
      this.#names.clear();
      if (this.#inTransaction) throw error;
      return plain();
    }
  }

  #nameFor(text: string): string | null {
    const name = `q${this.#generation}_${hashOf(text)}`;
    if (this.#names.has(name)) return name;
    if (this.#names.size >= PREPARED_STATEMENT_LIMIT) return null;
    this.#names.add(name);
    return name;
  }

  async #deallocateStale(unnamed: (...args: unknown[]) => unknown): Promise<void> {
    const names = this.#stale;
    this.#stale = [];
    for (const name of names) {
      // A name whose parse had failed was never allocated: nothing to give back.
      await (unnamed(`deallocate ${name}`) as Promise<unknown>).catch(() => undefined);
    }
  }

  #trackTransaction(text: string): void {
    if (TRANSACTION_START.test(text)) this.#inTransaction = true;
    else if (TRANSACTION_END.test(text)) this.#inTransaction = false;
  }
}

function hashOf(text: string): string {
  let hash = textHashes.get(text);
  if (hash === undefined) {
    if (textHashes.size >= TEXT_HASH_LIMIT) textHashes.clear();
    hash = createHash('sha1').update(text).digest('hex');
    textHashes.set(text, hash);
  }
  return hash;
}
