import { z } from 'zod';
import { categoryInput, categoryMoveInput, categoryUpdateInput } from '../../../shared/schemas/admin-catalogue.js';
import { categorySchema, idParam } from '../../../shared/schemas/catalogue.js';
import {
  deletedSchema,
  inventoryItemSchema,
  inventoryTransactionSchema,
  inventoryUpdateInput,
  purchaseOrderInput,
  purchaseOrderSchema,
  purchaseOrderStatusInput,
  purchaseOrderUpdateInput,
  receiveInput,
  stockAdjustInput,
  transactionFilter,
  vendorInput,
  vendorSchema,
  vendorUpdateInput,
} from '../../../shared/schemas/inventory.js';
import * as categories from '../../domain/admin/categories.js';
import * as items from '../../domain/purchasing/inventory-items.js';
import * as orders from '../../domain/purchasing/purchase-orders.js';
import * as vendors from '../../domain/purchasing/vendors.js';
import { adminProcedure, router } from '../init.js';

const byId = z.object({ id: idParam });
const iso = (clock: () => Date) => clock().toISOString();

export const adminCategoriesRouter = router({
  create: adminProcedure
    .input(categoryInput)
    .output(categorySchema)
    .mutation(({ ctx, input }) => categories.createCategory(ctx.db, input)),
  update: adminProcedure
    .input(categoryUpdateInput)
    .output(categorySchema)
    .mutation(({ ctx, input: { id, ...input } }) => categories.updateCategory(ctx.db, id, input)),
  move: adminProcedure
    .input(categoryMoveInput)
    .output(z.array(categorySchema))
    .mutation(({ ctx, input }) => categories.moveCategory(ctx.db, input.id, input.direction)),
  delete: adminProcedure
    .input(byId)
    .output(deletedSchema)
    .mutation(({ ctx, input }) => categories.deleteCategory(ctx.db, input.id)),
});

export const adminInventoryRouter = router({
  list: adminProcedure.output(z.array(inventoryItemSchema)).query(({ ctx }) => items.listInventory(ctx.db)),
  lowStock: adminProcedure.output(z.array(inventoryItemSchema)).query(({ ctx }) => items.listLowStock(ctx.db)),
  update: adminProcedure
    .input(inventoryUpdateInput)
    .output(inventoryItemSchema)
    .mutation(({ ctx, input: { id, ...input } }) => items.updateInventoryItem(ctx.db, id, input, iso(ctx.clock))),
  adjust: adminProcedure
    .input(stockAdjustInput)
    .output(inventoryItemSchema)
    .mutation(({ ctx, input: { id, ...input } }) => items.adjustStock(ctx.db, id, input, ctx.actor)),
  delete: adminProcedure
    .input(byId)
    .output(deletedSchema)
    .mutation(({ ctx, input }) => items.deleteInventoryItem(ctx.db, input.id, iso(ctx.clock))),
  transactions: adminProcedure
    .input(transactionFilter)
    .output(z.array(inventoryTransactionSchema))
    .query(({ ctx, input }) => items.listTransactions(ctx.db, input)),
});

export const adminVendorsRouter = router({
  list: adminProcedure.output(z.array(vendorSchema)).query(({ ctx }) => vendors.listVendors(ctx.db)),
  create: adminProcedure
    .input(vendorInput)
    .output(vendorSchema)
    .mutation(({ ctx, input }) => vendors.createVendor(ctx.db, input)),
  update: adminProcedure
    .input(vendorUpdateInput)
    .output(vendorSchema)
    .mutation(({ ctx, input: { id, ...input } }) => vendors.updateVendor(ctx.db, id, input, iso(ctx.clock))),
  delete: adminProcedure
    .input(byId)
    .output(deletedSchema)
    .mutation(({ ctx, input }) => vendors.deleteVendor(ctx.db, input.id)),
});

export const adminPurchaseOrdersRouter = router({
  list: adminProcedure.output(z.array(purchaseOrderSchema)).query(({ ctx }) => orders.listPurchaseOrders(ctx.db)),
  get: adminProcedure
    .input(byId)
    .output(purchaseOrderSchema)
    .query(({ ctx, input }) => orders.getPurchaseOrder(ctx.db, input.id)),
  create: adminProcedure
    .input(purchaseOrderInput)
    .output(purchaseOrderSchema)
    .mutation(({ ctx, input }) => orders.createPurchaseOrder(ctx.db, input)),
  update: adminProcedure
    .input(purchaseOrderUpdateInput)
    .output(purchaseOrderSchema)
    .mutation(({ ctx, input: { id, ...input } }) => orders.updatePurchaseOrder(ctx.db, id, input, iso(ctx.clock))),
  setStatus: adminProcedure
    .input(purchaseOrderStatusInput)
    .output(purchaseOrderSchema)
    .mutation(({ ctx, input }) =>
      orders.setPurchaseOrderStatus(ctx.db, input.id, input.status, ctx.actor, iso(ctx.clock)),
    ),
  receive: adminProcedure
    .input(receiveInput)
    .output(purchaseOrderSchema)
    .mutation(({ ctx, input }) =>
      orders.receivePurchaseOrder(ctx.db, input.id, input.lines, ctx.actor, iso(ctx.clock)),
    ),
  delete: adminProcedure
    .input(byId)
    .output(deletedSchema)
    .mutation(({ ctx, input }) => orders.deletePurchaseOrder(ctx.db, input.id)),
});
