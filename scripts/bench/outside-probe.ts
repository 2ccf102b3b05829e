import { randomUUID } from 'node:crypto';
import { request } from 'node:http';
import { pathToFileURL } from 'node:url';
import { ONTARIO_ADDRESS, VISA } from '../../src/server/load/buyer.js';
import { type Buy, compareSetups } from './checkout-throughput.js';

/**
 * npm run bench, probe (issue 36): a checkout as a client outside the shop makes it, with the documented REST calls
 * only, each on a fresh TCP connection (no keep-alive): add to a new cart, calculate shipping for the cart, calculate
 * the tax, create the payment intent, pay with the test gateway, read the order back. Against 1 process on SQLite,
 * 1 and 2 on PostgreSQL (checkout-throughput.ts's setups and ratios); with two processes the client alternates
 * between them request by request, as a balancer in front would (no proxy of ours in the way).
 */

interface Answer {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: the probe reads the documented shape it asked for
  json: any;
}

/** One request on its own connection (`agent: false`, `connection: close`), with the buyer's session and address. */
function call(base: string, method: string, path: string, who: { cookie: string; address: string }, body?: object) {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise<Answer>((resolve) => {
    const req = request(
      `${base}${path}`,
      {
        method,
        agent: false,
        headers: {
          connection: 'close',
          cookie: who.cookie,
          'x-forwarded-for': who.address,
          ...(payload === undefined
            ? {}
            : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }),
        },
        timeout: 15_000,
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => {
          text += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, json: text ? JSON.parse(text) : null }));
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', () => resolve({ status: 0, json: null }));
    req.end(payload);
  });
}

let turn = 0;

/** The probe's checkout: six documented calls, each on a new connection, to the setup's processes in turn. */
const outsideCheckout: Buy = async ({ processes }, { client, address, email }, productId) => {
  const who = { cookie: client.cookie, address };
  const send = (method: string, path: string, body?: object) =>
    call(processes[turn++ % processes.length] as string, method, path, who, body);
  const cartId = randomUUID();
  const line = { cartId, productId, item_type: 'product', quantity: 1, size: 'M', color: 'black' };
  if ((await send('POST', '/api/cart', line)).status !== 201) return false;
  const { country, state } = ONTARIO_ADDRESS;
  const shipping = await send('POST', '/api/calculate-shipping', { country, state, cartId });
  const method = (shipping.json?.shippingMethods as { id: number; name: string; price: number }[] | undefined)?.find(
    (m) => /standard/i.test(m.name),
  );
  if (shipping.status !== 200 || !method) return false;
  const tax = await send('POST', '/api/calculate-tax', { country, state, subtotal: 45 + method.price });
  if (tax.status !== 200) return false;
  const start = await send('POST', '/api/create-payment-intent', {
    cartId,
    shippingMethodId: method.id,
    shippingAddress: { ...ONTARIO_ADDRESS, email },
  });
  if (start.status !== 200) return false;
  const paid = await send('POST', '/api/test-gateway/confirm', { clientSecret: start.json.clientSecret, card: VISA });
  if (paid.json?.status !== 'succeeded') return false;
  const order = await send('GET', `/api/orders/${start.json.orderId}`);
  return order.status === 200 && order.json?.id === start.json.orderId;
};

export function outsideProbe(): Promise<boolean> {
  return compareSetups(
    'outside probe (cart, shipping, tax, payment intent, test payment, order; a new connection per request)',
    outsideCheckout,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await outsideProbe();
