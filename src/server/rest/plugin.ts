import type { FastifyInstance } from 'fastify';
import { createCaller } from '../trpc/app-router.js';
import { type Services, createContext } from '../trpc/context.js';
import { describeError, toTRPCError } from '../trpc/errors.js';
import { type RestRequest, restRoutes } from './routes.js';

type Callable = (input?: unknown) => Promise<unknown>;

/** Finds the procedure a row names on a caller; undefined when the router has none. */
export function resolveProcedure(caller: unknown, dotted: string): Callable | undefined {
  const found = dotted.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key], caller);
  return typeof found === 'function' ? (found as Callable) : undefined;
}

/** Registers every row of the REST table as a Fastify route calling its procedure. */
export async function restPlugin(app: FastifyInstance, services: Services): Promise<void> {
  for (const row of restRoutes) {
    app.route({
      method: row.method,
      url: row.url,
      handler: async (req, reply) => {
        const caller = createCaller(await createContext(services, req, reply));
        const procedure = resolveProcedure(caller, row.procedure);
        if (!procedure) throw new Error(`REST row ${row.url} names no procedure ${row.procedure}`);
        const restReq: RestRequest = {
          params: req.params as Record<string, string>,
          body: req.body,
          query: req.query as Record<string, string>,
        };
        try {
          const output = await procedure(row.toInput?.(restReq));
          return reply.code(row.status ?? 200).send(output ?? null);
        } catch (error) {
          const { status, body } = describeError(toTRPCError(error));
          if (status >= 500) req.log.error({ err: error }, 'procedure failed');
          return reply.code(status).send(body);
        }
      },
    });
  }
}
