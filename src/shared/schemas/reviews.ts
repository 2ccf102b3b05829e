import { z } from 'zod';
import { itemTypeSchema } from './cart.js';
import { idParam, pageParam, pricesSchema } from './catalogue.js';

/**
 * Reviews of products and art prints, and the customers' wishlists: the shapes
 * of GET/POST /api/products/{id}/reviews, /api/paintings/{id}/reviews,
 * /api/admin/reviews and /api/wishlist.
 */
export const REVIEWS_OFF = 'Reviews are turned off';
export const WISHLIST_OFF = 'The wishlist is turned off';
export const REVIEW_NOT_ELIGIBLE = 'Only customers who bought this item can review it.';
export const REVIEWS_PAGE_SIZE = 10;
export const REVIEW_TITLE_MAX = 120;
export const REVIEW_BODY_MIN = 10;
export const REVIEW_BODY_MAX = 2000;

export { itemTypeSchema };

const reviewStatusSchema = z.enum(['published', 'hidden', 'pending']);
export type ReviewStatus = z.infer<typeof reviewStatusSchema>;

/** The item a review or a wishlist entry is about. */
export const reviewItemInput = z.object({ itemType: itemTypeSchema, id: idParam });
export type ReviewItemInput = z.infer<typeof reviewItemInput>;

export const reviewListInput = reviewItemInput.extend({ page: pageParam });
export type ReviewListInput = z.infer<typeof reviewListInput>;

/** What a customer writes: the form validates with it too. */
export const reviewForm = z.object({
  rating: z
    .number({ message: 'rating must be a whole number from 1 to 5' })
    .int('rating must be a whole number from 1 to 5')
    .min(1, 'rating must be a whole number from 1 to 5')
    .max(5, 'rating must be a whole number from 1 to 5'),
  title: z
    .string({ message: 'title must be text' })
    .trim()
    .max(REVIEW_TITLE_MAX, `The title must be at most ${REVIEW_TITLE_MAX} characters`)
    .default(''),
  body: z
    .string({ message: 'The review text is required' })
    .trim()
    .min(REVIEW_BODY_MIN, `The review must be at least ${REVIEW_BODY_MIN} characters`)
    .max(REVIEW_BODY_MAX, `The review must be at most ${REVIEW_BODY_MAX} characters`),
});
export type ReviewForm = z.input<typeof reviewForm>;

export const writeReviewInput = reviewItemInput.extend(reviewForm.shape);
export type WriteReviewInput = z.infer<typeof writeReviewInput>;

const reviewSchema = z.object({
  id: z.number().int(),
  rating: z.number().int(),
  title: z.string(),
  body: z.string(),
  /** The customer's username, never their e-mail. */
  author: z.string(),
  verified: z.boolean(),
  createdAt: z.string(),
  reply: z.string().nullable(),
});
export type Review = z.infer<typeof reviewSchema>;

/** A review as its author gets it back: with its status (pending while the owner approves it). */
export const ownReviewSchema = reviewSchema.extend({ status: reviewStatusSchema });
export type OwnReview = z.infer<typeof ownReviewSchema>;

const histogramSchema = z.object({
  '1': z.number().int(),
  '2': z.number().int(),
  '3': z.number().int(),
  '4': z.number().int(),
  '5': z.number().int(),
});

export const reviewPageSchema = z.object({
  items: z.array(reviewSchema),
  /** One decimal; 0 when there is none. */
  average: z.number(),
  count: z.number().int(),
  histogram: histogramSchema,
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ReviewPage = z.infer<typeof reviewPageSchema>;

/** May the signed-in customer review the item, and their review of it if any. */
export const reviewEligibilitySchema = z.object({ eligible: z.boolean(), review: ownReviewSchema.nullable() });
export type ReviewEligibility = z.infer<typeof reviewEligibilitySchema>;

export const adminReviewListInput = z.object({
  status: z.union([reviewStatusSchema, z.literal(''), z.literal('all')]).optional(),
  q: z.string().trim().max(200).optional(),
  page: pageParam,
});
export type AdminReviewListInput = z.input<typeof adminReviewListInput>;

export const adminReviewSchema = reviewSchema.extend({
  status: reviewStatusSchema,
  itemType: itemTypeSchema,
  itemId: z.number().int(),
  itemName: z.string(),
});
export type AdminReview = z.infer<typeof adminReviewSchema>;

export const adminReviewListSchema = z.object({
  items: z.array(adminReviewSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

export const adminReviewUpdateInput = z.object({
  id: idParam,
  status: z.enum(['published', 'hidden'], { message: "status must be 'published' or 'hidden'" }).optional(),
  reply: z
    .string({ message: 'reply must be text' })
    .trim()
    .min(1, 'The reply cannot be empty')
    .max(REVIEW_BODY_MAX, `The reply must be at most ${REVIEW_BODY_MAX} characters`)
    .optional(),
});
export type AdminReviewUpdateInput = z.infer<typeof adminReviewUpdateInput>;

export { type RatingSummary, ratingSummarySchema } from './catalogue.js';

export const wishlistItemInput = z.object({ itemType: itemTypeSchema, itemId: idParam });
export type WishlistItemInput = z.infer<typeof wishlistItemInput>;

export const wishlistMergeInput = z.object({
  items: z.array(wishlistItemInput).max(200, 'At most 200 saved items can be merged at once'),
});

export const wishlistEntrySchema = z.object({
  itemType: itemTypeSchema,
  itemId: z.number().int(),
  name: z.string(),
  price: z.number(),
  /** Its price in CAD where the shop charges CAD (not its base), as the catalogue answers it; none once deleted. */
  prices: pricesSchema.optional(),
  imageUrl: z.string().nullable(),
  available: z.boolean(),
  /** 'deleted': the shop no longer sells it; 'sold_out': it has none left; otherwise 'available'. */
  state: z.enum(['available', 'sold_out', 'deleted']),
  addedAt: z.string(),
});
export type WishlistEntry = z.infer<typeof wishlistEntrySchema>;
