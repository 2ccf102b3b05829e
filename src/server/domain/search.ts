import { sql } from 'kysely';
import { pricesOf } from '../../shared/currency.js';
import { toCents, toDollars } from '../../shared/money.js';
import type { SearchResult } from '../../shared/schemas/content.js';
import { currencyRulesOf } from '../../shared/settings.js';
import { keptAnswers } from '../db/catalogue-cache.js';
import { groupConcat, searchMatches, searchQuery, searchScore } from '../db/dialect.js';
import { type Door, lockKeys, type Reader, runFlow } from '../db/flow.js';
import { type Deps, isoNow } from '../deps.js';
import { released, unreleased } from './catalogue/release.js';
import { getSettings } from './settings.js';
import { inLocale, type Localized, textsOf, translating } from './translations.js';

/** The search index's source counter (moved by trigger when its text changes) and the one it was built from. */
async function indexState(db: Reader): Promise<{ source: number; indexed: number } | undefined> {
  const { rows } = await sql<{ source: number; indexed: number }>`
    select source_version as source, indexed_version as indexed from catalogue_search_state`.execute(db);
  return rows[0];
}

/**
 * Rebuilds the full-text index when what a search reads has changed since it was built (names, descriptions, category
 * and collection names, colours, medium, tags, prices, images, release times; products and paintings added or
 * deleted: the triggers of db/migrations/2026-11-25T00-20-search-source-version.ts). A stock hold or a sale moves none
 * of it.
 * Run before each search, and by a background job (jobs.ts) so a shopper seldom waits for it (36 ms at 10,000
 * products).
 */
export async function ensureSearchIndex(db: Door): Promise<void> {
  const seen = await indexState(db);
  if (!seen || seen.source === seen.indexed) return;
  await runFlow({ db }, async (tx) => {
    const trx = tx.db;
    // One rebuild at a time (the job, a search, another process): the next finds it built.
    await lockKeys(tx, 'shop', ['search-index']);
    const state = await indexState(trx);
    if (!state || state.source === state.indexed) return;
    await sql`delete from catalogue_search`.execute(trx);
    // The translations (domain/translations.ts) are indexed with the English: a French name weighs as a name.
    const names = (scope: string, id: string) => translated(trx, scope, id, `t.field in ('name', 'title')`);
    const texts = (scope: string, id: string) => translated(trx, scope, id, `t.field not in ('name', 'title')`);
    await sql`insert into catalogue_search (kind, item_id, title, body)
      select 'product', p.id, p.name || ${names('product', 'p.id')},
        p.description || ' ' || coalesce(c.name, '') || ' ' || coalesce(co.name, '') || ' ' || p.colors
          || ${texts('product', 'p.id')} || ${names('category', 'c.id')} || ${names('collection', 'co.id')}
      from product p left join category c on c.id = p.category_id left join collection co on co.id = p.collection_id
      where p.deleted_at is null`.execute(trx);
    await sql`insert into catalogue_search (kind, item_id, title, body)
      select 'painting', pt.id, pt.title || ${names('painting', 'pt.id')},
        pt.description || ' ' || pt.medium || ' ' || pt.artist_name || ' ' || pt.tags || ' ' ||
        case when pt.is_original = 1 then 'original painting' else 'art print' end || ${texts('painting', 'pt.id')}
      from painting pt where pt.deleted_at is null`.execute(trx);
    await sql`update catalogue_search_state set indexed_version = ${state.source}`.execute(trx);
  });
}

/** An item's translated texts (all languages) of the fields `which` picks, as a space and their words, or ''. */
function translated(db: Reader, scope: string, id: string, which: string) {
  return sql<string>`coalesce((select ' ' || ${sql.raw(groupConcat(db, 't.text', ' '))} from translation t
    where t.scope = ${scope} and t.item_key = cast(${sql.raw(id)} as text) and ${sql.raw(which)}), '')`;
}

