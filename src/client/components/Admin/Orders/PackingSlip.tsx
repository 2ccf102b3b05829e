import type { AdminOrder } from '@shared/schemas/admin-orders';
import { editionLabel } from '@shared/schemas/orders';
import { useSettings } from '../../../features/settings';
import { formatDate } from '../../../format-date';
import classes from './Orders.module.css';
import { ShipToLines } from './ShipToLines';

/** The packing slip: hidden on screen, the only thing printed when the owner prints the order. */
export function PackingSlip({ order: o }: { order: AdminOrder }) {
  const { shopName } = useSettings();
  return (
    <div className={classes.slip} aria-hidden>
      <h1>{shopName}</h1>
      <h2>Packing slip · Order #{o.id}</h2>
      <p>{formatDate(o.createdAt)}</p>
      <h3>Ship to</h3>
      <p>
        <ShipToLines order={o} />
      </p>
      <p>Shipping: {o.shippingMethod}</p>
      {o.discountCode && <p>Discount: {o.discountCode}</p>}
      {o.note && (
        <p>
          <strong>Note from the customer:</strong> {o.note}
        </p>
      )}
      <table>
        <thead>
          <tr>
            <th>Item</th>
            <th>Details</th>
            <th>Qty</th>
          </tr>
        </thead>
        <tbody>
          {o.items
            .filter((i) => i.quantity > i.refundedQuantity)
            .map((i) => (
              <tr key={i.id}>
                <td>{i.name}</td>
                <td>{[i.size, i.color, editionLabel(i.editionNumbers)].filter(Boolean).join(' · ')}</td>
                <td>{i.quantity - i.refundedQuantity}</td>
              </tr>
            ))}
        </tbody>
      </table>
      <p>Thank you for your order!</p>
    </div>
  );
}
