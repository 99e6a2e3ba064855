import { type PGlite, parse, protocol } from '@electric-sql/pglite';
import {
  AbortedTransactionError,
  type CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  PGliteAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';
import type { ConnectionStats } from './connection-stats.ts';

/** How many distinct statements stay prepared; the least recently used one gives way. */
export const PREPARED_STATEMENT_LIMIT = 500;

// Statements about the schema, the session or the transaction run unprepared.
const UNPREPARED =
  /^\s*(create|alter|drop|comment|grant|revoke|truncate|do|set|reset|deallocate|vacuum|analyze|listen|unlisten|notify|lock|begin|start|commit|rollback|savepoint|release)\b/i;

/**
 * A statement text that starts with this comment is a script: several statements and no
 * parameters, sent with the simple query protocol (as node-postgres sends any text without
 * parameters), its rows those of all its statements. The job queue's schema and its locked
 * blocks (`begin; ...; commit`) come this way.
 */
export const SCRIPT_MARKER = '/* script */';

// A schema change also forgets every prepared statement: a plan kept across it could answer in
// the table's old shape ("cached plan must not change result type").
const SCHEMA_CHANGE = /^\s*(create|alter|drop|comment|truncate|do)\b/i;

/**
 * Kysely on the embedded PGlite with each statement prepared once and then run by name
 * (decision 0052). PGlite's own `query` parses and plans every statement on every call, in six
 * calls into its engine; a prepared statement is bound and run in one, a quarter of the time.
 * This is also how PostgreSQL in production meets statements: prepared, then generic plans.
 */
export class PGlitePreparedDialect implements Dialect {
  readonly #pglite: () => PGlite | Promise<PGlite>;
  #driver: PGlitePreparedDriver | undefined;

  constructor(pglite: () => PGlite | Promise<PGlite>) {
    this.#pglite = pglite;
  }

  createAdapter() {
    return new PGliteAdapter();
  }

  createDriver(): Driver {
    this.#driver = new PGlitePreparedDriver(this.#pglite);
    return this.#driver;
  }

  /** The one connection: open once PGlite is, idle when no one holds it, and who waits for it. */
  connectionStats(): ConnectionStats {
    const driver = this.#driver;
    if (!driver?.isOpen) return { total: 0, idle: 0, waiting: 0 };
    return { total: 1, idle: driver.held ? 0 : 1, waiting: driver.waiting };
  }

  // biome-ignore lint/suspicious/noExplicitAny: Kysely's own dialects take any database.
  createIntrospector(db: Kysely<any>) {
    return new PostgresIntrospector(db);
  }

  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }
}

class PGlitePreparedDriver implements Driver {
  readonly #open: () => PGlite | Promise<PGlite>;
  #pglite: PGlite | undefined;
  #connection: PreparedConnection | undefined;
  readonly #releases = new WeakMap<DatabaseConnection, () => void>();
  /** Acquires asked for and not yet granted; whether the connection is lent now. */
  waiting = 0;
  held = false;

  constructor(open: () => PGlite | Promise<PGlite>) {
    this.#open = open;
  }

  get isOpen(): boolean {
    return this.#connection !== undefined;
  }

  async init(): Promise<void> {
    const pglite = await this.#open();
    await pglite.waitReady;
    this.#pglite = pglite;
    this.#connection = new PreparedConnection(pglite);
  }

  /** The one connection, held under PGlite's own lock until released: one user at a time. */
  acquireConnection(): Promise<DatabaseConnection> {
    const pglite = this.#pglite;
    const connection = this.#connection;
    if (!pglite || !connection) return Promise.reject(new Error('PGlite is not open'));
    this.waiting += 1;
    return new Promise((acquired, failed) => {
      pglite
        .runExclusive(
          () =>
            new Promise<void>((release) => {
              this.waiting -= 1;
              this.held = true;
              this.#releases.set(connection, release);
              acquired(connection);
            }),
        )
        .catch((error: unknown) => {
          if (!this.held) this.waiting -= 1;
          failed(error);
        });
    });
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    const release = this.#releases.get(connection);
    this.#releases.delete(connection);
    this.held = false;
    release?.();
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings) {
    let statement = 'begin';
    if (settings.isolationLevel || settings.accessMode) {
      statement = 'start transaction';
      if (settings.isolationLevel) statement += ` isolation level ${settings.isolationLevel}`;
      if (settings.accessMode) statement += ` ${settings.accessMode}`;
    }
    await (connection as PreparedConnection).run(statement, []);
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    const { command } = await (connection as PreparedConnection).run('commit', []);
    // PostgreSQL completes COMMIT with a ROLLBACK tag when an earlier error aborted the
    // transaction: nothing was written, and the caller must know.
    if (command === 'ROLLBACK') throw new AbortedTransactionError();
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await (connection as PreparedConnection).run('rollback', []);
  }

  async savepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await (connection as PreparedConnection).run(`savepoint ${quoteIdentifier(name)}`, []);
  }

  async rollbackToSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await (connection as PreparedConnection).run(`rollback to ${quoteIdentifier(name)}`, []);
  }

  async releaseSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await (connection as PreparedConnection).run(`release ${quoteIdentifier(name)}`, []);
  }

  async destroy(): Promise<void> {
    if (this.#pglite && !this.#pglite.closed) await this.#pglite.close();
  }
}

interface Prepared {
  name: string;
  parameterTypes: number[];
}

interface Outcome {
  rows: Record<string, unknown>[];
  affectedRows: number | undefined;
  /** The command tag's first word (SELECT, INSERT, COMMIT, ROLLBACK…). */
  command: string | undefined;
}

