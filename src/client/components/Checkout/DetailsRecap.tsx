import { Button, Text } from '@mantine/core';
import { formatMoney } from '@shared/money';
import type { ShippingMethod } from '@shared/schemas/checkout';
import { useSettings } from '../../features/settings';
import type { AddressValues } from '../../features/use-checkout-session';
import classes from './Checkout.module.css';

interface DetailsRecapProps {
  /** Which of the earlier details to show. */
  show: { address: boolean; shipping: boolean };
  address: AddressValues;
  method: ShippingMethod | undefined;
  onChange(section: 'address' | 'shipping'): void;
}

function Row({ label, value, onChange }: { label: string; value: string; onChange(): void }) {
  return (
    <div className={classes.recapRow}>
      <Text size="sm" c="dimmed" className={classes.recapLabel}>
        {label}
      </Text>
      <Text size="sm" className={classes.recapValue}>
        {value}
      </Text>
      <Button variant="subtle" size="compact-sm" onClick={onChange} aria-label={`Change ${label.toLowerCase()}`}>
        Change
      </Button>
    </div>
  );
}

/** What the shopper entered on earlier steps, each with a way back to change it. */
export function DetailsRecap({ show, address, method, onChange }: DetailsRecapProps) {
  const { currencySymbol } = useSettings();
  const place = [address.address, address.city, `${address.state} ${address.postalCode}`.trim(), address.country];
  return (
    <section className={classes.recap} aria-label="Your details">
      {show.address && (
        <>
          <Row label="Contact" value={address.email} onChange={() => onChange('address')} />
          <Row label="Ship to" value={`${address.name}, ${place.join(', ')}`} onChange={() => onChange('address')} />
        </>
      )}
      {show.shipping && method && (
        <Row
          label="Method"
          value={`${method.name} · ${method.price === 0 ? 'Free' : formatMoney(method.price, currencySymbol)}`}
          onChange={() => onChange('shipping')}
        />
      )}
    </section>
  );
}
