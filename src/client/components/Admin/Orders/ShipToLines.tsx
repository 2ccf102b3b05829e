import type { AdminOrder } from '@shared/schemas/admin-orders';
import { countryName } from '../../../countries';

/** The order's shipping address as lines: name, street, city/state/postal code, country (`country`: its name in another language). */
export function ShipToLines({ order, country }: { order: AdminOrder; country?: string }) {
  return (
    <>
      {order.name}
      <br />
      {order.address}
      <br />
      {order.city}, {order.state} {order.postalCode}
      <br />
      {country ?? countryName(order.country)}
    </>
  );
}
