import { z } from 'zod';
import {
  adminCategorySchema,
  categoryInput,
  categoryMoveInput,
  categoryUpdateInput,
} from '../../../shared/schemas/admin-catalogue.js';
import {
  inventoryListInput,
  inventoryPageSchema,
  transactionListInput,
  transactionPageSchema,
} from '../../../shared/schemas/admin-lists.js';
import { categorySchema, idInput } from '../../../shared/schemas/catalogue.js';
import {
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
import { deletedSchema } from '../../../shared/schemas/results.js';
import * as categories from '../../domain/catalogue/admin-categories.js';
import * as items from '../../domain/purchasing/inventory-items.js';
import * as orders from '../../domain/purchasing/purchase-orders.js';
import * as vendors from '../../domain/purchasing/vendors.js';
import { adminProcedure, router } from '../init.js';

export const adminCategoriesRouter = router({
  /** One category as its form edits it: with its translations and its products' default details (issue 38). */
  get: adminProcedure
    .input(idInput)
    .output(adminCategorySchema)
    .query(({ ctx, input }) => categories.adminCategory(ctx.db, input.id)),
  create: adminProcedure
    .input(categoryInput)
    .output(adminCategorySchema)
    .mutation(({ ctx, input }) => categories.createCategory(ctx, input)),
  update: adminProcedure
    .input(categoryUpdateInput)
    .output(adminCategorySchema)
    .mutation(({ ctx, input }) => categories.updateCategory(ctx, input)),
  move: adminProcedure
    .input(categoryMoveInput)
    .output(z.array(categorySchema))
    .mutation(({ ctx, input }) => categories.moveCategory(ctx, input)),
  delete: adminProcedure
    .input(idInput)
    .output(deletedSchema)
    .mutation(({ ctx, input }) => categories.deleteCategory(ctx, input.id)),
});

export const adminInventoryRouter = router({
  list: adminProcedure.output(z.array(inventoryItemSchema)).query(({ ctx }) => items.listInventory(ctx)),
  /** One page of stock records (the admin's Inventory and Low Stock lists); `list` answers them all. */
  page: adminProcedure
    .input(inventoryListInput)
    .output(inventoryPageSchema)
    .query(({ ctx, input }) => items.inventoryPage(ctx, input)),
  lowStock: adminProcedure.output(z.array(inventoryItemSchema)).query(({ ctx }) => items.listLowStock(ctx)),
  update: adminProcedure
    .input(inventoryUpdateInput)
    .output(inventoryItemSchema)
    .mutation(({ ctx, input }) => items.updateInventoryItem(ctx, input)),
  adjust: adminProcedure
    .input(stockAdjustInput)
    .output(inventoryItemSchema)
    .mutation(({ ctx, input }) => items.adjustStock(ctx, input, ctx.actor)),
  delete: adminProcedure
    .input(idInput)
    .output(deletedSchema)
    .mutation(({ ctx, input }) => items.deleteInventoryItem(ctx, input.id)),
  transactions: adminProcedure
    .input(transactionFilter)
    .output(z.array(inventoryTransactionSchema))
    .query(({ ctx, input }) => items.listTransactions(ctx, input)),
  /** One page of the ledger (the admin's Transactions list); `transactions` answers its newest 1000 rows. */
  ledger: adminProcedure
    .input(transactionListInput)
    .output(transactionPageSchema)
    .query(({ ctx, input }) => items.transactionPage(ctx, input)),
});

export const adminVendorsRouter = router({
  list: adminProcedure.output(z.array(vendorSchema)).query(({ ctx }) => vendors.listVendors(ctx)),
  create: adminProcedure
    .input(vendorInput)
    .output(vendorSchema)
    .mutation(({ ctx, input }) => vendors.createVendor(ctx, input)),
  update: adminProcedure
    .input(vendorUpdateInput)
    .output(vendorSchema)
    .mutation(({ ctx, input }) => vendors.updateVendor(ctx, input)),
  delete: adminProcedure
    .input(idInput)
    .output(deletedSchema)
    .mutation(({ ctx, input }) => vendors.deleteVendor(ctx, input.id)),
});

export const adminPurchaseOrdersRouter = router({
  list: adminProcedure.output(z.array(purchaseOrderSchema)).query(({ ctx }) => orders.listPurchaseOrders(ctx)),
  get: adminProcedure
    .input(idInput)
    .output(purchaseOrderSchema)
    .query(({ ctx, input }) => orders.getPurchaseOrder(ctx, input.id)),
  create: adminProcedure
    .input(purchaseOrderInput)
    .output(purchaseOrderSchema)
    .mutation(({ ctx, input }) => orders.createPurchaseOrder(ctx, input)),
  update: adminProcedure
    .input(purchaseOrderUpdateInput)
    .output(purchaseOrderSchema)
    .mutation(({ ctx, input }) => orders.updatePurchaseOrder(ctx, input)),
  setStatus: adminProcedure
    .input(purchaseOrderStatusInput)
    .output(purchaseOrderSchema)
    .mutation(({ ctx, input }) => orders.setPurchaseOrderStatus(ctx, input, ctx.actor)),
  receive: adminProcedure
    .input(receiveInput)
    .output(purchaseOrderSchema)
    .mutation(({ ctx, input }) => orders.receivePurchaseOrder(ctx, input, ctx.actor)),
  delete: adminProcedure
    .input(idInput)
    .output(deletedSchema)
    .mutation(({ ctx, input }) => orders.deletePurchaseOrder(ctx, input.id)),
});
