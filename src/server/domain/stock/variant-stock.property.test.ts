import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../../shared/errors.js';
import { productInput } from '../../../shared/schemas/admin-catalogue.js';
import { runFlow } from '../../db/flow.js';
import type { Db } from '../../db/index.js';
import { createTestGateway } from '../../payments/test-gateway.js';
import { testDb } from '../../testing/helpers.js';
import { addShopper, TEST_ADDRESS, VISA } from '../../testing/shoppers.js';
import type { Actor } from '../accounts/accounts.js';
import { addItem } from '../cart/cart.js';
import { createProduct, updateProduct } from '../catalogue/admin-products.js';
import { confirmTestCard } from '../checkout/payments.js';
import { placeOrder } from '../checkout/place-order.js';
import { setOrderStatus } from '../orders/admin-orders.js';
import { refundOrder } from '../orders/order-refunds.js';
import { adjustStock } from '../purchasing/inventory-items.js';
import { changeStock } from './ledger.js';

/**
 * Random days of a tee sold per variant (M/L/XL × black/white), through the real domain functions: shoppers check
 * out one variant and pay (or are declined), holds expire, the owner refunds (with or without restock), cancels,
 * receives and adjusts a variant's stock, removes or brings back a size and switches the tee between shared stock
 * and stock per variant. After every step each inventory item's ledger adds up to its quantity, none is negative,
 * and every hold, sale and restock of a variant's item belongs to an order line of that variant.
 */
const VARIANTS = [
  ['M', 'black'],
  ['M', 'white'],
  ['L', 'black'],
  ['L', 'white'],
  ['XL', 'black'],
] as const;

type Action =
  | { kind: 'checkout'; shopper: number; variant: number; quantity: number }
  | { kind: 'pay'; order: number; declined: boolean }
  | { kind: 'expire' }
  | { kind: 'refund'; order: number; restock: boolean; partial: boolean }
  | { kind: 'cancel'; order: number }
  | { kind: 'receive'; variant: number; quantity: number }
  | { kind: 'adjust'; variant: number; change: number }
  | { kind: 'resize'; withXl: boolean }
  | { kind: 'switch'; perVariant: boolean };

const variant = fc.nat(VARIANTS.length - 1);
const action: fc.Arbitrary<Action> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('checkout' as const),
      shopper: fc.nat(2),
      variant,
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
  fc.record({
    kind: fc.constant('refund' as const),
    order: fc.nat(9),
    restock: fc.boolean(),
    partial: fc.boolean(),
  }),
  fc.record({ kind: fc.constant('cancel' as const), order: fc.nat(9) }),
  fc.record({
    kind: fc.constant('receive' as const),
    variant,
    quantity: fc.integer({ min: 1, max: 4 }),
  }),
  fc.record({
    kind: fc.constant('adjust' as const),
    variant,
    change: fc.integer({ min: -3, max: 3 }),
  }),
  fc.record({ kind: fc.constant('resize' as const), withXl: fc.boolean() }),
  fc.record({ kind: fc.constant('switch' as const), perVariant: fc.boolean() }),
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

/** Every hold and every sale of a variant's item belongs to an order line of that very variant. */
async function movesStayOnTheirVariant(db: Db): Promise<void> {
  const holds = await db
    .selectFrom('stock_hold as h')
    .innerJoin('inventory_item as ii', 'ii.id', 'h.inventory_item_id')
    .innerJoin('order_item as oi', 'oi.order_id', 'h.order_id')
    .select(['ii.variant_id as item_variant', 'oi.variant_id as line_variant'])
    .where('ii.variant_id', 'is not', null)
    .execute();
  const sales = await db
    .selectFrom('inventory_transaction as t')
    .innerJoin('inventory_item as ii', 'ii.id', 't.inventory_item_id')
    .innerJoin('order_item as oi', 'oi.order_id', 't.reference_id')
    .select(['ii.variant_id as item_variant', 'oi.variant_id as line_variant'])
    .where('t.transaction_type', 'in', ['sale', 'refund'])
    .where('ii.variant_id', 'is not', null)
    .execute();
  for (const move of [...holds, ...sales]) expect(move.item_variant).toBe(move.line_variant);
}

