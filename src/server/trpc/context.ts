import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import type { Db } from '../db/index.js';
import { type Actor, resolveActor, type SessionGrant } from '../domain/accounts.js';
import type { RateLimits } from '../http/rate-limits.js';
import type { PaymentGateway } from '../payments/gateway.js';

/** What a procedure may do to the visitor's session cookie. */
export interface SessionPort {
  signIn(grant: SessionGrant): void;
  signOut(): void;
  /** The browser carts this session has used (most recent last). */
  cartIds(): string[];
  claimCart(cartId: string): void;
}

const MAX_SESSION_CARTS = 5;

export interface Services {
  db: Db;
  config: Config;
  limits: RateLimits;
  clock: () => Date;
  gateway: PaymentGateway;
}

export interface Context extends Services {
  actor: Actor | null;
  ip: string;
  session: SessionPort;
}

declare module '@fastify/secure-session' {
  interface SessionData {
    uid: number;
    epoch: number;
    sid: string;
    carts: string[];
  }
}

function sessionPort(req: FastifyRequest): SessionPort {
  return {
    signIn({ userId, epoch, secret }) {
      req.session.regenerate(['carts']);
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
  };
}

/** Builds the context of one request, for tRPC and the REST adapter alike. */
export async function createContext(services: Services, req: FastifyRequest, _reply?: FastifyReply): Promise<Context> {
  const userId = req.session.get('uid');
  const epoch = req.session.get('epoch');
  const secret = req.session.get('sid');
  const actor =
    typeof userId === 'number' && typeof epoch === 'number' && typeof secret === 'string'
      ? await resolveActor(services.db, { userId, epoch, secret })
      : null;
  return { ...services, actor, ip: req.ip, session: sessionPort(req) };
}
