import type { MailCatalogue } from './catalogue.js';
import type en from './order-status.en.js';

export default {
  'mail.shipped.subject': 'Votre commande no {id} a été expédiée',
  'mail.shipped.preheader': 'Numéro de suivi {tracking}',
  'mail.shipped.heading': 'Votre commande est en route',
  'mail.shipped.left': 'La commande {order} a quitté l’atelier.',
  'mail.shipped.trackingNumber': 'Numéro de suivi : {number}',
  'mail.shipped.carrier': 'Transporteur : {carrier}',
  'mail.shipped.shipping': 'Livraison : {method}',
  'mail.shipped.trackIt': 'Suivre le colis : {link}',
  'mail.shipped.certificates':
    'Vos certificats d’authenticité sont ci-dessous, en PDF à télécharger, et toujours sur la page de votre commande (les commandes de votre compte, ou le lien de votre courriel de confirmation).',
  'mail.shipped.verify': 'Chacun peut être vérifié sur sa page de vérification :',
  'mail.shipped.certificatePdf': 'PDF',
  'mail.cancelled.subject': 'Votre commande no {id} a été annulée',
  'mail.cancelled.heading': 'La commande no {id} a été annulée',
  'mail.cancelled.refunded':
    '{amount} a été remboursé sur votre carte; le remboursement paraît habituellement d’ici 5 à 10 jours ouvrables.',
  'mail.cancelled.refundedSplit':
    '{card} a été remboursé sur votre carte (le remboursement paraît habituellement d’ici 5 à 10 jours ouvrables) et {giftCard} remis sur votre carte-cadeau •••• {last4}.',
  'mail.cancelled.refundedGiftCard': '{amount} a été remis sur votre carte-cadeau •••• {last4}.',
  'mail.cancelled.refundedCredit':
    '{credit} a été porté à votre crédit en magasin, prêt à être dépensé lors de votre prochaine commande.',
  'mail.cancelled.nothingCharged': 'Aucun montant n’a été prélevé.',
  'mail.cancelled.body': 'Votre commande {order} a été annulée. {refund}',
  'mail.cancelled.visit': 'Visiter la boutique',
  'mail.status.reason': 'Motif : {reason}',
  'mail.refund.subject': 'Remboursement de {amount} pour la commande no {id}',
  'mail.refund.preheader': '{amount} est en route vers votre carte.',
  'mail.refund.heading': 'Nous vous avons remboursé {amount}',
  'mail.refund.body':
    'Un remboursement de {amount} pour la commande {order} est en route vers votre carte; il paraît habituellement d’ici 5 à 10 jours ouvrables.',
  'mail.refund.preheaderGiftCard': '{giftCard} est de retour sur votre carte-cadeau.',
  'mail.refund.bodySplit':
    'Un remboursement de {amount} pour la commande {order} : {card} est en route vers votre carte (il paraît habituellement d’ici 5 à 10 jours ouvrables) et {giftCard} est de retour sur votre carte-cadeau •••• {last4}.',
  'mail.refund.bodyGiftCard':
    'Un remboursement de {amount} pour la commande {order} a été remis sur votre carte-cadeau •••• {last4}, prêt à être dépensé.',
  'mail.refund.preheaderCredit': '{credit} est porté à votre crédit en magasin.',
  'mail.refund.bodyCredit':
    'Un remboursement de {amount} pour la commande {order} : {credit} est porté à votre crédit en magasin, prêt à être dépensé lors de votre prochaine commande.',
  'mail.refund.alsoCard':
    '{card} est en route vers votre carte; il paraît habituellement d’ici 5 à 10 jours ouvrables.',
  'mail.refund.alsoGiftCard': '{giftCard} est de retour sur votre carte-cadeau •••• {last4}.',
  'mail.refund.items': 'Articles remboursés',
  'mail.refund.taxes': 'Dont taxes : {taxes}',
} satisfies MailCatalogue<typeof en>;
