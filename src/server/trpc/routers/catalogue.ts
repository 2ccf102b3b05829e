import { z } from 'zod';
import { idInput, PAINTING_LISTS, PRODUCT_LISTS, slugParam } from '../../../shared/schemas/catalogue.js';
import * as groups from '../../domain/catalogue/groups.js';
import * as paintings from '../../domain/catalogue/paintings.js';
import * as products from '../../domain/catalogue/products.js';
import { publicProcedure, router } from '../init.js';

const productFilter = z.enum(PRODUCT_LISTS).default('all');

export const catalogueRouter = router({
  products: publicProcedure
    .input(z.object({ filter: productFilter }).default({ filter: 'all' }))
    .query(({ ctx, input }) => products.listProducts(ctx, input.filter)),
  product: publicProcedure.input(idInput).query(({ ctx, input }) => products.getProduct(ctx, input.id)),
  productsByCategory: publicProcedure
    .input(z.object({ category: slugParam }))
    .query(({ ctx, input }) => products.productsByCategory(ctx, input.category)),
  productsByCollection: publicProcedure
    .input(z.object({ collection: slugParam }))
    .query(({ ctx, input }) => products.productsByCollection(ctx, input.collection)),
  categories: publicProcedure.query(({ ctx }) => groups.listCategories(ctx)),
  collections: publicProcedure.query(({ ctx }) => groups.listCollections(ctx)),
  collection: publicProcedure
    .input(z.object({ name: slugParam }))
    .query(({ ctx, input }) => groups.getCollection(ctx, input.name)),
  featuredCollection: publicProcedure.query(({ ctx }) => groups.getFeaturedCollection(ctx)),
  paintings: publicProcedure
    .input(z.object({ list: z.enum(PAINTING_LISTS).default('all') }).default({ list: 'all' }))
    .query(({ ctx, input }) => paintings.listPaintings(ctx, input.list)),
  painting: publicProcedure.input(idInput).query(({ ctx, input }) => paintings.getPainting(ctx, input.id)),
});
