import type { CheckoutT } from './checkout-text';

/** Card number as typed, grouped in fours ('4242 4242 4242 4242'), at most 19 digits. */
export function formatCardNumber(raw: string): string {
  const digits = raw.replace(/\D/g, '').slice(0, 19);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** Expiry as typed, 'MM/YY', the slash added after the month. */
export function formatExpiry(raw: string): string {
  const digits = raw.replace(/\D/g, '').slice(0, 4);
  if (digits.length <= 2) return digits;
  return `${digits.slice(0, 2)}/${digits.slice(2)}`;
}

export interface CardValues {
  number: string;
  expiry: string;
  cvc: string;
}

/**
 * Stripe's own wording for incomplete fields (in the page's language: `t`, the checkout's messages); the gateway
 * judges everything else (declines, expiry, CVC).
 */
export function validateCard(values: CardValues, t: CheckoutT): Partial<Record<keyof CardValues, string>> {
  const errors: Partial<Record<keyof CardValues, string>> = {};
  const digits = values.number.replace(/\D/g, '');
  if (digits.length < 12) errors.number = t('checkout.card.numberIncomplete');
  const match = /^(\d{2})\/(\d{2})$/.exec(values.expiry.trim());
  const month = match ? Number(match[1]) : 0;
  if (!match || month < 1 || month > 12) errors.expiry = t('checkout.card.expiryIncomplete');
  if (!/^\d{3,4}$/.test(values.cvc.trim())) errors.cvc = t('checkout.card.cvcIncomplete');
  return errors;
}

/** The gateway's card payload from the form's values. */
export function toCard(values: CardValues) {
  const [month = '0', year = '0'] = values.expiry.split('/');
  return {
    number: values.number.replace(/\D/g, ''),
    expMonth: Number(month),
    expYear: 2000 + Number(year),
    cvc: values.cvc.trim(),
  };
}
