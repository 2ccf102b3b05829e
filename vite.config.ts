import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { parse } from '@formatjs/icu-messageformat-parser';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { eagerCommonJs } from './scripts/eager-commonjs';
import { stylesheetAtRunTime } from './src/server/http/client-manifest';
import { publicSettings, SETTING_DEFAULTS } from './src/shared/settings';

/** Dev proxy to the shop server; the Host header is kept so the server's same-origin check passes. */
const server = { target: process.env.API_URL ?? 'http://localhost:3000', changeOrigin: false };

const CLIENT_OUT = process.env.CLIENT_DIST_DIR ?? fileURLToPath(new URL('./dist/client', import.meta.url));

/**
 * The storefront's message catalogues (`src/client/i18n/messages/*.json`) compiled to ICU syntax trees at build
 * time, as FormatJS's CLI `compile --ast` does: the browser formats them without the ICU parser, which the client
 * build leaves out (aliased to FormatJS's `no-parser` build). A message with no argument stays its plain text
 * (`client/i18n/intl.ts` shows it as it is). A message with bad ICU syntax fails the build.
 */
function precompileMessages(): Plugin {
  return {
    name: 'precompile-messages',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]src[\\/]client[\\/]i18n[\\/]messages[\\/][^\\/]+\.json$/.test(id)) return null;
      const messages = JSON.parse(code) as Record<string, string>;
      const compiled = Object.fromEntries(
        Object.entries(messages).map(([key, text]) => [key, /[{}<']/.test(text) ? parse(text) : text]),
      );
      return { code: JSON.stringify(compiled), map: null };
    },
  };
}

/**
 * `@mantine/hooks`' `useId` resolved to the shop's (`src/client/mantine-use-id.ts`): the same id, without the random
 * one Mantine swaps in after mounting, whose layout-effect re-render lands in the task that ends hydration.
 */
function mantineUseId(): Plugin {
  const own = fileURLToPath(new URL('./src/client/mantine-use-id.ts', import.meta.url));
  return {
    name: 'mantine-use-id',
    enforce: 'pre',
    resolveId(source, importer) {
      return source === './use-id/use-id.mjs' && importer && /[\\/]@mantine[\\/]hooks[\\/]/.test(importer) ? own : null;
    },
  };
}

/** Each CommonJS wrapper of the browser's chunks compiled while its file streams in (`scripts/eager-commonjs.ts`). */
function eagerCommonJsPlugin(): Plugin {
  return {
    name: 'eager-commonjs',
    apply: (_config, { isSsrBuild }) => !isSsrBuild,
    renderChunk(code) {
      const eager = eagerCommonJs(code);
      return eager === code ? null : { code: eager, map: null };
    },
  };
}

/**
 * FormatJS's build without the ICU parser: every message the browser formats arrives compiled. Found through the
 * package's own `exports` (where the file lies differs between its majors: `lib/` in 2.x, the top in 3.x).
 */
const NO_PARSER = createRequire(import.meta.url).resolve('@formatjs/icu-messageformat-parser/no-parser.js');

/**
 * MantineProvider's own modules (the CSS variables' writer, the colour-scheme manager): the app's theme frame runs
 * them, an island's never does (`islands/IslandRoot.tsx`), so they stay out of the framework's file.
 */
/**
 * The query cache's many-queries reader (useQueries and its observer): only a product's shipping facts, below its
 * purchase and loaded when seen, read it, so it comes with them and stays out of the framework's file (0.7–0.8 KiB of
 * every page's first load) and the router's.
 */
const MANY_QUERIES =
  /@tanstack[\\/](query-core|react-query)[\\/]build[\\/]modern[\\/](useQueries|queriesObserver)\.js$/;

/**
 * tRPC's HTTP transport (its links, their fetch helpers, the batch's limits): `trpc.ts` loads it with the first call
 * that needs it (a first visit's page asks only the session check, at its REST path), so it is a file of its own (1.7
 * KiB off the framework's). The client's core stays in the framework's file: its links' chain is in `splitLink`'s.
 */
const TRPC_TRANSPORT =
  /@trpc[\\/]client[\\/]dist[\\/](httpBatchLink|httpLink|httpUtils|unstable-internals|links[\\/])|src[\\/](client[\\/]trpc-transport|shared[\\/]api)\.ts/;

/**
 * Mantine's machinery for its own components (the styles API, the component factories, the props' defaults, focus
 * and keyboard helpers) and UnstyledButton, the smallest of them: the storefront's first view draws plain parts
 * (`components/Plain/`), which read only the theme and the style props' helpers, so these come with the first of
 * Mantine's components (the cart's drawer, a dialog, the app) in a file of their own, out of the framework's.
 */
