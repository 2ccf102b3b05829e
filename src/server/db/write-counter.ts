import type {
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely';

/** The tables whose writes move the catalogue version (the triggers of the catalogue-version migration and the baseline). */
export const CATALOGUE_TABLES = [
  'product',
  'painting',
  'painting_print_size',
  'category',
  'collection',
  'inventory_item',
  'stock_hold',
  'site_setting',
  'content_page',
  'shipping_method',
  'review',
  'translation',
  'item_image',
  'product_color_swatch',
  'product_variant',
];

const WRITES = new Set(['InsertQueryNode', 'UpdateQueryNode', 'DeleteQueryNode']);
const RAW_WRITE = new RegExp(`^\\s*(insert|update|delete)\\b[\\s\\S]*\\b(${CATALOGUE_TABLES.join('|')})\\b`, 'i');

/**
 * Counts the writes to the catalogue's tables made through one database handle (and every transaction made from
 * it), when they run and again at the next COMMIT that makes them visible: the PostgreSQL catalogue version moves at
 * once on this process's own catalogue writes (other processes' are seen by polling, see catalogue-version.ts).
 */
export class WriteCounter implements KyselyPlugin {
  writes = 0;
  #uncommitted = false;
  readonly #catalogueWrites = new WeakSet<object>();
  readonly #commits = new WeakSet<object>();

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    const { node } = args;
    if (node.kind === 'RawNode') {
      const text = node.sqlFragments.join('?');
      if (/^\s*COMMIT\b/i.test(text)) this.#commits.add(args.queryId);
      else if (RAW_WRITE.test(text)) this.#catalogueWrites.add(args.queryId);
    } else if (WRITES.has(node.kind) && touchesCatalogue(node)) {
      this.#catalogueWrites.add(args.queryId);
    }
    return node;
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    const { numAffectedRows } = args.result;
    if (this.#catalogueWrites.has(args.queryId) && numAffectedRows !== undefined && numAffectedRows > 0n) {
      this.writes += 1;
      this.#uncommitted = true;
    } else if (this.#commits.has(args.queryId) && this.#uncommitted) {
      this.writes += 1;
      this.#uncommitted = false;
    }
    return args.result;
  }
}

/**
 * Whether a write names a catalogue table: its tree walked for table nodes, values skipped (a mail's HTML, an
 * order's address: JSON.stringify-ing the whole tree cost about 2 % of a checkout's CPU).
 */
function touchesCatalogue(node: RootOperationNode): boolean {
  const stack: unknown[] = [node];
  while (stack.length > 0) {
    const next = stack.pop();
    if (next === null || typeof next !== 'object') continue;
    if (Array.isArray(next)) {
      stack.push(...next);
      continue;
    }
    const { kind } = next as { kind?: string };
    if (kind === 'ValueNode' || kind === 'PrimitiveValueListNode') continue;
    if (kind === 'TableNode') {
      const name = (next as { table?: { identifier?: { name?: string } } }).table?.identifier?.name;
      if (name !== undefined && CATALOGUE_TABLES.includes(name)) return true;
      continue;
    }
    for (const value of Object.values(next)) if (value !== null && typeof value === 'object') stack.push(value);
  }
  return false;
}
