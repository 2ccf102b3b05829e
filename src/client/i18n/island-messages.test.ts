import { describe, expect, it } from 'vitest';
import { ISLAND_STEPS, loadIslandMessages, loadMessages, type PageMessages } from './catalogues';
import { FRENCH } from './french';
import { FRENCH_DETAIL } from './french-detail';
import { FRENCH_ISLANDS } from './french-islands';
import { shopIntl } from './intl';
import cartMessages from './messages/cart.en.json';
import checkoutMessages from './messages/checkout.en.json';
import headerMessages from './messages/header.en.json';
import productMessages from './messages/product.en.json';
import reviewsMessages from './messages/reviews.en.json';

describe("a French page's catalogue, fetched in steps", () => {
  it('names the areas each step of a page drawn as islands holds', async () => {
    for (const step of ISLAND_STEPS) {
      const ids = Object.keys(await step.load());
      expect(ids.length).toBeGreaterThan(0);
      expect(ids.filter((id) => !step.areas.test(id))).toEqual([]);
      const outside = Object.keys(FRENCH).filter((id) => step.areas.test(id) && !ids.includes(id));
      expect(outside).toEqual([]);
    }
  });

  it('on a page drawn as islands: the product page’s areas, then the first-load ones, then the later ones', async () => {
    const messages = await loadIslandMessages('fr');
    const intl = shopIntl('fr', messages);
    expect(Object.keys(messages?.catalogue ?? {})).toEqual(Object.keys(FRENCH_ISLANDS));
    // A product page's part asks for its area: that step alone comes.
    await intl.ready(productMessages);
    expect(intl.format(productMessages, 'product.addToCart')).toBe(FRENCH_DETAIL['product.addToCart']);
    expect(intl.format(reviewsMessages, 'reviews.title')).toBe('reviews.title');
    // The reviews below it: the next step.
    await intl.ready(reviewsMessages);
    expect(intl.ready(reviewsMessages)).toBeNull();
    expect(intl.ready(productMessages)).toBeNull();
    expect(intl.format(cartMessages, 'cart.title', { count: 1 })).toBe('cart.title');
    // The cart's drawer: the first-load areas'.
    await intl.ready(cartMessages);
    expect(intl.ready(cartMessages)).toBeNull();
    expect(intl.format(cartMessages, 'cart.continueShopping')).toBe(FRENCH['cart.continueShopping']);
    // The checkout: the later areas', and nothing is left to fetch.
    await intl.ready(checkoutMessages);
    expect(intl.ready(checkoutMessages)).toBeNull();
    expect(messages?.later).toBeNull();
  });

  it('starts from the French the page carries, and fetches the first view’s areas only for a part that draws one', async () => {
    const carried = Object.fromEntries(Object.entries(FRENCH_DETAIL).filter(([id]) => id.startsWith('product.')));
    const messages = await loadIslandMessages('fr', carried);
    const intl = shopIntl('fr', messages);
    expect(Object.keys(messages?.catalogue ?? {})).toEqual(Object.keys(carried));
    expect(intl.ready(productMessages)).toBeNull();
    expect(intl.format(productMessages, 'product.addToCart')).toBe(FRENCH_DETAIL['product.addToCart']);
    // The header's area, which this page's islands did not draw on the server: what every such page draws at once.
    await intl.ready(headerMessages);
    expect(intl.ready(headerMessages)).toBeNull();
    expect(Object.keys(messages?.catalogue ?? {})).toEqual(expect.arrayContaining(Object.keys(FRENCH_ISLANDS)));
    // Nothing else came: the cart's drawer is still to fetch.
    expect(intl.ready(cartMessages)).not.toBeNull();
  });

  it('prepares the areas an island was drawn with, by one id of each, before it draws', async () => {
    const messages = await loadIslandMessages('fr');
    const intl = shopIntl('fr', messages);
    expect(await intl.prepare(['product.addToCart', 'reviews.title', 'card.quickAdd'])).toBe(true);
    expect(intl.ready(productMessages)).toBeNull();
    expect(intl.ready(reviewsMessages)).toBeNull();
    expect(intl.format(productMessages, 'product.addToCart')).toBe(FRENCH_DETAIL['product.addToCart']);
    // Only those steps came: the cart's drawer (the first-load areas') is still to fetch.
    expect(intl.ready(cartMessages)).not.toBeNull();
    // A fetch that fails leaves the island to wait for its French as it draws.
    const failing = shopIntl('fr', { catalogue: {}, later: () => Promise.reject(new Error('offline')) });
    expect(await failing.prepare(['product.addToCart'])).toBe(false);
    // English has nothing to fetch.
    expect(await shopIntl('en', null).prepare(['product.addToCart'])).toBe(true);
  });

  it('gives one promise for all an area waits for, though the fetch under way is another area’s', async () => {
    // Each area's French a fetch of its own, the first held until the second is asked for.
    const everyArea = { ...FRENCH, ...FRENCH_DETAIL };
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const messages: PageMessages = {
      catalogue: {},
      later: async (id) => {
        if (id.startsWith('product.')) await held;
        const area = id.slice(0, id.indexOf('.') + 1);
        return Object.fromEntries(Object.entries(everyArea).filter(([key]) => key.startsWith(area)));
      },
    };
    const intl = shopIntl('fr', messages);
    const product = intl.ready(productMessages);
    // The reviews' part asks while the product's fetch is under way: its promise settles once its own French is in
    // (React's `use`, replaying a part, keeps the first promise it was given and drops a later one).
    const reviews = intl.ready(reviewsMessages);
    release();
    await reviews;
    expect(intl.ready(reviewsMessages)).toBeNull();
    expect(intl.format(reviewsMessages, 'reviews.title')).toBe(FRENCH['reviews.title']);
    await product;
    expect(intl.ready(productMessages)).toBeNull();
  });

  it("in the app: the first-load areas' at once, the later ones when a screen first needs one", async () => {
    const messages = await loadMessages('fr');
    const intl = shopIntl('fr', messages);
    expect(intl.ready(productMessages)).toBeNull();
    await intl.ready(checkoutMessages);
    expect(messages?.later).toBeNull();
    expect(intl.ready(checkoutMessages)).toBeNull();
  });
});
