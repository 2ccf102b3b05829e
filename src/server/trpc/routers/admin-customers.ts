import {
  customerDetailSchema,
  customerKeyInput,
  customerListInput,
  customerListSchema,
  customerNoteInput,
} from '../../../shared/schemas/customers.js';
import { adminStoreCreditSchema, changeStoreCreditInput } from '../../../shared/schemas/store-credit.js';
import * as credit from '../../domain/balances/store-credit.js';
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
  /** Their store credit (issue 41, item 4): the balance and its history, with who made each row. */
  credit: adminProcedure
    .input(customerKeyInput)
    .output(adminStoreCreditSchema)
    .query(({ ctx, input }) => credit.customerStoreCredit(ctx, input.id)),
  /** "Add credit" / "Remove credit", with a reason; never below zero. */
  changeCredit: adminProcedure
    .input(changeStoreCreditInput)
    .output(adminStoreCreditSchema)
    .mutation(({ ctx, input }) => credit.changeStoreCredit(ctx, input, ctx.actor)),
});
