import { DEFAULT_COLLECTION_DESCRIPTION, DEFAULT_COLLECTION_TITLE } from './featured-collection-defaults.js';

/**
 * The French of the shop's own words: the texts a new shop starts with (the settings' defaults and the default
 * menus), by their English. The owner's own French, where written, wins; text the owner changed has no built-in
 * French (it is theirs to translate: the admin's Untranslated list names it). So a Quebec shopper reads a new
 * shop's home, menus and footer in French from the first day, before the owner has translated anything.
 */
export const BUILT_IN_FRENCH: Readonly<Record<string, string>> = {
  // The settings' default texts (shared/settings.ts).
  'Minimal. Timeless. Unique.': 'Minimaliste. Intemporel. Unique.',
  'New Arrivals': 'Nouveautés',
  'Our latest drops, fresh off the design table': 'Nos dernières créations, tout juste sorties de l’atelier',
  'View All Products': 'Voir tous les produits',
  [DEFAULT_COLLECTION_TITLE]: 'La collection vintage',
  [DEFAULT_COLLECTION_DESCRIPTION]:
    'Chaque pièce est blanchie à la main dans notre atelier : il n’y en a jamais deux pareilles. Découvrez des vêtements uniques à l’âme vintage.',
  'Shop by Category': 'Magasiner par catégorie',
  'Find your perfect bleached style': 'Trouvez votre style délavé idéal',
  'Join the Movement': 'Joignez-vous au mouvement',
  'Be the first to hear about new drops, one-off pieces and studio news.':
    'Soyez les premiers informés des nouveautés, des pièces uniques et des nouvelles de l’atelier.',
  'By subscribing you agree to receive e-mails from us. Unsubscribe at any time.':
    'En vous abonnant, vous acceptez de recevoir nos courriels. Vous pouvez vous désabonner en tout temps.',
  'Original Paintings & Prints': 'Peintures originales et reproductions',
  'Abstract works by the artist behind the bleach, as one-of-a-kind originals and fine art prints.':
    'Des œuvres abstraites de l’artiste derrière le délavage, en originaux uniques et en reproductions d’art.',
  'One-of-a-kind originals, painted by hand. Once sold, they are gone for good.':
    'Des originaux uniques, peints à la main. Une fois vendus, ils ne reviennent plus.',
  'Archival fine art prints in several sizes, some as numbered limited editions.':
    'Des reproductions d’art sur papier d’archives en plusieurs formats, certaines en éditions limitées numérotées.',
  'Get in Touch': 'Écrivez-nous',
  'Questions about an order, a custom piece or wholesale? Send us a message and we will get back to you.':
    'Une question sur une commande, une pièce sur mesure ou la vente en gros? Écrivez-nous et nous vous répondrons.',
  'Contact Information': 'Coordonnées',
  'Business Hours': 'Heures d’ouverture',
  'Wholesale Inquiries': 'Vente en gros',
  'Send Us a Message': 'Envoyez-nous un message',
  // The default menus' labels (shared/schemas/menus.ts).
  Home: 'Accueil',
  Shop: 'Boutique',
  Collections: 'Collections',
  Paintings: 'Peintures',
  About: 'À propos',
  Contact: 'Contact',
  'Best Sellers': 'Meilleurs vendeurs',
  'T-Shirts': 'T-shirts',
  Jackets: 'Vestes',
  'Jeans & Pants': 'Jeans et pantalons',
  'Hoodies & Sweatshirts': 'Kangourous et cotons ouatés',
  Help: 'Aide',
  FAQs: 'FAQ',
  'Shipping & Returns': 'Livraison et retours',
  'Track Order': 'Suivre une commande',
  'Size Guide': 'Guide des tailles',
  'Care Instructions': 'Conseils d’entretien',
  'Contact Us': 'Nous joindre',
  Information: 'Informations',
  'About Us': 'À propos de nous',
  Sustainability: 'Développement durable',
  'Terms & Conditions': 'Conditions générales',
  'Privacy Policy': 'Politique de confidentialité',
  Careers: 'Carrières',
};
