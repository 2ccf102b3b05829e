import { z } from 'zod';
import { idInput } from '../../../shared/schemas/catalogue.js';
import { deletedSchema, successSchema } from '../../../shared/schemas/results.js';
import {
  adminReviewListInput,
  adminReviewListSchema,
  adminReviewSchema,
  adminReviewUpdateInput,
  ownReviewSchema,
  reviewEligibilitySchema,
  reviewItemInput,
  reviewListInput,
  reviewPageSchema,
  wishlistEntrySchema,
  wishlistItemInput,
  wishlistMergeInput,
  writeReviewInput,
} from '../../../shared/schemas/reviews.js';
import * as adminReviews from '../../domain/reviews/admin-reviews.js';
import * as reviews from '../../domain/reviews/reviews.js';
import * as wishlist from '../../domain/wishlist.js';
import { adminProcedure, publicProcedure, router, userProcedure } from '../init.js';

export const reviewsRouter = router({
  list: publicProcedure
    .input(reviewListInput)
    .output(reviewPageSchema)
    .query(({ ctx, input }) => reviews.listReviews(ctx, input)),
  eligibility: userProcedure
    .input(reviewItemInput)
    .output(reviewEligibilitySchema)
    .query(({ ctx, input }) => reviews.reviewEligibility(ctx, input, ctx.actor)),
  write: userProcedure
    .input(writeReviewInput)
    .output(ownReviewSchema)
    .mutation(({ ctx, input }) => reviews.writeReview(ctx, input, ctx.actor)),
});

export const wishlistRouter = router({
  list: userProcedure
    .output(z.array(wishlistEntrySchema))
    .query(({ ctx }) => wishlist.listWishlist(ctx, {}, ctx.actor)),
  add: userProcedure
    .input(wishlistItemInput)
    .output(wishlistEntrySchema)
    .mutation(({ ctx, input }) => wishlist.addToWishlist(ctx, input, ctx.actor)),
  remove: userProcedure
    .input(wishlistItemInput)
    .output(successSchema)
    .mutation(({ ctx, input }) => wishlist.removeFromWishlist(ctx, input, ctx.actor)),
  merge: userProcedure
    .input(wishlistMergeInput)
    .output(z.array(wishlistEntrySchema))
    .mutation(({ ctx, input }) => wishlist.mergeWishlist(ctx, input, ctx.actor)),
});

export const adminReviewsRouter = router({
  list: adminProcedure
    .input(adminReviewListInput)
    .output(adminReviewListSchema)
    .query(({ ctx, input }) => adminReviews.listAdminReviews(ctx, input)),
  update: adminProcedure
    .input(adminReviewUpdateInput)
    .output(adminReviewSchema)
    .mutation(({ ctx, input }) => adminReviews.updateReview(ctx, input)),
  delete: adminProcedure
    .input(idInput)
    .output(deletedSchema)
    .mutation(({ ctx, input }) => adminReviews.deleteReview(ctx, input.id)),
});
