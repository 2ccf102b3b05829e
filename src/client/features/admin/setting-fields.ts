import { CURRENCIES, ROUNDINGS } from '@shared/currency';
import { GIFT_CARD_AMOUNTS, GIFT_CARD_SALE_MAX, GIFT_CARD_SALE_MIN } from '@shared/schemas/gift-cards';
import { FONT_FAMILIES, NOTIFICATION_POSITIONS } from '@shared/settings';
import { ABOUT_GROUPS, CONTACT_GROUPS } from './content-page-fields';
import { colour, image, type Option, type SettingGroup, text, textarea, toggle } from './setting-field-kinds';

export type { SettingField, SettingGroup } from './setting-field-kinds';

const options = (values: readonly (string | number)[], label = (v: string | number) => String(v)): Option[] =>
  values.map((value) => ({ value, label: label(value) }));
const capitalise = (v: string | number) => String(v).replace(/^./, (c) => c.toUpperCase());
const position = (v: string | number) => String(v).split('-').map(capitalise).join(' ');

/** Layout: what the pages are made of. */
export const LAYOUT_GROUPS: readonly SettingGroup[] = [
  {
    title: 'Header and footer',
    fields: [toggle('headerVisible', 'Show header'), toggle('footerVisible', 'Show footer')],
  },
  {
    title: 'Menus',
    description:
      'Links to categories, collections, pages or any path on this shop (starting with /). Use the arrows to reorder.',
    fields: [
      { key: 'headerMenu', label: 'Header menu', kind: 'header-menu', description: 'Admins also see an Admin link.' },
      { key: 'footerMenu', label: 'Footer menu', kind: 'footer-menu', description: 'Up to four groups of links.' },
    ],
  },
  {
    title: 'Home page sections',
    description: 'Each section shows unless switched off here.',
    fields: [
      toggle('showHero', 'Hero'),
      toggle('showNewArrivals', 'New Arrivals'),
      toggle('showFeaturedCollection', 'Featured Collection'),
      toggle('showCategories', 'Categories'),
      toggle('showNewsletter', 'Newsletter'),
    ],
  },
  {
    title: 'Product listings',
    fields: [
      {
        key: 'productsPerRow',
        label: 'Products per row',
        description: 'The New Arrivals grid on the home page, on wide screens (two rows at most)',
        kind: 'segmented',
        options: options([2, 3, 4]),
      },
      {
        key: 'productsPerPage',
        label: 'Products per page',
        description: 'On category pages (Shop, New Arrivals, each category)',
        kind: 'number',
        min: 1,
        max: 100,
      },
      {
        key: 'productCardStyle',
        label: 'Product card style',
        kind: 'segmented',
        options: options(['minimal', 'compact', 'detailed'], capitalise),
      },
    ],
  },
  {
    title: 'Checkout',
    fields: [
      {
        key: 'checkoutSteps',
        label: 'Checkout steps',
        description: '3: Address, Shipping, Payment · 2: address and shipping together, then Payment · 1: one page',
        kind: 'segmented',
        options: options([1, 2, 3]),
      },
      {
        key: 'checkoutHoldMinutes',
        label: 'Reservation time (minutes)',
        description:
          'How long a checkout keeps its items and discount code for the shopper to pay; an order still unpaid then is cancelled and its items go back on sale',
        kind: 'number',
        min: 1,
        max: 120,
      },
      {
        key: 'draftHoldHours',
        label: 'Draft order reservation (hours)',
        description: 'How long an order you create in the admin keeps its items off sale before it is paid',
        kind: 'number',
        min: 1,
        max: 720,
      },
      {
        key: 'returnWindowDays',
        label: 'Return window (days)',
        description:
          'How long after delivery (or shipping, when no delivery is recorded) a customer may ask to return items; 0 turns returns off',
        kind: 'number',
        min: 0,
        max: 365,
      },
      {
        key: 'pickupCountry',
        label: 'Pickup country',
        description: 'Where an order you create for pickup is taxed',
        kind: 'segmented',
        options: options(['CA', 'US']),
      },
      {
        key: 'pickupState',
        label: 'Pickup province or state',
        description: 'Its code, e.g. BC or NY: an order for pickup is taxed as if shipped there',
        kind: 'text',
      },
      toggle(
        'abandonedCheckoutReminders',
        'Abandoned checkout e-mails',
        'A shopper who ticked "E-mail me a link to my cart" and did not pay gets one e-mail with a link back to the cart',
      ),
      {
        key: 'abandonedCheckoutDelayMinutes',
        label: 'Abandoned checkout e-mail after (minutes)',
        description: 'How long after an unpaid checkout its e-mail is sent (240: four hours)',
        kind: 'number',
        min: 1,
        max: 10080,
      },
      {
        key: 'campaignMessagesPerMinute',
        label: 'Newsletter campaigns: messages per minute',
        description: 'How fast a campaign goes out (60: one a second); a slower pace keeps your mail provider happy',
        kind: 'number',
        min: 1,
        max: 1000,
      },
    ],
  },
];

