import { AsyncLocalStorage } from 'node:async_hooks';
import { TransactionBuilder } from 'kysely';
import type pg from 'pg';

interface OpenTransaction {
  connected: boolean;
  done: boolean;
}

const transactions = new AsyncLocalStorage<OpenTransaction>();
let marking = false;

/** Every Kysely transaction runs its callback with a marker the pool below can see. */
function markTransactions(): void {
  if (marking) return;
  marking = true;
  const builder = TransactionBuilder.prototype as unknown as {
    execute: (...args: unknown[]) => Promise<unknown>;
  };
  const execute = builder.execute;
  builder.execute = function (this: unknown, ...args: unknown[]) {
    const transaction: OpenTransaction = { connected: false, done: false };
    return transactions.run(transaction, async () => {
      try {
        return await execute.apply(this, args);
      } finally {
        transaction.done = true;
      }
    });
  };
}

export const SECOND_CONNECTION_MESSAGE =
  'A query asked the pool for a second connection inside a transaction: run it on the transaction, or after the commit';

/**
 * Refuses a query that asks the pool for another connection while its own transaction holds one.
 * Such a transaction waits on a second connection: under load every connection can end up held by
 * a transaction waiting for another (the pool deadlocks), and before that each wait lengthens the
 * transaction. PGlite, a single connection, would hang on it; here it fails at once.
 */
export function guardTransactionConnections(pool: pg.Pool): pg.Pool {
  markTransactions();
  const connect = pool.connect.bind(pool) as () => Promise<pg.PoolClient>;
  const guarded = (): Promise<pg.PoolClient> => {
    const transaction = transactions.getStore();
    if (transaction && !transaction.done) {
      if (transaction.connected) return Promise.reject(new Error(SECOND_CONNECTION_MESSAGE));
      transaction.connected = true;
    }
    return connect();
  };
  pool.connect = guarded as typeof pool.connect;
  return pool;
}
