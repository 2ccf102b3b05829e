import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CAMPAIGN_COOKIE, campaignIdOf } from '../../shared/campaign-tag.js';
import { asLocale, DEFAULT_LOCALE, LOCALE_HEADER, type Locale } from '../../shared/locale.js';
import { LOCALE_COOKIE } from '../../shared/locale-path.js';
import type { Services } from '../deps.js';
import { type Actor, resolveActor, type SessionGrant } from '../domain/accounts/accounts.js';

/** What a procedure may do to the visitor's session cookie. */
export interface SessionPort {
  signIn(grant: SessionGrant): void;
  signOut(): void;
  /** The browser carts this session has used (most recent last). */
  cartIds(): string[];
  claimCart(cartId: string): void;
  /** The guest orders this browser placed (guest checkout): only it reads them without the mail's link. */
  guestOrderIds(): number[];
  claimGuestOrder(orderId: number): void;
  /** A random id of this browser's session, made at the first ask (null: a request without a session). */
  visitorId(): string | null;
}

const MAX_SESSION_CARTS = 5;
const MAX_GUEST_ORDERS = 10;

export interface Context extends Services {
  actor: Actor | null;
  ip: string;
  session: SessionPort;
  /** The language of the page asking (the storefront's `x-shop-locale` header; English without it). */
  locale: Locale;
  /** Whether the visitor chose a language with the switch (its `shop_locale` cookie), as opposed to a default. */
  localeChosen: boolean;
  /** The campaign whose mail link the browser last followed within 7 days (its cookie): its orders are the campaign's. */
  campaignId: number | null;
}

declare module '@fastify/secure-session' {
  interface SessionData {
    uid: number;
    epoch: number;
    sid: string;
    carts: string[];
    guestOrders: number[];
    vid: string;
  }
}

function sessionPort(req: FastifyRequest): SessionPort {
  return {
    signIn({ userId, epoch, secret }) {
      // A new session for the account; the browser's carts and the guest orders it placed stay its own.
      req.session.regenerate(['carts', 'guestOrders']);
      req.session.set('uid', userId);
      req.session.set('epoch', epoch);
      req.session.set('sid', secret);
    },
    signOut() {
      req.session.delete();
    },
    cartIds() {
      const carts = req.session.get('carts');
      return Array.isArray(carts) ? carts : [];
    },
    claimCart(cartId) {
      const carts = this.cartIds();
      if (carts.includes(cartId)) return;
      req.session.set('carts', [...carts, cartId].slice(-MAX_SESSION_CARTS));
    },
    guestOrderIds() {
      const ids = req.session.get('guestOrders');
      return Array.isArray(ids) ? ids.filter((id) => Number.isInteger(id)) : [];
    },
    claimGuestOrder(orderId) {
      const ids = this.guestOrderIds();
      if (ids.includes(orderId)) return;
      req.session.set('guestOrders', [...ids, orderId].slice(-MAX_GUEST_ORDERS));
    },
    visitorId() {
      const known = req.session.get('vid');
      if (typeof known === 'string' && known.length > 0) return known;
      const made = randomBytes(16).toString('base64url');
      req.session.set('vid', made);
      return made;
    },
  };
}

/** What one request adds to the services: who is asking, from where, through what session. */
export interface Visitor {
  actor: Actor | null;
  ip: string;
  session: SessionPort;
  locale: Locale;
  localeChosen: boolean;
  campaignId: number | null;
}

/** The session of a request that has none (the cached public reads): it holds no carts and cannot sign in. */
export const noSession: SessionPort = {
  signIn() {
    throw new Error('This request has no session to sign in to');
  },
  signOut() {
    throw new Error('This request has no session to sign out of');
  },
  cartIds: () => [],
  claimCart() {
    throw new Error('This request has no session to keep a cart in');
  },
  guestOrderIds: () => [],
  claimGuestOrder() {
    throw new Error('This request has no session to keep an order in');
  },
  visitorId: () => null,
};

/**
 * The one context builder, free of any transport: the Fastify adapters below
 * (tRPC, REST, the upload route) and the tests' callers all build on it.
 */
export function createContextInner(
  services: Services,
  {
    actor = null,
    ip,
    session = noSession,
    locale = DEFAULT_LOCALE,
    localeChosen = false,
    campaignId = null,
  }: Partial<Visitor> & { ip: string },
): Context {
  return { ...services, actor, ip, session, locale, localeChosen, campaignId };
}

/** The language a request's page is in: its `x-shop-locale` header, else English. */
export function requestLocale(req: Pick<FastifyRequest, 'headers'>): Locale {
  return asLocale(req.headers[LOCALE_HEADER]) ?? DEFAULT_LOCALE;
}

/** A decoded session cookie's values. */
export interface SessionValues {
  get(key: string): unknown;
}

/** The session grant a request's cookie carries, if it carries a whole one. */
function cookieGrant(req: FastifyRequest): SessionGrant | null {
  return grantOf(req.session);
}

/** The session grant of a decoded session cookie, if it holds a whole one. */
export function grantOf(session: SessionValues): SessionGrant | null {
  const userId = session.get('uid');
  const epoch = session.get('epoch');
  const secret = session.get('sid');
  return typeof userId === 'number' && typeof epoch === 'number' && typeof secret === 'string'
    ? { userId, epoch, secret }
    : null;
}

/** The context of a Fastify request with a session cookie, for tRPC and the REST adapter alike. */
export async function createContext(services: Services, req: FastifyRequest, _reply?: FastifyReply): Promise<Context> {
  const grant = cookieGrant(req);
  const actor = grant ? await resolveActor(services, grant) : null;
  return createContextInner(services, {
    actor,
    ip: req.ip,
    session: sessionPort(req),
    locale: requestLocale(req),
    localeChosen: asLocale(req.cookies[LOCALE_COOKIE]) !== null,
    campaignId: campaignIdOf(req.cookies[CAMPAIGN_COOKIE]),
  });
}

/** The context of a public catalogue read: no session, so the cookie is never decrypted. */
export function anonymousContext(services: Services, req: FastifyRequest): Context {
  return createContextInner(services, { ip: req.ip, locale: requestLocale(req) });
}
