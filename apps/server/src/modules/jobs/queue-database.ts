import { CompiledQuery } from 'kysely';
import type { Db as QueueDb } from 'pg-boss';
import type { Db } from '../../db/database.ts';
import { SCRIPT_MARKER } from '../../db/pglite-prepared-dialect.ts';

/**
 * The job queue's statements on the app's own embedded database (one connection, shared with the
 * requests). A text without parameters may hold several statements (the queue's schema, its
 * locked blocks): it runs as a script. Session settings hold for good on the one session.
 */
export function queueDatabaseOnEmbedded(db: Db): QueueDb {
  const run = async (text: string, values?: unknown[]) => {
    const query = values?.length
      ? CompiledQuery.raw(text, values)
      : CompiledQuery.raw(`${SCRIPT_MARKER}\n${text}`);
    const result = await db.executeQuery(query);
    return { rows: result.rows as unknown[] };
  };
  return {
    executeSql: run,
    async setSessionStatements(statements) {
      for (const statement of statements) await run(statement);
    },
  };
}
