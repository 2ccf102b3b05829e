import { z } from 'zod';
import { idInput } from '../../../shared/schemas/catalogue.js';
import {
  adminShippingMethodSchema,
  shippingMethodInput,
  shippingMethodRemovedSchema,
  shippingMethodUpdateInput,
} from '../../../shared/schemas/shipping-methods.js';
import { taxRegistrationsInput, taxRegistrationsSchema } from '../../../shared/schemas/tax.js';
import * as shipping from '../../domain/checkout/shipping-methods.js';
import { getTaxRegistrations, setTaxRegistrations } from '../../domain/tax/registrations.js';
import { adminProcedure, router } from '../init.js';

/** The owner's shipping methods: list, add, change (price, estimate, free over the threshold …), remove. */
export const adminShippingMethodsRouter = router({
  list: adminProcedure.output(z.array(adminShippingMethodSchema)).query(({ ctx }) => shipping.listShippingMethods(ctx)),
  create: adminProcedure
    .input(shippingMethodInput)
    .output(adminShippingMethodSchema)
    .mutation(({ ctx, input }) => shipping.createShippingMethod(ctx, input)),
  update: adminProcedure
    .input(shippingMethodUpdateInput)
    .output(adminShippingMethodSchema)
    .mutation(({ ctx, input }) => shipping.updateShippingMethod(ctx, input)),
  remove: adminProcedure
    .input(idInput)
    .output(shippingMethodRemovedSchema)
    .mutation(({ ctx, input }) => shipping.removeShippingMethod(ctx, input.id)),
});

/** Where the shop collects tax (issue 37): the jurisdictions, shipping per jurisdiction, exempt categories. */
export const adminTaxRouter = router({
  registrations: adminProcedure.output(taxRegistrationsSchema).query(({ ctx }) => getTaxRegistrations(ctx)),
  setRegistrations: adminProcedure
    .input(taxRegistrationsInput)
    .output(taxRegistrationsSchema)
    .mutation(({ ctx, input }) => setTaxRegistrations(ctx, input)),
});
