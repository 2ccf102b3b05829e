import type { ShippingMethod } from '@shared/schemas/checkout';
import type { AddressValues } from '../../features/use-checkout-session';
import { useMoneyIn } from '../../features/use-money-in';
import { useT } from '../../i18n/hooks';
import checkoutMessages from '../../i18n/messages/checkout.en.json';
import { Text } from '../Plain/Plain';
import { Button } from '../Plain/PlainButton';
import classes from './Checkout.module.css';

interface DetailsRecapProps {
  /** Which of the earlier details to show. */
  show: { address: boolean; shipping: boolean };
  address: AddressValues;
  method: ShippingMethod | undefined;
  /** The currency the method is priced in (null: the shop's). */
  currency: string | null;
  onChange(section: 'address' | 'shipping'): void;
}

interface RowProps {
  label: string;
  /** The change button's accessible name: 'Change contact'. */
  change: string;
  value: string;
  onChange(): void;
}

function Row({ label, change, value, onChange }: RowProps) {
  const t = useT(checkoutMessages);
  return (
    <div className={classes.recapRow}>
      <Text size="sm" c="dimmed" className={classes.recapLabel}>
        {label}
      </Text>
      <Text size="sm" className={classes.recapValue}>
        {value}
      </Text>
      <Button variant="subtle" size="compact-sm" onClick={onChange} aria-label={change}>
        {t('checkout.recap.change')}
      </Button>
    </div>
  );
}

/** What the shopper entered on earlier steps, each with a way back to change it. */
export function DetailsRecap({ show, address, method, currency, onChange }: DetailsRecapProps) {
  const t = useT(checkoutMessages);
  const money = useMoneyIn(currency);
  const place = [
    address.address,
    address.address2,
    address.city,
    `${address.state} ${address.postalCode}`.trim(),
    address.country,
  ].filter(Boolean);
  return (
    <section className={classes.recap} aria-label={t('checkout.recap.label')}>
      {show.address && (
        <>
          <Row
            label={t('checkout.recap.contact')}
            change={t('checkout.recap.changeContact')}
            value={address.email}
            onChange={() => onChange('address')}
          />
          <Row
            label={t('checkout.recap.shipTo')}
            change={t('checkout.recap.changeShipTo')}
            value={`${address.name}, ${place.join(', ')}`}
            onChange={() => onChange('address')}
          />
        </>
      )}
      {show.shipping && method && (
        <Row
          label={t('checkout.recap.method')}
          change={t('checkout.recap.changeMethod')}
          value={`${method.name} · ${method.price === 0 ? t('checkout.free') : money(method.price)}`}
          onChange={() => onChange('shipping')}
        />
      )}
    </section>
  );
}
