import type { MailCatalogue } from './catalogue.js';
import type en from './returns.en.js';

/** Les nouvelles d’un retour (`templates/returns.ts`). */
export default {
  'mail.return.subject.requested': 'Nous avons votre demande de retour no {id} pour la commande no {order}',
  'mail.return.subject.approved': 'Votre retour no {id} est accepté',
  'mail.return.subject.declined': 'Votre retour no {id} est refusé',
  'mail.return.subject.received': 'Nous avons reçu votre retour no {id}',
  'mail.return.subject.closed': 'Votre retour no {id} est clos',
  'mail.return.heading.requested': 'Demande de retour reçue',
  'mail.return.heading.approved': 'Votre retour est accepté',
  'mail.return.heading.declined': 'Votre retour est refusé',
  'mail.return.heading.received': 'Vos articles nous sont revenus',
  'mail.return.heading.closed': 'Votre retour est clos',
  'mail.return.body.requested':
    'Nous avons votre demande de retour d’articles de la commande {order}. Nous vous écrirons dès que nous l’aurons examinée.',
  'mail.return.body.approved':
    'Votre retour d’articles de la commande {order} est accepté. Veuillez nous les renvoyer ainsi :',
  'mail.return.body.declined': 'Nous ne pouvons pas accepter votre retour d’articles de la commande {order}.',
  'mail.return.body.received': 'Nous avons reçu les articles renvoyés de la commande {order}.',
  'mail.return.body.closed': 'Votre retour d’articles de la commande {order} est clos.',
  'mail.return.outcome.refund': 'Un remboursement de {amount} est en route vers votre moyen de paiement.',
  'mail.return.outcome.credit': '{amount} de crédit en magasin est maintenant à votre compte, prêt à être utilisé.',
  'mail.return.outcome.exchange': 'Votre échange est la commande no {order}, sans frais; nous l’expédierons sous peu.',
  'mail.return.outcome.exchangePaid':
    'Votre échange est la commande no {order}, sa différence de prix payée; nous l’expédierons sous peu.',
  'mail.return.outcome.exchangeWaiting':
    'Votre échange est la commande no {order} : elle sera expédiée une fois sa différence de prix de {amount} payée.',
  'mail.return.difference.pay':
    'La taille ou la couleur choisie coûte {amount} de plus. Votre échange sera expédié une fois la différence payée et vos articles reçus.',
  'mail.return.difference.payButton': 'Payer {amount}',
  'mail.return.difference.credit':
    'La taille ou la couleur choisie coûte {amount} de moins : nous vous le rendrons à la réception de vos articles.',
  'mail.return.wants.refund': 'Vous avez demandé : un remboursement',
  'mail.return.wants.credit': 'Vous avez demandé : du crédit en magasin',
  'mail.return.wants.exchange': 'Vous avez demandé : un échange (la nouvelle taille ou couleur vous est réservée)',
  'mail.return.items': 'Articles',
  'mail.return.note': 'Note de la boutique :',
  'mail.return.exchangeFor': 'contre {variant}',
  'mail.return.differenceLine': 'Différence de prix (retour no {id})',
} satisfies MailCatalogue<typeof en>;
