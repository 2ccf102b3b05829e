import { createContext } from 'react';
import type { Catalogue } from '../i18n/catalogue';
import { AT_ONCE_AREAS } from '../i18n/catalogues';
import { areaId, ENGINE_AREA, type ShopIntl } from '../i18n/intl';
import { dataBlock, readBlock } from './data-block';

/**
 * The areas of messages each island drew on the server, by island name: one message id of each, `ENGINE_AREA` if
 * one of them needs the ICU engine, `MONEY_MARK` if it wrote money (issue 45). A page carries them
 * (`islandAreasScript`), and the islands' runtime fetches what an island's need before drawing it (their French on a
 * page without it, the engine, the number data), so its first render never waits for them and can be drawn in a
 * transition (React yields to the browser meanwhile).
 */
export type IslandAreas = Readonly<Record<string, readonly string[]>>;

/** The server's record of them while it renders a page: null elsewhere. */
export const IslandAreasRecord = createContext<Map<string, Set<string>> | null>(null);

/**
 * What an island's record names when it writes money (`ShopIntl.money`): the islands' runtime loads the browser's
 * number data in short tasks before drawing it (`warmIcu`), and not at all for a page whose islands write none.
 */
export const MONEY_MARK = 'money';

/** Each recording formatter's own (`recordingIntl`). */
const recorded = new WeakMap<ShopIntl, ShopIntl>();

/** `intl`, noting under `island` each area a part of it asks for. */
export function recordingIntl(intl: ShopIntl, record: Map<string, Set<string>>, island: string): ShopIntl {
  const ids = record.get(island) ?? new Set<string>();
  record.set(island, ids);
  const recording: ShopIntl = {
    ...intl,
    ready(english) {
      const id = areaId(english);
      if (id !== undefined) ids.add(id);
      if (intl.usesEngine(english)) ids.add(ENGINE_AREA);
      return intl.ready(english);
    },
    money(dollars, currency) {
      ids.add(MONEY_MARK);
      return intl.money(dollars, currency);
    },
  };
  recorded.set(recording, intl);
  return recording;
}

/**
 * The formatter `intl` records for, else `intl`: what an island keeps of the server's HTML (`Kept`) is not drawn
 * with it, so the areas it draws are no need of its first render (the list's count, its cards: their French and the
 * engine come when the list changes).
 */
export function unrecorded(intl: ShopIntl): ShopIntl {
  return recorded.get(intl) ?? intl;
}

/** The ids of the page's JSON data blocks: the areas each island drew, and their French. */
const AREAS_ID = 'island-areas';
const FRENCH_ID = 'island-french';

/** The area an id is in: its catalogue's prefix (`product.addToCart` → `product.`; every area's ids share one). */
const areaOf = (id: string) => id.slice(0, id.indexOf('.') + 1);

/**
 * The record as the page carries it; on a page drawn as islands, with the French of every area it names and of those
 * every such page draws at once, each area whole (a part may draw another of its messages as the shopper works with
 * it), out of `catalogue`: the islands' runtime then draws them with no catalogue to fetch first (the French is data
 * the page brings, not a script of its own the runtime asks for once it runs).
 */
export function islandAreasScript(record: Map<string, Set<string>>, catalogue: Catalogue | null): string {
  const areas = Object.fromEntries([...record].map(([island, ids]) => [island, [...ids]]));
  if (!catalogue) return dataBlock(AREAS_ID, areas);
  const drawn = new Set(
    Object.values(areas).flatMap((ids) => ids.filter((id) => id !== ENGINE_AREA && id !== MONEY_MARK).map(areaOf)),
  );
  const carried = (id: string) => drawn.has(areaOf(id)) || AT_ONCE_AREAS.test(id);
  const french = Object.fromEntries(Object.entries(catalogue).filter(([id]) => carried(id)));
  return dataBlock(AREAS_ID, areas) + dataBlock(FRENCH_ID, french);
}

/** The page's record, as the islands' runtime reads it: none on an English page (or a page cached before it). */
export function pageIslandAreas(): IslandAreas {
  return readBlock<IslandAreas>(AREAS_ID) ?? {};
}

/** The French the page carries for its islands: null on an English page (or one cached before it carried it). */
export function pageIslandFrench(): Catalogue | null {
  return readBlock<Catalogue>(FRENCH_ID);
}
