import { z } from 'zod';
import {
  categoryListInput,
  categoryPageInput,
  categorySchema,
  collectionListInput,
  collectionPageInput,
  collectionSchema,
  idInput,
  imageSetsInput,
  imageSetsSchema,
  PAINTING_LISTS,
  PRODUCT_LISTS,
  paintingPageInput,
  paintingPageSchema,
  paintingSchema,
  productPageSchema,
  productSchema,
  slugParam,
} from '../../../shared/schemas/catalogue.js';
import { catalogueSearchInput, catalogueSearchSchema } from '../../../shared/schemas/catalogue-search.js';
import { catalogueSearch } from '../../domain/catalogue/facets.js';
import * as groups from '../../domain/catalogue/groups.js';
import * as details from '../../domain/catalogue/item-details.js';
import * as paintings from '../../domain/catalogue/paintings.js';
import * as products from '../../domain/catalogue/products.js';
import { imageSets } from '../../domain/images.js';
import { publicProcedure, router } from '../init.js';

const productFilter = z.enum(PRODUCT_LISTS).default('all');
const productList = z.array(productSchema);
/** GET /api/products' and GET /api/paintings' inputs (the admin's answers of them too, admin-catalogue.ts). */
export const productListInput = z.object({ filter: productFilter }).default({ filter: 'all' });
export const paintingListInput = z.object({ list: z.enum(PAINTING_LISTS).default('all') }).default({ list: 'all' });

export const catalogueRouter = router({
  products: publicProcedure
    .input(productListInput)
    .output(productList)
    .query(({ ctx, input }) => products.listProducts(ctx, input.filter)),
  product: publicProcedure
    .input(idInput)
    .output(productSchema)
    .query(({ ctx, input }) => details.productPageWithDetails(ctx, input.id)),
  productsByCategory: publicProcedure
    .input(categoryListInput)
    .output(productList)
    .query(({ ctx, input }) => products.productsByCategory(ctx, input.category, input.price)),
  productsByCollection: publicProcedure
    .input(collectionListInput)
    .output(productList)
    .query(({ ctx, input }) => products.productsByCollection(ctx, input.collection, input.price)),
  /** One page of a category (or the all, new-arrivals, best-sellers lists), filtered and sorted in SQL. */
  categoryPage: publicProcedure
    .input(categoryPageInput)
    .output(productPageSchema)
    .query(({ ctx, input }) => products.categoryPage(ctx, input)),
  collectionPage: publicProcedure
    .input(collectionPageInput)
    .output(productPageSchema)
    .query(({ ctx, input }) => products.collectionPage(ctx, input)),
  /** Issue 39: the catalogue narrowed by facets, with each facet's counts (GET /api/catalogue/search). */
  search: publicProcedure
    .input(catalogueSearchInput)
    .output(catalogueSearchSchema)
    .query(({ ctx, input }) => catalogueSearch(ctx, input)),
  categories: publicProcedure.output(z.array(categorySchema)).query(({ ctx }) => groups.listCategories(ctx)),
  collections: publicProcedure.output(z.array(collectionSchema)).query(({ ctx }) => groups.listCollections(ctx)),
  collection: publicProcedure
    .input(z.object({ name: slugParam }))
    .output(collectionSchema)
    .query(({ ctx, input }) => groups.getCollection(ctx, input.name)),
  featuredCollection: publicProcedure
    .output(collectionSchema.nullable())
    .query(({ ctx }) => groups.getFeaturedCollection(ctx)),
  paintings: publicProcedure
    .input(paintingListInput)
    .output(z.array(paintingSchema))
    .query(({ ctx, input }) => paintings.listPaintings(ctx, input.list)),
  paintingPage: publicProcedure
    .input(paintingPageInput)
    .output(paintingPageSchema)
    .query(({ ctx, input }) => paintings.paintingPage(ctx, input)),
  painting: publicProcedure
    .input(idInput)
    .output(paintingSchema)
    .query(({ ctx, input }) => details.paintingPageWithDetails(ctx, input.id)),
  /** The responsive variants of the named seed and uploaded images, by URL (`ShopImage` reads them). */
  images: publicProcedure
    .input(imageSetsInput)
    .output(imageSetsSchema)
    .query(({ ctx, input }) => imageSets(ctx, input)),
});
