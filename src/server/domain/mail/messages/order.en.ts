/** The parts every order message shows (`templates/order-parts.ts`): lines, totals, address. */
export default {
  /** An order's number in a sentence or on a button: the one form the mails use. */
  'mail.order.number': '#{id}',
  'mail.order.edition': 'Edition {numbers}',
  'mail.order.freeShipping': 'Free shipping',
  'mail.order.discount': 'Discount ({code})',
  'mail.order.subtotal': 'Subtotal',
  'mail.order.shipping': 'Shipping ({method})',
  'mail.order.tax': 'Tax',
  'mail.order.total': 'Total',
  'mail.order.shippingTo': 'Shipping to',
  'mail.order.phone': 'Phone: {phone}',
} as const;
