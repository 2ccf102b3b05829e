import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Services } from '../deps.js';
import { type Actor, resolveActor } from '../domain/accounts/accounts.js';
import { createCaller } from '../trpc/app-router.js';
import { createContextInner, grantOf, requestLocale, type SessionValues } from '../trpc/context.js';
import type { PickProcedure } from './rows.js';

/**
 * The admin's answers of the cached catalogue reads (issue 44, item 7): `GET /api/products`, `/api/products/{id}`,
 * `/api/paintings` and `/api/paintings/{id}` asked with the owner's session answer her scheduled items too, from
 * the row's `forAdmin` procedure. Those reads are served outside the session scope (no cookie parsing, no session
 * decryption for shoppers), so the session scope lends its decoder here (`app.ts`); only a request that carries
 * the session cookie on one of those rows is decoded, and an admin's answer never enters the catalogue cache
 * (nor is a cached one sent to her): it goes out `no-store`. Every other answer is the cached shopper's, as before.
 */
export const SESSION_COOKIE = 'wbs_session';
const SESSION_COOKIE_VALUE = new RegExp(`(?:^|;\\s*)${SESSION_COOKIE}=([^;]*)`);

/** The session scope's decoder of a session cookie, set once that scope is registered. */
export interface SessionReader {
  decode?: (cookie: string) => SessionValues | null;
}

/** The session cookie a request carries, if any (read off the raw header: these routes parse no cookies). */
export function sessionCookieOf(headers: IncomingHttpHeaders): string | undefined {
  const match = headers.cookie?.match(SESSION_COOKIE_VALUE);
  if (!match?.[1]) return undefined;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return undefined;
  }
}

/** The admin asking, when the request's session cookie is an admin's live session; else null. */
export async function adminAsking(
  services: Services,
  reader: SessionReader,
  headers: IncomingHttpHeaders,
): Promise<Actor | null> {
  const cookie = sessionCookieOf(headers);
  const session = cookie && reader.decode ? reader.decode(cookie) : null;
  const grant = session ? grantOf(session) : null;
  const actor = grant ? await resolveActor(services, grant) : null;
  return actor?.role === 'admin' ? actor : null;
}

/** Answers the admin from the row's `forAdmin` procedure, never cached anywhere. */
export async function answerAdmin(
  services: Services,
  forAdmin: PickProcedure,
  actor: Actor,
  input: unknown,
  req: FastifyRequest,
  reply: FastifyReply,
) {
  const ctx = createContextInner(services, { actor, ip: req.ip, locale: requestLocale(req) });
  const output = await (forAdmin(createCaller(ctx)) as (input: unknown) => Promise<unknown>)(input);
  return reply.code(200).header('cache-control', 'no-store').send(output);
}
