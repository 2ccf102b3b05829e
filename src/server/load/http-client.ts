import { randomUUID } from 'node:crypto';
import { TEST_ADDRESS, VISA } from './buyer.js';

/** A browser over fetch for a shop in another process: keeps its session cookie; `base` follows the shop across restarts. */
export class HttpClient {
  cookie = '';
  constructor(
    private readonly base: { url: string },
    private readonly address = '127.0.0.1',
  ) {}

  /** Answers status and parsed body (the caller knows its shape); a refused connection (the shop is down) is status 0. */
  // biome-ignore lint/suspicious/noExplicitAny: a test client reads whatever documented shape it asked for
  async call(method: string, path: string, body?: unknown): Promise<{ status: number; json: any }> {
    try {
      const res = await fetch(`${this.base.url}${path}`, {
        method,
        headers: {
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(this.cookie ? { cookie: this.cookie } : {}),
          'x-forwarded-for': this.address,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(15_000),
      });
      const session = res.headers.getSetCookie().find((c) => c.startsWith('wbs_session='));
      if (session) this.cookie = session.split(';')[0] ?? '';
      const text = await res.text();
      return { status: res.status, json: text ? JSON.parse(text) : null };
    } catch {
      return { status: 0, json: null };
    }
  }

  get = (path: string) => this.call('GET', path);
  post = (path: string, body: unknown = {}) => this.call('POST', path, body);
  put = (path: string, body: unknown = {}) => this.call('PUT', path, body);
}

/**
 * The customer of `client` buys `line` (a `POST /api/cart` body without its cart) in a new cart, to the test address
 * by US standard, with the test card. A refusal (sold out, a killed shop) ends the try quietly: under load it is
 * expected, and the tests check the shop's files, not each purchase.
 */
export async function buyWithTestCard(client: HttpClient, line: object): Promise<void> {
  const cartId = randomUUID();
  if ((await client.post('/api/cart', { cartId, ...line })).status !== 201) return;
  const start = await client.post('/api/create-payment-intent', {
    cartId,
    shippingMethod: 'us standard',
    shippingAddress: TEST_ADDRESS,
  });
  if (start.status !== 200) return;
  await client.post('/api/test-gateway/confirm', { clientSecret: start.json.clientSecret, card: VISA });
}
