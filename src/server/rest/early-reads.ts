import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';

/** Answers a request itself (true), or leaves it to Fastify (false). */
export type EarlyAnswer = (req: IncomingMessage, res: ServerResponse) => boolean;

/**
 * Puts `answer` in front of Fastify on the server's request event: what it answers costs no routing, no request or
 * reply object and no hooks; everything else goes on to Fastify as before. `app.inject` calls Fastify directly, so
 * it never takes this path: the tests of it go over a real connection (`cached-reads.test.ts`).
 */
export function answerBeforeFastify(server: Server, answer: EarlyAnswer): void {
  const [fastify] = server.listeners('request') as ((req: IncomingMessage, res: ServerResponse) => void)[];
  if (!fastify) return;
  server.removeListener('request', fastify);
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    let answered = false;
    try {
      answered = answer(req, res);
    } catch {
      answered = res.headersSent; // a failure before anything went out: Fastify answers it (and logs it)
    }
    if (!answered) fastify.call(server, req, res);
  });
}

/**
 * Fastify's one log line for an answer sent before it saw the request (its own "request completed" line), when its
 * logger writes info lines: the access log keeps every request.
 */
export function logEarlyAnswer(log: FastifyBaseLogger, req: IncomingMessage, res: ServerResponse, started: number) {
  // Pino's; Fastify's logger when it is off (`logger: false`) has none.
  const enabled = (log as { isLevelEnabled?: (level: string) => boolean }).isLevelEnabled;
  if (typeof enabled !== 'function' || !enabled.call(log, 'info')) return;
  log.info(
    {
      req: { method: req.method, url: req.url, remoteAddress: req.socket.remoteAddress },
      res: { statusCode: res.statusCode },
      responseTime: performance.now() - started,
      cached: true,
    },
    'request completed',
  );
}