/** Customization: the look of the shop. */
export const CUSTOMIZATION_GROUPS: readonly SettingGroup[] = [
  {
    title: 'Theme colours',
    fields: [colour('primaryColor', 'Primary colour'), colour('secondaryColor', 'Secondary colour')],
  },
  {
    title: 'Typography and mode',
    fields: [
      { key: 'fontFamily', label: 'Font', kind: 'select', options: options(FONT_FAMILIES) },
      toggle('darkMode', 'Dark mode'),
      toggle('enableStarGazing', 'Star background', 'A night sky with the occasional shooting star'),
    ],
  },
  {
    title: 'Logo',
    fields: [
      { key: 'logoType', label: 'Logo type', kind: 'segmented', options: options(['text', 'image'], capitalise) },
      image('logoImage', 'Logo image', 'Used when the logo type is Image; the text logo shows if it fails to load'),
      {
        key: 'logoSize',
        label: 'Logo size',
        kind: 'segmented',
        options: options(['small', 'medium', 'large'], capitalise),
      },
    ],
  },
];

/** Settings: store-wide values and the wording and images of the home and paintings pages. */
export const STORE_GROUPS: readonly SettingGroup[] = [
  {
    title: 'Store',
    fields: [
      text('shopName', 'Shop name', 'Shown in the text logo, the footer and the page titles'),
      {
        key: 'shopNameHighlight',
        label: 'Highlighted word',
        description: 'The word of the shop name shown in the primary colour in the text logo',
        kind: 'highlight-word',
        of: 'shopName',
      },
      text('artistName', 'Artist name', 'The default artist of new paintings'),
      {
        key: 'currency',
        label: 'Base currency',
        description: 'What catalogue prices, discounts and the free-shipping threshold are written in',
        kind: 'select',
        options: options(CURRENCIES),
      },
      {
        key: 'chargeCurrencies',
        label: 'Charge in Canadian dollars too',
        description: 'Shoppers shipping to Canada, or choosing CAD in the header, see and pay prices in CAD',
        kind: 'charge-cad',
      },
      {
        key: 'cadRate',
        label: 'CAD per 1 USD',
        description: 'Prices without their own CAD price are converted at this rate',
        kind: 'number',
        min: 0.1,
        max: 10,
        decimal: true,
      },
      {
        key: 'cadRounding',
        label: 'Rounding of converted prices',
        kind: 'select',
        options: options(ROUNDINGS, (v) => (v === 'none' ? 'To the cent' : `Up to ${v}`)),
      },
      {
        key: 'notificationPosition',
        label: 'Notification position',
        kind: 'select',
        options: options(NOTIFICATION_POSITIONS, position),
      },
      {
        key: 'freeShippingThreshold',
        label: 'Free shipping threshold',
        description:
          'Orders from this subtotal ship free by each country\'s standard method, and by any method ticked "Free over the threshold" under Shipping methods below (Express stays paid unless ticked); 0 turns it off',
        kind: 'number',
        min: 0,
        decimal: true,
        prefix: '$',
      },
      toggle(
        'setupGuideDismissed',
        'Hide the setup guide',
        'The dashboard\'s "Get your shop ready" checklist; turn off to see it again',
      ),
    ],
  },
  {
    title: 'Cross-border orders',
    description:
      'An order shipped to another country than the shop’s shows this notice on the checkout’s payment step.',
    fields: [
      {
        key: 'shopCountry',
        label: 'The shop ships from',
        kind: 'select',
        options: [
          { value: 'CA', label: 'Canada' },
          { value: 'US', label: 'United States' },
        ],
      },
      textarea('dutiesNotice', 'Duties and import taxes notice', 'Empty: no notice'),
    ],
  },
  {
    title: 'Shopping features',
    fields: [
      toggle('enableQuickView', 'Quick view'),
      toggle('enableWishlist', 'Wishlist'),
      toggle('enableReviews', 'Reviews'),
      toggle(
        'giftCardsOnSale',
        'Gift cards on sale',
        `Shoppers buy gift cards on the Gift card page (linked from the footer): ${GIFT_CARD_AMOUNTS.map((a) => `$${a}`).join(', ')} or $${GIFT_CARD_SALE_MIN} to $${GIFT_CARD_SALE_MAX}`,
      ),
      toggle(
        'guestCheckout',
        'Guest checkout',
        'Shoppers may check out with an e-mail address, without creating an account',
      ),
      toggle(
        'reviewsNeedApproval',
        'Hold new reviews for approval',
        'New reviews wait in the Reviews tab until you publish them',
      ),
    ],
  },
  {
    title: 'Default images',
    fields: [
      image('defaultProductImage', 'Default product image', 'Shown wherever an image is missing or broken'),
      image('defaultUserAvatar', 'Default user avatar'),
      image('authBackgroundImage', 'Login page background'),
      image('collectionPageHeroImage', 'Collection page hero image'),
    ],
  },
  {
    title: 'Home: hero',
    fields: [text('heroTitle', 'Hero title'), text('heroSubtitle', 'Hero subtitle'), image('heroImage', 'Hero image')],
  },
  {
    title: 'Home: new arrivals',
    fields: [
      text('newArrivalsTitle', 'Title'),
      text('newArrivalsSubtitle', 'Subtitle'),
      colour('newArrivalsBackgroundColor', 'Background colour'),
      text('viewAllButtonText', 'View all button text'),
    ],
  },
  {
    title: 'Home: featured collection',
    fields: [
      text(
        'collectionTitle',
        'Title',
        "Leave empty (or as the default) to show the featured collection's own name; type a title to override it.",
      ),
      textarea(
        'collectionDescription',
        'Description',
        "Leave empty (or as the default) to show the featured collection's own description; type one to override it.",
      ),
      image('featuredCollectionMainImage', 'Main image'),
      image('collectionImage1', 'Second image'),
      image('collectionImage2', 'Third image'),
    ],
  },
  {
    title: 'Home: categories',
    fields: [
      text('categoriesTitle', 'Title'),
      text('categoriesSubtitle', 'Subtitle'),
      colour('categoriesBackgroundColor', 'Background colour'),
    ],
  },
  {
    title: 'Home: newsletter',
    fields: [
      text('newsletterTitle', 'Title'),
      text('newsletterSubtitle', 'Subtitle'),
      textarea('newsletterTerms', 'Terms'),
      colour('newsletterBackgroundColor', 'Background colour'),
      colour('newsletterAccentColor', 'Accent colour'),
    ],
  },
  {
    title: 'Paintings page',
    fields: [
      text('paintingsPageTitle', 'Title'),
      textarea('paintingsPageSubtitle', 'Subtitle'),
      textarea('originalsDescription', 'Originals description'),
      textarea('printsDescription', 'Prints description'),
      image('paintingsHeroImage', 'Hero image'),
      image('certificateSignature', "Artist's signature (certificates of authenticity)"),
    ],
  },
  {
    title: 'Social links',
    fields: [
      { key: 'instagramUrl', label: 'Instagram', kind: 'url' },
      { key: 'tiktokUrl', label: 'TikTok', kind: 'url' },
      { key: 'facebookUrl', label: 'Facebook', kind: 'url' },
      { key: 'pinterestUrl', label: 'Pinterest', kind: 'url' },
    ],
  },
];

export const ALL_SETTING_GROUPS = [
  ...LAYOUT_GROUPS,
  ...CUSTOMIZATION_GROUPS,
  ...STORE_GROUPS,
  ...ABOUT_GROUPS,
  ...CONTACT_GROUPS,
];
