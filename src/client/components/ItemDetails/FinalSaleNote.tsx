import { useT } from '../../i18n/hooks';
import finalSaleMessages from '../../i18n/messages/final-sale.en.json';
import { Text } from '../Plain/Plain';

/** "Final sale" by an item's price (issue 41): the shopper knows before buying that it cannot be returned. */
export function FinalSaleNote({ finalSale }: { finalSale: boolean }) {
  const t = useT(finalSaleMessages);
  if (!finalSale) return null;
  return (
    <Text size="sm" fw={600} mt={4} data-testid="final-sale">
      {t('finalSale.note')}
    </Text>
  );
}