async function shop() {
  const db = await testDb();
  let now = new Date('2026-11-23T10:00:00Z');
  const clock = () => now;
  const gateway = createTestGateway(db, clock);
  const actors: Actor[] = [
    await addShopper(db),
    await addShopper(db),
    await addShopper(db),
    await addShopper(db, 'admin'),
  ];
  const owner = actors[3] as Actor;
  const deps = { db, clock, gateway };
  const input = productInput.parse({
    name: 'Acid Wash Tee',
    price: 40,
    sizes: 'M, L, XL',
    colors: 'black, white',
    variants: [
      { size: 'M', color: 'black', stock: 3 },
      { size: 'L', color: 'black', stock: 1, price: 44 },
      { size: 'L', color: 'white', stock: 2 },
    ],
  });
  const tee = await createProduct(deps, input, owner);
  /** The live item that counts a variant now (none while the tee shares its stock or the size is retired). */
  const itemOf = async (i: number) => {
    const [size, color] = VARIANTS[i] ?? VARIANTS[0];
    const row = await db
      .selectFrom('inventory_item as ii')
      .innerJoin('product_variant as v', 'v.id', 'ii.variant_id')
      .select('ii.id')
      .where('v.product_id', '=', tee.id)
      .where('v.size', '=', size)
      .where('v.color', '=', color)
      .where('ii.archived_at', 'is', null)
      .executeTakeFirst();
    return row?.id ?? null;
  };
  return {
    ...deps,
    tee,
    actors,
    owner,
    itemOf,
    tick: (minutes: number) => {
      now = new Date(now.getTime() + minutes * 60_000);
    },
  };
}

type Shop = Awaited<ReturnType<typeof shop>>;

async function run(s: Shop, a: Action, orders: { id: number; secret: string }[]) {
  const order = 'order' in a ? orders[Math.min(a.order, orders.length - 1)] : undefined;
  switch (a.kind) {
    case 'checkout': {
      const [size, color] = VARIANTS[a.variant] ?? VARIANTS[0];
      const cartId = randomUUID();
      await addItem(s, {
        cartId,
        productId: s.tee.id,
        quantity: a.quantity,
        size,
        color,
        item_type: 'product',
      });
      const session = await placeOrder(
        s,
        {
          cartId,
          shippingMethodId: 'us standard',
          shippingAddress: TEST_ADDRESS,
        },
        s.actors[a.shopper] as Actor,
      );
      orders.push({ id: session.orderId, secret: session.clientSecret });
      return;
    }
    case 'pay':
      if (order)
        await confirmTestCard(s, {
          clientSecret: order.secret,
          card: a.declined ? DECLINED : VISA,
        });
      return;
    case 'expire':
      s.tick(16);
      return;
    case 'refund': {
      if (!order) return;
      const line = await s.db
        .selectFrom('order_item')
        .select(['id'])
        .where('order_id', '=', order.id)
        .executeTakeFirst();
      const lines = a.partial && line ? [{ orderItemId: line.id, quantity: 1 }] : undefined;
      await refundOrder(s, { id: order.id, lines, restock: a.restock }, s.owner);
      return;
    }
    case 'cancel':
      if (order) await setOrderStatus(s, { id: order.id, status: 'cancelled' }, s.owner);
      return;
    case 'receive': {
      const item = await s.itemOf(a.variant);
      if (item === null) return;
      await runFlow(s, (tx) =>
        changeStock(tx, {
          inventoryItemId: item,
          change: a.quantity,
          type: 'receive',
          notes: 'property test',
          actorUserId: s.owner.userId,
        }),
      );
      return;
    }
    case 'adjust': {
      const item = await s.itemOf(a.variant);
      if (item === null || a.change === 0) return;
      await adjustStock(s, { id: item, change: a.change, notes: 'property test' }, s.owner);
      return;
    }
    case 'resize':
      await updateProduct(s, { id: s.tee.id, sizes: a.withXl ? ['M', 'L', 'XL'] : ['M', 'L'] }, s.owner);
      return;
    case 'switch':
      await updateProduct(s, { id: s.tee.id, stockPerVariant: a.perVariant }, s.owner);
  }
}

describe('the stock ledger, per variant', () => {
  it('adds up to each variant item quantity and never goes below zero, whatever happens in what order', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 1, maxLength: 35 }), async (actions) => {
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
            await movesStayOnTheirVariant(s.db);
          }
        } finally {
          await s.db.destroy();
        }
      }),
      { numRuns: 50 },
    );
  }, 300_000);
});
