import { z } from 'zod';

/**
 * The header's and the footer's menus, as the owner edits them (Layout tab) and the settings store them.
 * A link is a label and a same-site path: it starts with `/` and not `//` (nor `/\`), so no menu can send
 * a shopper off the shop.
 */
export const menuLinkSchema = z.object({
  label: z.string().trim().min(1, 'Every link needs a label').max(40, 'A label is at most 40 characters'),
  href: z
    .string()
    .trim()
    .max(300)
    .regex(/^\/(?![/\\])\S*$/, 'A link is a path on this shop starting with / (such as /category/jackets)'),
});
export type MenuLink = z.infer<typeof menuLinkSchema>;

export const headerMenuSchema = z.array(menuLinkSchema).max(12, 'At most 12 links in the header');

const footerGroupSchema = z.object({
  title: z.string().trim().min(1, 'Every group needs a title').max(40, 'A title is at most 40 characters'),
  links: z.array(menuLinkSchema).max(20, 'At most 20 links in a group'),
});
export const footerMenuSchema = z.array(footerGroupSchema).max(4, 'At most 4 link groups in the footer');
export type FooterGroup = z.infer<typeof footerGroupSchema>;

const link = (label: string, href: string): MenuLink => ({ label, href });

/** The spec's header links (spec §2, header): the default header menu. */
export const DEFAULT_HEADER_MENU: MenuLink[] = [
  link('Home', '/'),
  link('New Arrivals', '/category/new-arrivals'),
  link('Shop', '/category/all'),
  link('Collections', '/collection/all'),
  link('Paintings', '/paintings'),
  link('About', '/about'),
  link('Contact', '/contact'),
];

/**
 * The header menu until the owner saves one: the spec's links, without Collections in a shop that has no collection
 * and without Paintings in one that has no painting (a link to an empty page on the day a shop opens).
 */
export function headerMenuFor(has: { collections: boolean; paintings: boolean }): MenuLink[] {
  return DEFAULT_HEADER_MENU.filter(
    (l) => (has.collections || l.href !== '/collection/all') && (has.paintings || l.href !== '/paintings'),
  );
}

/** The footer menu of a shop with no category (and the storefront's built-in settings). */
export const DEFAULT_FOOTER_MENU: FooterGroup[] = [
  {
    title: 'Shop',
    links: [link('New Arrivals', '/category/new-arrivals'), link('Best Sellers', '/category/best-sellers')],
  },
  {
    title: 'Help',
    links: [
      link('FAQs', '/faqs'),
      link('Shipping & Returns', '/shipping-returns'),
      link('Track Order', '/track-order'),
      link('Size Guide', '/size-guide'),
      link('Care Instructions', '/care-instructions'),
      link('Contact Us', '/contact'),
    ],
  },
  {
    title: 'Information',
    links: [
      link('About Us', '/about'),
      link('Sustainability', '/sustainability'),
      link('Terms & Conditions', '/terms-conditions'),
      link('Privacy Policy', '/privacy-policy'),
      link('Careers', '/careers'),
    ],
  },
];

/**
 * The spec's footer links (spec §2, footer links), its Shop group with a link to each of the shop's categories
 * (`{ name, slug }` in their display order, at most 18): the footer menu until the owner saves one, so it follows
 * the categories that exist (the demo's are T-Shirts, Jackets, Jeans & Pants, Hoodies & Sweatshirts).
 */
export function footerMenuFor(categories: readonly { name: string; slug: string }[]): FooterGroup[] {
  const [shop, ...rest] = DEFAULT_FOOTER_MENU;
  const links = categories.slice(0, 18).map((c) => link(c.name.slice(0, 40), `/category/${c.slug}`));
  return [{ ...shop!, links: [...shop!.links, ...links] }, ...rest];
}
