import segmentedControlCss from '@mantine/core/styles/SegmentedControl.layer.css?url';
import { htmlLang } from '@shared/locale-path';
import {
  createRootRouteWithContext,
  HeadContent,
  rootRouteId,
  Scripts,
  useHydrated,
  useRouter,
} from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { FrameParts } from '../components/Layout/FrameParts';
import { ShopLayout } from '../components/Layout/ShopLayout';
import { ShopThemeProvider } from '../components/ShopThemeProvider';
import { ensureImageSets } from '../features/images';
import { sessionQueryOptions } from '../features/session';
import { BUILT_IN_SETTINGS, settingsQueryOptions, useSettings } from '../features/settings';
import { useCurrency } from '../features/use-currency';
import { FontFaces } from '../fonts/FontFaces';
import { useFontOnPage } from '../fonts/use-font-on-page';
import { shopHead } from '../head';
import shellMessages from '../i18n/messages/shell.en.json';
import { Island } from '../islands/Island';
import type { PageStyles, RouterContext } from '../router-context';
import { colorScheme } from '../theme';

export const Route = createRootRouteWithContext<RouterContext>()({
  /**
   * Settings shape the whole frame (theme, logo, the shop's name in every title), so the first paint waits for them.
   * The session is the visitor's own: the browser asks for it, never the server's shared HTML.
   */
  loader: async ({ context: { queryClient, trpc, trpcClient, origin, rendering, locale, intl } }) => {
    if (rendering === 'browser') void queryClient.prefetchQuery(sessionQueryOptions(trpc));
    const settings = await queryClient.ensureQueryData(settingsQueryOptions(trpc)).catch(() => undefined);
    // The image sets of the settings' pictures (logo, hero, overrides, the default product image), which any page
    // may draw; each route's loader adds those of what it shows.
    const pictures = Object.values(settings ?? {}).filter((value): value is string => typeof value === 'string');
    await ensureImageSets(queryClient, trpcClient, pictures);
    return {
      origin,
      locale,
      shopName: settings?.shopName ?? BUILT_IN_SETTINGS.shopName,
      description: intl.format(shellMessages, 'shell.defaultDescription'),
    };
  },
  /** The origin and name found when the page was first loaded stay for the visit: canonical links never flip. */
  staleTime: Number.POSITIVE_INFINITY,
  head: ({ loaderData }) => shopHead(loaderData),
  shellComponent: RootDocument,
  component: RootFrame,
});

/** Run as the body starts: the page says it is busy until hydration takes the attribute off (RootDocument). */
const BUSY_UNTIL_HYDRATED = "document.body.setAttribute('aria-disabled','true')";

/**
 * The head's tags and the body's scripts read the router themselves: made once, so the document's own re-render (once
 * after hydration, for the font's stylesheet) does not rebuild every tag of the head.
 */
const HEAD_TAGS = <HeadContent />;
const BODY_SCRIPTS = <Scripts />;

/** The HTML document around every page: head tags from the matched routes, the router's scripts at the end. */
function RootDocument({ children }: { children: ReactNode }) {
  const settings = useSettings();
  const hydrated = useHydrated();
  useFontOnPage(hydrated);
  const { locale, pageStyles, builtStyles } = useRouter().options.context;
  const { charged } = useCurrency();
  return (
    <html lang={htmlLang(locale)} data-mantine-color-scheme={colorScheme(settings)} suppressHydrationWarning>
      <head>
        {/* The stylesheets the page carries in itself (the server's render only): the first paint needs no request
            after the page's. React writes each precedence's as one `<style>`, its `data-href` naming the files,
            which the browser's loader reads (`stylesheetAtRunTime`): the root's first of all (a precedence of its
            own, met first), the route's after the stylesheets it links (Mantine's whole sheet), as the links were
            ordered. Hydration leaves such a style alone, so the browser need not render it. */}
        {pageStyles ? <CarriedStyles styles={pageStyles} /> : null}
        {HEAD_TAGS}
        {/* The chosen font's faces, self-hosted, their rules in the page itself: no text uses them until its files
            are loaded and the font goes on in steps (useFontOnPage); the fallback shows until then. */}
        <FontFaces family={settings.fontFamily} builtStyles={builtStyles} />
        {/* The header's currency switch (a lazy chunk) is in the server's HTML at once: its CSS is too, where the
            shop draws it (not in every shop's first load), or it showed two bare radio buttons until its chunk came. */}
        {charged.length > 1 ? <link rel="stylesheet" href={segmentedControlCss} /> : null}
      </head>
      {/* Until the page is hydrated its buttons and fields do nothing: it says so (aria-disabled, which browser
          automation waits out too). The server's HTML does not carry it: the script first in <body> sets it, so a
          browser with scripts off (which will never hydrate, and whose links and GET forms work) is never told the
          whole page is disabled; hydration finds it set, as it renders it, and then takes it off. */}
      <body aria-disabled={hydrated || typeof window === 'undefined' ? undefined : true} suppressHydrationWarning>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant, hashed into the page's CSP */}
        <script dangerouslySetInnerHTML={{ __html: BUSY_UNTIL_HYDRATED }} />
        <div id="root">
          <ShopThemeProvider>{children}</ShopThemeProvider>
        </div>
        {BODY_SCRIPTS}
      </body>
    </html>
  );
}

/** The stylesheets the matched routes' pages carry in themselves (`pageStyles`), the root's first. */
function CarriedStyles({ styles }: { styles: PageStyles }) {
  const { matches } = useRouter().state;
  return matches.flatMap(({ routeId }) =>
    (styles[routeId] ?? []).map(({ file, css }) => (
      <style key={file} href={file} precedence={routeId === rootRouteId ? 'root' : 'default'}>
        {css}
      </style>
    )),
  );
}

/** The storefront frame: the cart's drawer and the link's discount or cart (an island), around every screen. */
function RootFrame() {
  return (
    <>
      <Island name="frame">
        <FrameParts />
      </Island>
      <ShopLayout />
    </>
  );
}
