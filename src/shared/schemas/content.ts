import { z } from 'zod';
import { CONTENT_PAGES } from '../routes.js';
import { translationsInput, translationsSchema } from '../translations.js';
import { itemTypeSchema } from './cart.js';
import { pricesSchema } from './catalogue.js';

export const CONTACT_SUBJECTS = ['order', 'product', 'shipping', 'returns', 'custom', 'other'] as const;
export const CONTACT_SUBJECT_LABELS: Record<(typeof CONTACT_SUBJECTS)[number], string> = {
  order: 'Order inquiry',
  product: 'Product question',
  shipping: 'Shipping',
  returns: 'Returns & exchanges',
  custom: 'Custom order',
  other: 'Other',
};

export const contactInput = z.object({
  name: z
    .string({ message: 'Name must be at least 2 characters' })
    .trim()
    .min(2, 'Name must be at least 2 characters')
    .max(100),
  email: z
    .string({ message: 'Please enter a valid email address' })
    .trim()
    .pipe(z.email('Please enter a valid email address').max(254)),
  subject: z.enum(CONTACT_SUBJECTS, { message: 'Please select a subject' }),
  message: z
    .string({ message: 'Message must be at least 10 characters' })
    .trim()
    .min(10, 'Message must be at least 10 characters')
    .max(5000, 'Message must be at most 5000 characters'),
});
export type ContactInput = z.infer<typeof contactInput>;
export type ContactSubject = ContactInput['subject'];

export const newsletterInput = z.object({
  email: z
    .string({ message: 'Please enter a valid email address' })
    .trim()
    .pipe(z.email('Please enter a valid email address').max(254)),
});

export const pageSlugSchema = z.enum(CONTENT_PAGES, { message: 'No such page' });

export const contentPageSchema = z.object({
  slug: z.string(),
  title: z.string(),
  contentHtml: z.string(),
  updatedAt: z.string(),
});
export type ContentPage = z.infer<typeof contentPageSchema>;

export const searchInput = z.object({ q: z.string().trim().max(100, 'Search is too long') });

export const searchResultSchema = z.object({
  kind: itemTypeSchema,
  id: z.number().int(),
  title: z.string(),
  subtitle: z.string(),
  price: z.number(),
  /** Its price in CAD where the shop charges CAD (not its base), as the catalogue answers it. */
  prices: pricesSchema.optional(),
  imageUrl: z.string().nullable(),
  url: z.string(),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

export const contentPageInput = z.object({
  slug: pageSlugSchema,
  title: z.string({ message: 'Title is required' }).trim().min(1, 'Title is required').max(200),
  contentHtml: z.string().max(100_000, 'The page is too long'),
  translations: translationsInput('page'),
});

/** A content page as the admin edits it: English, and its translations beside. */
export const adminContentPageSchema = contentPageSchema.extend({ translations: translationsSchema });
export type AdminContentPage = z.infer<typeof adminContentPageSchema>;
