import { Alert } from '@mantine/core';
import { localePath } from '@shared/locale-path';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { type FormEvent, useState } from 'react';
import { useLocale, useT } from '../../i18n/hooks';
import checkoutMessages from '../../i18n/messages/checkout.en.json';
import { Stack } from '../Plain/Plain';
import { PayButton } from './PayButton';
import type { PaymentFormProps } from './payment-types';

/** Stripe.js loads once per publishable key. */
const stripes = new Map<string, Promise<Stripe | null>>();

function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let promise = stripes.get(publishableKey);
  if (!promise) {
    promise = loadStripe(publishableKey);
    stripes.set(publishableKey, promise);
  }
  return promise;
}

/** Payments that Stripe has taken (or is still settling); the webhook finishes the order either way. */
const PAID = new Set(['succeeded', 'processing', 'requires_capture']);

function StripeForm({ session, billing, blocked, onSuccess, onDecline, onUnexpected }: PaymentFormProps) {
  const stripe = useStripe();
  const elements = useElements();
  const [ready, setReady] = useState(false);
  const [processing, setProcessing] = useState(false);
  const t = useT(checkoutMessages);
  const locale = useLocale();

  const pay = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements) return;
    setProcessing(true);
    try {
      const { error, paymentIntent } = await stripe.confirmPayment({
        elements,
        redirect: 'if_required',
        confirmParams: {
          // Back from a redirect (3-D Secure) on the page's language.
          return_url: `${window.location.origin}${localePath(locale, '/order-success')}?order=${session.orderId}`,
          payment_method_data: {
            billing_details: {
              name: billing.name,
              email: billing.email,
              address: {
                line1: billing.address,
                city: billing.city,
                state: billing.state,
                postal_code: billing.postalCode,
                country: billing.country,
              },
            },
          },
        },
      });
      if (error) {
        // Incomplete fields are shown by the Payment Element itself.
        if (error.type !== 'validation_error') onDecline(error.message ?? null);
        return;
      }
      if (paymentIntent && PAID.has(paymentIntent.status)) {
        await onSuccess(session.orderId, paymentIntent.id);
        return;
      }
      onDecline(null);
    } catch {
      onUnexpected();
    } finally {
      setProcessing(false);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void pay(event)} aria-label={t('checkout.cardPayment')}>
      <Stack gap="md">
        <PaymentElement onReady={() => setReady(true)} options={{ layout: 'tabs' }} />
        <PayButton
          total={session.amount}
          currency={session.currency}
          processing={processing}
          disabled={blocked || !ready || !stripe}
        />
      </Stack>
    </form>
  );
}

/** Stripe's Payment Element in the night theme, for the session's client secret. */
export function StripePayment(props: PaymentFormProps) {
  const { publishableKey, clientSecret } = props.session;
  const t = useT(checkoutMessages);
  const locale = useLocale();
  if (!publishableKey || !clientSecret) {
    return (
      <Alert color="red" variant="light" role="alert">
        {t('checkout.setupError')}
      </Alert>
    );
  }
  return (
    <Elements
      key={clientSecret}
      stripe={stripeFor(publishableKey)}
      options={{ clientSecret, appearance: { theme: 'night' }, locale: locale === 'fr' ? 'fr-CA' : 'en' }}
    >
      <StripeForm {...props} />
    </Elements>
  );
}
