import { initTRPC } from '@trpc/server';
import { AppError } from '../../shared/errors.js';
import type { LimitName } from '../http/rate-limits.js';
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

const SECRET_FIELDS = /password/i;

/** The input as it goes into the audit log: secrets blanked, long texts cut. */
function auditDetails(input: unknown): Record<string, unknown> {
  if (!input || typeof input !== 'object') return {};
  return Object.fromEntries(
    Object.entries(input as Record<string, unknown>).map(([key, value]) => [
      key,
      SECRET_FIELDS.test(key)
        ? '[hidden]'
        : typeof value === 'string' && value.length > 500
          ? `${value.slice(0, 500)}…`
          : value,
    ]),
  );
}

/**
 * Admin only, enforced on the server; every successful admin write lands in
 * the audit log (who, which procedure, on what, when).
 */
export const adminProcedure = userProcedure.use(async ({ ctx, next, type, path, getRawInput }) => {
  if (ctx.actor.role !== 'admin') throw new AppError('FORBIDDEN');
  const result = await next({ ctx });
  if (result.ok && type === 'mutation') {
    const input = auditDetails(await getRawInput().catch(() => ({})));
    const output = result.data as { id?: unknown } | null;
    const entityId = input.id ?? input.itemId ?? output?.id ?? null;
    await ctx.db
      .insertInto('audit_log')
      .values({
        actor_user_id: ctx.actor.userId,
        action: path,
        entity_type: path.split('.')[1] ?? path,
        entity_id: entityId === null ? null : String(entityId),
        details: JSON.stringify(input),
      })
      .execute();
  }
  return result;
});

/** Counts an attempt against the named limiter before the procedure runs (429 past the limit). */
export function limited(name: LimitName) {
  return t.middleware(async ({ ctx, next }) => {
    await ctx.limits.consume(name, ctx.ip);
    return next();
  });
}
