import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { AppError } from '../../shared/errors.js';
import type { Config } from '../config.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Called by servers, not browsers: no Origin to check. */
const SERVER_TO_SERVER = new Set(['/api/stripe/webhook']);
/** The built client's hashed files and the shop's images. */
const FILE_PATH = /^\/(assets|images|uploads)\//;

/** Helmet's headers for these options, worked out once (they do not vary per request). */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
    getHeader: (name: string) => headers[name.toLowerCase()],
  };
  helmet(options)({} as IncomingMessage, res as unknown as ServerResponse, () => undefined);
  return headers;
}

/**
 * Security headers (helmet's, with a CSP that allows Stripe only when it is
 * configured, HSTS under https) and the cross-site guard on every mutation.
 */
export const security = fp<{ config: Config }>(async (app: FastifyInstance, { config }) => {
  const stripe = config.payments === 'stripe';
  const headers = securityHeaders({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...(stripe ? ['https://js.stripe.com'] : [])],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...(stripe ? ['https://*.stripe.com'] : [])],
        connectSrc: ["'self'", ...(stripe ? ['https://api.stripe.com'] : [])],
        frameSrc: stripe ? ['https://js.stripe.com', 'https://hooks.stripe.com'] : ["'none'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: config.secure ? [] : null,
      },
    },
    strictTransportSecurity: config.secure ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  });

  /** Files (scripts, styles, images) are no documents: a CSP, frame or referrer policy means nothing on them. */
  const fileHeaders = {
    'x-content-type-options': 'nosniff',
    'cross-origin-resource-policy': 'same-origin',
    ...(headers['strict-transport-security']
      ? { 'strict-transport-security': headers['strict-transport-security'] }
      : {}),
  };
  const allowedOrigin = new URL(config.publicUrl).origin;
  app.addHook('onRequest', (req, reply, done) => {
    reply.headers(FILE_PATH.test(req.url) ? fileHeaders : headers);
    if (SAFE_METHODS.has(req.method)) return done();
    const path = req.url.split('?')[0] ?? '';
    if (SERVER_TO_SERVER.has(path)) return done();
    if (req.headers['sec-fetch-site'] === 'cross-site') return done(new AppError('CROSS_SITE'));
    const origin = req.headers.origin;
    if (origin && origin !== allowedOrigin && origin !== `${req.protocol}://${req.host}`) {
      return done(new AppError('CROSS_SITE'));
    }
    done();
  });
});
