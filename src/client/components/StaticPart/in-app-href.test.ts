import { beforeEach, describe, expect, it } from 'vitest';
import { inAppHref } from './in-app-href';

const ORIGIN = window.location.origin;

/** A click on `selector` inside a part holding `html`, as the part's handler sees it. */
function clickOn(html: string, selector: string, event: Partial<MouseEventInit & { defaultPrevented: boolean }> = {}) {
  const part = document.createElement('div');
  part.innerHTML = html;
  document.body.append(part);
  return {
    target: part.querySelector(selector),
    currentTarget: part,
    defaultPrevented: event.defaultPrevented ?? false,
    button: event.button ?? 0,
    metaKey: event.metaKey ?? false,
    ctrlKey: event.ctrlKey ?? false,
    shiftKey: event.shiftKey ?? false,
    altKey: event.altKey ?? false,
  };
}

describe('inAppHref: which clicks in a part the server drew the router follows', () => {
  beforeEach(() => {
    document.body.innerHTML = '';
  });

  it('follows a link of this shop, its query and fragment kept, from a click on anything inside it', () => {
    expect(inAppHref(clickOn('<a href="/about">About</a>', 'a'), ORIGIN)).toBe('/about');
    expect(inAppHref(clickOn('<a href="/category/all?size=M#top"><span>All</span></a>', 'span'), ORIGIN)).toBe(
      '/category/all?size=M#top',
    );
    expect(inAppHref(clickOn(`<a href="${ORIGIN}/fr/about">À propos</a>`, 'a'), ORIGIN)).toBe('/fr/about');
  });

  it('leaves to the browser a new tab or window, a download, a right or middle click and a click already taken', () => {
    const link = '<a href="/about">About</a>';
    for (const keys of [{ metaKey: true }, { ctrlKey: true }, { shiftKey: true }, { altKey: true }]) {
      expect(inAppHref(clickOn(link, 'a', keys), ORIGIN)).toBeNull();
    }
    expect(inAppHref(clickOn(link, 'a', { button: 1 }), ORIGIN)).toBeNull();
    expect(inAppHref(clickOn(link, 'a', { defaultPrevented: true }), ORIGIN)).toBeNull();
    expect(inAppHref(clickOn('<a href="/about" target="_blank">About</a>', 'a'), ORIGIN)).toBeNull();
    expect(inAppHref(clickOn('<a href="/guide.pdf" download>Guide</a>', 'a'), ORIGIN)).toBeNull();
  });

  it('leaves to the browser another site, another scheme and the page in the other language', () => {
    expect(inAppHref(clickOn('<a href="https://instagram.com/shop">Instagram</a>', 'a'), ORIGIN)).toBeNull();
    expect(inAppHref(clickOn('<a href="mailto:hi@example.com">Mail</a>', 'a'), ORIGIN)).toBeNull();
    expect(inAppHref(clickOn('<a href="/fr/about" hreflang="fr-CA">Français</a>', 'a'), ORIGIN)).toBeNull();
  });

  it('does nothing for a click on no link, or on a link outside the part', () => {
    expect(inAppHref(clickOn('<p>Text</p>', 'p'), ORIGIN)).toBeNull();
    const outside = document.createElement('a');
    outside.href = '/about';
    const click = clickOn('<p>Text</p>', 'p');
    document.body.append(outside);
    expect(inAppHref({ ...click, target: outside }, ORIGIN)).toBeNull();
  });
});
