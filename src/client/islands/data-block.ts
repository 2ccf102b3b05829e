/**
 * The JSON data blocks a page drawn as islands carries for its runtime (the areas its islands draw, their French,
 * the queries they read): `<script type="application/json">` elements the browser never runs (no script hash needed,
 * nothing compiled while the page is parsed), which the runtime parses when it starts.
 */

/** A JSON data block, written before `</body>`. */
export function dataBlock(id: string, value: unknown): string {
  return `<script type="application/json" id="${id}">${JSON.stringify(value).replaceAll('<', '\\u003c')}</script>`;
}

/** The page's JSON data block `id`, or null when it has none (or it does not parse). */
export function readBlock<T>(id: string): T | null {
  try {
    const text = document.getElementById(id)?.textContent;
    return text ? (JSON.parse(text) as T) : null;
  } catch {
    return null;
  }
}
