import type { AdminOrder } from '@shared/schemas/admin-orders';
import { countryName } from '../../../countries';

/** The order's shipping address as lines: name, street, city/state/postal code, country. */
export function ShipToLines({ order }: { order: AdminOrder }) {
  return (
    <>
      {order.name}
      <br />
      {order.address}
      <br />
      {order.city}, {order.state} {order.postalCode}
      <br />
      {countryName(order.country)}
    </>
  );
}
