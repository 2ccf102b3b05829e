import { IntlMessageFormat } from 'intl-messageformat';
import { type AppError, ERRORS, type ErrorCode, type ErrorDetail, type ErrorDetailKey } from '../../shared/errors.js';
import type { Locale } from '../../shared/locale.js';
import {
  CURRENT_PASSWORD_INCORRECT,
  GUEST_ORDERS_LINK_SENT,
  PASSWORD_RESET_REQUESTED,
} from '../../shared/schemas/account.js';
import { NOTIFY_TEXT } from '../../shared/schemas/alerts.js';
import { ORDER_LOOKUP_NOT_FOUND } from '../../shared/schemas/orders.js';

/**
 * The server's answers to shoppers in French (ICU messages), by error code (its default message) and by the key
 * of a message with parameters (`AppError.detail`). A missing or extra key does not compile. English answers are
 * the thrown messages, unchanged (`trpc/errors.ts`).
 */
export const FRENCH_ERRORS = {
  BAD_REQUEST: 'Données invalides',
  UNAUTHORIZED: 'Vous n’êtes pas connecté',
  INVALID_CREDENTIALS: 'Nom d’utilisateur ou mot de passe invalide',
  FORBIDDEN: 'Action non permise',
  CROSS_SITE: 'Les requêtes d’un autre site ne sont pas permises',
  NOT_FOUND: 'Introuvable',
  CONFLICT: 'Conflit',
  USERNAME_TAKEN: 'Ce nom d’utilisateur existe déjà',
  EMAIL_TAKEN: 'Ce courriel est déjà inscrit',
  LAST_ADMIN: 'Le dernier administrateur ne peut pas être retiré',
  PAINTING_SOLD: 'Cette toile est vendue et ne peut pas être ajoutée au panier',
  RESERVED:
    'Cette pièce est réservée pour une autre commande. Elle pourrait redevenir disponible si cette commande n’est pas complétée.',
  HOLD_LIMIT: 'Vous pouvez réserver au plus 10 articles à la fois. Veuillez en retirer de votre panier.',
  OUT_OF_STOCK: 'Stock insuffisant',
  ILLEGAL_TRANSITION: 'La commande ne peut pas passer à ce statut',
  REFUND_TOO_LARGE: 'Le remboursement dépasse ce qu’il reste à rembourser',
  PRICE_CHANGED: 'Les prix ont changé; veuillez vérifier votre commande',
  DISCOUNT_REFUSED: 'Ce code ne peut plus être utilisé.',
  CHECKOUT_PAID: 'Ce paiement est déjà effectué.',
  GIFT_CARD_INVALID: 'Cette carte-cadeau n’est pas valide.',
  GIFT_CARD_EMPTY: 'Cette carte-cadeau n’a plus de solde.',
  GIFT_CARD_SEND_DATE: 'Veuillez choisir une date d’envoi entre aujourd’hui et dans un an.',
  GIFT_CARD_LINE_FIXED: 'Une carte-cadeau est une seule carte : retirez-la et ajoutez-en une autre pour la changer.',
  GIFT_CARD_PARTLY_SPENT:
    'Une partie de cette carte-cadeau a été dépensée : confirmez pour rembourser ce qu’il en reste.',
  STORE_CREDIT_SHORT: 'C’est plus que le solde du crédit en magasin.',
  RETURN_NOT_SHIPPED: 'Seule une commande expédiée ou livrée peut être retournée.',
  RETURN_WINDOW_CLOSED: 'Le délai de retour de cette commande est écoulé.',
  RETURN_EXCLUDED: 'Cet article ne peut pas être retourné : les originaux et les articles en vente finale sont exclus.',
  RETURN_TOO_MANY: 'C’est plus que ce qui peut encore être retourné de cet article.',
  EXCHANGE_UNAVAILABLE: 'Cette taille ou cette couleur n’est pas disponible pour un échange.',
  RETURN_CREDIT_ACCOUNT:
    'Le crédit en magasin est réservé aux clients connectés : choisissez un remboursement ou un échange.',
  UNSUPPORTED_MEDIA_TYPE: 'Les requêtes doivent être envoyées en application/json',
  PAYLOAD_TOO_LARGE: 'La requête est trop volumineuse',
  RATE_LIMITED: 'Trop de tentatives. Veuillez patienter une minute et réessayer.',
  RESET_LINK_INVALID: 'Ce lien de réinitialisation est invalide ou expiré.',
  CART_EMPTY: 'Votre panier est vide',
  GATEWAY_UNAVAILABLE: 'Une erreur est survenue lors de la préparation du paiement. Veuillez réessayer.',
  PAYMENT_FAILED: 'Le paiement n’a pas pu être effectué',
  INTERNAL: 'Une erreur est survenue. Veuillez réessayer.',
  METHOD_NOT_ALLOWED: 'Cet appel n’accepte pas cette méthode HTTP (les lectures utilisent GET, les modifications POST)',
  PAYMENT_REQUIRED: 'Un paiement est requis',
  TIMEOUT: 'La requête a pris trop de temps. Veuillez réessayer.',
  PRECONDITION_FAILED: 'Une condition préalable de la requête n’est pas remplie',
  UNPROCESSABLE: 'La requête n’a pas pu être traitée',
  PRECONDITION_REQUIRED: 'La requête doit être conditionnelle',
  CLIENT_CLOSED: 'La requête a été annulée',
  NOT_IMPLEMENTED: 'Non implémenté',
  BAD_GATEWAY: 'Un service externe a échoué. Veuillez réessayer.',
  SERVICE_UNAVAILABLE: 'La boutique est indisponible pour le moment. Veuillez réessayer.',
  GATEWAY_TIMEOUT: 'Un service externe a pris trop de temps',
  'sale.reserved':
    '{name} est réservé pour une autre commande. Il pourrait redevenir disponible si cette commande n’est pas complétée.',
  'sale.sold': '{name} vient d’être vendu et n’est plus disponible',
  'sale.outOfStock': '{name} est en rupture de stock',
  'sale.itemOutOfStock': 'Cet article est en rupture de stock',
  'sale.variantOutOfStock': '{which} est en rupture de stock.',
  'sale.onlyLeft': '{count, plural, one {Il n’en reste qu’un en stock} other {Il n’en reste que # en stock}}',
  'sale.onlyLeftIn': '{count, plural, one {Il n’en reste qu’un} other {Il n’en reste que #}} en {which}.',
  'sale.onlyLeftNamed':
    '{name} : {count, plural, one {il n’en reste qu’un en stock} other {il n’en reste que # en stock}}',
  'sale.gone': '{name} n’est plus disponible. Veuillez le retirer.',
  'sale.itemGone': 'Cet article n’est plus disponible. Veuillez le retirer.',
  'sale.notYet': '{name} n’est pas encore en vente : sa mise en vente est prévue le {at}.',
  'sale.itemNotYet': 'Cet article n’est pas encore en vente : sa mise en vente est prévue le {at}.',
  'sale.originalInCart': 'Cette œuvre originale est déjà dans votre panier',
  'rateLimited.minutes': 'Trop de tentatives. Veuillez patienter {minutes} minutes et réessayer.',
  'discount.invalid': 'Ce code n’est pas valide.',
  'discount.expired': 'Ce code est expiré.',
  'discount.usedUp': 'Ce code a atteint sa limite d’utilisation.',
  'discount.alreadyUsed': 'Vous avez déjà utilisé ce code.',
  'discount.notApplicable': 'Ce code ne s’applique pas aux articles de votre panier.',
  'discount.heldElsewhere':
    'Ce code est déjà réservé par un autre paiement non terminé de ce navigateur, de ce réseau ou de cette adresse courriel. Terminez ce paiement ou réessayez dans {minutes, plural, one {# minute} other {# minutes}}.',
  'discount.minimum': 'Achetez pour {amount} ou plus pour utiliser ce code.',
  'discount.betterApplied': '{title} est déjà appliqué et vous fait économiser davantage.',
} satisfies Record<ErrorCode | ErrorDetailKey, string>;

