import { type ReactNode, use } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useT } from '../i18n/hooks';
import { IntlContext, shopIntl } from '../i18n/intl';
import cardMessages from '../i18n/messages/card.en.json';
import gridMessages from '../i18n/messages/grid.en.json';
import listCountMessages from '../i18n/messages/list-count.en.json';
import productMessages from '../i18n/messages/product.en.json';
import { Island } from './Island';
import { IslandAreasRecord, islandAreasScript, MONEY_MARK, pageIslandAreas, pageIslandFrench } from './island-areas';
import { Kept } from './Kept';

function Buy({ name }: { name: string }) {
  const t = useT(productMessages);
  return <button type="button">{`${t('product.addToCart')} ${name}`}</button>;
}

function Loading() {
  return useT(gridMessages)('grid.loading');
}

/** As `useMoney` writes it (with the page's formatter), without the settings' provider. */
function Price({ dollars }: { dollars: number }) {
  return use(IntlContext).money(dollars, '$');
}

function Count() {
  return useT(listCountMessages)('listCount.products', { count: 2 });
}

function Listing() {
  return (
    <>
      <Loading />
      <p>
        <Kept name="count" value={1} inline>
          <Count />
        </Kept>
      </p>
      <Kept name="grid" value={1}>
        <Card name="Hat" />
      </Kept>
    </>
  );
}

function Card({ name }: { name: string }) {
  const t = useT(cardMessages);
  return (
    <article>
      {t('card.quickAdd')}
      <Island name="product-buy">
        <Buy name={name} />
      </Island>
    </article>
  );
}

/** `tree` rendered as the server renders a page (in `locale`), with the areas its islands noted, by island. */
function drawn(tree: ReactNode, locale: 'en' | 'fr' = 'fr') {
  const record = new Map<string, Set<string>>();
  const html = renderToString(
    <IntlContext value={shopIntl(locale, locale === 'fr' ? { catalogue: {}, later: null } : null)}>
      <IslandAreasRecord value={record}>{tree}</IslandAreasRecord>
    </IntlContext>,
  );
  return { html, record, areas: Object.fromEntries([...record].map(([island, ids]) => [island, [...ids]])) };
}

describe("the areas of French a page's islands draw (issue 45)", () => {
  it('are noted by island while the server renders, an island inside another counting for both', () => {
    const { html, record, areas } = drawn(
      <Island name="card-actions">
        <Card name="Tee" />
      </Island>,
    );
    expect(html).toContain('data-island="product-buy"');
    // An area by its catalogue's first id.
    const [card, product] = [Object.keys(cardMessages)[0], Object.keys(productMessages)[0]];
    expect(areas).toEqual({
      'card-actions': [card, product],
      'product-buy': [product],
    });
    // The page carries them as a JSON data block, nothing in it able to close the script.
    record.set('newsletter', new Set(['</script><b>']));
    const script = islandAreasScript(record, null);
    expect(script).toMatch(/^<script type="application\/json" id="island-areas">\{.*\}<\/script>$/);
    expect(script.slice(0, -'</script>'.length)).not.toContain('</');
    expect(JSON.parse(/>(\{.*\})</.exec(script)?.[1] ?? '')).toMatchObject({ newsletter: ['</script><b>'] });
  });

  it('leave out what an island keeps of the server HTML (`Kept`), but for the islands inside it, and draw it', () => {
    const { html, areas } = drawn(
      <Island name="category-listing">
        <Listing />
      </Island>,
      'en',
    );
    expect(html).toContain('<p><span data-kept="count"><!--$-->2 products found<!--/$--></span></p>');
    expect(html).toContain('<div data-kept="grid"><!--$--><article>Quick Add');
    const [grid, product] = [Object.keys(gridMessages)[0], Object.keys(productMessages)[0]];
    // No `icu` either: the count's plural is drawn again only once the list has changed.
    expect(areas).toEqual({ 'category-listing': [grid], 'product-buy': expect.arrayContaining([product]) });
    expect(JSON.stringify(areas)).not.toMatch(/card\.|listCount\./);
  });

  it('mark an island that writes money, so the runtime loads the number data before it and for no other', () => {
    const { html, record, areas } = drawn(
      <>
        <Island name="product-price">
          <Price dollars={42} />
        </Island>
        <Island name="category-listing">
          <Kept name="grid" value={1}>
            <Price dollars={7} />
          </Kept>
        </Island>
      </>,
    );
    expect(html).toContain('42,00\u00a0$');
    expect(areas).toEqual({
      'product-price': [MONEY_MARK],
      'category-listing': [],
    });
    // Not an area: a page carries no French for it.
    expect(islandAreasScript(record, { 'product.addToCart': 'Ajouter' })).not.toContain('Ajouter');
  });

  it('on a page drawn as islands, carry the French of each area they name, whole, which the runtime reads back', () => {
    const record = new Map([
      ['product-buy', new Set(['product.addToCart'])],
      ['newsletter', new Set(['newsletter.title'])],
    ]);
    const french = {
      'product.addToCart': 'Ajouter au panier',
      'product.added': '{name} <b>ajouté</b>',
      'newsletter.title': 'Infolettre',
      'productGrid.empty': 'Aucun article',
      'cart.title': 'Panier',
      'cartNotice.added': 'Ajouté',
    };
    document.body.innerHTML = `<main></main>${islandAreasScript(record, french)}`;
    expect(pageIslandAreas()).toEqual({ 'product-buy': ['product.addToCart'], newsletter: ['newsletter.title'] });
    // Every message of the areas drawn (not another area whose name begins the same) and of those every such page
    // draws at once (the cart's notices), none of the others.
    expect(pageIslandFrench()).toEqual({
      'product.addToCart': 'Ajouter au panier',
      'product.added': '{name} <b>ajouté</b>',
      'newsletter.title': 'Infolettre',
      'cartNotice.added': 'Ajouté',
    });
    expect(document.body.innerHTML).not.toContain('<b>');
    // An English page (or the app's) carries only the areas; a page with neither, nothing.
    document.body.innerHTML = islandAreasScript(record, null);
    expect(pageIslandFrench()).toBeNull();
    document.body.innerHTML = '';
    expect(pageIslandAreas()).toEqual({});
    expect(pageIslandFrench()).toBeNull();
  });

  it('are not noted where nothing records them (the browser, an English page)', () => {
    const html = renderToString(
      <Island name="card-actions">
        <Card name="Tee" />
      </Island>,
    );
    expect(html).toContain('Quick Add');
  });
});
