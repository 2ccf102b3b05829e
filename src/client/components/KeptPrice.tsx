import type { Priced } from '../features/currency';
import { usePrice } from '../features/use-currency';
import { Kept } from '../islands/Kept';

/**
 * An item's price as `usePrice` writes it, kept as the server wrote it until the amount or its currency changes (a
 * size, a colour, the shopper's currency): an island showing prices writes no number at first, so a page whose first
 * view only shows them loads no number data (`warmIcu`, 85–100 ms of main thread on some hosts) before it is drawn.
 * `name`: the price's among the island's kept parts.
 */
export function KeptPrice({ name, item }: { name: string; item: Priced }) {
  const { amountOf } = usePrice();
  const { amount, currency } = amountOf(item);
  return (
    <Kept name={name} value={`${amount} ${currency}`} inline>
      <Price item={item} />
    </Kept>
  );
}

function Price({ item }: { item: Priced }) {
  return usePrice().price(item);
}
