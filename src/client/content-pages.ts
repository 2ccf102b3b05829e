import { CONTENT_PAGES, type ContentPageSlug } from '@shared/routes';

/** Titles of the footer's content pages (/faqs, /shipping-returns …). */
export const CONTENT_PAGE_TITLES: Record<ContentPageSlug, string> = {
  faqs: 'FAQs',
  'shipping-returns': 'Shipping & Returns',
  'size-guide': 'Size Guide',
  'care-instructions': 'Care Instructions',
  sustainability: 'Sustainability',
  'terms-conditions': 'Terms & Conditions',
  'privacy-policy': 'Privacy Policy',
  careers: 'Careers',
};

export function isContentPage(slug: string): slug is ContentPageSlug {
  return (CONTENT_PAGES as readonly string[]).includes(slug);
}
