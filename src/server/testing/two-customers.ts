import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Db } from '../db/index.js';
import { addPainting, addProduct } from './fixtures.js';
import { signedInAdmin, type TestBrowser, testApp } from './helpers.js';
import { buyOverApi, checkoutOverApi } from './shoppers.js';

/** A customer and one of every kind of object they own, with the ids another customer would try. */
export interface Customer {
  browser: TestBrowser;
  userId: number;
  username: string;
  email: string;
  password: string;
  /** A paid order, its payment intent and the intent's client secret. */
  orderId: number;
  paymentIntentId: string;
  clientSecret: string;
  /** An order awaiting payment (a checkout in progress), with its cart. */
  pendingOrderId: number;
  pendingIntentId: string;
  pendingClientSecret: string;
  pendingCartId: string;
  /** A cart holding one line. */
  cartId: string;
  cartLineId: number;
  /** A saved address of their address book (issue 44, item 4). */
  addressId: number;
}

export interface TwoCustomerShop {
  app: FastifyInstance;
  db: Db;
  admin: TestBrowser;
  adminId: number;
  a: Customer;
  b: Customer;
  productId: number;
  paintingId: number;
  close: () => Promise<void>;
}

let ip = 0;
/** A distinct address per browser, so one actor's calls never spend another's rate-limit budget. */
export const nextAddress = () => `10.9.${Math.floor(++ip / 250)}.${(ip % 250) + 1}`;

async function customer(app: FastifyInstance, productId: number, prefix: string): Promise<Customer> {
  const paid = await buyOverApi(app, [{ productId, size: 'M', color: 'black' }], { prefix });
  const browser = paid.browser;
  // A second checkout by the same customer, left unpaid.
  const pending = await checkoutOverApi(browser, [{ productId, size: 'S', color: 'black' }], paid.email);
  const cartId = randomUUID();
  const line = await browser.post('/api/cart', { cartId, productId, size: 'L', color: 'white', quantity: 2 });
  expect(line.statusCode).toBe(201);
  const me = (await browser.get('/api/user')).json();
  const book = await browser.post('/api/account/addresses', {
    name: `${prefix} Home`,
    address: '1 Secret Lane',
    city: 'Portland',
    state: 'OR',
    country: 'US',
    postalCode: '97201',
  });
  expect(book.statusCode, book.body).toBe(201);
  return {
    browser,
    userId: me.id,
    username: me.username,
    email: paid.email,
    password: 'secret1',
    orderId: paid.orderId,
    paymentIntentId: paid.paymentIntentId,
    clientSecret: paid.clientSecret,
    pendingOrderId: pending.orderId,
    pendingIntentId: pending.paymentIntentId,
    pendingClientSecret: pending.clientSecret,
    pendingCartId: pending.cartId,
    cartId,
    cartLineId: line.json().id,
    addressId: book.json()[0].id,
  };
}

/**
 * The real app on a migrated database with an admin and two customers, A and B, each owning a paid order,
 * an unpaid checkout, a cart and a profile: what an access test needs to aim one customer at the other.
 */
export async function twoCustomerShop(): Promise<TwoCustomerShop> {
  const { app, db } = await testApp();
  const productId = await addProduct(db, { stock: 50 });
  const paintingId = await addPainting(db, { original: false, stock: 50 });
  const { admin, adminId } = await signedInAdmin(app, db);
  const a = await customer(app, productId, 'alice');
  const b = await customer(app, productId, 'bob');
  return {
    app,
    db,
    admin,
    adminId,
    a,
    b,
    productId,
    paintingId,
    close: async () => {
      await app.close();
      await db.destroy();
    },
  };
}
