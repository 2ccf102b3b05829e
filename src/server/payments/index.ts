import type { Config } from '../config.js';
import type { Db } from '../db/index.js';
import type { PaymentGateway } from '../domain/payments/gateway.js';
import { createStripeGateway } from './stripe-gateway.js';
import { createTestGateway } from './test-gateway.js';

/** Stripe when configured (PAYMENTS=stripe), else the built-in test gateway. */
export function createGateway(config: Config, db: Db, clock: () => Date): PaymentGateway {
  if (config.payments === 'stripe' && config.stripe.secretKey) {
    return createStripeGateway({
      secretKey: config.stripe.secretKey,
      publishableKey: config.stripe.publishableKey,
      webhookSecret: config.stripe.webhookSecret,
    });
  }
  return createTestGateway(db, clock);
}
