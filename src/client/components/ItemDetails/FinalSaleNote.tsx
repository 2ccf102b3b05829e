import { useT } from '../../i18n/hooks';
import detailsMessages from '../../i18n/messages/details.en.json';
import { Text } from '../Plain/Plain';

/** "Final sale" by an item's price (issue 41): the shopper knows before buying that it cannot be returned. */
export function FinalSaleNote({ finalSale }: { finalSale: boolean }) {
  const t = useT(detailsMessages);
  if (!finalSale) return null;
  return (
    <Text size="sm" fw={600} mt={4} data-testid="final-sale">
      {t('details.finalSale')}
    </Text>
  );
}
