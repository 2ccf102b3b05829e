import { z } from 'zod';
import {
  adminCollectionSchema,
  adminPaintingPageSchema,
  adminPaintingSchema,
  adminProductPageSchema,
  adminProductSchema,
  collectionInput,
  collectionUpdateInput,
  paintingInput,
  paintingUpdateInput,
  productInput,
  productUpdateInput,
} from '../../../shared/schemas/admin-catalogue.js';
import { adminPaintingListInput, adminProductListInput } from '../../../shared/schemas/admin-lists.js';
import { idInput, paintingSchema, productSchema } from '../../../shared/schemas/catalogue.js';
import {
  editionsViewSchema,
  proofSaleAnswerSchema,
  proofSaleInput,
  proofSaleRef,
} from '../../../shared/schemas/editions.js';
import {
  groupCandidatesInput,
  groupInput,
  groupItemSchema,
  setGroupItemsInput,
} from '../../../shared/schemas/group-items.js';
import { deletedSchema } from '../../../shared/schemas/results.js';
import * as collections from '../../domain/catalogue/admin-collections.js';
import * as groupItems from '../../domain/catalogue/admin-group-items.js';
import { adminPaintings, adminProducts } from '../../domain/catalogue/admin-lists.js';
import * as paintings from '../../domain/catalogue/admin-paintings.js';
import * as products from '../../domain/catalogue/admin-products.js';
import * as editionLedger from '../../domain/catalogue/edition-ledger.js';
import * as details from '../../domain/catalogue/item-details.js';
import * as cataloguePaintings from '../../domain/catalogue/paintings.js';
import * as catalogueProducts from '../../domain/catalogue/products.js';
import * as proofSales from '../../domain/catalogue/proof-sales.js';
import { adminProcedure, router } from '../init.js';
import { paintingListInput, productListInput } from './catalogue.js';

export const adminProductsRouter = router({
  /** A page of products, searched and sorted in SQL (the admin's Products list). */
  list: adminProcedure
    .input(adminProductListInput)
    .output(adminProductPageSchema)
    .query(({ ctx, input }) => adminProducts(ctx, input)),
  /** The releases to come (hidden from the storefront until their time), the soonest first. */
  unreleased: adminProcedure
    .output(z.array(productSchema))
    .query(({ ctx }) => catalogueProducts.unreleasedProducts(ctx)),
  /** GET /api/products asked by the admin: the storefront's list with the scheduled products too (never cached). */
  catalogue: adminProcedure
    .input(productListInput)
    .output(z.array(productSchema))
    .query(({ ctx, input }) => catalogueProducts.listProducts(ctx, input.filter, 'any')),
  /** GET /api/products/{id} asked by the admin: a scheduled product answers with its publishAt (not 404). */
  page: adminProcedure
    .input(idInput)
    .output(productSchema)
    .query(({ ctx, input }) => details.productPageWithDetails(ctx, input.id, 'any')),
  create: adminProcedure
    .input(productInput)
    .output(adminProductSchema)
    .mutation(({ ctx, input }) => products.createProduct(ctx, input, ctx.actor)),
  update: adminProcedure
    .input(productUpdateInput)
    .output(adminProductSchema)
    .mutation(({ ctx, input }) => products.updateProduct(ctx, input, ctx.actor)),
  delete: adminProcedure
    .input(idInput)
    .output(deletedSchema)
    .mutation(({ ctx, input }) => products.softDelete(ctx, { table: 'product', id: input.id })),
});

export const adminPaintingsRouter = router({
  /** A page of paintings, searched and sorted in SQL (the admin's Paintings list). */
  list: adminProcedure
    .input(adminPaintingListInput)
    .output(adminPaintingPageSchema)
    .query(({ ctx, input }) => adminPaintings(ctx, input)),
  unreleased: adminProcedure
    .output(z.array(paintingSchema))
    .query(({ ctx }) => cataloguePaintings.unreleasedPaintings(ctx)),
  /** GET /api/paintings asked by the admin: the storefront's list with the scheduled paintings too (never cached). */
  catalogue: adminProcedure
    .input(paintingListInput)
    .output(z.array(paintingSchema))
    .query(({ ctx, input }) => cataloguePaintings.listPaintings(ctx, input.list, 'any')),
  /** GET /api/paintings/{id} asked by the admin: a scheduled painting answers with its publish_at (not 404). */
  page: adminProcedure
    .input(idInput)
    .output(paintingSchema)
    .query(({ ctx, input }) => details.paintingPageWithDetails(ctx, input.id, 'any')),
  create: adminProcedure
    .input(paintingInput)
    .output(adminPaintingSchema)
    .mutation(({ ctx, input }) => paintings.createPainting(ctx, input, ctx.actor)),
  update: adminProcedure
    .input(paintingUpdateInput)
    .output(adminPaintingSchema)
    .mutation(({ ctx, input }) => paintings.updatePainting(ctx, input, ctx.actor)),
  delete: adminProcedure
    .input(idInput)
    .output(deletedSchema)
    .mutation(({ ctx, input }) => products.softDelete(ctx, { table: 'painting', id: input.id })),
  /** GET /api/paintings/{id}/editions: every number of each size's edition, sold (to whom) or free, and its proofs. */
  editions: adminProcedure
    .input(idInput)
    .output(editionsViewSchema)
    .query(({ ctx, input }) => editionLedger.editionsView(ctx, input.id)),
  /** POST /api/paintings/{id}/proofs: the owner sold the lowest held artist's proof of a size; answers its certificate. */
  recordProofSale: adminProcedure
    .input(proofSaleInput)
    .output(proofSaleAnswerSchema)
    .mutation(({ ctx, input }) => proofSales.recordProofSale(ctx, input, ctx.actor)),
  /** POST /api/paintings/{id}/proofs/{saleId}/void: a proof sale recorded by mistake; the proof is held again. */
  voidProofSale: adminProcedure
    .input(proofSaleRef)
    .output(editionsViewSchema)
    .mutation(({ ctx, input }) => proofSales.voidProofSale(ctx, input)),
  /** POST /api/paintings/{id}/proofs/{saleId}/certificate: a new code for a sold proof's certificate. */
  reissueProofCertificate: adminProcedure
    .input(proofSaleRef)
    .output(proofSaleAnswerSchema)
    .mutation(({ ctx, input }) => proofSales.reissueProofCertificate(ctx, input)),
});

export const adminCollectionsRouter = router({
  create: adminProcedure
    .input(collectionInput)
    .output(adminCollectionSchema)
    .mutation(({ ctx, input }) => collections.createCollection(ctx, input)),
  update: adminProcedure
    .input(collectionUpdateInput)
    .output(adminCollectionSchema)
    .mutation(({ ctx, input }) => collections.updateCollection(ctx, input)),
  delete: adminProcedure
    .input(idInput)
    .output(deletedSchema)
    .mutation(({ ctx, input }) => collections.deleteCollection(ctx, input.id)),
});

/** What a category or collection holds, chosen and ordered by the owner (issue 39, item 4: the admin's picker). */
export const adminGroupsRouter = router({
  items: adminProcedure
    .input(groupInput)
    .output(z.array(groupItemSchema))
    .query(({ ctx, input }) => groupItems.groupItems(ctx.db, input)),
  candidates: adminProcedure
    .input(groupCandidatesInput)
    .output(z.array(groupItemSchema))
    .query(({ ctx, input }) => groupItems.groupCandidates(ctx.db, input)),
  setItems: adminProcedure
    .input(setGroupItemsInput)
    .output(z.array(groupItemSchema))
    .mutation(({ ctx, input }) => groupItems.setGroupItems(ctx, input)),
});
