/** The customer's receipt (`templates/order-paid.ts`, `orderConfirmation`). */
export default {
  'mail.confirmation.subject': 'Your order #{id} is confirmed',
  'mail.confirmation.preheader': 'Thank you for your order. Total {total}.',
  'mail.confirmation.heading': 'Thank you, {firstName}!',
  'mail.confirmation.received':
    'We have received your payment for order {order} and are getting it ready. We will write again when it ships.',
  'mail.confirmation.receivedExchange':
    'We have received your payment for order {order}, your exchange. It ships once your returned items of order {original} are back with us; we will write again when it ships.',
  'mail.confirmation.viewOrder': 'View your order',
  'mail.confirmation.viewOrders': 'View your orders',
  'mail.confirmation.track': 'Track your order',
  'mail.confirmation.trackWithout': 'To track it without signing in, use order number #{id} and {email}.',
  'mail.confirmation.trackText': 'Track your order: {link} (order number #{id}, {email})',
} as const;
