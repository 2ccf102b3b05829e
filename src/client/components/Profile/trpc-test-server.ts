import { vi } from 'vitest';

/** What a stubbed procedure answers: its data, or an error as the server would shape it. */
export type StubAnswer =
  | { data: unknown }
  | { error: { message: string; appCode: string; httpStatus: number } }
  | { networkError: true };

export type StubHandler = (input: unknown) => StubAnswer | Promise<StubAnswer>;

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

/**
 * Answers the app's tRPC batch requests (`/trpc/a,b?batch=1`) from `handlers`, by procedure path,
 * through a stubbed global fetch; unknown procedures answer 404. Returns the calls made.
 * Undo with `vi.unstubAllGlobals()`.
 */
export function stubTrpc(handlers: Record<string, StubHandler>): StubCall[] {
  const calls: StubCall[] = [];
  const fetchStub = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    const target = new URL(String(url), 'http://localhost');
    const paths = decodeURIComponent(target.pathname.replace(/^\/trpc\//, '')).split(',');
    const inputs: Record<string, unknown> =
      typeof init?.body === 'string' ? JSON.parse(init.body) : JSON.parse(target.searchParams.get('input') ?? '{}');
    let status = 200;
    const body = [];
    for (const [index, path] of paths.entries()) {
      const input = inputs[String(index)];
      calls.push({ path, input });
      const handler = handlers[path];
      const answer: StubAnswer = handler
        ? await handler(input)
        : { error: { message: 'Not found', appCode: 'NOT_FOUND', httpStatus: 404 } };
      if ('networkError' in answer) throw new TypeError('Failed to fetch');
      if ('error' in answer) {
        const { message, appCode, httpStatus } = answer.error;
        status = paths.length > 1 ? 207 : httpStatus;
        body.push({
          error: {
            code: JSON_RPC_CODES[httpStatus] ?? -32603,
            message,
            data: { code: TRPC_CODES[httpStatus] ?? 'INTERNAL_SERVER_ERROR', httpStatus, appCode, path },
          },
        });
      } else {
        body.push({ result: { data: answer.data } });
      }
    }
    return Response.json(body, { status });
  });
  vi.stubGlobal('fetch', fetchStub);
  return calls;
}

/** A promise that never settles: a procedure that is still loading. */
export function pending(): Promise<never> {
  return new Promise(() => undefined);
}
