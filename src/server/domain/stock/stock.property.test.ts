import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../../shared/errors.js';
import { runFlow } from '../../db/flow.js';
import type { Db } from '../../db/index.js';
import { createTestGateway } from '../../payments/test-gateway.js';
import { addPainting, addProduct } from '../../testing/fixtures.js';
import { testDb } from '../../testing/helpers.js';
import { addShopper, TEST_ADDRESS, VISA } from '../../testing/shoppers.js';
import type { Actor } from '../accounts/accounts.js';
import { addItem } from '../cart/cart.js';
import { confirmTestCard } from '../checkout/payments.js';
import { placeOrder } from '../checkout/place-order.js';
import { setOrderStatus } from '../orders/admin-orders.js';
import { refundOrder } from '../orders/order-refunds.js';
import { changeStock } from './ledger.js';

/**
 * Random days of a shop, run through the real domain functions on a real
 * database: shoppers check out and pay (or are declined), holds expire, the
 * owner refunds (with or without restock), cancels, receives stock and adjusts
 * it. After every step each item's ledger must add up to its quantity, and no
 * quantity may ever be negative — so nothing is lost, doubled or oversold.
 */
type Action =
  | { kind: 'checkout'; shopper: number; item: number; quantity: number }
  | { kind: 'pay'; order: number; declined: boolean }
  | { kind: 'expire' }
  | { kind: 'refund'; order: number; restock: boolean; partial: boolean }
  | { kind: 'cancel'; order: number }
  | { kind: 'receive'; item: number; quantity: number }
  | { kind: 'adjust'; item: number; change: number };

const action: fc.Arbitrary<Action> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('checkout' as const),
      shopper: fc.nat(2),
      item: fc.nat(2),
      quantity: fc.integer({ min: 1, max: 2 }),
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('pay' as const),
      order: fc.nat(9),
      declined: fc.nat(3).map((n) => n === 0),
    }),
  },
  fc.record({ kind: fc.constant('expire' as const) }),
  fc.record({ kind: fc.constant('refund' as const), order: fc.nat(9), restock: fc.boolean(), partial: fc.boolean() }),
  fc.record({ kind: fc.constant('cancel' as const), order: fc.nat(9) }),
  fc.record({ kind: fc.constant('receive' as const), item: fc.nat(2), quantity: fc.integer({ min: 1, max: 4 }) }),
  fc.record({ kind: fc.constant('adjust' as const), item: fc.nat(2), change: fc.integer({ min: -4, max: 4 }) }),
);

const DECLINED = { ...VISA, number: '4000000000000002' };

async function ledgerMatches(db: Db): Promise<void> {
  const items = await db
    .selectFrom('inventory_item as ii')
    .select((eb) => [
      'ii.id',
      'ii.quantity',
      eb
        .selectFrom('inventory_transaction as t')
        .select((e) => e.fn.coalesce(e.fn.sum<number>('t.quantity_change'), e.val(0)).as('s'))
        .whereRef('t.inventory_item_id', '=', 'ii.id')
        .as('ledger'),
    ])
    .execute();
  for (const item of items) {
    expect(item.quantity).toBeGreaterThanOrEqual(0);
    expect(Number(item.ledger)).toBe(item.quantity);
  }
}

async function shop() {
  const db = await testDb();
  let now = new Date('2026-11-23T10:00:00Z');
  const clock = () => now;
  const gateway = createTestGateway(db, clock);
  const items = [
    { type: 'product' as const, id: await addProduct(db, { stock: 3 }), size: 'M', color: 'black' },
    { type: 'painting' as const, id: await addPainting(db, { title: 'Only One' }), size: '', color: '' },
    {
      type: 'painting' as const,
      id: await addPainting(db, {
        title: 'Edition',
        original: false,
        stock: 4,
        limited: { count: 6, current: 0 },
        sizes: [{ width: 8, height: 10, priceCents: 5000 }],
      }),
      size: '8x10in',
      color: '',
    },
  ];
  // Three shoppers and the owner (last).
  const actors: Actor[] = [
    await addShopper(db),
    await addShopper(db),
    await addShopper(db),
    await addShopper(db, 'admin'),
  ];
  const inventoryId = async (i: number) => {
    const item = items[i % items.length];
    const column = item?.type === 'product' ? 'product_id' : 'painting_id';
    return (
      await db
        .selectFrom('inventory_item')
        .select('id')
        .where(column, '=', item?.id ?? 0)
        .executeTakeFirstOrThrow()
    ).id;
  };
  return {
    db,
    gateway,
    items,
    actors,
    inventoryId,
    clock,
    tick: (minutes: number) => {
      now = new Date(now.getTime() + minutes * 60_000);
    },
  };
}