class PreparedConnection implements DatabaseConnection {
  readonly #pglite: PGlite;
  /** By SQL text, in order of last use (a Map keeps insertion order). */
  readonly #prepared = new Map<string, Prepared>();
  #nextName = 1;

  constructor(pglite: PGlite) {
    this.#pglite = pglite;
  }

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const { rows, affectedRows } = await this.run(query.sql, query.parameters);
    return {
      rows: rows as R[],
      numAffectedRows: affectedRows === undefined ? undefined : BigInt(affectedRows),
    };
  }

  // biome-ignore lint/correctness/useYield: the interface asks for a generator.
  async *streamQuery(): AsyncIterableIterator<QueryResult<never>> {
    throw new Error('Streaming is not supported by PGlite.');
  }

  async run(sql: string, parameters: readonly unknown[]): Promise<Outcome> {
    if (sql.startsWith(SCRIPT_MARKER)) return this.#runScript(sql);
    if (UNPREPARED.test(sql)) return this.#runUnprepared(sql, parameters);
    const prepared = await this.#prepare(sql);
    return this.#exchange([
      protocol.serialize.bind({
        statement: prepared.name,
        values: this.#serialize(parameters, prepared.parameterTypes),
      }),
    ]);
  }

  async #runUnprepared(sql: string, parameters: readonly unknown[]): Promise<Outcome> {
    if (SCHEMA_CHANGE.test(sql)) await this.#forgetAll();
    const types = parameters.length ? await this.#describe(sql, '') : [];
    return this.#exchange([
      protocol.serialize.parse({ text: sql }),
      protocol.serialize.bind({ values: this.#serialize(parameters, types) }),
    ]);
  }

  async #runScript(sql: string): Promise<Outcome> {
    await this.#forgetAll();
    const pglite = this.#pglite;
    try {
      const { messages } = await pglite.execProtocol(protocol.serialize.query(sql), {
        syncToFs: false,
      });
      const results = parse.parseResults(messages, pglite.parsers, { rowMode: 'object' });
      return {
        rows: results.flatMap((result) => result.rows) as Record<string, unknown>[],
        affectedRows: results.at(-1)?.affectedRows,
        command: undefined,
      };
    } catch (error) {
      // A script that failed after its own `begin` leaves that block open and aborted: it is the
      // script's, not the caller's, so it ends here rather than poisoning the next statement.
      if (pglite.isInTransaction()) await pglite.execProtocol(protocol.serialize.query('rollback'));
      throw error;
    } finally {
      if (!pglite.isInTransaction()) await pglite.syncToFs();
    }
  }

  async #prepare(sql: string): Promise<Prepared> {
    const known = this.#prepared.get(sql);
    if (known) {
      this.#prepared.delete(sql);
      this.#prepared.set(sql, known);
      return known;
    }
    const name = `kysely_${this.#nextName++}`;
    const parameterTypes = await this.#describe(sql, name);
    const prepared = { name, parameterTypes };
    this.#prepared.set(sql, prepared);
    if (this.#prepared.size > PREPARED_STATEMENT_LIMIT) {
      const [oldestSql, oldest] = this.#prepared.entries().next().value as [string, Prepared];
      this.#prepared.delete(oldestSql);
      await this.#send([protocol.serialize.close({ type: 'S', name: oldest.name })]);
    }
    return prepared;
  }

  /** Parses `sql` under `name` ('' is the unnamed statement) and returns its parameters' types. */
  async #describe(sql: string, name: string): Promise<number[]> {
    const messages = await this.#send([
      protocol.serialize.parse({ text: sql, name }),
      protocol.serialize.describe({ type: 'S', name }),
    ]);
    return parse.parseDescribeStatementResults(messages);
  }

  async #forgetAll(): Promise<void> {
    if (this.#prepared.size === 0) return;
    this.#prepared.clear();
    await this.#send([protocol.serialize.query('deallocate all')]);
  }

  async #exchange(head: Uint8Array[]): Promise<Outcome> {
    const messages = await this.#send([
      ...head,
      protocol.serialize.describe({ type: 'P' }),
      protocol.serialize.execute({}),
    ]);
    const [result] = parse.parseResults(messages, this.#pglite.parsers, { rowMode: 'object' });
    const complete = messages.findLast((message) => message.name === 'commandComplete') as
      | { text?: string }
      | undefined;
    return {
      rows: (result?.rows ?? []) as Record<string, unknown>[],
      affectedRows: result?.affectedRows,
      command: complete?.text?.split(' ')[0],
    };
  }

  /** One call into the engine: the messages, then Sync (which also ends an error's skipping). */
  async #send(parts: Uint8Array[]) {
    const pglite = this.#pglite;
    try {
      const result = await pglite.execProtocol(concat([...parts, protocol.serialize.sync()]), {
        syncToFs: false,
      });
      return result.messages;
    } finally {
      // As PGlite's own query: the files are synced once a transaction has ended, not inside it.
      if (!pglite.isInTransaction()) await pglite.syncToFs();
    }
  }

  #serialize(parameters: readonly unknown[], types: number[]): (string | null)[] {
    return parameters.map((value, index) => {
      if (value === null || value === undefined) return null;
      const type = types[index];
      const serializer = type === undefined ? undefined : this.#pglite.serializers[type];
      return serializer ? serializer(value) : String(value);
    });
  }
}

function concat(parts: Uint8Array[]): Uint8Array {
  let length = 0;
  for (const part of parts) length += part.length;
  const message = new Uint8Array(length);
  let offset = 0;
  for (const part of parts) {
    message.set(part, offset);
    offset += part.length;
  }
  return message;
}

function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
