import type {
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely';

/**
 * Counts the statements that may have written, through one database handle and every transaction made from it:
 * the PostgreSQL catalogue version moves at once on a write of this process (other processes' writes are seen
 * by polling the trigger-kept counter, see catalogue-version.ts).
 */
export class WriteCounter implements KyselyPlugin {
  writes = 0;
  readonly #commits = new WeakSet<object>();

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    const { node } = args;
    if (node.kind === 'RawNode' && /^\s*COMMIT\b/i.test(node.sqlFragments.join(''))) this.#commits.add(args.queryId);
    return node;
  }

  /** Counted when the statement has run, and again at the COMMIT that makes it visible to the other connections. */
  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    if (mayWrite(args.result) || this.#commits.has(args.queryId)) this.writes += 1;
    return args.result;
  }
}

function mayWrite(result: QueryResult<UnknownRow>): boolean {
  return result.numAffectedRows !== undefined && result.numAffectedRows > 0n;
}
