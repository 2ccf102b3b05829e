/**
 * The routes whose pages are drawn as islands (issue 45), by the router's route id: the browser loads the islands'
 * runtime (`client/islands/main.tsx`), not the app, so no router and no page code; each island in the page
 * (`client/islands/Island.tsx`) is drawn on its own, and a link loads the page it names. The rest load the app.
 */
export const ISLAND_ROUTES: ReadonlySet<string> = new Set(['/']);
