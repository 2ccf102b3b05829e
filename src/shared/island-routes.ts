/**
 * The routes whose pages are drawn as islands (issue 45), by the router's route id: the browser loads the islands'
 * runtime (`client/islands/main.tsx`), not the app, so no router and no page code; each island in the page
 * (`client/islands/Island.tsx`) is drawn on its own, and a link loads the page it names. The rest load the app. A
 * route's page may be listed once every part of it a shopper works with is an island.
 */
export const ISLAND_ROUTES: ReadonlySet<string> = new Set([
  '/',
  // Pages of text, pictures and links: their only islands are the header and the frame.
  '/about',
  '/$page',
  '/verify/$code',
  // A product's and a painting's photos, purchase and reviews are islands, and the related pieces' buttons.
  '/product/$id',
  '/paintings/$id',
  // The gallery's and the archive's tabs, cards and pages are one island each: they poll, and a tab or a page is
  // another search of the page (no page load).
  '/paintings/',
  // A category's facets, sort, cards and pages are one island: a filter is another search of the page.
  '/category/$category',
  '/paintings/archive',
]);
