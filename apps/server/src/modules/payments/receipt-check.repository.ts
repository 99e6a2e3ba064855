import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { RECEIPT_DIGITS } from './receipt-series.repository.ts';

/** A payment whose receipt number is not `<prefix><digits>` of its issuer, or is missing. */
export interface MalformedReceipt {
  orderId: string;
  paymentId: string;
  receiptNo: string | null;
  prefix: string | null;
}

/** One lender's series: what its payments' numbers are against 1..last_no. */
export interface SeriesCount {
  lender: string;
  lastNo: number;
  numbered: number;
  distinct: number;
  highest: number;
}

const MAX_ROWS = 100;

/**
 * Payments numbered by the commit (decision 0042) whose number does not read as their issuer's
 * prefix and at least six digits, and any payment without a number once committed.
 */
export async function listMalformedReceipts(db: Db): Promise<MalformedReceipt[]> {
  const { rows } = await sql<MalformedReceipt>`
    select p.order_id as "orderId", p.id as "paymentId", p.receipt_no as "receiptNo",
      p.receipt_prefix as prefix
    from payments p
    where p.receipt_no is null
      or (p.receipt_lender is not null and (
        left(p.receipt_no, length(p.receipt_prefix)) <> p.receipt_prefix
        or substr(p.receipt_no, length(p.receipt_prefix) + 1) !~ ${`^[0-9]{${RECEIPT_DIGITS},}$`}))
    order by p.id
    limit ${MAX_ROWS}`.execute(db);
  return rows;
}

/**
 * The brand's series. Payments numbered from it before the commit did (the demo seed) carry no
 * issuer: a number of the brand's prefix within the series counts as the series'; others (older
 * `RC` numbers, bulk-loaded data) are not the series'.
 */
export interface Issuer {
  lender: string;
  prefix: string;
}

/** Each payment's number within its lender's series. */
function seriesNumbers(issuer: Issuer) {
  return sql`
    select p.receipt_lender as lender,
      substr(p.receipt_no, length(p.receipt_prefix) + 1)::numeric as n
    from payments p
    where p.receipt_lender is not null
      and left(p.receipt_no, length(p.receipt_prefix)) = p.receipt_prefix
      and substr(p.receipt_no, length(p.receipt_prefix) + 1) ~ '^[0-9]+$'
    union all
    select legacy.lender, legacy.n
    from (
      select ${issuer.lender}::text as lender,
        substr(p.receipt_no, length(${issuer.prefix}) + 1)::numeric as n
      from payments p
      where p.receipt_lender is null
        and left(p.receipt_no, length(${issuer.prefix})) = ${issuer.prefix}
        and substr(p.receipt_no, length(${issuer.prefix}) + 1) ~ '^[0-9]+$'
    ) legacy
    join receipt_series s on s.lender = legacy.lender and legacy.n <= s.last_no`;
}

/**
 * Each lender's series as its payments carry the numbers. A gapless series without repeats has
 * numbered = distinct = highest = last_no.
 */
export async function countReceiptSeries(db: Db, issuer: Issuer): Promise<SeriesCount[]> {
  const { rows } = await sql<{
    lender: string;
    last_no: string | number;
    numbered: string | number;
    distinct: string | number;
    highest: string | number | null;
  }>`
    with numbered as (${seriesNumbers(issuer)})
    select s.lender, s.last_no, count(n.n) as numbered, count(distinct n.n) as distinct,
      max(n.n) as highest
    from receipt_series s left join numbered n on n.lender = s.lender
    group by s.lender, s.last_no
    order by s.lender`.execute(db);
  return rows.map((r) => ({
    lender: r.lender,
    lastNo: Number(r.last_no),
    numbered: Number(r.numbered),
    distinct: Number(r.distinct),
    highest: Number(r.highest ?? 0),
  }));
}

/** Numbers of a lender's series no payment carries, and numbers carried twice (20 of each). */
export async function seriesGapsAndRepeats(db: Db, issuer: Issuer, lender: string, lastNo: number) {
  const numbers = sql`select n from (${seriesNumbers(issuer)}) x where x.lender = ${lender}`;
  const gaps = await sql<{ n: string | number }>`
    select g.n from generate_series(1, ${lastNo}::bigint) as g(n)
    where not exists (select 1 from (${numbers}) y where y.n = g.n)
    order by g.n limit 20`.execute(db);
  const repeats = await sql<{ n: string | number }>`
    select y.n from (${numbers}) y group by y.n having count(*) > 1 order by y.n limit 20`.execute(
    db,
  );
  return { gaps: gaps.rows.map((r) => Number(r.n)), repeats: repeats.rows.map((r) => Number(r.n)) };
}
