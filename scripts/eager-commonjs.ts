/**
 * A CommonJS module's wrapper in a bundled chunk (`__commonJSMin((exports, module) => { … })`), its arrow head: the
 * helper's name (`__commonJS`, `__commonJSMin`, or either renamed with a suffix where a chunk has one already), then
 * the arrow's parameters (in parentheses or one bare name).
 */
const WRAPPER = /(__commonJS(?:Min)?[\w$]*\(\()(?:\(([\w$]*(?:\s*,\s*[\w$]+)*)\)|([\w$]+))\s*=>\s*\{/g;

/**
 * Each CommonJS module's wrapper in `code` as a parenthesized function expression instead of an arrow. V8 compiles a
 * function written `(function (…) {…})` while it streams the file, off the main thread (its "PIFE" heuristic), and an
 * arrow passed to a call only when it is first called. React DOM's client (`react-dom/client`, 204 KB minified, one
 * wrapper) was compiled so on the main thread the moment the islands' runtime or the app first needed it: 24 ms of a
 * single task in Chromium here, unthrottled (a phone's 4× slower CPU makes it ~100 ms); as a function expression its
 * first call takes 12 ms. The same code otherwise: the wrapper is called plainly (`this` is undefined in a module's
 * strict code either way) and no CommonJS body reads its wrapper's own `arguments`.
 */
export function eagerCommonJs(code: string): string {
  return code.replace(
    WRAPPER,
    (_all, head: string, params: string | undefined, one: string | undefined) => `${head}function(${params ?? one}) {`,
  );
}