/** Whether an error's message is its code's own (then its French is the code's). */
const isDefaultMessage = (code: ErrorCode, message: string): boolean => ERRORS[code].message === message;

/**
 * The shopper's success answers (`{ success, message }`) in French, by their English text: swapped in by
 * `trpc/init.ts` for a French page, over tRPC and REST alike; and a refusal without parameters a screen shows as
 * it comes (`trpc/errors.ts`).
 */
export const FRENCH_ANSWERS: Readonly<Record<string, string>> = {
  [PASSWORD_RESET_REQUESTED]:
    'Si un compte existe pour cette adresse courriel, nous lui avons envoyé un lien pour réinitialiser le mot de passe. Le lien fonctionne pendant 60 minutes.',
  [GUEST_ORDERS_LINK_SENT]:
    'Si des commandes ont été passées sans compte avec votre adresse courriel, nous vous avons envoyé un lien pour les ajouter à votre compte.',
  'Your password has been changed. You can now log in with it.':
    'Votre mot de passe a été changé. Vous pouvez maintenant vous connecter avec celui-ci.',
  'Thank you for subscribing to our newsletter.': 'Merci de vous être abonné à notre infolettre.',
  'You have been unsubscribed from our newsletter.': 'Vous êtes désabonné de notre infolettre.',
  "Thank you for your message. We'll get back to you soon.": 'Merci pour votre message. Nous vous répondrons bientôt.',
  'This unsubscribe link is not valid. Please use the link from our latest e-mail.':
    'Ce lien de désabonnement n’est pas valide. Veuillez utiliser le lien de notre dernier courriel.',
  [CURRENT_PASSWORD_INCORRECT]: 'Le mot de passe actuel est incorrect',
  [ORDER_LOOKUP_NOT_FOUND]: 'Nous n’avons trouvé aucune commande avec ce numéro et cette adresse courriel',
  [NOTIFY_TEXT.waiting]: 'Merci. Nous vous écrirons une seule fois quand l’article sera de retour.',
  [NOTIFY_TEXT.already]:
    'Vous êtes déjà sur la liste pour cet article. Nous vous écrirons une seule fois quand il sera de retour.',
  [NOTIFY_TEXT.notInShop]: 'Cet article n’est pas dans la boutique.',
  [NOTIFY_TEXT.badSize]: 'Choisissez l’une des tailles offertes pour cet article.',
  [NOTIFY_TEXT.badColor]: 'Choisissez l’une des couleurs offertes pour cet article.',
  [NOTIFY_TEXT.inStock]: 'Cet article est en stock dans cette taille : ajoutez-le à votre panier.',
  [NOTIFY_TEXT.notRestocked]: 'Cet article n’est pas réapprovisionné.',
};

/**
 * An answer's message in French: a message with a key (`AppError.detail`: the sale's and the discount's refusals,
 * with their parameters) by its key, a code's own message by the code; anything else (an owner's or a validation
 * text) stays as it was thrown.
 */
export function inFrench(code: ErrorCode, message: string, detail: ErrorDetail | undefined): string {
  if (detail) return String(new IntlMessageFormat(FRENCH_ERRORS[detail.key], 'fr-CA').format(detail.values));
  if (isDefaultMessage(code, message)) return FRENCH_ERRORS[code];
  return FRENCH_ANSWERS[message] ?? message;
}

/** A refusal shown as a notice, not thrown (the cart's code that does not apply now), in the asking page's language. */
export const messageIn = (locale: Locale | undefined, error: AppError): string =>
  locale === 'fr' ? inFrench(error.code, error.message, error.detail) : error.message;
