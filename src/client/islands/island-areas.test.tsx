import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useT } from '../i18n/hooks';
import { IntlContext, shopIntl } from '../i18n/intl';
import cardMessages from '../i18n/messages/card.en.json';
import productMessages from '../i18n/messages/product.en.json';
import { Island } from './Island';
import { IslandAreasRecord, islandAreasScript } from './island-areas';

function Buy({ name }: { name: string }) {
  const t = useT(productMessages);
  return <button type="button">{`${t('product.addToCart')} ${name}`}</button>;
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

describe("the areas of French a page's islands draw (issue 45)", () => {
  it('are noted by island while the server renders, an island inside another counting for both', () => {
    const record = new Map<string, Set<string>>();
    const html = renderToString(
      <IntlContext value={shopIntl('fr', { catalogue: {}, later: null })}>
        <IslandAreasRecord value={record}>
          <Island name="card-actions">
            <Card name="Tee" />
          </Island>
        </IslandAreasRecord>
      </IntlContext>,
    );
    expect(html).toContain('data-island="product-buy"');
    // An area by its catalogue's first id.
    const [card, product] = [Object.keys(cardMessages)[0], Object.keys(productMessages)[0]];
    expect(Object.fromEntries([...record].map(([island, ids]) => [island, [...ids]]))).toEqual({
      'card-actions': [card, product],
      'product-buy': [product],
    });
    // The page carries them as a JSON data block, nothing in it able to close the script.
    record.set('newsletter', new Set(['</script><b>']));
    const script = islandAreasScript(record);
    expect(script).toMatch(/^<script type="application\/json" id="island-areas">\{.*\}<\/script>$/);
    expect(script.slice(0, -'</script>'.length)).not.toContain('</');
    expect(JSON.parse(/>(\{.*\})</.exec(script)?.[1] ?? '')).toMatchObject({ newsletter: ['</script><b>'] });
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
