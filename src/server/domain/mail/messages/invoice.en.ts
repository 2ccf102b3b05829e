/** A draft order's invoice (`templates/draft-invoice.ts`): the order to pay by card through its own page. */
export default {
  'mail.invoice.subject': 'Your invoice for order #{id} from {shop}',
  'mail.invoice.preheader': 'Total {total}: pay it by card in a few clicks.',
  'mail.invoice.heading': 'Your order is ready to pay',
  'mail.invoice.intro': '{shop} has prepared order {order} for you. Pay it by card on its page:',
  'mail.invoice.button': 'Pay {total}',
  'mail.invoice.held': 'The items are reserved for you until {until}.',
} as const;
