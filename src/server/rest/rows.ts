import type { createCaller } from '../trpc/app-router.js';

/** The shape of one row of the /api table (`routes.ts`, `admin-routes.ts`) and the inputs rows build from a request. */
export interface RestRequest {
  params: Record<string, string>;
  /** The JSON body; the adapter answers 400 to anything but an object, and treats no body as `{}`. */
  body: Record<string, unknown>;
  query: Record<string, string>;
  headers: Record<string, string | undefined>;
}

/** The app router as a server-side caller. */
export type Caller = ReturnType<typeof createCaller>;
/** Picks a procedure off the caller, e.g. `(c) => c.account.login`: a misspelt or renamed one does not compile. */
export type PickProcedure = (caller: Caller) => (input: never) => Promise<unknown>;

export interface RestRow {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  procedure: PickProcedure;
  toInput?: (req: RestRequest) => unknown;
  status?: number;
  /** The status read off the answer, where it depends on it (201 or 202); else `status`. */
  statusOf?: (output: unknown) => number;
  /** Public catalogue read: answered from the in-memory cache with a strong ETag (304 on If-None-Match). */
  cache?: boolean;
  /** A cached read the admin asks: answered by this procedure instead, never cached (`admin-reads.ts`). */
  forAdmin?: PickProcedure;
  /** The procedure answers a file (`{ filename, contentType, body }`), sent as such for download. */
  file?: boolean;
  /** A larger body limit than every other request's (`BODY_LIMIT`), for a row that takes a file. */
  bodyLimit?: number;
  /**
   * Another procedure for the same documented call when the body says so: `POST /api/create-payment-intent` pays an
   * invoiced order when it names `{orderId, token}` instead of a cart.
   */
  byBody?: { when: (body: Record<string, unknown>) => boolean; procedure: PickProcedure };
}

export const body = (req: RestRequest) => req.body;
export const param =
  (name: string, key = name) =>
  (req: RestRequest) => ({ [key]: req.params[name] });
export const fixed = (input: unknown) => () => input;
/** The body with the path's id: PUT /api/x/{id}. */
export const bodyWithId = (req: RestRequest) => ({ ...req.body, id: req.params.id });
/** A cart line by id; the cart it must belong to may come in the body, the query or an X-Cart-Id header. */
export const cartLine = (req: RestRequest) => ({
  cartId: req.query.cartId ?? req.headers['x-cart-id'],
  ...req.body,
  itemId: req.params.itemId,
});
