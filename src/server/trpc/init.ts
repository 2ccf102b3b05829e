import { initTRPC } from '@trpc/server';
import { AppError, type ErrorCode } from '../../shared/errors.js';
import { DEFAULT_LOCALE } from '../../shared/locale.js';
import { requireAdmin } from '../domain/accounts/accounts.js';
import { auditTrail } from '../domain/audit.js';
import { FRENCH_ANSWERS } from '../domain/error-messages.fr.js';
import { checkoutShopper } from '../domain/orders/guest-orders.js';
import type { LimitName } from '../rate-limits.js';
import type { Context } from './context.js';
import { describeError, toTRPCError } from './errors.js';

const t = initTRPC.context<Context>().create({
  errorFormatter({ shape, error, ctx }) {
    const { status, body } = describeError(error, ctx?.locale);
    return {
      code: shape.code,
      message: body.message,
      data: { code: shape.data.code, httpStatus: status, appCode: body.code, path: shape.data.path },
    };
  },
});

/** A French page's success answers (`{ success, message }`) with their French message (`FRENCH_ANSWERS`). */
const frenchAnswers = t.middleware(async ({ ctx, next }) => {
  const result = await next();
  if (!result.ok || ctx.locale !== 'fr') return result;
  const data = result.data as { message?: unknown } | null;
  const french = data && typeof data.message === 'string' ? FRENCH_ANSWERS[data.message] : undefined;
  return french ? { ...result, data: { ...data, message: french } } : result;
});

/** Every procedure maps domain errors (AppError, ZodError) to the one vocabulary. */
const mapErrors = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok) throw toTRPCError(result.error);
  return result;
});

/** The field path of the first string holding a NUL character (no shop text has one; SQLite cuts text at it). */
function nulPath(value: unknown, path: string[] = []): string[] | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (value === null || typeof value !== 'object') return null;
  for (const [key, inner] of Object.entries(value)) {
    const found = nulPath(inner, [...path, key]);
    if (found) return found;
  }
  return null;
}

/** Refuses input carrying a NUL character anywhere, naming the field, before any schema or SQL sees it. */
const refuseNul = t.middleware(async ({ next, getRawInput }) => {
  const path = nulPath(await getRawInput().catch(() => undefined));
  if (path) throw new AppError('BAD_REQUEST', `${path.join('.') || 'input'}: text must not contain a NUL character`);
  return next();
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
export const publicProcedure = t.procedure.use(mapErrors).use(frenchAnswers).use(refuseNul);

export const userProcedure = publicProcedure.use(({ ctx, next }) => {
  if (!ctx.actor) throw new AppError('UNAUTHORIZED');
  return next({ ctx: { ...ctx, actor: ctx.actor } });
});

/**
 * A signed-in user, or, while the `guestCheckout` setting is on, a guest (401 otherwise, as userProcedure):
 * `ctx.shopper` is who checks out. A guest's order is kept in the browser's session once placed.
 */
export const shopperProcedure = publicProcedure.use(async ({ ctx, next }) => {
  const shopper = await checkoutShopper(ctx, ctx.actor);
  const result = await next({ ctx: { ...ctx, shopper } });
  const placed = result.ok ? (result.data as { orderId?: unknown } | null)?.orderId : undefined;
  if (shopper.userId === null && typeof placed === 'number') ctx.session.claimGuestOrder(placed);
  return result;
});

/**
 * Admin only, enforced on the server; every admin write lands in the audit log (who, which procedure, on what,
 * when), written in the write's own flow (`beforeCommit`, domain/audit.ts), so the entry and what it records commit
 * together; a write that committed no flow gets its entry once it succeeds.
 */
export const adminProcedure = publicProcedure.use(async ({ ctx, next, type, path, getRawInput }) => {
  const actor = requireAdmin(ctx.actor);
  // The admin is English only: its reads answer the English texts (and the translations beside, where it edits them).
  if (type !== 'mutation') return next({ ctx: { ...ctx, actor, locale: DEFAULT_LOCALE } });
  const input = await getRawInput().catch(() => ({}));
  const trail = auditTrail({
    actorUserId: actor.userId,
    action: path,
    entityType: path.split('.')[1] ?? path,
    details: input,
  });
  const result = await next({ ctx: { ...ctx, actor, locale: DEFAULT_LOCALE, beforeCommit: trail } });
  if (result.ok) await trail.settle(ctx, result.data);
  return result;
});

/** Counts an attempt against the named limiter, per IP, before the procedure runs (429 past the limit). */
export function limited(name: LimitName) {
  return t.middleware(async ({ ctx, next }) => {
    await ctx.limits.consume(name, ctx.ip);
    return next();
  });
}

/** Counts an attempt against the named limiter under a key taken from the parsed input (use after `.input`). */
export function limitedPer<TInput>(name: LimitName, keyOf: (input: TInput) => string) {
  return t.middleware(async ({ ctx, input, next }) => {
    await ctx.limits.consume(name, keyOf(input as TInput));
    return next();
  });
}

/** Who asks, for the budgets that count failures: the IP address and, signed in, the account (its session). */
function requesterKeys(ctx: Context): string[] {
  return ctx.actor ? [`ip:${ctx.ip}`, `user:${ctx.actor.userId}`] : [`ip:${ctx.ip}`];
}

/**
 * Counts the procedure's failures (the answers `failed` names) against the requester, never against the e-mail or
 * order number its input names: a stranger's failures lock out the stranger only (429 naming the minutes to wait),
 * and the shopper they named goes on from their own address. An answer that is no failure costs nothing.
 * `inFlight: 'counts'` (guesses: the e-mail of an order): each attempt takes a point while it runs, so a batch cannot
 * slip past the budget; `'free'` (checkout): only failures already counted refuse, so a crowd behind one address
 * racing at once is not refused for being many.
 */
export function limitedFailures(
  name: LimitName,
  failed: (code: ErrorCode) => boolean,
  { inFlight }: { inFlight: 'counts' | 'free' } = { inFlight: 'counts' },
) {
  return t.middleware(async ({ ctx, next }) => {
    const keys = requesterKeys(ctx);
    const settle =
      inFlight === 'counts' ? await ctx.limits.reserve(name, keys) : await ctx.limits.countingFailures(name, keys);
    const result = await next();
    await settle(!result.ok && failed(describeError(result.error).body.code));
    return result;
  });
}
