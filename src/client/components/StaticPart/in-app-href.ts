/** What `inAppHref` reads of a click (a React or a DOM mouse event). */
interface LinkClick {
  target: EventTarget | null;
  currentTarget: EventTarget | null;
  defaultPrevented: boolean;
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

/**
 * The address a click on a server-drawn link in a static part should open within the app, or null where the browser
 * should follow it itself: a link the router would not follow (another window or a download, a modified or non-left
 * click, a click a handler already took), another site, another scheme (`mailto:`), or the page in another language
 * (`hreflang`: the router's base path is the page's language, so that is a whole page load).
 */
export function inAppHref(click: LinkClick, origin: string): string | null {
  if (click.defaultPrevented || click.button !== 0) return null;
  if (click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return null;
  const target = click.target;
  if (!(target instanceof Element)) return null;
  const link = target.closest('a[href]');
  if (!(link instanceof HTMLAnchorElement) || !(click.currentTarget as Node | null)?.contains(link)) return null;
  if ((link.target && link.target !== '_self') || link.hasAttribute('download') || link.hasAttribute('hreflang')) {
    return null;
  }
  const url = new URL(link.href, origin);
  if (url.origin !== origin) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
