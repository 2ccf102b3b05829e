import { vi } from 'vitest';

type Handler = (input: unknown) => unknown;

/**
 * Answers the app's tRPC batch requests from `handlers` (by procedure path, e.g. 'cart.get'),
 * so a component test renders real queries without a server. Unknown procedures never answer.
 */
export function stubTrpc(handlers: Record<string, Handler>) {
  const fetchMock = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    const href = typeof url === 'string' ? url : url instanceof URL ? url.href : url.url;
    const parsed = new URL(href, 'http://localhost');
    const paths = decodeURIComponent(parsed.pathname.replace(/^\/trpc\//, '')).split(',');
    const rawInput = init?.body ? String(init.body) : (parsed.searchParams.get('input') ?? '{}');
    const inputs = JSON.parse(rawInput) as Record<string, unknown>;
    if (paths.some((path) => !handlers[path])) return new Promise<Response>(() => {});
    const body = paths.map((path, index) => ({ result: { data: handlers[path]?.(inputs[String(index)]) } }));
    return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
