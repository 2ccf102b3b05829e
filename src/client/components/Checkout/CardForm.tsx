import { lazy, type ReactNode, Suspense } from 'react';
import type { PaymentFormProps } from './payment-types';
import { TestCardForm } from './TestCardForm';

/** Stripe.js and its React bindings load only when the shop takes real cards. */
const StripePayment = lazy(() => import('./StripePayment').then((module) => ({ default: module.StripePayment })));

/**
 * The card form of the session's provider: Stripe's element (its own chunk, `fallback` while it loads) or the test
 * gateway's form. The checkout's payment step and an invoice's Pay (GuestOrder/InvoicePayment) both show it.
 */
export function CardForm({ fallback, ...props }: PaymentFormProps & { fallback: ReactNode }) {
  return props.session.provider === 'stripe' ? (
    <Suspense fallback={fallback}>
      <StripePayment {...props} />
    </Suspense>
  ) : (
    <TestCardForm {...props} />
  );
}
