import { Agent, createServer, type IncomingMessage, request, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type ChildShop, startChildShop } from './shop-process.js';

/**
 * Several real shop processes (src/server/main.ts, each its own pid, pool, caches and job runner) behind ONE port,
 * as the README's nginx/Caddy deployment runs them: a tiny round-robin reverse proxy in front. A proxy rather than
 * Node's `cluster` module because it is the deployment we document, because it alternates per request (cluster
 * balances connections, and a keep-alive client would stick to one worker), and because each process keeps its
 * own address, so a test can also talk to one of them directly. The proxy passes the client's X-Forwarded-For on
 * (an edge it trusts, so test clients can each be their own visitor) or sets the socket's address; run the shops
 * with TRUST_PROXY=1.
 */
export interface ShopProcesses {
  /** The one port every request goes through. */
  url: string;
  shops: ChildShop[];
  /** Requests each process was sent, in `shops` order. */
  served: number[];
  /** Every process's log, for a failure message. */
  output: () => string;
  close: () => Promise<void>;
}

/**
 * Starts `count` shops on `env` one after the other (the first migrates and seeds), then the proxy in front. `each`
 * adds variables of one process's own (its index from 0), e.g. a sender address that tells its mail apart.
 */
export async function startShopProcesses(
  env: Record<string, string>,
  count = 2,
  { compiled = false, each }: { compiled?: boolean; each?: (index: number) => Record<string, string> } = {},
): Promise<ShopProcesses> {
  const shops: ChildShop[] = [];
  try {
    for (let i = 0; i < count; i++)
      shops.push(await startChildShop({ TRUST_PROXY: '1', ...env, ...each?.(i) }, { compiled }));
  } catch (error) {
    await Promise.all(shops.map((shop) => shop.stop()));
    throw error;
  }
  const upstreams = shops.map((shop) => new URL(shop.url));
  const served = shops.map(() => 0);
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });
  let next = 0;
  const proxy = createServer((req: IncomingMessage, res: ServerResponse) => {
    const index = next++ % upstreams.length;
    served[index] = (served[index] ?? 0) + 1;
    const upstream = upstreams[index] as URL;
    const forwarded = req.headers['x-forwarded-for'] ?? req.socket.remoteAddress ?? '';
    const outgoing = request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, 'x-forwarded-for': forwarded },
        agent,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    outgoing.on('error', (error) => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ message: `proxy: ${error.message}`, code: 'BAD_GATEWAY' }));
    });
    req.pipe(outgoing);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const { port } = proxy.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    shops,
    served,
    output: () => shops.map((shop, i) => `--- process ${i + 1}\n${shop.output()}`).join('\n'),
    close: async () => {
      proxy.closeAllConnections();
      await new Promise<void>((resolve) => proxy.close(() => resolve()));
      agent.destroy();
      await Promise.all(shops.map((shop) => shop.stop()));
    },
  };
}
