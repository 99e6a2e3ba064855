import {
  type KyselyPlugin,
  type OperationNode,
  type QueryId,
  RawNode,
  type RootOperationNode,
} from 'kysely';

/**
 * Each statement the app runs: its kind and first table ('UpdateQueryNode sessions'), or
 * 'precompiled' for one compiled once and run again (Kysely builds no tree for it).
 */
export class StatementLog implements KyselyPlugin {
  readonly statements: string[] = [];
  /** The text of each raw statement sent (VACUUM, ANALYZE and settings are written raw). */
  readonly rawTexts: string[] = [];
  readonly #built = new Map<string, string>();
  transformQuery({ node, queryId }: { node: RootOperationNode; queryId: QueryId }) {
    this.#built.set(queryId.queryId, `${node.kind} ${firstTable(node) ?? '?'}`);
    if (RawNode.is(node)) this.rawTexts.push(node.sqlFragments.join('?').trim());
    return node;
  }
  async transformResult<R>({ result, queryId }: { result: R; queryId: QueryId }): Promise<R> {
    this.statements.push(this.#built.get(queryId.queryId) ?? 'precompiled');
    this.#built.delete(queryId.queryId);
    return result;
  }
  /** The statements since the last call, but the request ceiling's counting. */
  take(): string[] {
    return this.statements.splice(0).filter((line) => !line.endsWith('request_counts'));
  }
}

function firstTable(node: OperationNode): string | undefined {
  if (RawNode.is(node)) {
    const text = node.sqlFragments.join('?');
    return text.match(/\b(?:into|from|update)\s+"?(\w+)/i)?.[1];
  }
  const found = JSON.stringify(node, (_key, value) =>
    typeof value === 'bigint' ? String(value) : value,
  ).match(/"kind":"TableNode".*?"IdentifierNode","name":"(\w+)"/);
  return found?.[1];
}
