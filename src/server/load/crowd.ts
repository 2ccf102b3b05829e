import { Agent, request } from 'node:http';

/**
 * A crowd's HTTP for load runs against a shop in another process: node:http over keep-alive sockets (far less
 * client CPU than fetch, which matters when the crowd and the shop share two cores), one cookie jar and one
 * client address (X-Forwarded-For, for a shop started with TRUST_PROXY=1) per visitor, each answer timed.
 */
export interface Answer {
  status: number;
  /** Milliseconds from sending to the last byte; a refused or timed-out request is status 0. */
  ms: number;
  // biome-ignore lint/suspicious/noExplicitAny: a load client reads whatever documented shape it asked for
  json: any;
}

export class Crowd {
  private readonly agent: Agent;
  /** `timeoutMs`: how long a visitor waits for an answer before giving up (status 0). */
  constructor(
    private readonly url: string,
    maxSockets = 128,
    private readonly timeoutMs = 30_000,
  ) {
    this.agent = new Agent({ keepAlive: true, maxSockets });
  }

  /** One request as `visitor`; JSON bodies are parsed (HTML is read and dropped). */
  send(visitor: Visitor, method: string, path: string, body?: unknown): Promise<Answer> {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const started = performance.now();
    return new Promise((resolve) => {
      const done = (status: number, json: unknown = null) => resolve({ status, ms: performance.now() - started, json });
      const req = request(
        `${this.url}${path}`,
        {
          method,
          agent: this.agent,
          timeout: this.timeoutMs,
          headers: {
            'x-forwarded-for': visitor.address,
            ...(visitor.cookie ? { cookie: visitor.cookie } : {}),
            ...(payload === undefined
              ? {}
              : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }),
          },
        },
        (res) => {
          const session = res.headers['set-cookie']?.find((c) => c.startsWith('wbs_session='));
          if (session) visitor.cookie = session.split(';')[0] ?? '';
          const json = /json/.test(res.headers['content-type'] ?? '');
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => {
            if (json) chunks.push(chunk);
          });
          res.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            try {
              done(res.statusCode ?? 0, json && text ? JSON.parse(text) : null);
            } catch {
              done(res.statusCode ?? 0);
            }
          });
          res.on('error', () => done(0));
        },
      );
      req.on('timeout', () => req.destroy(new Error('timeout')));
      req.on('error', () => done(0));
      req.end(payload);
    });
  }

  close(): void {
    this.agent.destroy();
  }
}

/** One visitor: their session cookie and the address they come from. */
export interface Visitor {
  cookie: string;
  address: string;
}

/** Visitor `n`'s own address (10.x.y.z), so per-address rate limits count each visitor apart. */
export function visitorAddress(n: number): string {
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

/** The `p`-th percentile (0–100) of `values`, nearest rank; NaN when there are none. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] as number;
}

/** Runs `task` over `items`, `concurrency` at a time. */
export async function pool<T>(items: T[], concurrency: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await task(items[next++] as T);
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
}
