import { describe, expect, it } from 'vitest';
import { PAYMENT_STATUSES, type PaymentStatus } from '../../../shared/order-statuses.js';
import { ORDER_STATUSES } from '../../../shared/schemas/orders.js';
import { runFlow } from '../../db/flow.js';
import type { Db } from '../../db/index.js';
import type { OrderStatus } from '../../db/schema.js';
import { addOrder } from '../../testing/fixtures.js';
import { useTestDb } from '../../testing/helpers.js';
import { addShopper, T0 } from '../../testing/shoppers.js';
import { PAYMENT_MOVES, setPaymentStatus } from '../checkout/payment-status.js';
import { setOrderStatus } from './admin-orders.js';
import { adminMoves, canMove, changeOrderStatus, type MoveKind, ORDER_MOVES } from './order-events.js';

let db: Db;
useTestDb({ clock: () => T0 }, (deps) => ({ db } = deps));
const clock = () => T0;

/** An order in `status` with one payment in `payment`. */
const orderIn = (status: OrderStatus, payment: PaymentStatus = 'succeeded') => addOrder(db, { status, payment });

const statusOf = async (id: number) =>
  (await db.selectFrom('order').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;
const eventsOf = async (id: number) =>
  (await db.selectFrom('order_event').select(['from_status', 'to_status']).where('order_id', '=', id).execute()).map(
    (e) => `${e.from_status}→${e.to_status}`,
  );

describe('the one table of order moves', () => {
  it("offers the owner exactly the moves the admin's table had", () => {
    expect(Object.fromEntries(ORDER_STATUSES.map((s) => [s, adminMoves(s)]))).toEqual({
      pending: ['cancelled'],
      paid: ['processing', 'shipped', 'cancelled'],
      partially_refunded: ['processing', 'shipped', 'cancelled'],
      processing: ['shipped', 'cancelled'],
      shipped: ['delivered'],
      delivered: [],
      cancelled: [],
      refunded: [],
      failed: [],
    });
  });

  it('holds the moves payments and refunds make (settling a cancelled order’s refund included)', () => {
    expect(canMove('pending', 'paid', 'system')).toBe(true);
    expect(canMove('pending', 'paid', 'admin')).toBe(false);
    expect(canMove('cancelled', 'refunded', 'system')).toBe(true);
    expect(canMove('cancelled', 'refunded', 'admin')).toBe(false);
    expect(canMove('paid', 'partially_refunded', 'system')).toBe(true);
    for (const from of ['paid', 'partially_refunded', 'processing', 'shipped', 'delivered'] as const) {
      expect(canMove(from, 'refunded', 'system'), from).toBe(true);
    }
  });

  it('makes every legal move, recorded once, and refuses every other one, changing nothing', async () => {
    let legal = 0;
    let refused = 0;
    for (const from of ORDER_STATUSES) {
      for (const to of ORDER_STATUSES) {
        for (const by of ['admin', 'system'] as MoveKind[]) {
          const id = await orderIn(from);
          const move = runFlow({ db, clock }, (tx) =>
            changeOrderStatus(tx, { orderId: id, from, to, by, note: 'test' }),
          );
          const allowed = ORDER_MOVES[from][to] !== undefined && (by === 'system' || ORDER_MOVES[from][to] === 'admin');
          if (allowed) {
            await expect(move, `${from}→${to} by ${by}`).resolves.toBe(true);
            expect(await statusOf(id)).toBe(to);
            expect(await eventsOf(id)).toEqual([`${from}→${to}`]);
            legal++;
          } else {
            await expect(move, `${from}→${to} by ${by}`).rejects.toMatchObject({ code: 'ILLEGAL_TRANSITION' });
            expect(await statusOf(id)).toBe(from);
            expect(await eventsOf(id)).toEqual([]);
            refused++;
          }
        }
      }
    }
    // 10 owner moves (either may make them) and 9 of the shop's own, of 9 × 9 × 2.
    expect({ legal, refused }).toEqual({ legal: 29, refused: 133 });
  });

  it('answers false and changes nothing when the order is no longer in the status the move starts from', async () => {
    const id = await orderIn('shipped');
    const stale = runFlow({ db, clock }, (tx) =>
      changeOrderStatus(tx, { orderId: id, from: 'processing', to: 'cancelled', by: 'admin' }),
    );
    await expect(stale).resolves.toBe(false);
    expect(await statusOf(id)).toBe('shipped');
    expect(await eventsOf(id)).toEqual([]);
  });

  it("refuses the shop's own moves to the owner: 409, naming both statuses", async () => {
    const owner = await addShopper(db, 'admin');
    const deps = { db, clock, gateway: undefined as never };
    const paid = await orderIn('paid');
    await expect(setOrderStatus(deps, { id: paid, status: 'refunded' }, owner)).rejects.toMatchObject({
      code: 'ILLEGAL_TRANSITION',
      message: 'An order that is paid cannot be marked refunded',
    });
    const cancelled = await orderIn('cancelled', 'cancelled');
    await expect(setOrderStatus(deps, { id: cancelled, status: 'refunded' }, owner)).rejects.toMatchObject({
      code: 'ILLEGAL_TRANSITION',
    });
    const pending = await orderIn('pending', 'requires_payment_method');
    await expect(setOrderStatus(deps, { id: pending, status: 'paid' }, owner)).rejects.toMatchObject({
      code: 'ILLEGAL_TRANSITION',
    });
    expect([await statusOf(paid), await statusOf(cancelled), await statusOf(pending)]).toEqual([
      'paid',
      'cancelled',
      'pending',
    ]);
  });
});

describe('the one table of payment moves', () => {
  it('moves a payment only where the table allows, and never a succeeded one to cancelled', async () => {
    for (const from of PAYMENT_STATUSES) {
      for (const to of PAYMENT_STATUSES) {
        const id = await orderIn('pending', from);
        const moved = await runFlow({ db, clock }, (tx) => setPaymentStatus(tx, { orderId: id }, { to }));
        const now = await db
          .selectFrom('payment')
          .select('status')
          .where('order_id', '=', id)
          .executeTakeFirstOrThrow();
        const allowed = PAYMENT_MOVES[from].includes(to);
        expect({ from, to, moved: moved.length, now: now.status }).toEqual({
          from,
          to,
          moved: allowed ? 1 : 0,
          now: allowed ? to : from,
        });
      }
    }
    expect(PAYMENT_MOVES.succeeded).toEqual(['refunded']);
    expect(PAYMENT_MOVES.refunded).toEqual([]);
  });

  it('narrows a move to the statuses given in `from`', async () => {
    const id = await orderIn('pending', 'processing');
    expect(
      await runFlow({ db, clock }, (tx) =>
        setPaymentStatus(tx, { orderId: id }, { to: 'cancelled', from: ['requires_payment_method'] }),
      ),
    ).toEqual([]);
    expect(
      await runFlow({ db, clock }, (tx) => setPaymentStatus(tx, { orderId: id }, { to: 'cancelled' })),
    ).toHaveLength(1);
  });
});
