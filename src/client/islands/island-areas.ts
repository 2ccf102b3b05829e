import { createContext } from 'react';
import { areaId, type ShopIntl } from '../i18n/intl';

/**
 * The areas of French each island drew on the server, by island name: one message id of each (issue 45). A French page
 * carries them (`islandAreasScript`), and the islands' runtime fetches an island's before drawing it, so its first
 * render never waits for its French and can be drawn in a transition (React yields to the browser meanwhile).
 */
export type IslandAreas = Readonly<Record<string, readonly string[]>>;

/** The server's record of them while it renders a French page: null elsewhere. */
export const IslandAreasRecord = createContext<Map<string, Set<string>> | null>(null);

/** `intl`, noting under `island` each area a part of it asks for. */
export function recordingIntl(intl: ShopIntl, record: Map<string, Set<string>>, island: string): ShopIntl {
  const ids = record.get(island) ?? new Set<string>();
  record.set(island, ids);
  return {
    ...intl,
    ready(english) {
      const id = areaId(english);
      if (id !== undefined) ids.add(id);
      return intl.ready(english);
    },
  };
}

/** The id of the page's JSON data block of them. */
const SCRIPT_ID = 'island-areas';

/** The record as the page carries it, a JSON data block (not run: no script hash needed), written before `</body>`. */
export function islandAreasScript(record: Map<string, Set<string>>): string {
  const json = JSON.stringify(Object.fromEntries([...record].map(([island, ids]) => [island, [...ids]])));
  return `<script type="application/json" id="${SCRIPT_ID}">${json.replaceAll('<', '\\u003c')}</script>`;
}

/** The page's record, as the islands' runtime reads it: none on an English page (or a page cached before it). */
export function pageIslandAreas(): IslandAreas {
  try {
    return JSON.parse(document.getElementById(SCRIPT_ID)?.textContent ?? '{}') as IslandAreas;
  } catch {
    return {};
  }
}
