import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../shared/errors.js';
import type { Config } from '../config.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Called by servers, not browsers: no Origin to check. */
const SERVER_TO_SERVER = new Set(['/api/stripe/webhook']);

/**
 * Security headers (CSP that allows Stripe only when it is configured, HSTS
 * under https) and the cross-site guard on every mutation.
 */
export const security = fp<{ config: Config }>(async (app: FastifyInstance, { config }) => {
  const stripe = config.payments === 'stripe';
  await app.register(helmet, {
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
    hsts: config.secure ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  });

  const allowedOrigin = new URL(config.publicUrl).origin;
  app.addHook('onRequest', async (req) => {
    if (SAFE_METHODS.has(req.method)) return;
    const path = req.url.split('?')[0] ?? '';
    if (SERVER_TO_SERVER.has(path)) return;
    if (req.headers['sec-fetch-site'] === 'cross-site') throw new AppError('CROSS_SITE');
    const origin = req.headers.origin;
    if (origin && origin !== allowedOrigin && origin !== `${req.protocol}://${req.host}`) {
      throw new AppError('CROSS_SITE');
    }
  });
});
