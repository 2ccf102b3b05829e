import type { AddToCartInput, CartItem } from '@shared/schemas/cart';
import { variantLabel } from '@shared/variant-label';
import { vi } from 'vitest';
import { SESSION_CHECK } from './trpc';

/**
 * The one tRPC stub for component tests, and the guard that keeps them off the network.
 *
 * `stubTrpc(handlers)` answers the app's tRPC batch requests (`/trpc/a,b?batch=1`), and the session check at its
 * REST path, through a stubbed global fetch, by procedure path: a handler returns the procedure's data (or a promise of
 * it: `pending()` never settles), throws `new StubError(...)` to answer as the server's error
 * formatter does, or throws a `TypeError` (`networkDown`) to fail as a lost connection does. A
 * request for a path with no handler, or any request while fetch is not stubbed, answers an error
 * and fails the test: test-setup.ts checks `takeStrayRequests()` and unstubs fetch after each test.
 *
 * The handle a component reads (`useTRPC()`) is, in a test, the one `renderWithProviders` (test-utils.tsx)
 * provides through the app's `TRPCProvider`: the browser's own client (`createHttpTrpcClient()`) over this fetch.
 */

export type StubHandler = (input: unknown) => unknown;

/** A failure a handler can throw: answered the way the server's error formatter does. */
export class StubError extends Error {
  constructor(
    message: string,
    readonly appCode = 'BAD_REQUEST',
    readonly httpStatus = 400,
  ) {
    super(message);
  }
}

/** A handler whose procedure answers the server error `message` (`appCode`, `httpStatus`). */
export function serverError(message: string, appCode?: string, httpStatus?: number): StubHandler {
  return () => {
    throw new StubError(message, appCode, httpStatus);
  };
}

/** A handler whose request never reaches the server: fetch rejects as a browser's does offline. */
export const networkDown: StubHandler = () => {
  throw new TypeError('Failed to fetch');
};

/** A promise that never settles: a procedure that is still loading. */
export function pending(): Promise<never> {
  return new Promise(() => undefined);
}

const JSON_RPC_CODES: Record<number, number> = {
  400: -32600,
  401: -32001,
  403: -32003,
  404: -32004,
  409: -32009,
  429: -32029,
};
const TRPC_CODES: Record<number, string> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  429: 'TOO_MANY_REQUESTS',
};

export interface StubCall {
  path: string;
  input: unknown;
}

const strays: string[] = [];

/** Requests the current test made that nothing was stubbed for (emptied by the call). */
export function takeStrayRequests(): string[] {
  return strays.splice(0);
}

function stray(what: string): Error {
  const message = `Component test made an unstubbed request: ${what}. Stub it with stubTrpc({ ... }) from src/client/test-trpc.ts.`;
  strays.push(what);
  console.error(message);
  return new Error(message);
}

function requestUrl(url: string | URL | Request): URL {
  const href = typeof url === 'string' ? url : url instanceof URL ? url.href : url.url;
  return new URL(href, 'http://localhost');
}

/** The fetch every component test starts with: no network, and a test that tries fails. */
export async function noNetwork(url: string | URL | Request): Promise<Response> {
  throw stray(`fetch ${requestUrl(url).href}`);
}

function failure(error: StubError, path: string) {
  const { message, appCode, httpStatus } = error;
  return {
    error: {
      code: JSON_RPC_CODES[httpStatus] ?? -32603,
      message,
      data: { code: TRPC_CODES[httpStatus] ?? 'INTERNAL_SERVER_ERROR', httpStatus, appCode, path },
    },
  };
}

async function answer(handler: StubHandler | undefined, path: string, input: unknown) {
  if (!handler) return failure(new StubError(stray(`tRPC ${path}`).message, 'NOT_FOUND', 404), path);
  try {
    return { result: { data: (await handler(input)) ?? null } };
  } catch (error) {
    if (error instanceof StubError) return failure(error, path);
    if (error instanceof TypeError && error.message === 'Failed to fetch') throw error;
    return failure(
      new StubError(stray(`tRPC ${path} (its handler threw ${String(error)})`).message, 'INTERNAL', 500),
      path,
    );
  }
}

/** The procedures the browser's client asks at their documented REST path (`trpc.ts`), by that path. */
const REST_CALLS: Record<string, string> = { [SESSION_CHECK.url]: SESSION_CHECK.path };

/** A REST call's answer: the procedure's data itself, or its error's status and message. */
async function restAnswer(handler: StubHandler | undefined, path: string): Promise<Response> {
  const entry = await answer(handler, path, undefined);
  if ('error' in entry) return Response.json({ error: entry.error.message }, { status: entry.error.data.httpStatus });
  return Response.json(entry.result.data);
}

/**
 * Stubs fetch with a tiny tRPC server answering from `handlers`: batches (`?batch=1`), the calls the client sends
 * alone (LARGE_BODY_CALLS: the input itself as the body, one answer) and those it asks at a REST path (REST_CALLS);
 * every call is recorded.
 */
export function stubTrpc(handlers: Record<string, StubHandler>) {
  const calls: StubCall[] = [];
  const fetchStub = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    const target = requestUrl(url);
    const rest = REST_CALLS[target.pathname];
    if (rest) {
      calls.push({ path: rest, input: undefined });
      return restAnswer(handlers[rest], rest);
    }
    if (!target.pathname.startsWith('/trpc/')) throw stray(`fetch ${target.href}`);
    const paths = decodeURIComponent(target.pathname.replace(/^\/trpc\//, '')).split(',');
    const sent: unknown =
      typeof init?.body === 'string' ? JSON.parse(init.body) : JSON.parse(target.searchParams.get('input') ?? '{}');
    if (target.searchParams.get('batch') !== '1') {
      const [path = ''] = paths;
      calls.push({ path, input: sent });
      const entry = await answer(handlers[path], path, sent);
      return Response.json(entry, { status: 'error' in entry ? entry.error.data.httpStatus : 200 });
    }
    const inputs = sent as Record<string, unknown>;
    const body = [];
    let status = 200;
    for (const [index, path] of paths.entries()) {
      const input = inputs[String(index)];
      calls.push({ path, input });
      const entry = await answer(handlers[path], path, input);
      if ('error' in entry) status = paths.length > 1 ? 207 : entry.error.data.httpStatus;
      body.push(entry);
    }
    return Response.json(body, { status });
  });
  vi.stubGlobal('fetch', fetchStub);
  return {
    calls,
    callsTo: (path: string) => calls.filter((call) => call.path === path).map((call) => call.input),
    fetch: fetchStub,
  };
}

/**
 * The cart's procedures over an empty cart, for components that add to it through the real cart hook:
 * `cart.get` answers no lines, `cart.add` the line it made (name, price and category from `line`).
 */
export function emptyCart(line: Pick<CartItem, 'item_name' | 'price' | 'category'>): Record<string, StubHandler> {
  return {
    'cart.get': () => [],
    'cart.add': (input): CartItem => {
      const { cartId, productId, quantity, size, color, item_type } = input as AddToCartInput;
      return {
        ...{ id: 1, cartId, productId, quantity: Number(quantity), size, color, item_type, ...line },
        ...{ imageUrl: null, stock: Number(quantity), issue: null },
        ...{ variantId: item_type === 'product' ? 1 : null, variantLabel: variantLabel(line.item_name, size, color) },
      };
    },
  };
}
