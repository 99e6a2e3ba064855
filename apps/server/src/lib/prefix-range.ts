import { type RawBuilder, type SqlBool, sql } from 'kysely';

/**
 * Text starting with `prefix` as a range of byte-ordered ("C" collation) values: what an index
 * on `column collate "C"` walks, with the bounds as two parameters, so a generic plan uses the
 * index too (docs/decisions/0048). `LIKE $1` would not: a generic plan cannot see the pattern.
 * The prefix is printable ASCII (the search's schemas allow nothing else).
 */
export function startsWith(column: string, prefix: string): RawBuilder<SqlBool> {
  const { from, to } = prefixBounds(prefix);
  const value = sql`${sql.ref(column)} collate "C"`;
  return sql<SqlBool>`(${value} >= ${from} and ${value} < ${to})`;
}

/** The bounds of the values starting with `prefix`: the prefix, and it with its last byte + 1. */
export function prefixBounds(prefix: string): { from: string; to: string } {
  if (!/^[\x21-\x7e]+$/.test(prefix)) throw new Error(`not a printable ASCII prefix: ${prefix}`);
  const last = prefix.charCodeAt(prefix.length - 1);
  return { from: prefix, to: prefix.slice(0, -1) + String.fromCharCode(last + 1) };
}

/** The column in byte order, for a comparison or an order that the "C" index serves. */
export function byteOrdered(column: string) {
  return sql<string>`${sql.ref(column)} collate "C"`;
}
