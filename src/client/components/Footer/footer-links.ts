import { linkOptions } from '@tanstack/react-router';

const category = (slug: string) => linkOptions({ to: '/category/$category', params: { category: slug } });
const contentPage = (slug: string) => linkOptions({ to: '/$page', params: { page: slug } });

/** The footer's three link groups (spec §2, footer links). */
export const FOOTER_GROUPS = [
  {
    title: 'Shop',
    links: [
      { label: 'New Arrivals', link: category('new-arrivals') },
      { label: 'Best Sellers', link: category('best-sellers') },
      { label: 'T-Shirts', link: category('t-shirts') },
      { label: 'Jackets', link: category('jackets') },
      { label: 'Jeans & Pants', link: category('jeans-pants') },
      { label: 'Hoodies & Sweatshirts', link: category('hoodies-sweatshirts') },
    ],
  },
  {
    title: 'Help',
    links: [
      { label: 'FAQs', link: contentPage('faqs') },
      { label: 'Shipping & Returns', link: contentPage('shipping-returns') },
      { label: 'Track Order', link: linkOptions({ to: '/track-order' }) },
      { label: 'Size Guide', link: contentPage('size-guide') },
      { label: 'Care Instructions', link: contentPage('care-instructions') },
      { label: 'Contact Us', link: linkOptions({ to: '/contact' }) },
    ],
  },
  {
    title: 'Information',
    links: [
      { label: 'About Us', link: linkOptions({ to: '/about' }) },
      { label: 'Sustainability', link: contentPage('sustainability') },
      { label: 'Terms & Conditions', link: contentPage('terms-conditions') },
      { label: 'Privacy Policy', link: contentPage('privacy-policy') },
      { label: 'Careers', link: contentPage('careers') },
    ],
  },
];
