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

  // biome-ignore lint/suspicious/noExplicitAny: node-postgres's query has a dozen overloads.
  override query(config: any, values?: any, callback?: any): any {
    if (typeof config !== 'string' || !Array.isArray(values) || callback !== undefined) {
      return super.query(config, values, callback);
    }
    const name = this.#nameFor(config);
    if (!name) return super.query(config, values);
    // 'I': no transaction block is open, so a failed statement changed nothing and may run again.
    const outsideTransaction = (this as unknown as { _txStatus: string | null })._txStatus === 'I';
    const run = (statement: string) =>
      super.query({ name: statement, text: config, values }) as unknown as Promise<unknown>;
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

  #nameFor(text: string): string | undefined {
    const known = this.#prepared.get(text);
    if (known) return known;
    if (!PREPARABLE.test(text) || this.#prepared.size >= PREPARED_PER_CONNECTION) return undefined;
    const name = statementName(text);
    this.#prepared.set(text, name);
    return name;
  }
}
