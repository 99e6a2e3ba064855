import { type Compilable, CompiledQuery } from 'kysely';
import type { Db } from './database.ts';

type Slot = { arg: number } | { value: unknown };

interface Precompiled {
  sql: string;
  slots: Slot[];
}

/**
 * A query Kysely builds and compiles once; each call binds its arguments to the compiled SQL.
 * Building and compiling a query's tree costs a share of running it, on the reads
 * every call makes. `build` must use each argument as a plain bound value (not in `in` lists, not to
 * choose the query's shape): the first compile records where each one lands.
 */
export function precompiledQuery<Args extends unknown[], Row>(
  build: (db: Db, ...args: Args) => Compilable<Row>,
): (db: Db, ...args: Args) => Promise<Row[]> {
  let compiled: Precompiled | undefined;
  return async (db, ...args) => {
    compiled ??= compileWithSlots(db, build, args.length);
    const parameters = compiled.slots.map((slot) => ('arg' in slot ? args[slot.arg] : slot.value));
    const { rows } = await db.executeQuery<Row>(CompiledQuery.raw(compiled.sql, parameters));
    return rows;
  };
}

function compileWithSlots<Args extends unknown[], Row>(
  db: Db,
  build: (db: Db, ...args: Args) => Compilable<Row>,
  arity: number,
): Precompiled {
  const markers = Array.from(
    { length: arity },
    (_, index) => `\u0000precompiled-argument-${index}`,
  );
  const { sql, parameters } = build(db, ...(markers as Args)).compile();
  const slots = parameters.map((parameter): Slot => {
    const arg = markers.indexOf(parameter as string);
    return arg >= 0 ? { arg } : { value: parameter };
  });
  const used = new Set(slots.flatMap((slot) => ('arg' in slot ? [slot.arg] : [])));
  if (used.size !== arity) {
    throw new Error(`precompiledQuery: ${arity - used.size} argument(s) are not bound values`);
  }
  return { sql, slots };
}
