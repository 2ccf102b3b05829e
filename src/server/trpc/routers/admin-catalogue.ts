import { z } from 'zod';
import {
  collectionInput,
  collectionUpdateInput,
  paintingInput,
  paintingUpdateInput,
  productInput,
  productUpdateInput,
} from '../../../shared/schemas/admin-catalogue.js';
import { idParam } from '../../../shared/schemas/catalogue.js';
import * as collections from '../../domain/admin/collections.js';
import * as paintings from '../../domain/admin/paintings.js';
import * as products from '../../domain/admin/products.js';
import { adminProcedure, router } from '../init.js';

const byId = z.object({ id: idParam });
const iso = (clock: () => Date) => clock().toISOString();

export const adminProductsRouter = router({
  create: adminProcedure
    .input(productInput)
    .mutation(({ ctx, input }) => products.createProduct(ctx.db, input, ctx.actor, iso(ctx.clock))),
  update: adminProcedure
    .input(productUpdateInput)
    .mutation(({ ctx, input: { id, ...input } }) =>
      products.updateProduct(ctx.db, id, input, ctx.actor, iso(ctx.clock)),
    ),
  delete: adminProcedure
    .input(byId)
    .mutation(({ ctx, input }) => products.softDelete(ctx.db, 'product', input.id, iso(ctx.clock))),
});

export const adminPaintingsRouter = router({
  create: adminProcedure
    .input(paintingInput)
    .mutation(({ ctx, input }) => paintings.createPainting(ctx.db, input, ctx.actor, ctx.clock())),
  update: adminProcedure
    .input(paintingUpdateInput)
    .mutation(({ ctx, input: { id, ...input } }) =>
      paintings.updatePainting(ctx.db, id, input, ctx.actor, ctx.clock()),
    ),
  delete: adminProcedure
    .input(byId)
    .mutation(({ ctx, input }) => products.softDelete(ctx.db, 'painting', input.id, iso(ctx.clock))),
});

export const adminCollectionsRouter = router({
  create: adminProcedure
    .input(collectionInput)
    .mutation(({ ctx, input }) => collections.createCollection(ctx.db, input)),
  update: adminProcedure
    .input(collectionUpdateInput)
    .mutation(({ ctx, input: { id, ...input } }) => collections.updateCollection(ctx.db, id, input, iso(ctx.clock))),
  delete: adminProcedure.input(byId).mutation(({ ctx, input }) => collections.deleteCollection(ctx.db, input.id)),
});
