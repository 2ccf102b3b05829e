import type { AdminOrder } from '@shared/schemas/admin-orders';
import { countryName } from '../../../countries';

/**
 * The order's shipping address as lines: name, street, apartment or suite, city/state/postal code, country, phone
 * (`country`: its name in another language; `phone`: the phone line in it).
 */
export function ShipToLines({ order, country, phone }: { order: AdminOrder; country?: string; phone?: string }) {
  return (
    <>
      {order.name}
      <br />
      {order.address}
      <br />
      {order.address2 && (
        <>
          {order.address2}
          <br />
        </>
      )}
      {order.city}, {order.state} {order.postalCode}
      <br />
      {country ?? countryName(order.country)}
      {order.phone && (
        <>
          <br />
          {phone ?? `Phone: ${order.phone}`}
        </>
      )}
    </>
  );
}
