import {
  customerDetailSchema,
  customerKeyInput,
  customerListInput,
  customerListSchema,
  customerNoteInput,
} from '../../../shared/schemas/customers.js';
import * as customers from '../../domain/customers/customers.js';
import { adminProcedure, router } from '../init.js';

export const adminCustomersRouter = router({
  list: adminProcedure
    .input(customerListInput)
    .output(customerListSchema)
    .query(({ ctx, input }) => customers.listCustomers(ctx, input)),
  get: adminProcedure
    .input(customerKeyInput)
    .output(customerDetailSchema)
    .query(({ ctx, input }) => customers.getCustomer(ctx, input.id)),
  setNote: adminProcedure
    .input(customerNoteInput)
    .output(customerDetailSchema)
    .mutation(({ ctx, input }) => customers.setCustomerNote(ctx, input, ctx.actor)),
});