const MANTINE_KIT =
  /@mantine[\\/]core[\\/]esm[\\/](core[\\/](styles-api[\\/](?!use-styles[\\/]get-class-name[\\/]get-global-class-names)|factory[\\/](factory|polymorphic-factory)\.mjs|MantineProvider[\\/]use-props[\\/]|Box[\\/]get-style-object[\\/]|utils[\\/](shallow-equal|create-safe-context|close-on-escape|get-context-item-index|get-safe-id|get-single-element-child|get-ref-prop|is-element|create-event-handler|primitive|get-env|noop)[\\/])|components[\\/]UnstyledButton[\\/])/;

/**
 * The bundler's own helpers (CommonJS interop for React, module namespaces), asked to go with the framework's file.
 * Rolldown 1.2 moves them only into a file it proves is loaded before each file that uses them, and lazy files that
 * import nothing else use them too (an area's English, the ICU engine): they stay a file of their own,
 * `rolldown-runtime` (0.4 KiB, as much again in headers), that every page fetches beside the framework's.
 */
const ROLLDOWN_RUNTIME = '\0rolldown/runtime.js';

const MANTINE_PROVIDER =
  /@mantine[\\/]core[\\/]esm[\\/]core[\\/]MantineProvider[\\/](MantineProvider\.mjs|MantineCssVariables|MantineClasses|color-scheme-managers|use-mantine-color-scheme|use-respect-reduce-motion|ColorSchemeScript)/;

/**
 * Two builds of the same client: the browser bundle (with a manifest the server
 * reads for each route's script and CSS files) and, with `--ssr`, the render
 * entry the server imports to send storefront pages as HTML.
 */
