import { createHash } from 'node:crypto';
import pg from 'pg';

/** Distinct statements one connection keeps prepared; beyond that, new ones run unnamed. */
export const PREPARED_PER_CONNECTION = 500;

const PREPARABLE = /^\s*(select|insert|update|delete|with)\b/i;

/** PostgreSQL's refusal to run a prepared statement whose table's columns changed since. */
function isResultTypeChanged(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return code === '0A000' && typeof message === 'string' && message.includes('cached plan');
}

/** The prepared name of a plain `begin`, bound in the same write as a transaction's first statement. */
const BEGIN_STATEMENT = 'k_begin';

type QueryResult = { command: string; rowCount: number | null; rows: unknown[] };

/**
 * A statement sent in one write after a transaction's `begin`: PostgreSQL runs both before one
 * Sync, so the pair costs one round trip. The begin's result comes first; the statement's is kept.
 */
class BegunQuery extends pg.Query {
  constructor(
    config: { name: string; text: string; values: unknown[] },
    callback: (error: Error | undefined, result: QueryResult | QueryResult[]) => void,
  ) {
    super(config, undefined, callback as never);
  }

  /** Called by node-postgres to write the statement's messages (its own `prepare`, not typed). */
  prepare(connection: PgConnection): void {
    connection.bind({ portal: '', statement: BEGIN_STATEMENT, values: [] });
    connection.execute({ portal: '', rows: 0 });
    (pg.Query.prototype as unknown as { prepare: (c: PgConnection) => void }).prepare.call(
      this,
      connection,
    );
  }
}

interface PgConnection {
  parsedStatements: Record<string, string>;
  bind(config: { portal: string; statement: string; values: unknown[] }): void;
  execute(config: { portal: string; rows: number }): void;
}

function statementName(text: string): string {
  return `k_${createHash('sha1').update(text).digest('base64url').slice(0, 22)}`;
}

/**
 * A node-postgres client that runs Kysely's statements as named prepared statements (decision
 * 0053): parsed and planned once per connection, then only bound and executed. Under the soak,
 * parsing and planning every statement anew was most of PostgreSQL's CPU.
 */
export class PreparedStatementsClient extends pg.Client {
  /** The name of each text this connection has prepared (a new one after a schema change). */
  readonly #prepared = new Map<string, string>();
  /** A `begin` not sent yet: it goes in the same write as the transaction's first statement. */
  #beginPending = false;

  // biome-ignore lint/suspicious/noExplicitAny: node-postgres's query has a dozen overloads.
  override query(config: any, values?: any, callback?: any): any {
    const plain = typeof config === 'string' && Array.isArray(values) && callback === undefined;
    const command = plain && values.length === 0 ? config.trim().toLowerCase() : undefined;
    if (command === 'begin' && !this.#beginPending) {
      this.#beginPending = true;
      return Promise.resolve({ command: 'BEGIN', rowCount: null, rows: [] });
    }
    if (this.#beginPending && (command === 'commit' || command === 'rollback')) {
      // A transaction that ran nothing: neither it nor its end needs the server.
      this.#beginPending = false;
      return Promise.resolve({ command: command.toUpperCase(), rowCount: null, rows: [] });
    }
    const name = plain ? this.#nameFor(config) : undefined;
    if (this.#beginPending && !(name && this.#beginPrepared())) {
      // Only a prepared statement can take the begin along, and only once the begin is prepared.
      return this.#sendBegin().then(() => this.query(config, values, callback));
    }
    if (!name) return super.query(config, values, callback);
    const begun = this.#beginPending;
    this.#beginPending = false;
    // 'I': no transaction block is open, so a failed statement changed nothing and may run again.
    const outsideTransaction =
      !begun && (this as unknown as { _txStatus: string | null })._txStatus === 'I';
    const run = (statement: string) =>
      (begun
        ? this.#runAfterBegin({ name: statement, text: config, values })
        : super.query({ name: statement, text: config, values })) as unknown as Promise<unknown>;
    return run(name).catch((error: unknown) => {
      if (!isResultTypeChanged(error)) throw error;
      // A migration changed the columns this statement returns: it is prepared again under a
      // new name. Inside a transaction the error has already aborted it, so it stands.
      const renamed = `${name}_${Date.now().toString(36)}`;
      this.#prepared.set(config, renamed);
      if (outsideTransaction) return run(renamed);
      throw error;
    });
  }

  /** The begin on its own, prepared under its name so later ones can go with a statement. */
  #sendBegin(): Promise<unknown> {
    this.#beginPending = false;
    return super.query({ name: BEGIN_STATEMENT, text: 'begin', values: [] });
  }

  #beginPrepared(): boolean {
    const { connection } = this as unknown as { connection: PgConnection };
    return connection.parsedStatements[BEGIN_STATEMENT] !== undefined;
  }

  #runAfterBegin(config: { name: string; text: string; values: unknown[] }): Promise<QueryResult> {
    return new Promise((resolve, reject) => {
      const query = new BegunQuery(config, (error, result) => {
        if (error) reject(error);
        else resolve(Array.isArray(result) ? result[result.length - 1]! : result);
      });
      super.query(query);
    });
  }

  #nameFor(text: string): string | undefined {
    const known = this.#prepared.get(text);
    if (known) return known;
    if (!PREPARABLE.test(text) || this.#prepared.size >= PREPARED_PER_CONNECTION) return undefined;
    const name = statementName(text);
    this.#prepared.set(text, name);
    return name;
  }
}
