import { initTRPC } from '@trpc/server';
import { AppError } from '../../shared/errors.js';
import type { Context } from './context.js';
import { describeError, toTRPCError } from './errors.js';

const t = initTRPC.context<Context>().create({
  errorFormatter({ shape, error }) {
    const { status, body } = describeError(error);
    return {
      code: shape.code,
      message: body.message,
      data: { code: shape.data.code, httpStatus: status, appCode: body.code, path: shape.data.path },
    };
  },
});

/** Every procedure maps domain errors (AppError, ZodError) to the one vocabulary. */
const mapErrors = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok) throw toTRPCError(result.error);
  return result;
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
export const publicProcedure = t.procedure.use(mapErrors);

export const userProcedure = publicProcedure.use(({ ctx, next }) => {
  if (!ctx.actor) throw new AppError('UNAUTHORIZED');
  return next({ ctx: { ...ctx, actor: ctx.actor } });
});

export const adminProcedure = userProcedure.use(({ ctx, next }) => {
  if (ctx.actor.role !== 'admin') throw new AppError('FORBIDDEN');
  return next({ ctx });
});

/** Counts an attempt against the named limiter before the procedure runs (429 past the limit). */
export function limited(name: 'login' | 'register' | 'checkout' | 'password' | 'contact') {
  return t.middleware(async ({ ctx, next }) => {
    await ctx.limits.consume(name, ctx.ip);
    return next();
  });
}
