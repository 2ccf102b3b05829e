import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { AppError } from '../../shared/errors.js';
import type { Config } from '../config.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Called by servers, not browsers: no Origin to check. */
const SERVER_TO_SERVER = new Set(['/api/stripe/webhook']);
/** The built client's hashed files and the shop's images. */
const FILE_PATH = /^\/(assets|images|uploads)\//;
/** The JSON API (REST and tRPC): never a document (the not-found handler answers JSON there too). */
const API_PATH = /^\/(api|trpc)(\/|\?|$)/;

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
 * The security headers of each kind of answer, worked out once per configuration: helmet's with a CSP that allows
 * Stripe only when it is configured (HSTS under https) on documents; only what a file needs on files; on JSON
 * answers (REST and tRPC), nosniff and a CSP that loads nothing and lets no one frame them (OWASP's REST headers):
 * a browser never reads them as a script or a page, and one opened as a page does nothing.
 */
export function securityHeaderSets(config: Config): {
  document: Record<string, string>;
  file: Record<string, string>;
  json: Record<string, string>;
} {
  const stripe = config.payments === 'stripe';
  const document = securityHeaders({
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
  const file: Record<string, string> = {
    'x-content-type-options': 'nosniff',
    'cross-origin-resource-policy': 'same-origin',
    ...(document['strict-transport-security']
      ? { 'strict-transport-security': document['strict-transport-security'] }
      : {}),
  };
  return { document, file, json: { ...file, 'content-security-policy': "default-src 'none'; frame-ancestors 'none'" } };
}

/**
 * A page of the public catalogue (home, a category, a product, the gallery, a painting, a text page: the pages drawn
 * as islands) goes without `Cross-Origin-Opener-Policy`; every other document keeps helmet's `same-origin` (the
 * account, orders, checkout, sign-in, the admin). The policy cuts a page off from a window that opened it or that it
 * opens, at a price: a page that sends it cannot share a renderer with the page it came from (Chromium switches
 * browsing context groups, and on Android isolates the site in a process of its own), so a phone's first visit from
 * a link starts a renderer anew. In Lighthouse's mobile run that was the longest task after the first paint (the
 * navigation's commit: 60–100 ms at 1× against 35–40), and TBT on home 391 → 260 ms, a product 380 → 161 (medians
 * of 8 and 5 runs alternated, issue 45). A catalogue page holds what any visitor may read (the same HTML for all,
 * the cart's count drawn in the browser), takes no password and no card (checkout and sign-in keep the policy) and
 * listens to no window's messages: a window holding it may only navigate it elsewhere, as it may any page without
 * the policy. Its frame, CSP and every other header stay.
 */
export function catalogueDocument(reply: FastifyReply): void {
  reply.removeHeader('cross-origin-opener-policy');
}

/** Security headers on every answer (`securityHeaderSets`) and the cross-site guard on every mutation. */
export const security = fp<{ config: Config }>(async (app: FastifyInstance, { config }) => {
  const { document, file, json } = securityHeaderSets(config);
  const allowedOrigin = new URL(config.publicUrl).origin;
  app.addHook('onRequest', (req, reply, done) => {
    reply.headers(API_PATH.test(req.url) ? json : FILE_PATH.test(req.url) ? file : document);
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
