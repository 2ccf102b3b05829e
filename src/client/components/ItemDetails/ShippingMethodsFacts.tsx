import type { ShippingMethod } from '@shared/schemas/checkout';
import { useQueries } from '@tanstack/react-query';
import { useChargeCurrency } from '../../features/use-currency';
import { useMoneyIn } from '../../features/use-money-in';
import { useT } from '../../i18n/hooks';
import detailsMessages from '../../i18n/messages/details.en.json';
import { useTRPC } from '../../trpc';
import { FactTable } from '../FactTable/FactTable';
import { Text } from '../Plain/Plain';
import { Loader } from '../Plain/PlainButton';

/** The countries the shop ships to, in the order the tab lists their methods. */
const COUNTRIES = ['US', 'CA'] as const;

/**
 * The product page's Shipping tab: the shop's own active shipping methods (the owner's Settings → Shipping
 * methods), each with its price in the shopper's currency and its delivery estimate as the owner wrote it.
 * `enabled`: asked once the tab is opened, so a product page's load asks nothing more.
 */
export function ShippingMethodsFacts({ enabled }: { enabled: boolean }) {
  const trpc = useTRPC();
  const t = useT(detailsMessages);
  const currency = useChargeCurrency();
  const answers = useQueries({
    queries: COUNTRIES.map((country) =>
      trpc.checkout.shippingMethods.queryOptions({ country, currency }, { enabled, staleTime: 60_000 }),
    ),
  });
  const money = useMoneyIn(answers[0]?.data?.currency ?? currency);
  if (answers.some((a) => a.isError)) return <Text size="sm">{t('details.shipError')}</Text>;
  if (answers.some((a) => !a.data)) return <Loader size="sm" aria-label={t('details.shipLoading')} />;
  const methods: ShippingMethod[] = answers.flatMap((a) => a.data?.shippingMethods ?? []);
  if (methods.length === 0) return <Text size="sm">{t('details.shipNone')}</Text>;
  return (
    <FactTable
      facts={methods.map((method) => {
        const price = method.price === 0 ? t('details.shipFree') : money(method.price);
        return {
          label: method.name,
          value: method.estimatedDays ? t('details.shipLine', { estimate: method.estimatedDays, price }) : price,
        };
      })}
    />
  );
}
