import {
  collectionInput,
  collectionUpdateInput,
  paintingInput,
  paintingUpdateInput,
  productInput,
  productUpdateInput,
} from '../../../shared/schemas/admin-catalogue.js';
import { idInput } from '../../../shared/schemas/catalogue.js';
import * as collections from '../../domain/admin/collections.js';
import * as paintings from '../../domain/admin/paintings.js';
import * as products from '../../domain/admin/products.js';
import { adminProcedure, router } from '../init.js';

export const adminProductsRouter = router({
  create: adminProcedure
    .input(productInput)
    .mutation(({ ctx, input }) => products.createProduct(ctx, input, ctx.actor)),
  update: adminProcedure
    .input(productUpdateInput)
    .mutation(({ ctx, input }) => products.updateProduct(ctx, input, ctx.actor)),
  delete: adminProcedure
    .input(idInput)
    .mutation(({ ctx, input }) => products.softDelete(ctx, { table: 'product', id: input.id })),
});

export const adminPaintingsRouter = router({
  create: adminProcedure
    .input(paintingInput)
    .mutation(({ ctx, input }) => paintings.createPainting(ctx, input, ctx.actor)),
  update: adminProcedure
    .input(paintingUpdateInput)
    .mutation(({ ctx, input }) => paintings.updatePainting(ctx, input, ctx.actor)),
  delete: adminProcedure
    .input(idInput)
    .mutation(({ ctx, input }) => products.softDelete(ctx, { table: 'painting', id: input.id })),
});

export const adminCollectionsRouter = router({
  create: adminProcedure.input(collectionInput).mutation(({ ctx, input }) => collections.createCollection(ctx, input)),
  update: adminProcedure
    .input(collectionUpdateInput)
    .mutation(({ ctx, input }) => collections.updateCollection(ctx, input)),
  delete: adminProcedure.input(idInput).mutation(({ ctx, input }) => collections.deleteCollection(ctx, input.id)),
});
