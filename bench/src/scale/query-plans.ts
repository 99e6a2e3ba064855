import type pg from 'pg';

export interface CapturedQuery {
  sql: string;
  parameters: readonly unknown[];
}

/** Collects the statements an app runs while `capturing` is on (Kysely's `log` hook). */
export class QueryCapture {
  private queries: CapturedQuery[] | undefined;

  readonly log = (event: {
    level: string;
    query: { sql: string; parameters: readonly unknown[] };
  }) => {
    if (event.level === 'query' && this.queries) {
      this.queries.push({ sql: event.query.sql, parameters: event.query.parameters });
    }
  };

  async during(work: () => Promise<unknown>): Promise<CapturedQuery[]> {
    this.queries = [];
    try {
      await work();
      return distinct(this.queries);
    } finally {
      this.queries = undefined;
    }
  }
}

function distinct(queries: CapturedQuery[]): CapturedQuery[] {
  const seen = new Map<string, CapturedQuery>();
  for (const query of queries) if (!seen.has(query.sql)) seen.set(query.sql, query);
  return [...seen.values()];
}

export interface QueryPlan {
  sql: string;
  text: string;
  ms: number;
  /** Tables read by a sequential scan that hold more than BIG_TABLE_ROWS rows. */
  bigSeqScans: string[];
}

export const BIG_TABLE_ROWS = 10_000;

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}

/**
 * EXPLAIN (ANALYZE) of a captured statement with its parameters, as a generic plan (what a prepared
 * statement meets from its sixth run: a pooler or driver that prepares). Writes are rolled back, and the
 * statement is prepared again in the next transaction (the rollback drops nothing else).
 */
export async function explain(client: pg.ClientBase, query: CapturedQuery): Promise<QueryPlan> {
  await client.query('begin');
  try {
    await client.query('set local plan_cache_mode = force_generic_plan');
    await client.query(`prepare bench_explained as ${query.sql}`);
    const args = query.parameters.map((value) => literal(client, value));
    const execute = `execute bench_explained${args.length ? `(${args.join(', ')})` : ''}`;
    const json = await client.query(`explain (analyze, format json) ${execute}`);
    const text = await client.query(`explain (analyze, costs off, timing off) ${execute}`);
    const root = json.rows[0]['QUERY PLAN'][0] as { Plan: PlanNode; 'Execution Time': number };
    const scanned = seqScans(root.Plan);
    const big = scanned.length
      ? await client.query<{ relname: string }>(
          'select relname from pg_class where relname = any($1) and reltuples > $2',
          [scanned, BIG_TABLE_ROWS],
        )
      : { rows: [] };
    return {
      sql: query.sql,
      text: text.rows.map((row) => row['QUERY PLAN']).join('\n'),
      ms: root['Execution Time'],
      bigSeqScans: big.rows.map((row) => row.relname),
    };
  } finally {
    await client.query('rollback');
    await client.query('deallocate all');
  }
}

function literal(client: pg.ClientBase, value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (value instanceof Date) return client.escapeLiteral(value.toISOString());
  if (typeof value === 'string') return client.escapeLiteral(value);
  return client.escapeLiteral(JSON.stringify(value));
}

function seqScans(node: PlanNode): string[] {
  const own =
    node['Node Type'] === 'Seq Scan' && node['Relation Name'] ? [node['Relation Name']] : [];
  return [...own, ...(node.Plans ?? []).flatMap(seqScans)];
}
