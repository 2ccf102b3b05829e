import type en from './alerts.en.js';
import type { MailCatalogue } from './catalogue.js';

/** French of `alerts.en.ts`. */
export default {
  'mail.alert.backSubject': '{name} est de retour en stock',
  'mail.alert.backHeading': 'De retour',
  'mail.alert.backIntro': '{item} est de retour en stock chez {shop}. Les pièces sont limitées : ne tardez pas.',
  'mail.alert.releaseSubject': '{name} est en vente',
  'mail.alert.releaseHeading': 'C’est parti',
  'mail.alert.releaseIntro': '{item} est en vente dès maintenant chez {shop}.',
  'mail.alert.preheader': 'Vous nous avez demandé de vous prévenir. Voici l’unique e-mail.',
  'mail.alert.button': 'Je le veux',
  'mail.alert.once':
    'Vous nous avez demandé un e-mail au sujet de cet article : le voici, et nous ne vous écrirons plus à son sujet.',
  'mail.cart.subject': 'Vous avez laissé quelque chose dans votre panier chez {shop}',
  'mail.cart.heading': 'Votre panier vous attend',
  'mail.cart.preheader': 'Un lien pour retrouver votre panier.',
  'mail.cart.intro': 'Vous n’avez pas terminé votre commande chez {shop}. Votre panier contient :',
  'mail.cart.button': 'Retrouver mon panier',
  'mail.cart.expires':
    'Le lien fonctionne pendant 7 jours, dans n’importe quel navigateur. Les articles ne sont pas réservés : les pièces sont limitées.',
  'mail.cart.once': 'Vous avez demandé au paiement un lien vers votre panier par e-mail : voici cet unique e-mail.',
} satisfies MailCatalogue<typeof en>;
