/** The "Notify me" mails (`templates/alerts.ts`) and the abandoned-checkout reminder (`templates/cart-reminder.ts`): in the language of the page the shopper asked from. */
export default {
  'mail.alert.backSubject': '{name} is back in stock',
  'mail.alert.backHeading': "It's back",
  'mail.alert.backIntro': '{item} is back in stock at {shop}. Pieces are limited, so it may not stay long.',
  'mail.alert.releaseSubject': '{name} is on sale now',
  'mail.alert.releaseHeading': "It's out",
  'mail.alert.releaseIntro': '{item} is on sale now at {shop}.',
  'mail.alert.preheader': 'You asked us to tell you. This is the one e-mail.',
  'mail.alert.button': 'Shop it now',
  'mail.alert.once':
    'You asked us to e-mail you once about this item: this is that e-mail, and we will not write again about it.',
  'mail.cart.subject': 'You left something in your cart at {shop}',
  'mail.cart.heading': 'Your cart is waiting',
  'mail.cart.preheader': 'One link back to your cart.',
  'mail.cart.intro': 'You did not finish your order at {shop}. Your cart holds:',
  'mail.cart.button': 'Back to my cart',
  'mail.cart.expires': 'The link works for 7 days, in any browser. Items are not held: pieces are limited.',
  'mail.cart.once': 'You asked us to e-mail you a link to your cart at checkout: this is that one e-mail.',
} as const;