async function run(s: Awaited<ReturnType<typeof shop>>, a: Action, orders: { id: number; secret: string }[]) {
  const owner = s.actors[3] as Actor;
  // An index past the end names the newest order, so most payments and refunds find one.
  const order = 'order' in a ? orders[Math.min(a.order, orders.length - 1)] : undefined;
  switch (a.kind) {
    case 'checkout': {
      const item = s.items[a.item] ?? s.items[0];
      const cartId = randomUUID();
      if (!item) return;
      await addItem(s, {
        cartId,
        productId: item.id,
        quantity: a.quantity,
        size: item.size,
        color: item.color,
        item_type: item.type,
      });
      const actor = s.actors[a.shopper] as Actor;
      const session = await placeOrder(
        s,
        { cartId, shippingMethodId: 'us standard', shippingAddress: TEST_ADDRESS },
        actor,
      );
      orders.push({ id: session.orderId, secret: session.clientSecret });
      return;
    }
    case 'pay':
      if (order) await confirmTestCard(s, { clientSecret: order.secret, card: a.declined ? DECLINED : VISA });
      return;
    case 'expire':
      s.tick(16);
      return;
    case 'refund': {
      if (!order) return;
      const line = await s.db
        .selectFrom('order_item')
        .select(['id', 'quantity'])
        .where('order_id', '=', order.id)
        .executeTakeFirst();
      const lines = a.partial && line ? [{ orderItemId: line.id, quantity: 1 }] : undefined;
      await refundOrder(s, { id: order.id, lines, restock: a.restock }, owner);
      return;
    }
    case 'cancel':
      if (order) await setOrderStatus(s, { id: order.id, status: 'cancelled' }, owner);
      return;
    case 'receive':
    case 'adjust': {
      const change = a.kind === 'receive' ? a.quantity : a.change;
      if (change === 0) return;
      const inventoryItemId = await s.inventoryId(a.item);
      await runFlow(s, (tx) =>
        changeStock(tx, {
          inventoryItemId,
          change,
          type: a.kind === 'receive' ? 'receive' : change > 0 ? 'adjust_add' : 'adjust_remove',
          notes: 'property test',
          actorUserId: owner.userId,
        }),
      );
    }
  }
}

describe('the stock ledger', () => {
  it('always adds up to the quantity on hand and never goes below zero, whatever happens in what order', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 1, maxLength: 40 }), async (actions) => {
        const s = await shop();
        const orders: { id: number; secret: string }[] = [];
        try {
          for (const a of actions) {
            try {
              await run(s, a, orders);
            } catch (error) {
              // A refusal (sold out, illegal move, nothing to refund) is an answer, not a failure.
              if (!(error instanceof AppError)) throw error;
            }
            await ledgerMatches(s.db);
          }
          const original = await s.db
            .selectFrom('order_item as oi')
            .innerJoin('order as o', 'o.id', 'oi.order_id')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('oi.painting_id', '=', s.items[1]?.id ?? 0)
            .where('o.status', 'in', ['paid', 'processing', 'shipped', 'delivered'])
            .executeTakeFirstOrThrow();
          expect(Number(original.n)).toBeLessThanOrEqual(1);
        } finally {
          await s.db.destroy();
        }
      }),
      { numRuns: 60 },
    );
  }, 300_000);
});
