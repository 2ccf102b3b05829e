import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { buyOverApi, NEW_YORK } from './buyers.js';
import type { TestBrowser } from './helpers.js';

/**
 * A new customer buys `quantity` of `productId` (size M in black, to New York by US standard; with the discount
 * `code` when given) and pays over the documented API, then the owner ships the order (unless `ship: false`), as a
 * return needs it. Answers the checkout's answer, the customer's browser (signed in) and the order line's id.
 */
export async function shippedOrderOverApi(
  shop: { app: FastifyInstance; admin: TestBrowser },
  productId: number,
  { quantity = 1, code, ship = true }: { quantity?: number; code?: string; ship?: boolean } = {},
) {
  const bought = await buyOverApi(shop.app, [[productId, quantity]], NEW_YORK, 'us-standard', code ? { code } : {});
  if (ship) {
    const shipped = await shop.admin.put(`/api/admin/orders/${bought.orderId}/status`, {
      status: 'shipped',
      trackingNumber: '1Z999AA10123456784',
    });
    expect(shipped.statusCode, shipped.body).toBe(200);
  }
  const order = (await shop.admin.get(`/api/admin/orders/${bought.orderId}`)).json();
  return { ...bought, itemId: order.items[0].id as number };
}
