import { useT } from '../../i18n/hooks';
import productStockMessages from '../../i18n/messages/product-stock.en.json';
import { Kept } from '../../islands/Kept';

/**
 * The stock line under the button (spec §9) of the chosen variant, in the page's language, kept as the server wrote
 * it until the stock shown changes (a size, a colour): its French is a plural (the ICU engine, and the browser's
 * number data it asks for first), so a product page's first view draws none of it (issue 45).
 */
export function StockLine({ stock }: { stock: number }) {
  return (
    <Kept name="stock" value={stock} inline>
      <StockText stock={stock} />
    </Kept>
  );
}

function StockText({ stock }: { stock: number }) {
  const t = useT(productStockMessages);
  return stock > 0 ? t('productStock.inStock', { stock }) : t('productStock.outOfStock');
}
