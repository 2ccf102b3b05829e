import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/index.js';
import type { TestGateway } from '../../payments/test-gateway.js';
import { addPainting } from '../../testing/fixtures.js';
import { useTestDb } from '../../testing/helpers.js';
import { addShopper, shopperWith, T0, TEST_ADDRESS, VISA } from '../../testing/shoppers.js';
import { confirmTestCard } from '../checkout/payments.js';
import { placeOrder } from '../checkout/place-order.js';
import type { PaymentGateway } from '../payments/gateway.js';
import { setOrderStatus } from './admin-orders.js';

let db: Db;
let gateway: TestGateway;
useTestDb({ clock: () => T0 }, (deps) => ({ db, gateway } = deps));

const deps = (payments: PaymentGateway = gateway) => ({ db, gateway: payments, clock: () => T0 });

/** The test gateway, except that each refund waits for the test to let it through (a Stripe round trip). */
function slowRefunds(): { gateway: PaymentGateway; release: () => void; started: Promise<void> } {
  let release!: () => void;
  let began!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const started = new Promise<void>((resolve) => (began = resolve));
  return {
    gateway: {
      ...gateway,
      refund: async (input) => {
        began();
        await gate;
        return gateway.refund(input);
      },
    },
    release,
    started,
  };
}

async function paidOriginal() {
  const painting = await addPainting(db, { title: 'Tidal Drift' });
  const { actor, cartId } = await shopperWith(db, { type: 'painting', id: painting }, T0);
  const session = await placeOrder(
    deps(),
    { cartId, shippingMethodId: 'us standard', shippingAddress: TEST_ADDRESS },
    actor,
  );
  await confirmTestCard(deps(), { clientSecret: session.clientSecret, card: VISA });
  return session.orderId;
}

const facts = async (orderId: number) => ({
  status: (await db.selectFrom('order').select('status').where('id', '=', orderId).executeTakeFirstOrThrow()).status,
  timeline: (
    await db.selectFrom('order_event').select(['from_status', 'to_status']).where('order_id', '=', orderId).execute()
  ).map((e) => `${e.from_status}→${e.to_status}`),
  mails: (await db.selectFrom('mail_message').select('kind').where('order_id', '=', orderId).execute()).map(
    (m) => m.kind,
  ),
  stock: (await db.selectFrom('inventory_item').select('quantity').executeTakeFirstOrThrow()).quantity,
  refunded: (await db.selectFrom('test_payment_intent').select('refunded_cents').executeTakeFirstOrThrow())
    .refunded_cents,
});

describe('a cancel and a shipment at once (issue 19.1)', () => {
  it('refuses to ship an order whose cancel is refunding: the cancel completes, nothing was shipped', async () => {
    const orderId = await paidOriginal();
    const owner = await addShopper(db, 'admin');
    await setOrderStatus(deps(), { id: orderId, status: 'processing' }, owner);
    const slow = slowRefunds();
    const cancel = setOrderStatus(deps(slow.gateway), { id: orderId, status: 'cancelled' }, owner);
    await slow.started;
    const ship = setOrderStatus(
      deps(),
      { id: orderId, status: 'shipped', trackingNumber: '1Z999' },
      { ...owner, username: 'second tab' },
    );
    await expect(ship).rejects.toMatchObject({ code: 'CONFLICT' });
    slow.release();
    await expect(cancel).resolves.toMatchObject({ status: 'cancelled' });
    const after = await facts(orderId);
    expect(after.status).toBe('cancelled');
    expect(after.timeline).toEqual(['pending→paid', 'paid→processing', 'processing→cancelled']);
    expect(after.mails.filter((k) => k === 'order_shipped')).toEqual([]);
    expect(after.mails.filter((k) => k === 'order_cancelled')).toHaveLength(1);
    expect(after.stock).toBe(1);
  });

  it('refuses to cancel an order shipped first: the shipment stands, nothing is refunded', async () => {
    const orderId = await paidOriginal();
    const owner = await addShopper(db, 'admin');
    await setOrderStatus(deps(), { id: orderId, status: 'processing' }, owner);
    // The cancel read `processing`; the shipment lands before the cancel claims the order.
    const ship = setOrderStatus(deps(), { id: orderId, status: 'shipped', trackingNumber: '1Z999' }, owner);
    const cancel = setOrderStatus(deps(), { id: orderId, status: 'cancelled' }, owner);
    // Both settled before either is checked: on PostgreSQL the cancel may be refused while the shipment still sends.
    await Promise.allSettled([ship, cancel]);
    await expect(ship).resolves.toMatchObject({ status: 'shipped' });
    await expect(cancel).rejects.toMatchObject({ code: 'ILLEGAL_TRANSITION' });
    const after = await facts(orderId);
    expect(after).toMatchObject({ status: 'shipped', stock: 0, refunded: 0 });
    expect(after.timeline).toEqual(['pending→paid', 'paid→processing', 'processing→shipped']);
    expect(await db.selectFrom('refund').select('id').execute()).toEqual([]);
  });
});
