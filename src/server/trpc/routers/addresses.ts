import { z } from 'zod';
import {
  savedAddressIdInput,
  savedAddressInput,
  savedAddressSchema,
  updateSavedAddressInput,
} from '../../../shared/schemas/address-book.js';
import * as book from '../../domain/customers/address-book.js';
import { router, userProcedure } from '../init.js';

const addressList = z.array(savedAddressSchema);

/** The signed-in customer's address book (issue 44, item 4): each call answers the book as it stands. */
export const addressesRouter = router({
  list: userProcedure.output(addressList).query(({ ctx }) => book.listAddresses(ctx.db, ctx.actor.userId)),
  add: userProcedure
    .input(savedAddressInput)
    .output(addressList)
    .mutation(({ ctx, input }) => book.addAddress(ctx, ctx.actor.userId, input)),
  update: userProcedure
    .input(updateSavedAddressInput)
    .output(addressList)
    .mutation(({ ctx, input: { id, ...fields } }) => book.updateAddress(ctx, ctx.actor.userId, id, fields)),
  setDefault: userProcedure
    .input(savedAddressIdInput)
    .output(addressList)
    .mutation(({ ctx, input }) => book.setDefaultAddress(ctx, ctx.actor.userId, input.id)),
  remove: userProcedure
    .input(savedAddressIdInput)
    .output(addressList)
    .mutation(({ ctx, input }) => book.removeAddress(ctx, ctx.actor.userId, input.id)),
});