export default defineConfig(({ isSsrBuild }) => ({
  root: 'src/client',
  /** The client reaches the code it shares with the server as `@shared/…` (tsconfig.json says the same). */
  resolve: {
    alias: [
      { find: '@shared', replacement: fileURLToPath(new URL('./src/shared', import.meta.url)) },
      ...(isSsrBuild ? [] : [{ find: /^@formatjs\/icu-messageformat-parser$/, replacement: NO_PARSER }]),
    ],
  },
  publicDir: 'public',
  /** A stylesheet the browser's code names is found at run time: the page's own `<style>` may hold it already. */
  experimental: {
    renderBuiltUrl(filename: string, { hostType, ssr }: { hostType: string; ssr: boolean }) {
      if (ssr || hostType !== 'js' || !filename.endsWith('.css')) return undefined;
      return { runtime: stylesheetAtRunTime(filename) };
    },
  },
  /**
   * The settings defaults are built in at compile time, so zod stays out of the storefront's first load; the public
   * ones only, as the browser reads them (the tax registrations and nexus thresholds were a KiB of every page). The render
   * entry is built for production whatever NODE_ENV the shop later runs under: React's development build (prop
   * validation, dev-only element checks) otherwise renders each page when the shop runs with NODE_ENV unset or
   * `test`, as the benchmarks and the e2e suite ran it (the browser bundle was always production).
   */
  define: {
    __SETTING_DEFAULTS__: JSON.stringify(publicSettings(SETTING_DEFAULTS)),
    ...(isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {}),
  },
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      enableRouteTreeFormatting: false,
      routesDirectory: fileURLToPath(new URL('./src/client/routes', import.meta.url)),
      generatedRouteTree: fileURLToPath(new URL('./src/client/route-tree.gen.ts', import.meta.url)),
    }),
    react(),
    precompileMessages(),
    mantineUseId(),
    eagerCommonJsPlugin(),
  ],
  /** The render entry carries its dependencies, so a build anywhere (CLIENT_DIST_DIR) runs without node_modules beside it. */
  ssr: { noExternal: true },
  build: isSsrBuild
    ? {
        outDir: `${CLIENT_OUT}/../server`,
        emptyOutDir: true,
        sourcemap: false,
        target: 'node20',
        /** CSS built as for the browser, so a stylesheet's `?url` (a font's, the currency switch's) names the same file. */
        cssTarget: 'es2022',
        copyPublicDir: false,
        rolldownOptions: {
          input: fileURLToPath(new URL('./src/client/entry-server.tsx', import.meta.url)),
          /**
           * One file, no dynamic imports: the shop runs under tsx, whose loader rewrites every module that calls
           * `import()` and keeps it with a source map for good; 30 split chunks cost ~100 MB of RSS that way.
           */
          output: { codeSplitting: false },
        },
      }
    : {
        outDir: CLIENT_OUT,
        emptyOutDir: true,
        sourcemap: false,
        target: 'es2022',
        manifest: true,
        rolldownOptions: {
          /** The app's entry (the page `index.html` names) and the islands' runtime (issue 45: `islands/main.tsx`). */
          input: {
            index: fileURLToPath(new URL('./src/client/index.html', import.meta.url)),
            islands: fileURLToPath(new URL('./src/client/islands/main.tsx', import.meta.url)),
          },
          /**
           * @trpc/client declares no `sideEffects`, so its WebSocket client (a class with a static field) ships in the
           * first load though only httpBatchLink is used: its modules count as pure unless something is imported.
           */
          treeshake: { moduleSideEffects: (id: string) => !/node_modules[\\/]@trpc[\\/]client[\\/]/.test(id) },
          output: {
            /**
             * Fewer, larger files for the first load: what every page runs (React, the router, the query cache,
             * tRPC, Mantine's core) in one chunk, and the pieces every catalogue page draws (cards, grid, images,
             * page hero) and the small helpers every storefront route reads (paths, slugs, lists, the session, the
             * list pages' URL, releases) in another, instead of dozens of small shared chunks that each cost a request
             * and its headers (~0.4 KiB each: seven fewer took 4–5 KiB off every page's first load). The storefront's
             * also takes the tiny modules most pages fetched alone (0.1–0.7 KiB each, less than their headers): the
             * shop's `useId`, three Mantine hooks, Paper, and the arrows, tick, cross and steppers (0.7 KiB compressed
             * in all, 3–7 requests a page before).
             */
            codeSplitting: {
              groups: [
                // tRPC's HTTP transport, apart: taken before the framework's file (which would take it as its client's
                // dependency), and without its own dependencies (the client's core, which every page runs).
                { name: 'trpc-transport', test: TRPC_TRANSPORT, priority: 21, includeDependenciesRecursively: false },
                {
                  name: 'framework',
                  test: (id: string) =>
                    id === ROLLDOWN_RUNTIME ||
                    (/node_modules[\\/](react|react-dom|scheduler|@tanstack[\\/](query-core|react-query)|@trpc|@mantine[\\/]core[\\/]esm[\\/]core)[\\/]/.test(
                      id,
                    ) &&
                      !MANTINE_PROVIDER.test(id) &&
                      !MANTINE_KIT.test(id) &&
                      !MANY_QUERIES.test(id) &&
                      !TRPC_TRANSPORT.test(id)),
                  priority: 20,
                },
                { name: 'mantine-kit', test: MANTINE_KIT, priority: 20 },
                // The router, which a page drawn as islands never loads (issue 45).
                {
                  name: 'router',
                  test: (id: string) => /node_modules[\\/]@tanstack[\\/]/.test(id) && !MANY_QUERIES.test(id),
                  priority: 15,
                },
                /**
                 * What a page drawn as islands runs at once (issue 45) and the app's frame too (a group takes the
                 * modules they import): the header, the frame, the plain parts, the session, the cart, the theme,
                 * tRPC's client and the messages' glue (the islands' own runtime is its entry's file), the wishlist heart's
                 * switch (its button is a chunk of its own), a product's choice of variant (the cards' and the product
                 * page's), the queries and messages the page carries for its islands, what an island keeps of the
                 * server's HTML (a list's cards and count, a price: `Kept`,
                 * `KeptPrice`); and the tiny modules most pages fetched alone
                 * (0.1–0.7 KiB each, less than their headers): the shop's `useId`, three Mantine hooks, the arrows,
                 * tick, cross and steppers.
                 */
                {
                  name: 'shell',
                  test: /src[\\/]client[\\/](components[\\/](Header[\\/]Header|Layout[\\/]FrameParts|shop-theme|Wishlist[\\/]WishlistHeart|ProductDetail[\\/]variant-choice)\.tsx?|trpc\.ts|search-params\.ts|i18n[\\/]intl\.ts|theme\.ts|start-up\.ts|query-client\.ts|i18n[\\/]catalogues\.ts|fonts[\\/]use-font-on-page\.ts|components[\\/]Toasts\.tsx|components[\\/]Plain[\\/]Plain(Button|Marks|Indicator|Layout)?\.tsx|features[\\/](session|release|use-money-in|colour-label|reviews-query)\.ts|mantine-use-id\.ts|islands[\\/](kept-context|island-areas|island-queries|data-block|Kept)\.tsx?|components[\\/]KeptPrice\.tsx|list-page\.ts)|src[\\/]shared[\\/](slug|locale-path|colour-names|variant-label)\.ts|@mantine[\\/]hooks[\\/]esm[\\/]use-(uncontrolled|force-update)[\\/]|@tabler[\\/]icons-react[\\/]dist[\\/]esm[\\/]icons[\\/]Icon(Check|ChevronLeft|ChevronRight|X|Plus|Minus|Mail)\.mjs/,
                  priority: 12,
                },
                /**
                 * The cards' buttons, every card's island (`islands/registry.ts`): one file, apart from the storefront's
                 * cards and grids (which import them), so a page drawn as islands loads none of those.
                 */
                {
                  name: 'card-actions',
                  test: /src[\\/]client[\\/]components[\\/](ProductCard[\\/]CardActions|PaintingCard[\\/]PaintingCardActions)\.tsx/,
                  priority: 11,
                },
                /**
                 * What a product's and a painting's pages drawn as islands (issue 45) both draw: the photos, the choice
                 * in the address, the notify-me and upcoming-release parts, one file the cards' and lists' code stays
                 * out of.
                 */
                {
                  name: 'detail',
                  test: /src[\\/]client[\\/](components[\\/](Gallery[\\/](Gallery|use-gallery)|ProductDetail[\\/]product-choice|NotifyMe[\\/]LazyNotifyMe|Release[\\/]LazyUpcomingRelease)\.tsx?|i18n[\\/]messages[\\/](gallery|notify-button)\.en\.json)/,
                  priority: 10,
                },
                /**
                 * A product's own parts: its options, purchase and facts. A painting's page loads none of them: 127.5 →
                 * 125.6 KiB on /paintings/{id}, 118.6 → 119.4 on /product/{id} (the second file's headers).
                 */
                {
                  name: 'product-detail',
                  test: /src[\\/]client[\\/](components[\\/]ProductDetail[\\/](ProductParts|ProductPurchase|ProductOptions|product-facts)\.tsx?|i18n[\\/]messages[\\/]product\.en\.json)/,
                  priority: 10,
                },
                // What the detail pages show below their purchase: the info tabs, their tables and lists, the reviews' section.
                {
                  name: 'detail-below',
                  test: /src[\\/]client[\\/]components[\\/](ProductDetail[\\/]ProductInfoTabs|ItemDetails[\\/](SizeChartTable|ShippingMethodsFacts|size-chart)|Reviews[\\/]ReviewsSection)\.tsx?|src[\\/]client[\\/]i18n[\\/]messages[\\/]details\.en\.json/,
                  priority: 10,
                },
                /**
                 * A painting's page drawn as islands: its print sizes, purchase, badges and notice (the photos are the
                 * product page's file).
                 */
                {
                  name: 'painting-detail',
                  test: /src[\\/]client[\\/]components[\\/]PaintingDetail[\\/](PaintingParts|PaintingPurchase|use-add-painting)\.tsx?/,
                  priority: 10,
                },
                /**
                 * What the storefront's lists and its detail pages share, which the cart draws too: shop images, a
                 * piece's photos.
                 */
                {
                  name: 'images',
                  test: /src[\\/]client[\\/](components[\\/](ShopImage[\\/]|Gallery[\\/]item-images)|features[\\/]images\.ts)|src[\\/]shared[\\/]images\.ts/,
                  priority: 11,
                },
                // A garment's colour swatches (a product's choice, its cards): a painting's page loads none of them.
                {
                  name: 'swatches',
                  test: /src[\\/]client[\\/]components[\\/](ProductCard[\\/]swatch-colors|Gallery[\\/]SwatchPhoto)\.tsx?/,
                  priority: 11,
                },
                /**
                 * The plain form parts, the notices and the final-sale note that a painting's page draws and other
                 * pages too (a list's sort, the newsletter's field): their own file, so no page loads a painting's for them.
                 */
                {
                  name: 'plain-forms',
                  test: /src[\\/]client[\\/]components[\\/](Plain[\\/](PlainFields|PlainAlert)|ItemDetails[\\/]FinalSaleNote)\.tsx|@tabler[\\/]icons-react[\\/]dist[\\/]esm[\\/]icons[\\/]Icon(InfoCircle|AlertCircle)\.mjs/,
                  priority: 11,
                },
                // Mantine's tabs and lists and the shop's fact tables: the detail pages' facts and tabs, the account's and the admin's tabs.
                {
                  name: 'facts',
                  test: /@mantine[\\/]core[\\/](esm[\\/]components[\\/](Tabs|List)[\\/]|styles[\\/]List\.layer\.css)|src[\\/]client[\\/]components[\\/]FactTable[\\/]/,
                  priority: 11,
                },
                /**
                 * Mantine's tabs' stylesheet, which the paintings gallery's plain tabs (`Plain/PlainTabs.tsx`) draw with
                 * too: a file of its own, so the gallery loads none of the tabs' and fact tables' code for it.
                 */
                { name: 'tabs-style', test: /@mantine[\\/]core[\\/]styles[\\/]Tabs\.layer\.css/, priority: 11 },
                // A painting's availability, editions, query and English, which its page and the paintings' cards and lists read.
                {
                  name: 'painting-facts',
                  test: /src[\\/]client[\\/](components[\\/](PaintingDetail[\\/](painting-availability|edition-badge|painting-query))\.ts|i18n[\\/]messages[\\/]painting\.en\.json)/,
                  priority: 11,
                },
                /**
                 * A category's island: its facets, sort and pages, and their English (search and a collection draw the
                 * same list in the app). One file, where it was six of 0.5–3.5 KiB, each with its headers.
                 */
                {
                  name: 'listing',
                  test: /src[\\/]client[\\/](components[\\/](Facets[\\/](ListingBody|FacetPanel|FacetPager|FacetLink|FilterButton|SortForm|facet-labels)|Category[\\/]CategoryListing)\.tsx?|i18n[\\/]messages[\\/](category|facets|list-count)\.en\.json)/,
                  priority: 9,
                },
                /**
                 * What a list's address means (its filters, sort and page) and how it is asked for: the category's,
                 * the gallery's and a painting's page's islands read it, none of them the cards'.
                 */
                {
                  name: 'list-query',
                  test: /src[\\/](client[\\/](category-filters|facet-search|components[\\/]Facets[\\/]search-query|i18n[\\/]messages[\\/]grid\.en)|shared[\\/]product-lists)\.(tsx?|json)|@mantine[\\/]hooks[\\/]esm[\\/]use-pagination[\\/]/,
                  priority: 12,
                },
                /**
                 * What every list draws besides its cards: its loader and load error, its empty states' icons (which
                 * the about page and the admin draw too).
                 */
                {
                  name: 'list-parts',
                  test: /src[\\/]client[\\/]components[\\/](CenteredLoader|LoadError)\.tsx|@tabler[\\/]icons-react[\\/]dist[\\/]esm[\\/]icons[\\/]Icon(MoodEmpty|Palette)\.mjs/,
                  priority: 12,
                },
                {
                  name: 'storefront',
                  test: /src[\\/]client[\\/]components[\\/](ShopCard|ProductGrid|ProductCard[\\/]ProductCard|PaintingCard|PageHero|Facets[\\/]ItemGrid|Paintings[\\/]PaintingGrid)[\\/.]|src[\\/]shared[\\/]routes\.ts/,
                  priority: 10,
                },
                /**
                 * Mantine's text field and select (the contact form, the search page, the checkout's and account's
                 * forms; the storefront's first loads draw plain ones, `Plain/PlainFields.tsx`): Input, InputBase,
                 * TextInput, NativeSelect and its chevron, one file instead of five of 0.3–1.2 KiB, each with ~0.35 KiB
                 * of response headers over HTTP/1.1.
                 */
                {
                  name: 'fields',
                  test: /@mantine[\\/]core[\\/]esm[\\/]components[\\/](Input|InputBase|TextInput|NativeSelect|Combobox[\\/]ComboboxChevron)[\\/]/,
                  priority: 5,
                },
                // The same for Radio (its card, indicator and icon) and InlineInput: the gift card's amounts, the checkout's.
                {
                  name: 'radio',
                  test: /@mantine[\\/]core[\\/]esm[\\/]components[\\/](Radio|InlineInput)[\\/]/,
                  priority: 5,
                },
                // Their stylesheets, which a print's sizes (plain parts, Mantine's HTML) need without their code.
                {
                  name: 'radio-styles',
                  test: /@mantine[\\/]core[\\/]styles[\\/](Radio|RadioCard|RadioIndicator|InlineInput|Combobox)\.layer\.css/,
                  priority: 11,
                },
              ],
            },
          },
        },
      },
  server: {
    port: 5173,
    /** Only the server's own paths: a bare '/trpc' prefix would also catch the module /trpc.ts. */
    proxy: { '^/(api|trpc|images|uploads)/': server },
  },
}));
