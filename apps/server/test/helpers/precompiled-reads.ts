import type { CompiledQuery } from 'kysely';
import type { Db } from '../../src/db/database.ts';

/**
 * The database, noting the table each precompiled select (decision 0020) reads first. Those run
 * through `db.executeQuery`, which Kysely's plugins never see.
 */
export function notingPrecompiledReads(db: Db, into: string[]): Db {
  return new Proxy(db, {
    get(target, property) {
      if (property === 'executeQuery') {
        return (query: CompiledQuery, ...rest: unknown[]) => {
          const table = /^\s*select\b.*?\bfrom\s+"(\w+)"/is.exec(query.sql)?.[1];
          if (table) into.push(table);
          return (target.executeQuery as (...args: unknown[]) => unknown)(query, ...rest);
        };
      }
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