/** Products and paintings not released at `now` (a few, read down the partial `publish_at` indexes). */
async function unreleasedCount(db: Reader, now: string): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    select (select count(*) from product p where ${unreleased('p', now)})
      + (select count(*) from painting p where ${unreleased('p', now)}) as n`.execute(db);
  return Number(rows[0]?.n ?? 0);
}

/** Each word as a prefix: 'blea tee' finds 'Bleached Tee'. */
export function toMatch(db: Reader, query: string): string | null {
  const words = query.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return words.length ? searchQuery(db, words) : null;
}

/**
 * Released products and paintings (`catalogue/release.ts`: the index holds every live one, the release is
 * checked as it is read, so it needs no rebuild at the time) matching the words typed so far (name, description,
 * category, collection, colours, medium, tags), best matches first.
 */
export async function search(
  deps: { db: Door; clock: Deps['clock'] } & Localized,
  query: string,
  limit = 10,
): Promise<SearchResult[]> {
  const { db, clock } = deps;
  const match = toMatch(db, query);
  if (!match) return [];
  const kept = keptAnswers<SearchResult[]>({ db, clock }, 'search', 'search', KEPT_ANSWERS);
  // Each result's CAD price where the shop charges CAD (`pricesOf`, as the catalogue answers it).
  const rules = currencyRulesOf(await getSettings({ db }));
  const rank = async () =>
    (await localizedResults(deps, await ranked(db, isoNow(clock), match, limit))).map(({ cadPriceCents, ...r }) => ({
      ...r,
      ...pricesOf(rules, { baseCents: toCents(r.price), cadCents: cadPriceCents }),
    }));
  // Kept per language (a French answer names the items in French) and per currency rules (not a catalogue write):
  // all of them, so a rule added to `CurrencyRules` is never missing from the key.
  const key = `${translating(deps) ? deps.locale : ''} ${JSON.stringify(rules)} ${limit} ${match}`;
  return kept ? kept.remember(key, rank) : rank();
}

/** A result with its own CAD price (if set), before it is priced in the currencies the shop charges. */
type KeptResult = SearchResult & { cadPriceCents: number | null };

/** A ranked answer's row: such a result and the id of the category its subtitle names. */
type RankedResult = KeptResult & { categoryId: number | null };

/** The results in the asker's language (names, category names, mediums), without their category ids. */
async function localizedResults(deps: { db: Door } & Localized, rows: RankedResult[]): Promise<KeptResult[]> {
  const results = rows.map(({ categoryId: _, ...result }) => result);
  if (!translating(deps)) return results;
  const ids = (kind: string) => rows.filter((r) => r.kind === kind).map((r) => r.id);
  const products = await textsOf(deps.db, 'product', deps.locale, ids('product'));
  const paintings = await textsOf(deps.db, 'painting', deps.locale, ids('painting'));
  const categories = await textsOf(
    deps.db,
    'category',
    deps.locale,
    rows.flatMap((r) => r.categoryId ?? []),
  );
  return rows.map(({ categoryId, ...r }) =>
    r.kind === 'product'
      ? {
          ...r,
          title: inLocale(r.title, products.get(String(r.id)), 'name'),
          subtitle: inLocale(r.subtitle, categories.get(String(categoryId)), 'name'),
        }
      : {
          ...r,
          title: inLocale(r.title, paintings.get(String(r.id)), 'title'),
          subtitle: inLocale(r.subtitle, paintings.get(String(r.id)), 'medium'),
        },
  );
}

/**
 * Answers kept while what a search reads stays the same (`db/catalogue-version.ts`, scope 'search': text, prices,
 * images and release times written, a release reached; not stock, so a drop's checkouts leave them kept): a word in
 * every description ranks the whole catalogue once per change rather than once per shopper. The most recently asked
 * few hundred are kept.
 */
const KEPT_ANSWERS = 500;

/** The best `limit` released matches of `match` at `now`, worked out in SQL. */
async function ranked(db: Door, now: string, match: string, limit: number): Promise<RankedResult[]> {
  await ensureSearchIndex(db);
  // Ranked in the index alone first (no join per match: a word in every description matches the whole
  // catalogue), then the best `limit + unreleased` are joined and the unreleased dropped: at most that many can be,
  // so the first `limit` released matches are among them.
  const best = limit + (await unreleasedCount(db, now));
  const { rows } = await sql<{
    kind: 'product' | 'painting';
    id: number;
    title: string;
    subtitle: string | null;
    category_id: number | null;
    price_cents: number;
    cad_price_cents: number | null;
    image_url: string | null;
  }>`
    with best as (
      select s.kind, s.item_id, s.title, ${searchScore(db, match)} as score
      from catalogue_search s
      where ${searchMatches(db, match)}
      order by score
      limit ${best}
    )
    select s.kind, s.item_id as id, coalesce(p.name, pt.title) as title,
      case when s.kind = 'product' then c.name else pt.medium end as subtitle, c.id as category_id,
      coalesce(p.price_cents, pt.price_cents) as price_cents,
      case when s.kind = 'product' then p.cad_price_cents else pt.cad_price_cents end as cad_price_cents,
      coalesce(p.image_url, pt.image_url) as image_url
    from best s
    left join product p on s.kind = 'product' and p.id = s.item_id
    left join category c on c.id = p.category_id
    left join painting pt on s.kind = 'painting' and pt.id = s.item_id
    where ${released('p', now)} and ${released('pt', now)}
    order by s.score
    limit ${limit}`.execute(db);
  return rows.map((r) => ({
    kind: r.kind,
    id: r.id,
    title: r.title,
    subtitle: r.subtitle ?? '',
    price: toDollars(r.price_cents),
    cadPriceCents: r.cad_price_cents === null ? null : Number(r.cad_price_cents),
    imageUrl: r.image_url,
    url: r.kind === 'product' ? `/product/${r.id}` : `/paintings/${r.id}`,
    categoryId: r.category_id,
  }));
}
