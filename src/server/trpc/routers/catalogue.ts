import { z } from 'zod';
import { idParam, PAINTING_LISTS, slugParam } from '../../../shared/schemas/catalogue.js';
import * as groups from '../../domain/catalogue/groups.js';
import * as paintings from '../../domain/catalogue/paintings.js';
import * as products from '../../domain/catalogue/products.js';
import { imageSets } from '../../domain/images.js';
import { publicProcedure, router } from '../init.js';

const now = (clock: () => Date) => clock().toISOString();
const productFilter = z.enum(['all', 'new-arrivals', 'featured', 'best-sellers']).default('all');

export const catalogueRouter = router({
  products: publicProcedure
    .input(z.object({ filter: productFilter }).default({ filter: 'all' }))
    .query(({ ctx, input }) => products.listProducts(ctx.db, input.filter, now(ctx.clock))),
  product: publicProcedure
    .input(z.object({ id: idParam }))
    .query(({ ctx, input }) => products.getProduct(ctx.db, input.id, now(ctx.clock))),
  productsByCategory: publicProcedure
    .input(z.object({ category: slugParam }))
    .query(({ ctx, input }) => products.productsByCategory(ctx.db, input.category, now(ctx.clock))),
  productsByCollection: publicProcedure
    .input(z.object({ collection: slugParam }))
    .query(({ ctx, input }) => products.productsByCollection(ctx.db, input.collection, now(ctx.clock))),
  categories: publicProcedure.query(({ ctx }) => groups.listCategories(ctx.db)),
  collections: publicProcedure.query(({ ctx }) => groups.listCollections(ctx.db)),
  collection: publicProcedure
    .input(z.object({ name: slugParam }))
    .query(({ ctx, input }) => groups.getCollection(ctx.db, input.name)),
  featuredCollection: publicProcedure.query(({ ctx }) => groups.getFeaturedCollection(ctx.db)),
  paintings: publicProcedure
    .input(z.object({ list: z.enum(PAINTING_LISTS).default('all') }).default({ list: 'all' }))
    .query(({ ctx, input }) => paintings.listPaintings(ctx.db, input.list, now(ctx.clock))),
  painting: publicProcedure
    .input(z.object({ id: idParam }))
    .query(({ ctx, input }) => paintings.getPainting(ctx.db, input.id, now(ctx.clock))),
  /** The responsive variants of every seed and uploaded image, by URL (`ShopImage` reads it). */
  images: publicProcedure.query(({ ctx }) => imageSets(ctx)),
});
