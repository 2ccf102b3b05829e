import { vi } from 'vitest';

type Handler = (input: unknown) => unknown;

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

/**
 * Stubs fetch with a tiny tRPC batch server: `handlers['admin.products.create'](input)`
 * answers that procedure. Every call is recorded in `calls`.
 */
export function stubTrpc(handlers: Record<string, Handler>) {
  const calls: { path: string; input: unknown }[] = [];
  const fetchMock = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    const target = new URL(String(url), 'http://localhost');
    const paths = decodeURIComponent(target.pathname.replace(/^\/trpc\//, '')).split(',');
    const raw = init?.method === 'POST' ? String(init.body ?? '{}') : (target.searchParams.get('input') ?? '{}');
    const inputs = JSON.parse(raw) as Record<string, unknown>;
    const answers = paths.map((path, index) => {
      const input = inputs[String(index)];
      calls.push({ path, input });
      const handler = handlers[path];
      try {
        if (!handler) throw new StubError(`No stub for ${path}`, 'NOT_FOUND', 404);
        return { result: { data: handler(input) ?? null } };
      } catch (error) {
        const failure = error instanceof StubError ? error : new StubError(String(error), 'INTERNAL', 500);
        return {
          error: {
            code: -32600,
            message: failure.message,
            data: { code: 'BAD_REQUEST', httpStatus: failure.httpStatus, appCode: failure.appCode, path },
          },
        };
      }
    });
    return Response.json(answers, { status: answers.some((a) => 'error' in a) ? 207 : 200 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, callsTo: (path: string) => calls.filter((call) => call.path === path).map((call) => call.input) };
}
