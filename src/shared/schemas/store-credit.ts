import { z } from 'zod';
import { customerKeySchema } from './customers.js';
import { balanceEntrySchema } from './gift-cards.js';
import { money } from './numbers.js';

/** The answer when store credit is asked for a guest's order: credit belongs to a customer account. */
export const GUEST_HAS_NO_CREDIT = 'Store credit belongs to an account: this customer bought as a guest.';

/** The most one "Add credit" or "Remove credit" may move, in dollars. */
const STORE_CREDIT_MAX = 5000;
export const STORE_CREDIT_REASON_MAX = 200;

/** A customer's store credit (issue 41, item 4): the balance (the sum of its history) and its history, newest first. */
export const storeCreditSchema = z.object({
  balance: z.number(),
  history: z.array(balanceEntrySchema),
});
export type StoreCredit = z.infer<typeof storeCreditSchema>;

/** What the owner sees: each row also says who made it. */
export const adminStoreCreditSchema = z.object({
  balance: z.number(),
  history: z.array(balanceEntrySchema.extend({ by: z.string().nullable() })),
});
export type AdminStoreCredit = z.infer<typeof adminStoreCreditSchema>;

/**
 * POST /api/admin/customers/{key}/credit `{change: 'add'|'remove', amount, reason}`: the owner gives or takes back
 * credit; the reason is required and kept on the ledger row.
 */
export const changeStoreCreditInput = z.object({
  id: customerKeySchema,
  change: z.enum(['add', 'remove'], { message: "change must be 'add' or 'remove'" }),
  amount: money('Amount', { positive: true, max: STORE_CREDIT_MAX }),
  reason: z
    .string({ message: 'Reason must be text' })
    .trim()
    .min(1, 'A reason is required')
    .max(STORE_CREDIT_REASON_MAX, `Reason: at most ${STORE_CREDIT_REASON_MAX} characters`),
});
export type ChangeStoreCreditInput = z.infer<typeof changeStoreCreditInput>;
